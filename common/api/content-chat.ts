import { z } from 'zod';

export const ContentType = z.enum(['podcast', 'youtube']).describe("'podcast' for an episode, 'youtube' for a video");
export type ContentType = z.infer<typeof ContentType>;

export const ContentParams = z.object({
  contentType: ContentType,
  contentId: z.string().min(1).max(200).describe('Episode (or video) id'),
});

export const TranscriptSegment = z.object({
  startSeconds: z
    .number()
    .nullable()
    .describe('Start of the line in the audio, null when the transcript has no timing'),
  endSeconds: z.number().nullable(),
  speaker: z.string().nullable(),
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof TranscriptSegment>;

/** What the conversation screen shows about the episode it chats with. */
export const ConversationContent = z.object({
  id: z.string(),
  contentType: ContentType,
  title: z.string(),
  description: z.string().describe('Plain-text description'),
  channelTitle: z.string().describe('Name of the show or channel'),
  host: z.string().nullable(),
  duration: z.number().int().nullable().describe('Length in whole minutes, null when unknown'),
  durationSeconds: z.number().int().nullable(),
  audioUrl: z.string().nullable(),
  watchUrl: z.string().nullable().describe("A video's page on its platform; null for podcast episodes"),
  publishDate: z.string().nullable().describe('ISO 8601 publish time'),
  transcript: z.string().describe('The full transcript as plain text'),
  segments: z.array(TranscriptSegment).describe('The transcript line by line, in order'),
  hasTranscript: z.boolean(),
});
export type ConversationContent = z.infer<typeof ConversationContent>;

/** A question asked before in the same chat, with where its answer quoted the transcript. */
export const EarlierTurn = z.object({
  question: z.string().trim().min(1).max(2000),
  cited: z
    .array(z.object({ startSeconds: z.number().min(0).nullable(), endSeconds: z.number().min(0).nullable() }))
    .max(5)
    .default([])
    .describe("Where the answer's quotes start and end, most relevant first"),
});
export type EarlierTurn = z.infer<typeof EarlierTurn>;

/** A chat's earlier questions, sent with the next one (podcast, video and audiobook chats alike). */
export const ChatHistory = z
  .array(EarlierTurn)
  .max(20)
  .optional()
  .describe(
    'The questions asked before in this chat, oldest first: "tell me more" goes on from where the last answer quoted',
  );

export const AskBody = z.object({
  contentId: z.string().min(1).max(200),
  contentType: ContentType.default('podcast'),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(2000, 'Message must be at most 2000 characters')
    .describe('The question, 1 to 2000 characters after trimming'),
  transcript: z
    .string()
    .max(5_000_000)
    .optional()
    .describe('Ignored when the server holds a transcript for the content'),
  history: ChatHistory,
});
export type AskBody = z.infer<typeof AskBody>;

export const Citation = z.object({
  startSeconds: z.number().nullable().describe('Where the quoted passage starts; the client seeks the player here'),
  endSeconds: z.number().nullable(),
  text: z.string().max(5000).describe('The quoted transcript text'),
  chapter: z.string().max(500).nullable().optional().describe('The audiobook chapter the passage is in, when known'),
});
export type Citation = z.infer<typeof Citation>;

export const AskResponse = z.object({
  answer: z.string().describe('The answer; timestamps such as [12:34] match the citations'),
  citations: z.array(Citation).describe('Evidence, most relevant first'),
  provider: z.enum(['local', 'openai']).describe('Which provider wrote this answer'),
  fallback: z.boolean().describe('True when the configured model failed and the local answer was used'),
});
export type AskResponse = z.infer<typeof AskResponse>;

/** Finds `[12:34]` or `[1:02:03]` in answer text. */
export const TIMESTAMP_PATTERN = /\[(?:(\d+):)?(\d{1,2}):(\d{2})\]/g;

/** Seconds of a timestamp written by formatTimestamp (without brackets). */
export function parseTimestamp(text: string): number | null {
  const m = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}
