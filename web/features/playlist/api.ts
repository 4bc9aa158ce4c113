import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaylistClearResponse, PlaylistItem } from '../../../common/api/playlist';
import { apiRequest } from '../../lib/api';

export const PLAYLIST_KEY = ['/api/playlist'] as const;

export function usePlaylist() {
  return useQuery<PlaylistItem[]>({ queryKey: PLAYLIST_KEY });
}

export function useAddToPlaylist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (episodeId: string) => apiRequest<PlaylistItem>('POST', `/api/playlist/${episodeId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: PLAYLIST_KEY }),
  });
}

export function useRemoveFromPlaylist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (episodeId: string) => apiRequest('DELETE', `/api/playlist/${episodeId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: PLAYLIST_KEY }),
  });
}

export function useClearPlaylist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PlaylistClearResponse>('DELETE', '/api/playlist'),
    onSuccess: () => qc.invalidateQueries({ queryKey: PLAYLIST_KEY }),
  });
}

/** Puts a cleared playlist back (Undo), in its order. */
export function useRestorePlaylist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (inOrder: string[]) => {
      for (const id of inOrder) await apiRequest('POST', `/api/playlist/${id}`);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: PLAYLIST_KEY }),
  });
}
