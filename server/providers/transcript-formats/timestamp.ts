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

/** `HH:MM:SS` (or `MM:SS` under an hour) for citations and listings. */
export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${m}:${ss}`;
}
