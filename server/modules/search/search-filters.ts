import { ALL_SHOWS, type SearchRequestParsed } from '../../../common/api/search';
import type { Database } from '../../db/client';
import { findShowIdsByName, type SearchFilters } from './search.repo';

const DAY = 86_400_000;
const UPLOAD_DAYS = { week: 7, month: 30, '3months': 91, '6months': 182, year: 365 } as const;
const DURATION_SECONDS = {
  short: { min: null, max: 30 * 60 },
  medium: { min: 30 * 60, max: 60 * 60 + 1 },
  long: { min: 60 * 60 + 1, max: null },
} as const;

/** True when the request names one show rather than all of them. */
export function namesAShow(podcastShow: string): boolean {
  const show = podcastShow.trim();
  return show !== '' && show !== ALL_SHOWS;
}

/**
 * The search form's filters as database conditions. Returns null when the request names a show
 * the catalog does not have, so the caller can say so instead of searching everything.
 */
export async function buildFilters(
  database: Database,
  req: SearchRequestParsed,
  now: Date,
): Promise<SearchFilters | null> {
  let showIds: string[] | null = null;
  if (namesAShow(req.podcastShow)) {
    showIds = await findShowIdsByName(database, req.podcastShow.trim());
    if (!showIds.length) return null;
  }
  const band = req.duration === 'any' ? null : DURATION_SECONDS[req.duration];
  const after: Date[] = [];
  if (req.uploadDate !== 'any') after.push(new Date(now.getTime() - UPLOAD_DAYS[req.uploadDate] * DAY));
  if (req.dateFrom) after.push(new Date(`${req.dateFrom.slice(0, 10)}T00:00:00Z`));
  const before = req.dateTo ? new Date(new Date(`${req.dateTo.slice(0, 10)}T00:00:00Z`).getTime() + DAY) : null;
  return {
    showIds,
    notShowIds: null,
    minSeconds: band?.min ?? null,
    maxSeconds: band?.max ?? null,
    publishedAfter: after.length ? new Date(Math.max(...after.map((d) => d.getTime()))) : null,
    publishedBefore: before,
    excludeEpisodeId: null,
  };
}
