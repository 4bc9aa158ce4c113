import type { Audiobook } from '../../../common/api/audiobooks';
import type { AudiobookRow } from './audiobooks.repo';

/** A book as the client sees it; the stream URL is this server's whatever the storage. */
export function presentAudiobook(row: AudiobookRow): Audiobook {
  const minutes = row.durationMinutes ?? (row.durationSeconds ? Math.round(row.durationSeconds / 60) : null);
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    narrator: row.narrator,
    description: row.description,
    duration: minutes,
    durationSeconds: row.durationSeconds,
    publishYear: row.publishYear,
    genre: row.genre,
    audioUrl: `/api/audiobooks/${row.id}/stream`,
    transcriptStatus: row.transcriptStatus,
    transcriptionStatus: row.transcriptStatus,
    transcriptProgress: row.transcriptProgress,
    transcriptError: row.transcriptError,
    hasTranscript: row.transcriptStatus === 'completed',
    chapters: row.chapters,
    positionSeconds: row.positionSeconds,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}
