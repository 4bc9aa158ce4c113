import { z } from 'zod';

/** Where a listener is in one episode, for "continue listening" and resume. */
export const ListeningHistoryItem = z.object({
  id: z.string().describe('Episode id (same as episodeId)'),
  episodeId: z.string(),
  title: z.string(),
  showName: z.string(),
  show: z.string().describe('Same as showName'),
  thumbnailUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  hasTranscript: z.boolean(),
  positionSeconds: z.number().describe('Where to resume, in seconds'),
  durationSeconds: z.number().int().nullable(),
  completed: z.boolean(),
  lastListenedAt: z.string().describe('ISO 8601 time of the latest report'),
});
export type ListeningHistoryItem = z.infer<typeof ListeningHistoryItem>;

export const ListeningHistoryList = z.array(ListeningHistoryItem).describe('Most recently listened first');

export const ListeningHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const ListeningHistoryParams = z.object({ episodeId: z.uuid() });

export const ListeningProgressBody = z.object({
  episodeId: z.uuid(),
  positionSeconds: z
    .number()
    .min(0)
    .max(7 * 24 * 3600)
    .describe('Playback position in seconds'),
  completed: z.boolean().optional().describe('True once the episode was played to the end'),
});
export type ListeningProgressBody = z.infer<typeof ListeningProgressBody>;
