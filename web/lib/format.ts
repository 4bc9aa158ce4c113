import {
  RELATIVE_DAYS_UNTIL,
  RELATIVE_ONE_WEEK_UNTIL,
  RELATIVE_WEEKS_UNTIL,
  VIEWS_MILLION,
  VIEWS_THOUSAND,
} from '../../common/constants';

const DAY_MS = 86_400_000;

/**
 * A publish date as the spec words it (§9): '1 day', 'n days' under 7 days, '1 week' under 14,
 * weeks under 30 days, otherwise the date itself.
 */
export function formatRelativeDate(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.floor((now.getTime() - date.getTime()) / DAY_MS);
  if (days < 1) return 'Today';
  if (days === 1) return '1 day ago';
  if (days < RELATIVE_DAYS_UNTIL) return `${days} days ago`;
  if (days < RELATIVE_ONE_WEEK_UNTIL) return '1 week ago';
  if (days < RELATIVE_WEEKS_UNTIL) return `${Math.floor(days / 7)} weeks ago`;
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A recent moment to the minute ('just now', '5 minutes ago'); older ones as formatRelativeDate. */
export function formatTimeAgo(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  if (minutes < 24 * 60) return rtf.format(-Math.floor(minutes / 60), 'hour');
  return formatRelativeDate(iso, now);
}

/** View counts: K at 1000 or more, M at 1,000,000 or more. */
export function formatCount(n: number): string {
  if (n >= VIEWS_MILLION) return `${(n / VIEWS_MILLION).toFixed(1).replace(/\.0$/, '')}M`;
  if (n >= VIEWS_THOUSAND) return `${(n / VIEWS_THOUSAND).toFixed(1).replace(/\.0$/, '')}K`;
  return String(n);
}

/** '1 episode', '3 episodes'. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** 45 → "45 min"; 605 → "10 h 5 min"; null when unknown. */
export function formatMinutes(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** 1536 → "1.5 KB"; 524288000 → "500 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
