import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeVideo = {
  id: string;
  title: string;
  description: string;
  publishedAt: string;
  /** ISO 8601, as videos.list gives it. */
  duration: string;
  views: number;
  /** A private or deleted video stays in the uploads playlist without its own publish date. */
  private?: boolean;
};

export type FakeYoutube = {
  /** Base URL for YOUTUBE_API_BASE_URL (the fake answers under /youtube/v3). */
  url: string;
  /** Channels by id: title and uploads, newest first. A missing id is a deleted channel. */
  channels: Map<string, { title: string; description: string; videos: FakeVideo[] }>;
  requests: { resource: string; params: Record<string, string> }[];
  /** When true every call answers 403 quotaExceeded, as the Data API does. */
  quotaExceeded: boolean;
  close(): Promise<void>;
};

/**
 * A loopback YouTube Data API v3: `channels.list`, `playlistItems.list` (paged by 50 at most, with
 * nextPageToken) and `videos.list`, in the documented response shapes, with an API key required.
 */
export async function startFakeYoutube(port = 0): Promise<FakeYoutube> {
  const fake: FakeYoutube = {
    url: '',
    channels: new Map(),
    requests: [],
    quotaExceeded: false,
    close: async () => {},
  };
  const uploadsOf = (channelId: string) => `UU${channelId.slice(2)}`;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const resource = url.pathname.replace(/^\/youtube\/v3\//, '');
    const params = Object.fromEntries(url.searchParams);
    fake.requests.push({ resource, params });
    if (!params.key) return send(res, 403, apiError(403, 'forbidden', 'The request is missing a valid API key.'));
    if (fake.quotaExceeded) {
      return send(
        res,
        403,
        apiError(403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your quota.'),
      );
    }
    if (resource === 'channels') {
      const items = (params.id ?? '').split(',').flatMap((id) => {
        const channel = fake.channels.get(id);
        if (!channel) return [];
        return [
          {
            kind: 'youtube#channel',
            id,
            snippet: {
              title: channel.title,
              description: channel.description,
              thumbnails: { default: { url: `https://yt3.ggpht.com/${id}=s88`, width: 88, height: 88 } },
            },
            contentDetails: { relatedPlaylists: { likes: '', uploads: uploadsOf(id) } },
          },
        ];
      });
      // A deleted channel: the list is simply empty (items may even be absent).
      return send(res, 200, { kind: 'youtube#channelListResponse', pageInfo: { totalResults: items.length }, items });
    }
    if (resource === 'playlistItems') {
      const entry = [...fake.channels.entries()].find(([id]) => uploadsOf(id) === params.playlistId);
      if (!entry) return send(res, 404, apiError(404, 'playlistNotFound', 'The playlist could not be found.'));
      const [channelId, channel] = entry;
      const size = Math.min(50, Number(params.maxResults ?? 5));
      const start = Number(params.pageToken?.replace('page-', '') ?? 0);
      const slice = channel.videos.slice(start, start + size);
      const next = start + size < channel.videos.length ? `page-${start + size}` : undefined;
      return send(res, 200, {
        kind: 'youtube#playlistItemListResponse',
        ...(next ? { nextPageToken: next } : {}),
        pageInfo: { totalResults: channel.videos.length, resultsPerPage: size },
        items: slice.map((v) => ({
          kind: 'youtube#playlistItem',
          id: `item-${v.id}`,
          snippet: {
            publishedAt: v.publishedAt,
            channelId,
            title: v.private ? 'Private video' : v.title,
            description: v.private ? 'This video is private.' : v.description,
            thumbnails: v.private
              ? {}
              : {
                  default: { url: `https://i.ytimg.com/vi/${v.id}/default.jpg`, width: 120, height: 90 },
                  high: { url: `https://i.ytimg.com/vi/${v.id}/hqdefault.jpg`, width: 480, height: 360 },
                },
            channelTitle: channel.title,
            playlistId: params.playlistId,
            resourceId: { kind: 'youtube#video', videoId: v.id },
          },
          contentDetails: { videoId: v.id, ...(v.private ? {} : { videoPublishedAt: v.publishedAt }) },
        })),
      });
    }
    if (resource === 'videos') {
      const all = [...fake.channels.values()].flatMap((c) => c.videos);
      const items = (params.id ?? '')
        .split(',')
        .flatMap((id) => all.filter((v) => v.id === id && !v.private))
        .map((v) => ({
          kind: 'youtube#video',
          id: v.id,
          contentDetails: { duration: v.duration, dimension: '2d', definition: 'hd', caption: 'false' },
          statistics: { viewCount: String(v.views), likeCount: '10', favoriteCount: '0', commentCount: '2' },
        }));
      return send(res, 200, { kind: 'youtube#videoListResponse', pageInfo: { totalResults: items.length }, items });
    }
    send(res, 404, apiError(404, 'notFound', 'Not found'));
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

function apiError(code: number, reason: string, message: string) {
  return { error: { code, message, errors: [{ message, domain: 'youtube.quota', reason }] } };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}
