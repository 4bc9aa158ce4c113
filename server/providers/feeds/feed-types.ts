import type { FeedPerson, FeedTranscriptRef } from '../../db/schema/catalog';

/** One episode (RSS item, Atom entry or video) as parsed from a feed. */
export type ParsedEpisode = {
  guid: string | null;
  title: string;
  /** Sanitized HTML: no scripts, no event handlers, no javascript: URLs. */
  descriptionHtml: string;
  /** Plain text of the description, for search. */
  descriptionText: string;
  author: string | null;
  publishDate: Date | null;
  durationSeconds: number | null;
  enclosure: { url: string; type: string | null; length: number | null } | null;
  imageUrl: string | null;
  link: string | null;
  season: number | null;
  episodeNumber: number | null;
  episodeType: string | null;
  explicit: boolean | null;
  transcripts: FeedTranscriptRef[];
  chaptersUrl: string | null;
  persons: FeedPerson[];
  /** YouTube video id for channel feeds. */
  videoId?: string | null;
  /** A video's view count, when the channel's feed or API gives one. */
  viewCount?: number | null;
};

export type ParsedFeed = {
  format: 'rss' | 'atom' | 'youtube';
  title: string;
  description: string | null;
  author: string | null;
  imageUrl: string | null;
  link: string | null;
  language: string | null;
  explicit: boolean | null;
  categories: string[];
  /** itunes:new-feed-url, when the publisher moved the feed. */
  newFeedUrl: string | null;
  /** YouTube channel id for channel feeds. */
  channelId: string | null;
  /** Channel-level podcast:person entries (the show's regular hosts and guests). */
  persons?: FeedPerson[];
  episodes: ParsedEpisode[];
};

/** The document is not a feed we can read (not XML, not RSS/Atom, broken beyond repair). */
export class FeedParseError extends Error {}

/** A fetch that failed: refused address, timeout, too large, HTTP error, too many redirects. */
export class FeedFetchError extends Error {
  constructor(
    message: string,
    readonly reason: 'blocked_address' | 'timeout' | 'too_large' | 'http_status' | 'redirects' | 'network' | 'bad_url',
    readonly status?: number,
  ) {
    super(message);
  }
}

export type FetchResult =
  | { notModified: true; url: string }
  | {
      notModified: false;
      url: string;
      body: Buffer;
      contentType: string | null;
      etag: string | null;
      lastModified: string | null;
    };
