import { cleanDescription } from '../feeds/feed-html';
import type { ParsedEpisode, ParsedFeed } from '../feeds/feed-types';

const TIMEOUT_MS = 15_000;
const PAGE_SIZE = 50;

/** The Data API refused for quota (the project's daily units, or a per-minute limit). */
export class YoutubeQuotaError extends Error {}
/** The channel does not exist (deleted, or a wrong id). */
export class YoutubeChannelGoneError extends Error {}
/** Any other failure: network, timeout, an unexpected status. */
export class YoutubeApiError extends Error {}

type Thumbnails = Record<string, { url?: string } | undefined>;
type Page<T> = { items?: T[]; nextPageToken?: string };
type ChannelItem = {
  id: string;
  snippet?: { title?: string; description?: string; customUrl?: string; thumbnails?: Thumbnails };
  contentDetails?: { relatedPlaylists?: { uploads?: string } };
};
type PlaylistItem = {
  snippet?: { title?: string; description?: string; publishedAt?: string; thumbnails?: Thumbnails };
  contentDetails?: { videoId?: string; videoPublishedAt?: string };
};
type VideoItem = {
  id: string;
  contentDetails?: { duration?: string };
  statistics?: { viewCount?: string };
};

/** Data API quotas reset at midnight Pacific time; 08:00 UTC is never earlier than that. */
export function nextQuotaReset(now: number): number {
  const reset = new Date(now);
  reset.setUTCHours(8, 0, 0, 0);
  return reset.getTime() > now ? reset.getTime() : reset.getTime() + 86_400_000;
}

/** 'PT1H2M5S' -> 3725; 'P1DT2H' -> 93600; null when not an ISO 8601 duration. */
export function isoDurationSeconds(iso: string | undefined): number | null {
  const m = iso ? /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso) : null;
  if (!m || iso === 'P' || iso === 'PT') return null;
  return Number(m[1] ?? 0) * 86400 + Number(m[2] ?? 0) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
}

const bestThumbnail = (t: Thumbnails | undefined) =>
  t?.maxres?.url ?? t?.high?.url ?? t?.medium?.url ?? t?.default?.url ?? null;

/**
 * The parts of the YouTube Data API v3 a followed channel needs, each costing 1 quota unit a call:
 * `channels.list` (name and uploads playlist), `playlistItems.list` (the uploads, 50 a page) and
 * `videos.list` (durations and view counts, 50 a call). `search.list` (100 units, and its own small
 * allowance) is never used: searching happens in the catalog. `unitsUsed` counts what this
 * process has spent.
 */
export class YoutubeDataApi {
  unitsUsed = 0;
  /** After a quota refusal no call is made until the daily quota resets (midnight Pacific time). */
  private restingUntil = 0;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
  ) {}

  private async get<T>(resource: string, params: Record<string, string>): Promise<T> {
    if (Date.now() < this.restingUntil) throw new YoutubeQuotaError('The YouTube Data API quota for today is used up.');
    const url = new URL(`${this.baseUrl.replace(/\/+$/, '')}/${resource}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('key', this.apiKey);
    let response: Response;
    try {
      this.unitsUsed++;
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new YoutubeApiError(`The YouTube Data API could not be reached: ${(err as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string; errors?: { reason?: string }[] };
    } | null;
    if (response.ok && body) return body as T;
    const reason = body?.error?.errors?.[0]?.reason ?? '';
    if (response.status === 403 && /quota|rateLimit|dailyLimit/i.test(reason)) {
      this.restingUntil = nextQuotaReset(Date.now());
      throw new YoutubeQuotaError('The YouTube Data API quota for today is used up.');
    }
    if (response.status === 404 && reason === 'playlistNotFound') return { items: [] } as T;
    throw new YoutubeApiError(
      `The YouTube Data API answered ${response.status}${body?.error?.message ? `: ${body.error.message}` : ''}`,
    );
  }

  /**
   * A channel's uploads as a feed, newest first: up to `maxVideos` of them (a first sync reads
   * several pages, a refresh one). Costs 1 + 2 units per 50 videos.
   */
  async channelFeed(channelId: string, maxVideos: number): Promise<ParsedFeed> {
    const channels = await this.get<Page<ChannelItem>>('channels', { part: 'snippet,contentDetails', id: channelId });
    const channel = channels.items?.find((c) => c.id === channelId) ?? channels.items?.[0];
    if (!channel) throw new YoutubeChannelGoneError(`The YouTube channel ${channelId} no longer exists.`);
    const title = channel.snippet?.title?.trim() || channelId;
    const uploads = channel.contentDetails?.relatedPlaylists?.uploads;

    const items: PlaylistItem[] = [];
    let pageToken: string | undefined;
    while (uploads && items.length < maxVideos) {
      const page = await this.get<Page<PlaylistItem>>('playlistItems', {
        part: 'snippet,contentDetails',
        playlistId: uploads,
        maxResults: String(Math.min(PAGE_SIZE, maxVideos - items.length)),
        ...(pageToken ? { pageToken } : {}),
      });
      items.push(...(page.items ?? []));
      pageToken = page.nextPageToken;
      if (!pageToken) break;
    }
    // Private and deleted videos stay in the playlist without a publish date of their own.
    const visible = items.filter((i) => i.contentDetails?.videoId && i.contentDetails.videoPublishedAt);

    const details = new Map<string, VideoItem>();
    for (let i = 0; i < visible.length; i += PAGE_SIZE) {
      const ids = visible.slice(i, i + PAGE_SIZE).map((v) => v.contentDetails?.videoId as string);
      const page = await this.get<Page<VideoItem>>('videos', { part: 'contentDetails,statistics', id: ids.join(',') });
      for (const video of page.items ?? []) details.set(video.id, video);
    }

    const episodes: ParsedEpisode[] = visible.map((item) => {
      const videoId = item.contentDetails?.videoId as string;
      const video = details.get(videoId);
      const description = cleanDescription(item.snippet?.description ?? null, undefined, true);
      const views = Number(video?.statistics?.viewCount);
      return {
        guid: `yt:video:${videoId}`,
        title: item.snippet?.title ?? '',
        descriptionHtml: description.html,
        descriptionText: description.text,
        author: title,
        publishDate: new Date(item.contentDetails?.videoPublishedAt ?? item.snippet?.publishedAt ?? ''),
        durationSeconds: isoDurationSeconds(video?.contentDetails?.duration),
        enclosure: null,
        imageUrl: bestThumbnail(item.snippet?.thumbnails),
        link: `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`,
        season: null,
        episodeNumber: null,
        episodeType: null,
        explicit: null,
        transcripts: [],
        chaptersUrl: null,
        persons: [],
        videoId,
        viewCount: Number.isSafeInteger(views) && views >= 0 ? views : null,
      };
    });

    return {
      format: 'youtube',
      title,
      description: channel.snippet?.description?.trim() || null,
      author: title,
      imageUrl: bestThumbnail(channel.snippet?.thumbnails),
      link: `https://www.youtube.com/channel/${channelId}`,
      language: null,
      explicit: null,
      categories: [],
      newFeedUrl: null,
      channelId,
      episodes,
    };
  }
}
