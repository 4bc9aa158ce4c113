import { useMutation, useQuery } from '@tanstack/react-query';
import type { Episode } from '../../../common/api/episodes';
import type { SearchRequest, SearchResponse, SearchResult } from '../../../common/api/search';
import type { Show } from '../../../common/api/shows';
import { SAVED_RESULTS_SESSION_KEY } from '../../../common/constants';
import { apiRequest } from '../../lib/api';

export function useShows() {
  return useQuery<Show[]>({ queryKey: ['/api/shows'] });
}

/** Every catalog episode, for the similar-mode reference select. */
export function useEpisodes(enabled: boolean) {
  return useQuery<Episode[]>({ queryKey: ['/api/episodes'], enabled });
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
