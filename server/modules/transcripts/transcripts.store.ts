import type { AppContext } from '../../context';
import type { TranscriptSource } from '../../db/schema/transcripts';
import type { ParsedSegment } from '../../providers/transcript-formats/transcript-types';
import {
  deleteTranscriptOfEpisode,
  findTranscriptByEpisode,
  insertTranscript,
  listSegments,
  type TranscriptRow,
} from './transcripts.repo';

type Ctx = Pick<AppContext, 'database'>;

export type SaveTranscriptInput = {
  source: TranscriptSource;
  format: string;
  language?: string | null;
  segments: ParsedSegment[];
  sourceUrl?: string | null;
};

/** Length of the transcript's text as a listener would read it: segment texts joined by spaces. */
export function transcriptTextLength(segments: ParsedSegment[]): number {
  if (segments.length === 0) return 0;
  return segments.reduce((n, s) => n + s.text.length, 0) + segments.length - 1;
}

/**
 * Stores an episode's transcript, replacing any previous one in the same transaction so
 * readers never see an episode with two transcripts or none in between.
 */
export async function saveTranscript(ctx: Ctx, episodeId: string, input: SaveTranscriptInput): Promise<TranscriptRow> {
  const segments = input.segments.filter((s) => s.text.trim().length > 0);
  return ctx.database.db.transaction(async (tx) => {
    await deleteTranscriptOfEpisode(tx, episodeId);
    return insertTranscript(
      tx,
      {
        episodeId,
        source: input.source,
        format: input.format,
        language: input.language ?? null,
        sourceUrl: input.sourceUrl ?? null,
        textLength: transcriptTextLength(segments),
      },
      segments,
    );
  });
}

/** The episode's transcript segments in reading order; empty when it has no transcript. */
export async function loadTranscriptSegments(ctx: Ctx, episodeId: string): Promise<ParsedSegment[]> {
  const transcript = await findTranscriptByEpisode(ctx.database.db, episodeId);
  if (!transcript) return [];
  return listSegments(ctx.database.db, transcript.id);
}
