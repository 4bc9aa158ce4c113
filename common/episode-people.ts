import type { EpisodePerson } from './api/episodes';

/** "A", "A and B", "A, B and C". */
export function spokenList(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** At most this many names are said of one role. */
const SAID_NAMES = 4;

/**
 * Who is on an episode, as Borris says it of `subject` ("Number 2, Lasse's story," or a title):
 * its guests, then its hosts (the feed's people, else the episode's or show's author); null when
 * the feed names no one. Without guests in the feed, the people its title names (`titleNames`)
 * are said to be named there, which is all the title tells.
 */
export function whoIsOnSentence(
  subject: string,
  episode: { host: string | null; people?: readonly EpisodePerson[] },
  titleNames: readonly string[] = [],
): string | null {
  const people = episode.people ?? [];
  const hostNames = people.filter((p) => p.role === 'host' || p.role === 'co-host').map((p) => p.name);
  const author = episode.host ? heardAuthor(episode.host) : '';
  // An author that lists the guest the title names beside the host ("Jon Crabtree, Conor Okus"
  // for "0.00000009: Conor Okus, Hello Bitcoin"): the one named in the title is the guest.
  const listed = author.split(/\s*(?:,|&|\band\b)\s*/).filter(Boolean);
  const titled = listed.filter((name) => titleNames.some((t) => t.toLowerCase() === name.toLowerCase()));
  const authorGuests = titled.length && titled.length < listed.length ? titled : [];
  const guests = [...people.filter((p) => p.role === 'guest').map((p) => p.name), ...authorGuests];
  const hosts = hostNames.length
    ? hostNames
    : authorGuests.length
      ? listed.filter((name) => !authorGuests.includes(name))
      : author
        ? [author]
        : [];
  const hosted = hosts.length ? `hosted by ${spokenList(hosts.slice(0, SAID_NAMES))}` : '';
  if (guests.length) {
    const as = guests.length > 1 ? 'its guests' : 'its guest';
    return `${subject} has ${spokenList(guests.slice(0, SAID_NAMES))} as ${as}${hosted ? `, and is ${hosted}` : ''}.`;
  }
  const named = titleNames.length ? spokenList(titleNames.slice(0, SAID_NAMES)) : '';
  if (named)
    return hosted ? `${subject} is ${hosted}; its title names ${named}.` : `${subject} names ${named} in its title.`;
  return hosted ? `${subject} is ${hosted}.` : null;
}

/**
 * An author as said: without the line about what they do that some feeds add after a dash or a
 * bar ("Jordan Marr - Farming, Gardening, Food Security" is "Jordan Marr").
 */
export function heardAuthor(author: string): string {
  return (author.split(/\s+[-–—|]\s+/)[0] ?? author).trim();
}
