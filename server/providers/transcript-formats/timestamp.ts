/**
 * Reads a cue or HTML timestamp in seconds. Accepts `HH:MM:SS.mmm`, `MM:SS.mmm`, `H:MM:SS,mmm`
 * (SRT's comma), `M:SS` (HTML transcripts) and bare seconds `12.5` (some WebVTT writers).
 */
export function parseTimestamp(raw: string): number | null {
  const value = raw.trim().replace(',', '.');
  const match = /^(?:(\d+):)?(?:(\d+):)?(\d+(?:\.\d+)?)$/.exec(value);
  if (!match) return null;
  const [, a, b, s] = match;
  const hours = a !== undefined && b !== undefined ? Number(a) : 0;
  const minutes = b !== undefined ? Number(b) : a !== undefined ? Number(a) : 0;
  const seconds = Number(s);
  // Round to the millisecond: float sums like 60 + 0.1 otherwise leak into stored values.
  return Math.round((hours * 3600 + minutes * 60 + seconds) * 1000) / 1000;
}
