import type { AppContext } from '../../context';
import { NotFoundError, ValidationError } from '../../http/errors';
import { type CandidateEpisode, findEpisodeByNames } from './transcript-candidates.repo';
import { storeFeedTranscript, storePodcastIndexTranscript } from './transcript-sources.service';
import { findTranscriptByEpisode } from './transcripts.repo';

export const MISSING_NAMES = 'Please provide both show name and episode name.';
export const EPISODE_NOT_FOUND = "Episode not found: Couldn't find this episode in external sources or our database.";

type Found = { episode: CandidateEpisode; source: string | null; transcriptLength: number; error?: string };

/**
 * Finds a catalog episode by its names and makes sure it has a transcript: the stored one, else
 * the one its feed lists, else Podcast Index's (when configured).
 */
async function ensureTranscriptByNames(ctx: AppContext, showName: string, episodeName: string): Promise<Found | null> {
  const episode = await findEpisodeByNames(ctx.database, episodeName.trim(), showName.trim());
  if (!episode) return null;
  const stored = await findTranscriptByEpisode(ctx.database.db, episode.id);
  if (stored) return { episode, source: stored.source, transcriptLength: stored.textLength };
  const errors: string[] = [];
  if (episode.feedTranscripts.length > 0) {
    try {
      const result = await storeFeedTranscript(ctx, episode);
      return { episode, source: 'feed', transcriptLength: result.transcriptLength };
    } catch (err) {
      errors.push((err as Error).message);
    }
  }
  if (ctx.providers.podcastIndex) {
    try {
      const result = await storePodcastIndexTranscript(ctx, episode);
      return { episode, source: 'podcastindex', transcriptLength: result.transcriptLength };
    } catch (err) {
      errors.push((err as Error).message);
    }
  }
  const reason = errors.length ? errors.join('; ') : "This episode doesn't list a transcript";
  return { episode, source: null, transcriptLength: 0, error: `No transcript available: ${reason}` };
}

/** The admin's manual tester: can we get a transcript for this show and episode, and how fast. */
export async function testAutoTranscript(ctx: AppContext, showName: string, episodeName: string) {
  if (!showName.trim() || !episodeName.trim()) throw new ValidationError('transcripts.missing_names', MISSING_NAMES);
  const started = performance.now();
  const found = await ensureTranscriptByNames(ctx, showName, episodeName);
  const processingTime = Math.round(performance.now() - started);
  if (!found)
    return {
      success: false,
      source: null,
      transcriptLength: 0,
      processingTime,
      episodeId: null,
      error: EPISODE_NOT_FOUND,
    };
  return {
    success: found.source !== null,
    source: found.source,
    transcriptLength: found.transcriptLength,
    processingTime,
    episodeId: found.episode.id,
    ...(found.error ? { error: found.error } : {}),
  };
}

/** Used when a listener opens a conversation about an episode known only by its names. */
export async function autoFetchExternal(ctx: AppContext, episodeName: string, showName: string) {
  const found = await ensureTranscriptByNames(ctx, showName, episodeName);
  if (!found) throw new NotFoundError('transcripts.episode_not_found', EPISODE_NOT_FOUND);
  return {
    success: found.source !== null,
    episodeId: found.episode.id,
    source: found.source,
    transcriptLength: found.transcriptLength,
    ...(found.error ? { error: found.error } : {}),
  };
}
