import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import type { Episode } from '../../../common/api/episodes';
import type { SearchRequest, SearchResponse, SearchResult } from '../../../common/api/search';
import type { Show } from '../../../common/api/shows';
import { SAVED_RESULTS_SESSION_KEY } from '../../../common/constants';
import { apiRequest } from '../../lib/api';

export function useShows() {
  return useQuery<Show[]>({ queryKey: ['/api/shows'] });
}

/**
 * Episodes for the similar-mode reference select: the newest page, or, while the listener types,
 * the catalog's episodes whose title or show has those words (the whole catalog, not just a page).
 */
export function useEpisodes(enabled: boolean, words = '') {
  const q = words.trim();
  return useQuery<Episode[]>({
    queryKey: q ? ['/api/episodes', 'search', q] : ['/api/episodes'],
    // Without words the default fetch of the key's path applies (spec §7: GET /api/episodes).
    ...(q ? { queryFn: () => apiRequest<Episode[]>('GET', `/api/episodes?search=${encodeURIComponent(q)}`) } : {}),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** An episode from any episode list this page has loaded. */
export function cachedEpisode(qc: QueryClient, id: string): Episode | undefined {
  for (const [, list] of qc.getQueriesData<Episode[]>({ queryKey: ['/api/episodes'] })) {
    const found = Array.isArray(list) ? list.find((e) => e.id === id) : undefined;
    if (found) return found;
  }
  return undefined;
}

export function runSearch(body: SearchRequest) {
  return apiRequest<SearchResponse>('POST', '/api/search', body);
}

export function useSearchMutation() {
  return useMutation({ mutationFn: runSearch });
}

/** A search on screen: what was asked and what has been loaded so far (pages appended). */
export type SearchOutcome = {
  request: SearchRequest;
  results: SearchResult[];
  totalFound: number;
  hasMore: boolean;
  message?: string;
  catalogEmpty?: boolean;
  /** The criteria as searched, when the server respelled a likely typo of a show's name. */
  respelledCriteria?: string;
};

/** Results survive a reload of the tab (spec §4: session storage 'savedSearchResults'). */
export function storeResults(outcome: SearchOutcome) {
  try {
    sessionStorage.setItem(SAVED_RESULTS_SESSION_KEY, JSON.stringify(outcome));
  } catch {
    // storage full or disabled: results still show, they just do not survive a reload
  }
}

export function restoreResults(): SearchOutcome | null {
  try {
    const raw = sessionStorage.getItem(SAVED_RESULTS_SESSION_KEY);
    const parsed = raw ? (JSON.parse(raw) as SearchOutcome) : null;
    return parsed && Array.isArray(parsed.results) && parsed.request ? parsed : null;
  } catch {
    return null;
  }
}

export function clearStoredResults() {
  sessionStorage.removeItem(SAVED_RESULTS_SESSION_KEY);
}
