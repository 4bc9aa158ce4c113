import type { BatchResponse, EpisodeTranscript, TranscriptSegment } from '../../../common/api/transcripts';
import type { TranscriptBatchRow } from './transcript-batches.repo';
import type { TranscriptRow } from './transcripts.repo';

export function presentTranscript(row: TranscriptRow, segments: TranscriptSegment[]): EpisodeTranscript {
  return {
    episodeId: row.episodeId,
    source: row.source,
    format: row.format,
    language: row.language,
    sourceUrl: row.sourceUrl,
    fetchedAt: row.fetchedAt.toISOString(),
    transcriptLength: row.textLength,
    segments,
  };
}

const NOUN = {
  feed: 'feed transcripts',
  podcastindex: 'Podcast Index transcripts',
  generate: 'generated transcripts',
} as const;

export function presentBatch(row: TranscriptBatchRow): BatchResponse {
  const noun = NOUN[row.kind];
  let message: string;
  if (row.state === 'failed') message = `The batch stopped: ${row.error ?? 'unknown error'}`;
  else if (row.state === 'completed' && row.total === 0)
    message = 'No episodes are waiting for a transcript from this source';
  else if (row.state === 'completed') message = `Stored ${row.successful} of ${row.processed} ${noun}`;
  else
    message = `Working: ${row.processed} of ${row.total || row.maxEpisodes} episodes done; follow progress at /api/transcripts/jobs/${row.id}`;
  return {
    success: row.state !== 'failed',
    jobId: row.id,
    state: row.state,
    total: row.total,
    processed: row.processed,
    successful: row.successful,
    results: row.results.map((r) => ({
      title: r.title,
      success: r.success,
      transcriptLength: r.transcriptLength,
      error: r.error,
      episodeId: r.episodeId,
      sourceUrl: r.sourceUrl,
    })),
    message,
    ...(row.state === 'failed' ? { error: row.error ?? 'The batch failed' } : {}),
  };
}
