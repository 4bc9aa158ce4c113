import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchHistoryCreateBody, SearchHistoryItem } from '../../../common/api/search-history';
import { apiRequest } from '../../lib/api';

export const SEARCH_HISTORY_KEY = ['/api/search/history'] as const;

export function useSearchHistory() {
  return useQuery<SearchHistoryItem[]>({ queryKey: SEARCH_HISTORY_KEY });
}

/** Records a search; the search page calls it after every search and from 'Save Again'. */
export function useSaveSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SearchHistoryCreateBody) => apiRequest<SearchHistoryItem>('POST', '/api/search/history', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: SEARCH_HISTORY_KEY }),
  });
}

export function useDeleteSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/search/history/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: SEARCH_HISTORY_KEY }),
  });
}

/**
 * Repeat Search hands a past search to /search through session storage (spec §4): the search
 * page prefills the form, runs it when autoExecute is set, then clears the stored data.
 */
export const REPEAT_SEARCH_SESSION_KEY = 'repeatSearch';

export type RepeatSearch = { criteria: string; show: string; platform: string; autoExecute: boolean };

export function storeRepeatSearch(item: SearchHistoryItem) {
  const data: RepeatSearch = {
    criteria: item.searchCriteria,
    show: item.podcastShow,
    platform: item.platform,
    autoExecute: true,
  };
  sessionStorage.setItem(REPEAT_SEARCH_SESSION_KEY, JSON.stringify(data));
}

/** Reads and clears the pending Repeat Search, if any. */
export function takeRepeatSearch(): RepeatSearch | null {
  const raw = sessionStorage.getItem(REPEAT_SEARCH_SESSION_KEY);
  if (!raw) return null;
  sessionStorage.removeItem(REPEAT_SEARCH_SESSION_KEY);
  try {
    return JSON.parse(raw) as RepeatSearch;
  } catch {
    return null;
  }
}
