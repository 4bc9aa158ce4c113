/** Where a show's name gives way to its subtitle: "The Ruminant: Audio Candy for Farmers". */
export const SUBTITLE = /\s*(?::|\s-\s|\s\|\s|\s–\s|\()\s*/;

/**
 * A show's name as the assistant says it: before its subtitle ("The Ruminant" for "The Ruminant:
 * Audio Candy for Farmers, Gardeners and Food Lovers"), so that three titles from it are heard at once.
 */
export function heardShowName(name: string): string {
  const short = name.split(SUBTITLE)[0]?.trim() ?? '';
  return short.length >= 3 ? short : name;
}
