import { z } from 'zod';

export const TranscriptSourceName = z.enum(['feed', 'podcastindex', 'manual_upload', 'generated']);

export const TranscriptSegment = z.object({
  startSeconds: z.number().nullable().describe('Start of the passage in seconds, null when the source has no times'),
  endSeconds: z.number().nullable(),
  speaker: z.string().nullable(),
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof TranscriptSegment>;

export const TranscriptUploadBody = z.object({
  transcriptText: z
    .string()
    .max(5_000_000)
    .describe('The transcript: WebVTT, SRT, Podcasting 2.0 JSON or HTML, Markdown or plain text'),
  source: z.literal('manual_upload').default('manual_upload'),
});

export const TranscriptUploadResponse = z.object({
  transcriptLength: z.number().int().describe('Characters of transcript text stored'),
  episodeTitle: z.string(),
  format: z.string().describe('Detected format: vtt, srt, json, html, markdown or text'),
  segmentCount: z.number().int(),
  error: z.string().optional(),
});

export const EpisodeTranscript = z.object({
  episodeId: z.string(),
  source: TranscriptSourceName,
  format: z.string(),
  language: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  fetchedAt: z.string().describe('ISO 8601 time the transcript was stored'),
  transcriptLength: z.number().int(),
  segments: z.array(TranscriptSegment),
});
export type EpisodeTranscript = z.infer<typeof EpisodeTranscript>;

export const TranscriptDeleteResponse = z.object({ deleted: z.literal(true) });

export const TranscriptServiceStatus = z.object({
  available: z.boolean(),
  message: z.string(),
  episodesFound: z.number().int().optional().describe('Episodes this source could give a transcript to'),
});
export type TranscriptServiceStatus = z.infer<typeof TranscriptServiceStatus>;

export const FeedBatchBody = z.object({
  maxEpisodes: z
    .number()
    .int()
    .min(1, 'maxEpisodes must be at least 1')
    .max(50, 'maxEpisodes must be at most 50')
    .default(10),
});

export const PodcastIndexBatchBody = z.object({
  maxEpisodes: z
    .union([z.literal(2), z.literal(5), z.literal(10), z.literal(15)], { error: 'maxEpisodes must be 2, 5, 10 or 15' })
    .default(5),
});

export const GenerateBatchBody = z.object({
  maxEpisodes: z
    .number()
    .int()
    .min(1, 'maxEpisodes must be at least 1')
    .max(10, 'maxEpisodes must be at most 10')
    .default(2),
});

export const BatchResultItem = z.object({
  title: z.string(),
  success: z.boolean(),
  transcriptLength: z.number().int(),
  error: z.string().nullable(),
  episodeId: z.string(),
  sourceUrl: z.string().nullable().describe("The transcript's address at the outside source"),
});

export const BatchState = z.enum(['queued', 'running', 'completed', 'failed']);

/** A batch's progress; POST answers with it once the job ends or the wait cap passes. */
export const BatchResponse = z.object({
  success: z.boolean(),
  jobId: z.string().describe('Follow progress at GET /api/transcripts/jobs/{jobId}'),
  state: BatchState,
  total: z.number().int().describe('Episodes picked for this batch'),
  processed: z.number().int(),
  successful: z.number().int(),
  results: z.array(BatchResultItem),
  message: z.string(),
  error: z.string().optional(),
});
export type BatchResponse = z.infer<typeof BatchResponse>;

export const BatchJobParams = z.object({ id: z.uuid('Job id must be a UUID') });

export const AutoTranscriptTestBody = z.object({
  showName: z.string().max(500).default(''),
  episodeName: z.string().max(1000).default(''),
});

export const AutoTranscriptTestResponse = z.object({
  success: z.boolean(),
  source: z.string().nullable(),
  transcriptLength: z.number().int(),
  processingTime: z.number().describe('Milliseconds spent finding and reading the transcript'),
  episodeId: z.string().nullable(),
  error: z.string().optional(),
});

export const AutoFetchExternalBody = z.object({
  episodeName: z.string().max(1000).trim().min(1, 'episodeName is required'),
  showName: z.string().max(500).trim().default(''),
  userId: z.string().max(200).optional(),
});

export const AutoFetchExternalResponse = z.object({
  success: z.boolean(),
  episodeId: z.string().nullable(),
  source: z.string().nullable(),
  transcriptLength: z.number().int().optional(),
  error: z.string().optional(),
});

export const TranscribeResponse = z.object({ text: z.string() });
