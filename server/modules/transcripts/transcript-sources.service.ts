import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../context';
import { PODCASTINDEX_NOT_CONFIGURED } from '../../providers/podcastindex/podcastindex.client';
import type { CandidateEpisode } from './transcript-candidates.repo';
import { fetchFirstTranscript } from './transcript-fetch';
import { saveTranscript } from './transcripts.store';

type Ctx = Pick<AppContext, 'env' | 'database' | 'providers'>;
export type Stored = { transcriptLength: number; sourceUrl: string | null };

const MAX_AUDIO_BYTES = 300 * 1024 * 1024;
const AUDIO_TIMEOUT_MS = 10 * 60 * 1000;

/** Fetches the transcript the episode's feed lists (preferring VTT) and stores it. */
export async function storeFeedTranscript(ctx: Ctx, episode: CandidateEpisode): Promise<Stored> {
  const fetched = await fetchFirstTranscript(ctx, episode.feedTranscripts);
  const row = await saveTranscript(ctx, episode.id, { source: 'feed', ...fetched });
  return { transcriptLength: row.textLength, sourceUrl: fetched.sourceUrl };
}

/** Asks Podcast Index for the episode's transcripts (by guid, else by title in its feed) and stores one. */
export async function storePodcastIndexTranscript(ctx: Ctx, episode: CandidateEpisode): Promise<Stored> {
  const client = ctx.providers.podcastIndex;
  if (!client) throw new Error(PODCASTINDEX_NOT_CONFIGURED);
  if (!episode.showFeedUrl) throw new Error('The show has no feed address to look up');
  let found = episode.guid ? await client.episodeByGuid(episode.guid, episode.showFeedUrl) : null;
  if (!found) {
    const title = episode.title.trim().toLowerCase();
    found =
      (await client.episodesByFeedUrl(episode.showFeedUrl)).find((e) => e.title.trim().toLowerCase() === title) ?? null;
  }
  if (!found) throw new Error('Podcast Index does not know this episode');
  if (found.transcripts.length === 0) throw new Error('Podcast Index lists no transcript for this episode');
  const fetched = await fetchFirstTranscript(ctx, found.transcripts);
  const row = await saveTranscript(ctx, episode.id, { source: 'podcastindex', ...fetched });
  return { transcriptLength: row.textLength, sourceUrl: fetched.sourceUrl };
}

/** Downloads the episode's audio and runs speech to text on it. */
export async function storeGeneratedTranscript(ctx: Ctx, episode: CandidateEpisode): Promise<Stored> {
  if (!episode.audioUrl) throw new Error("This episode doesn't have an audio URL available.");
  const provider = ctx.providers.transcription;
  const status = await provider.status();
  if (!status.available) throw new Error(`Speech to text is not available: ${status.message}`);
  const audio = await ctx.providers
    .fetch(episode.audioUrl, {
      timeoutMs: AUDIO_TIMEOUT_MS,
      maxBytes: MAX_AUDIO_BYTES,
    })
    .catch((err: Error) => {
      throw new Error(err.message.replace(/\bfeed\b/g, 'audio'));
    });
  if (audio.notModified) throw new Error('The audio server answered 304 without a body');
  const dir = join(ctx.env.DATA_DIR, 'tmp');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `episode-${randomUUID()}.audio`);
  try {
    await writeFile(file, audio.body);
    const result = await provider.transcribe(file);
    if (!result.text.trim()) throw new Error('Speech to text heard no words in this audio');
    const row = await saveTranscript(ctx, episode.id, {
      source: 'generated',
      format: 'text',
      language: null,
      segments: result.segments,
      sourceUrl: episode.audioUrl,
    });
    return { transcriptLength: row.textLength, sourceUrl: episode.audioUrl };
  } finally {
    await rm(file, { force: true });
  }
}
