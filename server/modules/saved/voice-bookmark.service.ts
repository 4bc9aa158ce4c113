import type { VoiceBookmarkAction, VoiceBookmarkResponse } from '../../../common/api/saved';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { findEpisode } from '../episodes/episodes.repo';
import { addToPlaylist } from '../playlist/playlist.service';
import { deleteSaved } from './saved.repo';
import { saveEpisode } from './saved.service';

/**
 * Carries out a spoken bookmark command on an episode and returns the sentence to speak back.
 * Asking for what already holds (saving a saved episode, unsaving one not saved) is not an error.
 */
export async function runVoiceBookmark(
  db: Db,
  listenerId: string,
  episodeId: string,
  action: VoiceBookmarkAction,
): Promise<VoiceBookmarkResponse> {
  const episode = await findEpisode(db, episodeId);
  if (!episode) throw new NotFoundError('voice_bookmark.episode_not_found', 'That episode does not exist.');
  const title = episode.episode.title;
  switch (action) {
    case 'save': {
      const { created } = await saveEpisode(db, listenerId, episodeId);
      return { action, message: created ? `Saved "${title}" for later` : `"${title}" is already saved for later` };
    }
    case 'playlist': {
      const { created } = await addToPlaylist(db, listenerId, episodeId);
      return {
        action,
        message: created ? `Added "${title}" to your playlist` : `"${title}" is already in your playlist`,
      };
    }
    case 'unsave': {
      const removed = await deleteSaved(db, listenerId, episodeId);
      return {
        action,
        message: removed ? `Removed "${title}" from your saved episodes` : `"${title}" was not in your saved episodes`,
      };
    }
  }
}
