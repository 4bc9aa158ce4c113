import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoQueueSettings, AutoQueueSettingsBody, QueueItem, Suggestion } from '../../../common/api/auto-queue';
import type { Episode } from '../../../common/api/episodes';
import { AUTO_QUEUE_SUGGESTIONS } from '../../../common/constants';
import { apiRequest, reasonOf } from '../../lib/api';

export const AUTO_QUEUE_KEY = ['/api/auto-queue'] as const;
export const AUTO_QUEUE_SETTINGS_KEY = ['/api/auto-queue/settings'] as const;

type QueueCreateResult = { queued: Episode[]; message: string };

/** Queue an episode or video with its follow-ups (the search card's and video panel's Queue). */
export function useQueueEpisode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (currentEpisodeId: string) =>
      apiRequest<QueueCreateResult>('POST', '/api/auto-queue', { currentEpisodeId, userId: null }),
    onSuccess: () => qc.invalidateQueries({ queryKey: AUTO_QUEUE_KEY, exact: true }),
  });
}

export function useTranscriptEpisodes() {
  return useQuery<Episode[]>({
    queryKey: ['/api/episodes', 'hasTranscript'],
    queryFn: () => apiRequest('GET', '/api/episodes?hasTranscript=true'),
  });
}

/**
 * The next-episode suggestions for `episodeId`: three asked for in parallel (queueIndex 0..2),
 * the successful ones kept in order. All failing is an error carrying the server's text.
 */
export function useSuggestions(episodeId: string | undefined) {
  return useQuery<Suggestion[]>({
    queryKey: ['/api/auto-queue', episodeId, 'suggestions'],
    enabled: !!episodeId,
    queryFn: async () => {
      const settled = await Promise.allSettled(
        Array.from({ length: AUTO_QUEUE_SUGGESTIONS }, (_, queueIndex) =>
          apiRequest<Suggestion>('POST', `/api/auto-queue/${episodeId}`, { queueIndex }),
        ),
      );
      const kept = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      if (kept.length) return kept;
      const failure = settled.find((s) => s.status === 'rejected');
      throw new Error(
        failure ? reasonOf(failure.reason) || 'Failed to generate next episode' : 'No suitable episodes found',
      );
    },
  });
}

export function useMarkUsed() {
  return useMutation({
    mutationFn: (episodeId: string) => apiRequest('POST', `/api/auto-queue/${episodeId}/used`),
  });
}

export function useClearQueue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/auto-queue'),
    onSuccess: () => qc.invalidateQueries({ queryKey: AUTO_QUEUE_KEY, exact: true }),
  });
}

export function useAutoQueueSettings() {
  return useQuery<AutoQueueSettings>({ queryKey: AUTO_QUEUE_SETTINGS_KEY });
}

export function useSaveAutoQueueSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoQueueSettingsBody) =>
      apiRequest<AutoQueueSettings>('POST', '/api/auto-queue/settings', body),
    onSuccess: (settings) => qc.setQueryData(AUTO_QUEUE_SETTINGS_KEY, settings),
  });
}

/** One episode, for playing a suggestion (suggestions carry no audio URL). */
export function fetchEpisode(id: string) {
  return apiRequest<Episode>('GET', `/api/episodes/${id}`);
}

/** The waiting queue ('Up next'), in order. */
export function useWaitingQueue() {
  return useQuery<QueueItem[]>({ queryKey: AUTO_QUEUE_KEY });
}

export function useReorderQueue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (episodeIds: string[]) => apiRequest<QueueItem[]>('PUT', '/api/auto-queue/order', { episodeIds }),
    onSuccess: (queue) => qc.setQueryData(AUTO_QUEUE_KEY, queue),
    onError: () => qc.invalidateQueries({ queryKey: AUTO_QUEUE_KEY, exact: true }),
  });
}

export function useRemoveFromQueue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (episodeId: string) => apiRequest('DELETE', `/api/auto-queue/${episodeId}`),
    onSettled: () => qc.invalidateQueries({ queryKey: AUTO_QUEUE_KEY, exact: true }),
  });
}
