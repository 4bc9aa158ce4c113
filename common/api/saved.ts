import { z } from 'zod';
import { Episode } from './episodes';

/** A saved ('Save for Later') episode: the episode as every screen shows it, plus when it was saved. */
export const SavedEpisode = Episode.extend({
  savedAt: z.string().describe('ISO 8601 time the listener saved it'),
});
export type SavedEpisode = z.infer<typeof SavedEpisode>;

export const SavedEpisodeList = z.array(SavedEpisode).describe('Newest save first');

export const SavedEpisodeCreateBody = z.object({
  podcastId: z.uuid().describe('Id of the episode to save'),
});
export type SavedEpisodeCreateBody = z.infer<typeof SavedEpisodeCreateBody>;

export const SavedEpisodeParams = z.object({
  id: z.uuid().describe('Id of the saved EPISODE (not of the saved row)'),
});

export const SavedRemoveResponse = z.object({
  removed: z.literal(true),
  episodeId: z.string(),
});

export const SavedClearResponse = z.object({
  removedCount: z.number().int().describe('How many saved episodes were removed'),
});
export type SavedClearResponse = z.infer<typeof SavedClearResponse>;

export const VoiceBookmarkAction = z.enum(['save', 'playlist', 'unsave']);
export type VoiceBookmarkAction = z.infer<typeof VoiceBookmarkAction>;

export const VoiceBookmarkParams = z.object({ episodeId: z.uuid() });

export const VoiceBookmarkBody = z.object({
  action: VoiceBookmarkAction.describe('save for later, add to the playlist, or remove from saved'),
});

export const VoiceBookmarkResponse = z.object({
  action: VoiceBookmarkAction,
  message: z.string().describe('A sentence to speak back to the listener'),
});
export type VoiceBookmarkResponse = z.infer<typeof VoiceBookmarkResponse>;
