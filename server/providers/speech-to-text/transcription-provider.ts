import type { ParsedSegment } from '../transcript-formats/transcript-types';

export type TranscriptionResult = { text: string; segments: ParsedSegment[] };

export type TranscriptionStatus = { available: boolean; message: string };

/** Speech to text behind one interface; the registry picks the vendor from TRANSCRIBE_PROVIDER. */
export interface TranscriptionProvider {
  readonly name: string;
  status(): Promise<TranscriptionStatus>;
  /** Transcribes an audio file of any format ffmpeg (or the vendor) reads. */
  transcribe(filePath: string, opts?: { language?: string }): Promise<TranscriptionResult>;
}

/** Speech to text failed; `code` says why, in a form the routes map to a status. */
export class TranscriptionError extends Error {
  constructor(
    message: string,
    readonly code: 'not_available' | 'quota_exceeded' | 'timeout' | 'upstream' | 'bad_audio',
  ) {
    super(message);
  }
}
