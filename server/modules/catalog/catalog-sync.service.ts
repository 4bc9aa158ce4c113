import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError, UpstreamError, ValidationError } from '../../http/errors';
import { FeedFetchError, FeedParseError, type FetchResult, type ParsedFeed } from '../../providers/feeds/feed-types';
import { parseFeed } from '../../providers/feeds/parse-feed';
import { channelIdOfFeedUrl } from '../../providers/feeds/youtube';
import { YoutubeApiError, YoutubeChannelGoneError, YoutubeQuotaError } from '../../providers/youtube/youtube-data-api';
import { countShowEpisodes, findShowByFeedUrl, linkCreatorToShow, touchShow } from './catalog.repo';
import { type SyncResult, storeParsedFeed } from './catalog-store.service';

export type CatalogContext = Pick<AppContext, 'env' | 'database' | 'providers'>;
export type { SyncResult };

const FETCH_TIMEOUT_MS = 30_000;
/** Videos read through the Data API: a first sync reaches back this far, a refresh reads one page. */
const FIRST_SYNC_VIDEOS = 200;
const REFRESH_VIDEOS = 50;
const FEED_MAX_BYTES = 40 * 1024 * 1024;

/** Turns a feed-layer failure into an answer a listener can read. */
function feedError(err: unknown, feedUrl: string): AppError {
  if (err instanceof FeedFetchError) {
    if (err.reason === 'blocked_address' || err.reason === 'bad_url') {
      return new ValidationError('catalog.feed_url_refused', `The feed URL ${feedUrl} was refused: ${err.message}`);
    }
    return new UpstreamError('catalog.feed_fetch_failed', `Could not fetch the feed at ${feedUrl}: ${err.message}`);
  }
  if (err instanceof FeedParseError) {
    return new UpstreamError('catalog.feed_unreadable', `The feed at ${feedUrl} could not be read: ${err.message}`);
  }
  if (err instanceof AppError) return err;
  // Anything else (a database or file error) is ours: its text may name tables or paths.
  return new UpstreamError(
    'catalog.feed_fetch_failed',
    `Could not fetch the feed at ${feedUrl}: something went wrong on our side.`,
  );
}

/**
 * Fetches a feed (conditionally, with the stored ETag / Last-Modified) and brings its show and
 * episodes in the shared catalog up to date in one transaction. A 304, or the same body as last
 * time, ends the sync without parsing. A feed that cannot be fetched or
 * read throws before anything is written, so the catalog stays exactly as it was.
 */
export async function syncShowFromFeed(
  ctx: CatalogContext,
  opts: { feedUrl: string; creatorId?: string; kind?: 'podcast' | 'youtube' },
): Promise<SyncResult> {
  const db = ctx.database.db;
  const known = await findShowByFeedUrl(db, opts.feedUrl);
  const channelId = channelIdOfFeedUrl(opts.feedUrl);
  if (channelId && ctx.providers.youtube) {
    try {
      const feed = await ctx.providers.youtube.channelFeed(channelId, known ? REFRESH_VIDEOS : FIRST_SYNC_VIDEOS);
      return await storeParsedFeed(db, { feedUrl: opts.feedUrl, feed, creatorId: opts.creatorId, kind: 'youtube' });
    } catch (err) {
      if (err instanceof YoutubeChannelGoneError) throw new UpstreamError('catalog.channel_gone', err.message);
      // Out of quota, or the API is unreachable: the channel's public feed still has its latest videos.
      if (!(err instanceof YoutubeQuotaError) && !(err instanceof YoutubeApiError)) throw err;
    }
  }
  let fetched: FetchResult;
  try {
    fetched = await ctx.providers.fetch(opts.feedUrl, {
      etag: known?.etag ?? undefined,
      lastModified: known?.lastModified ?? undefined,
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: FEED_MAX_BYTES,
    });
  } catch (err) {
    throw feedError(err, opts.feedUrl);
  }
  const feedHash = fetched.notModified ? null : createHash('sha256').update(fetched.body).digest('hex');
  if (fetched.notModified || (known && feedHash === known.feedHash)) {
    if (!known)
      throw new UpstreamError(
        'catalog.feed_fetch_failed',
        `The feed at ${opts.feedUrl} answered 304 to a first fetch.`,
      );
    await touchShow(
      db,
      known.id,
      fetched.notModified ? {} : { etag: fetched.etag, lastModified: fetched.lastModified },
    );
    if (opts.creatorId) await linkCreatorToShow(db, opts.creatorId, known.id);
    const totalEpisodes = await countShowEpisodes(db, known.id);
    return { showId: known.id, kind: known.kind, newEpisodes: 0, updatedEpisodes: 0, totalEpisodes, notModified: true };
  }
  let feed: ParsedFeed;
  try {
    feed = parseFeed(fetched.body, { contentType: fetched.contentType, baseUrl: fetched.url });
  } catch (err) {
    throw feedError(err, opts.feedUrl);
  }
  return storeParsedFeed(db, {
    feedUrl: opts.feedUrl,
    feed,
    etag: fetched.etag,
    lastModified: fetched.lastModified,
    feedHash,
    creatorId: opts.creatorId,
    kind: opts.kind,
  });
}
