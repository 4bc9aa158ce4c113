import { z } from 'zod';
import { Episode } from './episodes';

/** Choices the settings card offers (spec §9). */
export const QUEUE_SIZE_OPTIONS = [1, 2, 3, 5, 10] as const;
export const AUTO_ADVANCE_DELAY_OPTIONS = [0, 3, 5, 10, 15, 30] as const;
/** How many ranked suggestions can be asked for by index. */
export const MAX_SUGGESTIONS = 10;

const oneOf = (options: readonly number[], what: string) =>
  z
    .number()
    .int()
    .refine((v) => options.includes(v), { message: `${what} must be one of ${options.join(', ')}` });

export const AutoQueueSettings = z.object({
  autoPlayEnabled: z.boolean(),
  queueSize: z.number().int().describe('How many suggestions to queue: 1, 2, 3, 5 or 10'),
  autoAdvanceDelay: z.number().int().describe('Seconds before the next item starts: 0, 3, 5, 10, 15 or 30'),
});
export type AutoQueueSettings = z.infer<typeof AutoQueueSettings>;

export const AutoQueueSettingsBody = z
  .object({
    autoPlayEnabled: z.boolean().optional(),
    queueSize: oneOf(QUEUE_SIZE_OPTIONS, 'queueSize').optional(),
    autoAdvanceDelay: oneOf(AUTO_ADVANCE_DELAY_OPTIONS, 'autoAdvanceDelay').optional(),
  })
  .describe('Any of the settings; the ones left out keep their value');
export type AutoQueueSettingsBody = z.infer<typeof AutoQueueSettingsBody>;

export const AutoQueueEpisodeParams = z.object({ episodeId: z.uuid() });

export const SuggestionBody = z.object({
  queueIndex: z
    .number()
    .int()
    .min(0)
    .max(MAX_SUGGESTIONS - 1)
    .default(0)
    .describe('0 = best suggestion, 1 = next best, ...'),
});

export const NextEpisode = z.object({
  id: z.string(),
  title: z.string(),
  podcastShow: z.string(),
  url: z.string().nullable().describe('Where to listen'),
  hasTranscript: z.boolean(),
});

export const Suggestion = z.object({
  nextEpisode: NextEpisode,
  relevanceScore: z.number().min(0).max(10).describe('Out of 10: 8+ strong, 6+ fair'),
  reason: z.string().describe('Why this episode follows the current one'),
});
export type Suggestion = z.infer<typeof Suggestion>;

export const QueueItem = Episode.extend({
  position: z.number().int(),
  queuedAt: z.string(),
});
export type QueueItem = z.infer<typeof QueueItem>;
export const Queue = z.array(QueueItem).describe('Episodes waiting to play, in order');

export const AutoQueueCreateBody = z.object({
  currentEpisodeId: z.uuid().describe('The episode or video to queue, with its best follow-ups'),
  userId: z.string().max(200).nullable().optional().describe('Ignored: the queue belongs to the calling listener'),
});

export const AutoQueueCreateResponse = z.object({
  queued: z.array(Episode).describe('Episodes newly added to the queue'),
  message: z.string(),
});

export const UsedResponse = z.object({ episodeId: z.string(), used: z.literal(true) });
export const QueueClearResponse = z.object({ removedCount: z.number().int() });
export const QueueRemoveResponse = z.object({ episodeId: z.string(), removed: z.literal(true) });

export const QueueOrderBody = z.object({
  episodeIds: z.array(z.uuid()).max(1000).describe('Every waiting episode id, once each, in the wanted order'),
});
export type QueueOrderBody = z.infer<typeof QueueOrderBody>;
