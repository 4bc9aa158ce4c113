import type { CreatorType } from '../../../common/api/creators';
import type { AppContext } from '../../context';
import { UpstreamError, ValidationError } from '../../http/errors';
import { decodeFeedBody } from '../../providers/feeds/feed-encoding';
import { FeedFetchError } from '../../providers/feeds/feed-types';
import { resolveYoutubeChannel, youtubeFeedUrl } from '../../providers/feeds/youtube';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const CHANNEL_ID = /^UC[\w-]{22}$/;

function httpUrl(value: string): URL {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  throw new ValidationError('creators.invalid_url', 'URL must be a web address starting with http:// or https://.');
}

const onYoutube = (url: string) => {
  try {
    return YOUTUBE_HOSTS.has(new URL(url).hostname.toLowerCase());
  } catch {
    return false;
  }
};

/**
 * Checks a creator's URL and works out where its episodes come from. Any youtube.com address is a
 * video channel, whatever type was chosen; it must lead to a channel id (read from the channel
 * page for @handle addresses). Other addresses are feeds, fetched as they are.
 */
export async function resolveCreatorSource(
  ctx: Pick<AppContext, 'env' | 'providers'>,
  input: { type: CreatorType; url: string; channelId: string | null },
): Promise<{ type: CreatorType; channelId: string | null }> {
  httpUrl(input.url);
  if (!onYoutube(input.url)) return { type: input.type, channelId: input.channelId };
  if (input.channelId && CHANNEL_ID.test(input.channelId)) return { type: 'youtube', channelId: input.channelId };
  let resolved: { channelId: string } | null;
  try {
    resolved = await resolveYoutubeChannel(input.url, async (pageUrl) => {
      const page = await ctx.providers.fetch(pageUrl, {
        timeoutMs: 15_000,
        maxBytes: 5 * 1024 * 1024,
      });
      return page.notModified ? '' : decodeFeedBody(page.body, page.contentType);
    });
  } catch (err) {
    if (err instanceof FeedFetchError)
      throw new UpstreamError('creators.channel_lookup_failed', `Could not open the YouTube page: ${err.message}`);
    throw err;
  }
  if (!resolved) {
    throw new ValidationError(
      'creators.channel_not_found',
      "No YouTube channel found at this URL. Use the channel's page address.",
    );
  }
  return { type: 'youtube', channelId: resolved.channelId };
}

/** Where a creator's episodes are fetched from: the channel's Atom feed, else the URL itself. */
export function creatorFeedUrl(creator: { url: string; channelId: string | null }): string {
  if (onYoutube(creator.url)) {
    const feed = creator.channelId ? youtubeFeedUrl(creator.channelId) : youtubeFeedUrl(creator.url);
    if (feed) return feed;
  }
  return creator.url;
}
