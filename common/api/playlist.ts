import { z } from 'zod';
import { Episode } from './episodes';

/** One playlist entry: the episode (id is the EPISODE id) plus its place and when it was added. */
export const PlaylistItem = Episode.extend({
  position: z.number().int().describe('0-based place in the playlist'),
  addedAt: z.string().describe('ISO 8601 time it was added'),
});
export type PlaylistItem = z.infer<typeof PlaylistItem>;

export const Playlist = z.array(PlaylistItem).describe('In play order');

export const PlaylistEpisodeParams = z.object({ episodeId: z.uuid() });
export const PlaylistItemParams = z.object({ id: z.uuid().describe('Episode id of the item to remove') });

export const PlaylistOrderBody = z.object({
  episodeIds: z.array(z.uuid()).max(1000).describe('Every episode id of the playlist, once each, in the wanted order'),
});
export type PlaylistOrderBody = z.infer<typeof PlaylistOrderBody>;

export const PlaylistRemoveResponse = z.object({ removed: z.literal(true), episodeId: z.string() });

export const PlaylistClearResponse = z.object({
  removedCount: z.number().int().describe('How many items were removed'),
});
export type PlaylistClearResponse = z.infer<typeof PlaylistClearResponse>;
