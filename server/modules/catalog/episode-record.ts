import type { ParsedEpisode, ParsedFeed } from '../../providers/feeds/feed-types';
import { webUrl } from '../../providers/feeds/web-url';
import { EPISODE_FEED_COLUMNS, type EpisodeValues } from './catalog.repo';

const INT32_MAX = 2_147_483_647;

/** PostgreSQL text cannot hold NUL characters, which broken feeds sometimes carry. */
export function cleanText(value: string | null | undefined): string | null {
  if (value == null) return null;
  const clean = value.replaceAll('\u0000', '').trim();
  return clean === '' ? null : clean;
}

function int(value: number | null | undefined): number | null {
  if (value == null || !Number.isFinite(value)) return null;
  const n = Math.round(value);
  return n >= 0 && n <= INT32_MAX ? n : null;
}

function date(value: Date | null | undefined): Date | null {
  return value && !Number.isNaN(value.getTime()) ? value : null;
}

/**
 * The identity of an episode within its show (DESIGN §7): the feed guid, else the enclosure URL,
 * else title and publish date. Prefixes keep a guid from ever colliding with a URL.
 */
export function episodeIdentityKey(episode: ParsedEpisode): string {
  const guid = cleanText(episode.guid);
  if (guid) return `guid:${guid}`;
  const url = cleanText(episode.enclosure?.url);
  if (url) return `url:${url}`;
  return `title:${cleanText(episode.title) ?? ''}|${date(episode.publishDate)?.toISOString() ?? ''}`;
}

/** Maps a parsed episode to the row stored for it; the host is the item's author, else the show's. */
export function episodeRecord(showId: string, feed: ParsedFeed, episode: ParsedEpisode): EpisodeValues {
  return {
    showId,
    identityKey: episodeIdentityKey(episode),
    guid: cleanText(episode.guid),
    title: cleanText(episode.title) ?? 'Untitled episode',
    descriptionHtml: cleanText(episode.descriptionHtml) ?? '',
    descriptionText: cleanText(episode.descriptionText) ?? '',
    host: cleanText(episode.author) ?? cleanText(feed.author),
    publishDate: date(episode.publishDate),
    durationSeconds: int(episode.durationSeconds),
    audioUrl: webUrl(episode.enclosure?.url),
    audioType: cleanText(episode.enclosure?.type),
    audioLength:
      episode.enclosure?.length != null &&
      Number.isSafeInteger(Math.round(episode.enclosure.length)) &&
      episode.enclosure.length >= 0
        ? Math.round(episode.enclosure.length)
        : null,
    imageUrl: webUrl(episode.imageUrl),
    link: webUrl(episode.link),
    season: int(episode.season),
    episodeNumber: int(episode.episodeNumber),
    episodeType: cleanText(episode.episodeType),
    explicit: episode.explicit ?? null,
    chaptersUrl: webUrl(episode.chaptersUrl),
    feedTranscripts: episode.transcripts ?? [],
    persons: (episode.persons ?? []).map(({ href, img, ...person }) => ({
      ...person,
      ...(webUrl(href) ? { href: webUrl(href) as string } : {}),
      ...(webUrl(img) ? { img: webUrl(img) as string } : {}),
    })),
  };
}

/** Every episode of the feed once: the first of any repeated identity wins. */
export function uniqueEpisodeRecords(showId: string, feed: ParsedFeed): EpisodeValues[] {
  const seen = new Set<string>();
  const records: EpisodeValues[] = [];
  for (const episode of feed.episodes) {
    const record = episodeRecord(showId, feed, episode);
    if (seen.has(record.identityKey)) continue;
    seen.add(record.identityKey);
    records.push(record);
  }
  return records;
}

/** JSON with sorted keys: jsonb does not keep key order, so compare on a canonical form. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .map((k) => [k, (v as Record<string, unknown>)[k]]),
      );
    }
    return v;
  });
}

/** A comparable fingerprint of the feed columns of a row, stored or about to be stored. */
export function feedFingerprint(row: Partial<Record<(typeof EPISODE_FEED_COLUMNS)[number][0], unknown>>): string {
  // publishDate is a Date from both sides; the JSON replacer sees it already as an ISO string.
  return canonical(EPISODE_FEED_COLUMNS.map(([key]) => row[key] ?? null));
}
