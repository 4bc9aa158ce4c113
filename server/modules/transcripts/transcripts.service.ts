import type { AppContext } from '../../context';
import type { TranscriptBatchKind } from '../../db/schema/transcript-batches';
import { NotConfiguredError, NotFoundError, ValidationError } from '../../http/errors';
import { PODCASTINDEX_NOT_CONFIGURED } from '../../providers/podcastindex/podcastindex.client';
import { parseTranscript, TranscriptParseError } from '../../providers/transcript-formats/parse-transcript';
import { TRANSCRIPT_BATCH_JOB } from './transcript-batch.job';
import { createBatch, findBatch, type TranscriptBatchRow } from './transcript-batches.repo';
import { countFeedCandidates, countPodcastIndexCandidates, findCandidateEpisode } from './transcript-candidates.repo';
import { toPassages } from './transcript-fetch';
import { deleteTranscriptOfEpisode, findTranscriptByEpisode, listSegments } from './transcripts.repo';
import { saveTranscript } from './transcripts.store';

// POST waits this long for a batch to finish before answering with its progress so far.
const BATCH_WAIT_MS = 25_000;
const POLL_MS = 250;

export const MISSING_UPLOAD = 'Missing Information: Please select an episode and provide transcript text';

async function episodeOrNotFound(ctx: AppContext, episodeId: string) {
  const episode = await findCandidateEpisode(ctx.database, episodeId);
  if (!episode) throw new NotFoundError('transcripts.episode_not_found', 'Episode not found');
  return episode;
}

/** Stores a pasted transcript; its format comes from the text, so a pasted VTT or SRT keeps its times. */
export async function uploadTranscript(ctx: AppContext, episodeId: string, text: string) {
  if (!text.trim()) throw new ValidationError('transcripts.missing_text', MISSING_UPLOAD);
  const episode = await episodeOrNotFound(ctx, episodeId);
  let parsed: ReturnType<typeof parseTranscript>;
  try {
    parsed = parseTranscript(text);
  } catch (err) {
    if (err instanceof TranscriptParseError) throw new ValidationError('transcripts.unreadable', err.message);
    throw err;
  }
  const segments = toPassages(parsed.format, parsed.segments);
  const row = await saveTranscript(ctx, episodeId, {
    source: 'manual_upload',
    format: parsed.format,
    language: null,
    segments,
    sourceUrl: null,
  });
  return {
    transcriptLength: row.textLength,
    episodeTitle: episode.title,
    format: parsed.format,
    segmentCount: segments.length,
  };
}

export async function getTranscript(ctx: AppContext, episodeId: string) {
  await episodeOrNotFound(ctx, episodeId);
  const row = await findTranscriptByEpisode(ctx.database.db, episodeId);
  if (!row) throw new NotFoundError('transcripts.not_found', 'This episode has no transcript');
  return { row, segments: await listSegments(ctx.database.db, row.id) };
}

export async function deleteTranscript(ctx: AppContext, episodeId: string): Promise<void> {
  await episodeOrNotFound(ctx, episodeId);
  if (!(await deleteTranscriptOfEpisode(ctx.database.db, episodeId))) {
    throw new NotFoundError('transcripts.not_found', 'This episode has no transcript');
  }
}

export async function feedStatus(ctx: AppContext) {
  const episodesFound = await countFeedCandidates(ctx.database);
  return {
    available: true,
    message: episodesFound
      ? `${episodesFound} episodes list a transcript in their feed that is not stored yet`
      : 'Every transcript listed in the feeds is stored',
    episodesFound,
  };
}

export async function podcastIndexStatus(ctx: AppContext) {
  if (!ctx.providers.podcastIndex) return { available: false, message: PODCASTINDEX_NOT_CONFIGURED };
  const episodesFound = await countPodcastIndexCandidates(ctx.database);
  return { available: true, message: 'Podcast Index is configured', episodesFound };
}

/** Queues a batch as a job and waits a little for it, so short batches answer in one call. */
export async function startBatch(
  ctx: AppContext,
  kind: TranscriptBatchKind,
  maxEpisodes: number,
): Promise<TranscriptBatchRow> {
  if (kind === 'podcastindex' && !ctx.providers.podcastIndex) {
    throw new NotConfiguredError('transcripts.podcastindex_not_configured', PODCASTINDEX_NOT_CONFIGURED);
  }
  if (kind === 'generate') {
    const status = await ctx.providers.transcription.status();
    if (!status.available)
      throw new NotConfiguredError('transcribe.not_available', `Speech to text is not available: ${status.message}`);
  }
  const batch = await createBatch(ctx.database, kind, maxEpisodes);
  await ctx.jobs.send(TRANSCRIPT_BATCH_JOB, { batchId: batch.id });
  const deadline = Date.now() + BATCH_WAIT_MS;
  let current = batch;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    current = (await findBatch(ctx.database, batch.id)) ?? current;
    if (current.state === 'completed' || current.state === 'failed') break;
  }
  return current;
}

export async function batchProgress(ctx: AppContext, id: string): Promise<TranscriptBatchRow> {
  const batch = await findBatch(ctx.database, id);
  if (!batch) throw new NotFoundError('transcripts.job_not_found', 'No transcript job with this id');
  return batch;
}
