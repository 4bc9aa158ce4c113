/**
 * A position in an episode as listeners read it: `m:ss` under an hour, `h:mm:ss` from an hour
 * (75 -> "1:15", 3723 -> "1:02:03"). Fractions are dropped; negative or unknown times read 0:00.
 */
export function formatTimestamp(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
