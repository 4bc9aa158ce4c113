import type { Chapter } from '../../../common/api/episodes';
import type { AppContext } from '../../context';
import { NotFoundError, UpstreamError } from '../../http/errors';
import { decodeFeedBody } from '../../providers/feeds/feed-encoding';
import { FeedFetchError } from '../../providers/feeds/feed-types';
import { ChaptersParseError, parseJsonChapters } from '../../providers/feeds/json-chapters';
import { findEpisode } from './episodes.repo';

type Ctx = Pick<AppContext, 'database' | 'providers'>;

const CHAPTERS_MAX_BYTES = 1024 * 1024;
const CHAPTERS_TIMEOUT_MS = 10_000;
/** Chapters files rarely change: each is kept this long, for this many episodes. */
const CACHE_MS = 60 * 60 * 1000;
const CACHE_SIZE = 200;

const cache = new Map<string, { at: number; chapters: Chapter[] }>();

/**
 * An episode's chapters, from the JSON Chapters file its feed names (fetched under the
 * private-address rule, then kept for an hour). No file named: no chapters.
 */
export async function episodeChapters(ctx: Ctx, episodeId: string): Promise<Chapter[]> {
  const row = await findEpisode(ctx.database.db, episodeId);
  if (!row) throw new NotFoundError('episodes.not_found', 'Episode not found.');
  const url = row.episode.chaptersUrl;
  if (!url) return [];
  const hit = cache.get(url);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.chapters;
  let chapters: Chapter[];
  try {
    const res = await ctx.providers.fetch(url, { timeoutMs: CHAPTERS_TIMEOUT_MS, maxBytes: CHAPTERS_MAX_BYTES });
    chapters = parseJsonChapters(res.notModified ? '' : decodeFeedBody(res.body, res.contentType));
  } catch (err) {
    if (err instanceof FeedFetchError || err instanceof ChaptersParseError) {
      throw new UpstreamError('episodes.chapters_unavailable', `The chapters could not be loaded: ${err.message}`);
    }
    throw err;
  }
  cache.delete(url);
  cache.set(url, { at: Date.now(), chapters });
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return chapters;
}
