/** Text as a regular expression matches it literally: "S.O.M." matches only "S.O.M.". */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The word with its first letter in capitals: "lincoln" -> "Lincoln", "march" -> "March". */
export const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
