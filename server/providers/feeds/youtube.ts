const FEED_BASE = 'https://www.youtube.com/feeds/videos.xml?channel_id=';
const CHANNEL_ID = /^UC[\w-]{22}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

function parseYoutubeUrl(input: string): URL | null {
  const text = input.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return YOUTUBE_HOSTS.has(url.hostname.toLowerCase()) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The keyless Atom feed of a YouTube channel from a channel address: youtube.com/channel/UC...,
 * a feeds/videos.xml?channel_id= URL, or a bare UC... id. Handle (@name), /c/ and /user/ addresses
 * name no channel id, so they give null here and need resolveYoutubeChannel.
 */
export function youtubeFeedUrl(input: string): string | null {
  const bare = input.trim();
  if (CHANNEL_ID.test(bare)) return FEED_BASE + bare;
  const url = parseYoutubeUrl(bare);
  if (!url) return null;
  const fromQuery =
    url.pathname.replace(/\/+$/, '') === '/feeds/videos.xml' ? url.searchParams.get('channel_id') : null;
  if (fromQuery && CHANNEL_ID.test(fromQuery)) return FEED_BASE + fromQuery;
  const fromPath = /^\/channel\/(UC[\w-]{22})(?:\/|$)/.exec(url.pathname)?.[1];
  return fromPath ? FEED_BASE + fromPath : null;
}

/** True for YouTube addresses that name a channel indirectly (@handle, /c/name, /user/name). */
export function isYoutubeChannelAlias(input: string): boolean {
  const url = parseYoutubeUrl(input);
  return url !== null && /^\/(?:@[^/]+|c\/[^/]+|user\/[^/]+)\/?/.test(url.pathname);
}

/**
 * Resolves any YouTube channel address to its feed URL and channel id. Direct addresses need no
 * network; aliases are resolved by reading the channel page (fetched by the injected fetchText,
 * which must itself be safe) for its RSS alternate link, else the channel id in its metadata.
 * Null when the address is not a YouTube channel or the page names no channel.
 */
export async function resolveYoutubeChannel(
  input: string,
  fetchText: (url: string) => Promise<string>,
): Promise<{ channelId: string; feedUrl: string } | null> {
  const direct = youtubeFeedUrl(input);
  if (direct) return { channelId: direct.slice(FEED_BASE.length), feedUrl: direct };
  if (!isYoutubeChannelAlias(input)) return null;
  const page = parseYoutubeUrl(input) as URL;
  page.hostname = 'www.youtube.com';
  page.search = '';
  page.hash = '';
  const html = await fetchText(page.href);
  const channelId =
    /<link[^>]+type="application\/rss\+xml"[^>]+href="[^"]*channel_id=(UC[\w-]{22})"/.exec(html)?.[1] ??
    /<link[^>]+href="[^"]*channel_id=(UC[\w-]{22})"[^>]+type="application\/rss\+xml"/.exec(html)?.[1] ??
    /<meta[^>]+itemprop="(?:channelId|identifier)"[^>]+content="(UC[\w-]{22})"/.exec(html)?.[1] ??
    /"externalId"\s*:\s*"(UC[\w-]{22})"/.exec(html)?.[1] ??
    // Last resort: pages also mention other channels, but the page's own id comes first.
    /"channelId"\s*:\s*"(UC[\w-]{22})"/.exec(html)?.[1] ??
    null;
  return channelId ? { channelId, feedUrl: FEED_BASE + channelId } : null;
}

/** The channel id of a channel feed URL made by youtubeFeedUrl; null for any other URL. */
export function channelIdOfFeedUrl(feedUrl: string): string | null {
  if (!feedUrl.startsWith(FEED_BASE)) return null;
  const id = feedUrl.slice(FEED_BASE.length);
  return CHANNEL_ID.test(id) ? id : null;
}
