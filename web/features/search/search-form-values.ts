import { ALL_SHOWS, type SearchRequest, type SearchRequestParsed } from '../../../common/api/search';
import { DURATION_BANDS, RELEVANCE_THRESHOLD_OPTIONS, SEARCH_FORM_DEFAULT_THRESHOLD } from '../../../common/constants';

/** The reference select's option that reveals the free-text "what I liked" box. */
export const DESCRIBE_OWN = '__describe_own__';

/** The form's fields: the request's own, with the free-text ones the form keeps as plain strings. */
export type SearchFormValues = Pick<
  SearchRequestParsed,
  | 'platform'
  | 'podcastShow'
  | 'searchMode'
  | 'searchCriteria'
  | 'duration'
  | 'uploadDate'
  | 'relevanceThreshold'
  | 'useAI'
  | 'searchDepth'
> & {
  referenceEpisode: string;
  /** What the listener typed into "describe your own" (sent as referenceEpisode). */
  referenceDescription: string;
  dateFrom: string;
  dateTo: string;
};

/**
 * The form starts at the spec's form default threshold 0.3 (the schema's 0.6 is the server's
 * default for callers that send none): a first search should show near misses, ranked.
 */
export const DEFAULT_FORM_VALUES: SearchFormValues = {
  platform: 'RSS',
  podcastShow: ALL_SHOWS,
  searchMode: 'topic',
  searchCriteria: '',
  referenceEpisode: '',
  referenceDescription: '',
  duration: 'any',
  uploadDate: 'any',
  dateFrom: '',
  dateTo: '',
  relevanceThreshold: SEARCH_FORM_DEFAULT_THRESHOLD,
  useAI: true,
  searchDepth: 'quick',
};

/** The spec's validation (§5) plus the server's similar-mode rule; null when the form can be sent. */
export function validateSearch(v: SearchFormValues): string | null {
  if (v.searchMode === 'topic' && !v.searchCriteria.trim()) return 'Search criteria is required for topic search';
  if (v.searchMode === 'similar') {
    const reference = v.referenceEpisode === DESCRIBE_OWN ? v.referenceDescription.trim() : v.referenceEpisode;
    if (!reference && !v.searchCriteria.trim()) return 'Choose a reference episode or describe what you liked';
  }
  return null;
}

export function toSearchRequest(v: SearchFormValues): SearchRequest {
  const reference = v.referenceEpisode === DESCRIBE_OWN ? v.referenceDescription.trim() : v.referenceEpisode;
  return {
    searchCriteria: v.searchCriteria.trim(),
    podcastShow: v.podcastShow,
    platform: v.platform,
    searchMode: v.searchMode,
    ...(v.searchMode === 'similar' && reference ? { referenceEpisode: reference } : {}),
    duration: v.duration,
    uploadDate: v.uploadDate,
    ...(v.dateFrom ? { dateFrom: v.dateFrom } : {}),
    ...(v.dateTo ? { dateTo: v.dateTo } : {}),
    relevanceThreshold: v.relevanceThreshold,
    useAI: v.useAI,
    searchDepth: v.searchDepth,
    userId: 'anonymous',
  };
}

/** The show a search was limited to, or null for all shows. */
export function chosenShow(podcastShow: string | undefined): string | null {
  return podcastShow && podcastShow !== ALL_SHOWS ? podcastShow : null;
}

export type ExampleSearch = { label: string; values: Partial<SearchFormValues> };

export const EXAMPLE_SEARCHES: ExampleSearch[] = [
  {
    label: 'How habits form',
    values: { searchMode: 'topic', searchCriteria: 'how habits form and how to change them' },
  },
  { label: 'Startup fundraising', values: { searchMode: 'topic', searchCriteria: 'raising money for a startup' } },
  {
    label: 'Sleep science',
    values: { searchMode: 'topic', searchCriteria: 'the science of sleep', searchDepth: 'deep' },
  },
  { label: 'Short history episodes', values: { searchMode: 'topic', searchCriteria: 'history', duration: 'short' } },
  {
    label: 'This month in AI',
    values: { searchMode: 'topic', searchCriteria: 'artificial intelligence', uploadDate: 'month' },
  },
];

export const UPLOAD_DATES: [SearchFormValues['uploadDate'], string][] = [
  ['any', 'Any time'],
  ['week', 'Past week'],
  ['month', 'Past month'],
  ['3months', 'Past 3 months'],
  ['6months', 'Past 6 months'],
  ['year', 'Past year'],
];

type FilterFields = Partial<
  Pick<SearchFormValues, 'duration' | 'uploadDate' | 'dateFrom' | 'dateTo' | 'relevanceThreshold'>
>;
export type ActiveFilter = { key: keyof FilterFields; label: string; reset: Partial<SearchFormValues> };

/**
 * The filters that narrow a search (in the form or in a request that was sent), named the way
 * the advanced panel names them, each with what clears it.
 */
export function activeFilters(v: FilterFields): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (v.duration && v.duration !== 'any') {
    out.push({ key: 'duration', label: `Length: ${DURATION_BANDS[v.duration].label}`, reset: { duration: 'any' } });
  }
  if (v.uploadDate && v.uploadDate !== 'any') {
    const label = UPLOAD_DATES.find(([value]) => value === v.uploadDate)?.[1] ?? v.uploadDate;
    out.push({ key: 'uploadDate', label: `Uploaded: ${label.toLowerCase()}`, reset: { uploadDate: 'any' } });
  }
  if (v.dateFrom) out.push({ key: 'dateFrom', label: `From ${v.dateFrom}`, reset: { dateFrom: '' } });
  if (v.dateTo) out.push({ key: 'dateTo', label: `Until ${v.dateTo}`, reset: { dateTo: '' } });
  if (v.relevanceThreshold !== undefined && v.relevanceThreshold !== SEARCH_FORM_DEFAULT_THRESHOLD) {
    const option = RELEVANCE_THRESHOLD_OPTIONS.find((o) => o.value === v.relevanceThreshold);
    out.push({
      key: 'relevanceThreshold',
      label: `Match: ${option ? option.description : `${Math.round(v.relevanceThreshold * 100)}%+`}`,
      reset: { relevanceThreshold: SEARCH_FORM_DEFAULT_THRESHOLD },
    });
  }
  return out;
}

/** An example search sets the whole form: nothing of an earlier search stays on unseen. */
export function exampleValues(example: ExampleSearch, current: SearchFormValues): SearchFormValues {
  return { ...DEFAULT_FORM_VALUES, platform: current.platform, ...example.values };
}
