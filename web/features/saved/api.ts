import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedClearResponse, SavedEpisode } from '../../../common/api/saved';
import { apiRequest } from '../../lib/api';

export const SAVED_KEY = ['/api/saved'] as const;

export function useSavedEpisodes() {
  return useQuery<SavedEpisode[]>({ queryKey: SAVED_KEY });
}

/** Save for Later; saving an episode twice keeps one save. */
export function useSaveEpisode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (podcastId: string) => apiRequest<SavedEpisode>('POST', '/api/saved', { podcastId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}

export function useRemoveSavedEpisode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (episodeId: string) => apiRequest('DELETE', `/api/saved/${episodeId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}

export function useClearSavedEpisodes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SavedClearResponse>('DELETE', '/api/saved/clear'),
    onSuccess: () => qc.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}

/** Puts cleared episodes back (Undo): oldest first, so the list keeps its order. */
export function useRestoreSavedEpisodes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (newestFirst: string[]) => {
      for (const podcastId of [...newestFirst].reverse()) await apiRequest('POST', '/api/saved', { podcastId });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}
