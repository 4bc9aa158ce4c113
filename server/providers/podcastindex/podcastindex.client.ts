import { createHash } from 'node:crypto';
import type { Env } from '../../config/env';

export type PodcastIndexTranscript = { url: string; type?: string };
export type PodcastIndexEpisode = { guid: string | null; title: string; transcripts: PodcastIndexTranscript[] };

const USER_AGENT = 'Earshot/0.1 (podcast discovery)';
const TIMEOUT_MS = 15_000;

export const PODCASTINDEX_NOT_CONFIGURED =
  'Podcast Index is not configured: set PODCASTINDEX_API_KEY and PODCASTINDEX_API_SECRET';

type RawEpisode = {
  guid?: string;
  title?: string;
  transcriptUrl?: string;
  transcripts?: { url?: string; type?: string }[];
};

/**
 * The Podcast Index API (PODCASTINDEX_BASE_URL, or a compatible mirror): every call carries the key, the current time and
 * sha1(key + secret + time) as its authorization.
 */
export class PodcastIndexClient {
  constructor(
    private readonly key: string,
    private readonly secret: string,
    private readonly baseUrl: string,
  ) {}

  private async get<T>(path: string, query: Record<string, string>): Promise<T> {
    const date = String(Math.floor(Date.now() / 1000));
    const url = new URL(`${this.baseUrl.replace(/\/+$/, '')}/${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          'user-agent': USER_AGENT,
          'x-auth-key': this.key,
          'x-auth-date': date,
          authorization: createHash('sha1')
            .update(this.key + this.secret + date)
            .digest('hex'),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new Error(`Podcast Index could not be reached: ${(err as Error).message}`);
    }
    if (response.status === 401 || response.status === 403) throw new Error('Podcast Index refused the API key');
    if (!response.ok) throw new Error(`Podcast Index answered ${response.status}`);
    return (await response.json()) as T;
  }

  /** The episode with this guid in the feed at feedUrl, with its transcripts; null when unknown. */
  async episodeByGuid(guid: string, feedUrl: string): Promise<PodcastIndexEpisode | null> {
    const data = await this.get<{ episode?: RawEpisode | [] }>('episodes/byguid', { guid, feedurl: feedUrl });
    const episode = data.episode;
    return episode && !Array.isArray(episode) && episode.title !== undefined ? toEpisode(episode) : null;
  }

  /** The feed's recent episodes with their transcripts. */
  async episodesByFeedUrl(feedUrl: string, max = 200): Promise<PodcastIndexEpisode[]> {
    const data = await this.get<{ items?: RawEpisode[] }>('episodes/byfeedurl', { url: feedUrl, max: String(max) });
    return (data.items ?? []).map(toEpisode);
  }
}

function toEpisode(raw: RawEpisode): PodcastIndexEpisode {
  const transcripts: PodcastIndexTranscript[] = (raw.transcripts ?? [])
    .filter((t): t is { url: string; type?: string } => typeof t.url === 'string' && t.url.length > 0)
    .map((t) => ({ url: t.url, type: t.type }));
  if (transcripts.length === 0 && raw.transcriptUrl) transcripts.push({ url: raw.transcriptUrl });
  return { guid: raw.guid ?? null, title: raw.title ?? '', transcripts };
}

/** The client for this configuration, or null when the key and secret are not set. */
export function createPodcastIndexClient(env: Env): PodcastIndexClient | null {
  if (!env.PODCASTINDEX_API_KEY || !env.PODCASTINDEX_API_SECRET) return null;
  return new PodcastIndexClient(env.PODCASTINDEX_API_KEY, env.PODCASTINDEX_API_SECRET, env.PODCASTINDEX_BASE_URL);
}
