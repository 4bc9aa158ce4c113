import { FeedFetchError } from './feed-types';

export type ItunesPodcast = {
  name: string;
  author: string | null;
  feedUrl: string;
  imageUrl: string | null;
  episodeCount: number | null;
};

type FetchJson = (url: string) => Promise<unknown>;

const SEARCH_TIMEOUT_MS = 10_000;

/** GET a JSON document with a time limit; failures become FeedFetchError. */
export const defaultFetchJson: FetchJson = async (url) => {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') {
      throw new FeedFetchError('The podcast directory took too long to answer', 'timeout');
    }
    throw new FeedFetchError('The podcast directory could not be reached', 'network');
  }
  if (!res.ok) {
    throw new FeedFetchError(
      `The podcast directory answered ${res.status} ${res.statusText}`.trim(),
      'http_status',
      res.status,
    );
  }
  try {
    return await res.json();
  } catch {
    throw new FeedFetchError('The podcast directory sent an unreadable answer', 'network');
  }
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Finds podcasts by name with the keyless iTunes Search API. Results without a public feed URL
 * (Apple-only shows) are dropped since Earshot reads shows from their feeds.
 */
export async function searchItunesPodcasts(
  term: string,
  fetchJson: FetchJson = defaultFetchJson,
  baseUrl = 'https://itunes.apple.com',
): Promise<ItunesPodcast[]> {
  const query = new URLSearchParams({ media: 'podcast', entity: 'podcast', term: term.trim() });
  const url = `${baseUrl.replace(/\/+$/, '')}/search?${query}`;
  let body: unknown;
  try {
    body = await fetchJson(url);
  } catch (err) {
    if (err instanceof FeedFetchError) throw err;
    throw new FeedFetchError('The podcast directory could not be reached', 'network');
  }
  const results = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) throw new FeedFetchError('The podcast directory sent an unreadable answer', 'network');
  const podcasts: ItunesPodcast[] = [];
  for (const raw of results as Record<string, unknown>[]) {
    const feedUrl = text(raw?.feedUrl);
    const name = text(raw?.collectionName) ?? text(raw?.trackName);
    if (!feedUrl || !name || !/^https?:\/\//i.test(feedUrl)) continue;
    podcasts.push({
      name,
      author: text(raw.artistName),
      feedUrl,
      imageUrl: text(raw.artworkUrl600) ?? text(raw.artworkUrl100) ?? text(raw.artworkUrl60),
      episodeCount: typeof raw.trackCount === 'number' && Number.isFinite(raw.trackCount) ? raw.trackCount : null,
    });
  }
  return podcasts;
}
