import type { Db } from '../../db/client';
import type { ParsedFeed } from '../../providers/feeds/feed-types';
import { webUrl } from '../../providers/feeds/web-url';
import {
  countShowEpisodes,
  linkCreatorToShow,
  loadStoredEpisodes,
  updateViewCounts,
  upsertEpisodes,
  upsertShow,
} from './catalog.repo';
import { cleanText, episodeIdentityKey, feedFingerprint, uniqueEpisodeRecords } from './episode-record';

export type SyncResult = {
  showId: string;
  /** 'youtube' when the feed turned out to be a YouTube channel feed. */
  kind: 'podcast' | 'youtube';
  newEpisodes: number;
  updatedEpisodes: number;
  totalEpisodes: number;
  /** The server answered 304 Not Modified, or sent the very body stored last time: nothing was parsed or written. */
  notModified: boolean;
};

/**
 * Writes a parsed feed into the catalog: upserts the show by feed URL and its episodes by identity.
 * Rows whose feed values did not change are not rewritten; repeated identities keep the first item.
 */
export async function storeParsedFeed(
  db: Db,
  opts: {
    feedUrl: string;
    feed: ParsedFeed;
    etag?: string | null;
    lastModified?: string | null;
    /** SHA-256 of the fetched body, so the same body next time is not parsed again. */
    feedHash?: string | null;
    creatorId?: string;
    kind?: 'podcast' | 'youtube';
  },
): Promise<SyncResult> {
  const { feed } = opts;
  const kind = feed.format === 'youtube' ? 'youtube' : (opts.kind ?? 'podcast');
  return db.transaction(async (tx) => {
    const showId = await upsertShow(tx, {
      kind,
      name: cleanText(feed.title) ?? new URL(opts.feedUrl).hostname,
      host: cleanText(feed.author),
      description: cleanText(feed.description),
      imageUrl: webUrl(feed.imageUrl),
      siteUrl: webUrl(feed.link),
      feedUrl: opts.feedUrl,
      language: cleanText(feed.language),
      explicit: feed.explicit,
      categories: feed.categories,
      etag: opts.etag ?? null,
      lastModified: opts.lastModified ?? null,
      feedHash: opts.feedHash ?? null,
      lastFetchedAt: new Date(),
    });
    const stored = new Map(
      (await loadStoredEpisodes(tx, showId)).map((row) => [row.identityKey, feedFingerprint(row)]),
    );
    let newEpisodes = 0;
    let updatedEpisodes = 0;
    const changed = uniqueEpisodeRecords(showId, feed).filter((record) => {
      const before = stored.get(record.identityKey);
      if (before === undefined) newEpisodes++;
      else if (before !== feedFingerprint(record)) updatedEpisodes++;
      else return false;
      return true;
    });
    await upsertEpisodes(tx, changed);
    await updateViewCounts(
      tx,
      showId,
      feed.episodes.flatMap((e) =>
        e.viewCount != null ? [{ identityKey: episodeIdentityKey(e), viewCount: e.viewCount }] : [],
      ),
    );
    if (opts.creatorId) await linkCreatorToShow(tx, opts.creatorId, showId);
    const totalEpisodes = await countShowEpisodes(tx, showId);
    return { showId, kind, newEpisodes, updatedEpisodes, totalEpisodes, notModified: false };
  });
}
