import { z } from 'zod';

/** A page of the episode list when no limit is asked for. */
export const EPISODE_LIST_DEFAULT_LIMIT = 50;

/** Someone the feed names on an episode (Podcasting 2.0 podcast:person). */
export const EpisodePerson = z.object({
  name: z.string(),
  role: z
    .string()
    .describe('Lower case, as the feed gives it ("host", "guest", "producer"); "host" when it gives none'),
});
export type EpisodePerson = z.infer<typeof EpisodePerson>;

/** An episode as every screen shows it: the spec's Episode result without the search fields. */
export const Episode = z.object({
  id: z.string().describe('Episode id'),
  showId: z.string(),
  title: z.string(),
  podcastShow: z.string().describe('Name of the show'),
  host: z.string().nullable(),
  duration: z.number().int().nullable().describe('Length in whole minutes (rounded), null when unknown'),
  durationSeconds: z.number().int().nullable(),
  publishDate: z.string().nullable().describe('ISO 8601 publish time'),
  description: z.string().describe('Plain-text description'),
  thumbnailUrl: z.string().nullable(),
  showImageUrl: z
    .string()
    .nullable()
    .optional()
    .describe("The show's artwork: shown when the episode's own cannot be loaded"),
  audioUrl: z.string().nullable().describe('Enclosure URL, playable in the browser'),
  audioType: z.string().nullable(),
  listenUrl: z.string().nullable().describe('Where to listen: the episode page, else the audio'),
  url: z.string().nullable(),
  platform: z.string().describe("'RSS' for feeds, 'YouTube' for videos"),
  season: z.number().int().nullable(),
  episodeNumber: z.number().int().nullable(),
  people: z
    .array(EpisodePerson)
    .optional()
    .describe('Who the feed names on the episode: its hosts and guests (always sent; empty when it names no one)'),
  titlePeople: z
    .array(z.string())
    .optional()
    .describe(
      'People the title names by the cues titles use for a guest ("with Sarah Flack", "Steve Solomon on ..."), hosts left out; sent with one episode',
    ),
  hasTranscript: z.boolean(),
  transcriptStatus: z.enum(['completed', 'none']).describe("'completed' when a transcript is stored"),
  transcriptSource: z
    .enum(['feed', 'podcastindex', 'manual_upload', 'generated'])
    .nullable()
    .describe('Where the stored transcript came from; null without one'),
});
export type Episode = z.infer<typeof Episode>;

export const EpisodeListQuery = z.object({
  showId: z.uuid().optional().describe('Only episodes of this show'),
  hasTranscript: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('Only episodes with (true) or without (false) a transcript'),
  search: z.string().trim().max(200).optional().describe('Only episodes whose title or show name contains these words'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(500)
    .default(EPISODE_LIST_DEFAULT_LIMIT)
    .describe('Newest first; a page of 50 unless asked for more (up to 500)'),
  offset: z.coerce.number().int().min(0).default(0),
});

export const EpisodeList = z.array(Episode);

export const RecentEpisodesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const EpisodeIdParams = z.object({ id: z.uuid('Episode id must be a UUID') });

/** One chapter (Podcasting 2.0 JSON Chapters). */
export const Chapter = z.object({
  startSeconds: z.number(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  url: z.string().nullable(),
});
export type Chapter = z.infer<typeof Chapter>;

export const EpisodeChapters = z.object({
  chapters: z.array(Chapter).describe('In start order; empty when the feed names no chapters file'),
});
export type EpisodeChapters = z.infer<typeof EpisodeChapters>;
