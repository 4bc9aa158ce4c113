import { z } from 'zod';
import { ChatHistory, Citation } from './content-chat';
import { Uuid } from './ids';

/** The audiobook upload limit: 500 MB. */
export const MAX_AUDIOBOOK_BYTES = 500 * 1024 * 1024;

/** The file types an audiobook may have, as the spec's message names them. */
export const AUDIOBOOK_TYPE_MESSAGE = 'Please select a valid audio file (MP3, WAV, M4A, AAC)';
export const AUDIOBOOK_SIZE_MESSAGE = 'File size must be less than 500MB';
export const AUDIOBOOK_ZIP_MESSAGE =
  'ZIP uploads are temporarily unsupported. Please combine the book into a single audio file (MP3, M4A or M4B) and upload that.';

export const AudiobookTranscriptStatus = z.enum(['pending', 'processing', 'completed', 'failed']);
export type AudiobookTranscriptStatus = z.infer<typeof AudiobookTranscriptStatus>;

export const AudiobookChapter = z.object({
  title: z.string(),
  startSeconds: z.number(),
  endSeconds: z.number().nullable(),
});
export type AudiobookChapter = z.infer<typeof AudiobookChapter>;

export const Audiobook = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  narrator: z.string().nullable(),
  description: z.string().nullable(),
  duration: z.number().int().nullable().describe('Length in whole minutes'),
  durationSeconds: z.number().nullable().describe('Length read from the file, once known'),
  publishYear: z.number().int().nullable(),
  genre: z.string().nullable(),
  audioUrl: z.string().describe('Where the book streams from: this server, with HTTP Range'),
  transcriptStatus: AudiobookTranscriptStatus,
  transcriptionStatus: AudiobookTranscriptStatus.describe('The same as transcriptStatus'),
  transcriptProgress: z.number().int().min(0).max(100).describe('Percent of the audio transcribed'),
  transcriptError: z.string().nullable().describe('Why transcription failed'),
  hasTranscript: z.boolean(),
  chapters: z.array(AudiobookChapter),
  positionSeconds: z.number().describe('Where the listener stopped'),
  uploadedAt: z.string(),
});
export type Audiobook = z.infer<typeof Audiobook>;

export const AudiobookList = z.array(Audiobook);

export const AudiobookParams = z.object({ id: z.string().min(1).max(200) });

export const UploadUrlBody = z
  .object({
    fileName: z.string().max(500).optional(),
    contentType: z.string().max(200).optional(),
    size: z.number().int().min(0).optional().describe('Bytes; over 500 MB is refused before any upload'),
  })
  .default({});

export const UploadUrlResponse = z.object({
  uploadURL: z.string().describe('PUT the file here with its content type; the URL expires'),
  expiresAt: z.string(),
});
export type UploadUrlResponse = z.infer<typeof UploadUrlResponse>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalInteger = (min: number, max: number, label: string) =>
  z
    .union([z.number(), z.string().trim().max(20)])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

export const AudiobookCreateBody = z.object({
  title: z.string().trim().min(1, 'Title is required').max(500),
  author: z.string().trim().min(1, 'Author is required').max(500),
  narrator: optionalText(500),
  description: optionalText(10_000),
  duration: optionalInteger(0, 100_000, 'Duration'),
  publishYear: optionalInteger(0, 3000, 'Publish year'),
  genre: optionalText(200),
  audioUrl: z.string().trim().min(1, 'audioUrl is required').max(2000).describe('The upload URL without its query'),
  transcriptionStatus: z.literal('pending').optional(),
});
export type AudiobookCreateBody = z.input<typeof AudiobookCreateBody>;

export const PositionBody = z.object({ seconds: z.number().min(0).max(1_000_000) });

export const AudiobookAskBody = z.object({
  message: z.string().trim().min(1, 'Message is required').max(2000, 'Message must be at most 2000 characters'),
  history: ChatHistory,
});

export const AudiobookCitation = Citation.extend({
  chapter: z.string().nullable().describe('The chapter the passage is in, when the book has chapters'),
});
export type AudiobookCitation = z.infer<typeof AudiobookCitation>;

export const AudiobookAskResponse = z.object({
  response: z.string().describe('The answer; timestamps such as [1:02:03] match the citations'),
  citations: z.array(AudiobookCitation),
  provider: z.enum(['local', 'openai']),
  fallback: z.boolean(),
});
export type AudiobookAskResponse = z.infer<typeof AudiobookAskResponse>;

export const AudiobookUploadId = Uuid;
