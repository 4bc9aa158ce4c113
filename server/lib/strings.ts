/** Text as a regular expression matches it literally: "S.O.M." matches only "S.O.M.". */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The word with its first letter in capitals: "lincoln" -> "Lincoln", "march" -> "March". */
export const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Letters that are no accented letter of another but are typed as one on other keyboards. */
const PLAIN_LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', þ: 'th', ı: 'i' };

/**
 * A name folded for comparison as a listener may type it: lower case, without accents, and with
 * the letters of other alphabets' keyboards as their plain ones ("Terje Høiback" as "terje hoiback").
 */
export function foldedName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœßłđþı]/g, (c) => PLAIN_LETTERS[c] ?? c);
}
