/** One timed (or untimed) piece of a transcript, as every parser and provider returns it. */
export type ParsedSegment = {
  startSeconds: number | null;
  endSeconds: number | null;
  speaker: string | null;
  text: string;
};

export type TranscriptFormat = 'vtt' | 'srt' | 'json' | 'html' | 'markdown' | 'text';
