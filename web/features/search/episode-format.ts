import { MATCH_BADGE_HIGH, MATCH_BADGE_MEDIUM } from '../../../common/constants';

/** 95 -> '1h 35m', 42 -> '42m'; null when unknown. */
export function formatDuration(minutes: number | null | undefined): string | null {
  if (minutes == null || minutes <= 0) return null;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

/** Match badge colour (spec §4): 0.8+ green, 0.7+ yellow, else orange. */
export function matchVariant(score: number): 'success' | 'warning' | 'orange' {
  if (score >= MATCH_BADGE_HIGH) return 'success';
  if (score >= MATCH_BADGE_MEDIUM) return 'warning';
  return 'orange';
}
