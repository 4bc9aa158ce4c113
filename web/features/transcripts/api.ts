import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { Episode } from '../../../common/api/episodes';
import type {
  AutoTranscriptTestResponse,
  BatchResponse,
  TranscriptServiceStatus,
  TranscriptUploadResponse,
} from '../../../common/api/transcripts';
import { EPISODE_PICKER_LIMIT, TRANSCRIPT_SOURCE_STATUS_POLL_MS } from '../../../common/constants';
import { apiRequest } from '../../lib/api';
import { adminRequest } from '../admin/api';

export type UploadResult = z.infer<typeof TranscriptUploadResponse>;
export type AutoTestResult = z.infer<typeof AutoTranscriptTestResponse>;

export const EPISODES_KEY = ['/api/episodes'] as const;
/** The library reads at most this many episodes. */
const LIBRARY_EPISODES = 500;

/** Episodes without a transcript (the first EPISODE_PICKER_LIMIT), matching `search` when given. */
export function useEpisodesWithoutTranscript(search = '') {
  const q = search.trim();
  return useQuery<Episode[]>({
    queryKey: ['/api/episodes', 'without-transcript', q],
    queryFn: () =>
      apiRequest(
        'GET',
        `/api/episodes?hasTranscript=false&limit=${EPISODE_PICKER_LIMIT}${q ? `&search=${encodeURIComponent(q)}` : ''}`,
      ),
    placeholderData: (previous) => previous,
  });
}

/** One episode by id (the one Quick Add pointed at), or nothing without an id. */
export function useEpisode(id: string | null) {
  return useQuery<Episode>({ queryKey: [`/api/episodes/${id}`], enabled: Boolean(id) });
}

/** The catalog's episodes, for the library and the status card. */
export function useLibraryEpisodes() {
  return useQuery<Episode[]>({
    queryKey: ['/api/episodes', 'library'],
    queryFn: () => apiRequest('GET', `/api/episodes?limit=${LIBRARY_EPISODES}`),
  });
}

export function useFeedStatus() {
  return useQuery<TranscriptServiceStatus>({ queryKey: ['/api/transcripts/feed-status'] });
}

/** Podcast Index status, polled every 30 s. */
export function usePodcastIndexStatus() {
  return useQuery<TranscriptServiceStatus>({
    queryKey: ['/api/transcripts/podcastindex-status'],
    refetchInterval: TRANSCRIPT_SOURCE_STATUS_POLL_MS,
  });
}

function useRefreshTranscriptData() {
  const qc = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: EPISODES_KEY }),
        qc.invalidateQueries({ queryKey: ['/api/admin/status'] }),
        qc.invalidateQueries({ queryKey: ['/api/transcripts/feed-status'] }),
        qc.invalidateQueries({ queryKey: ['/api/transcripts/podcastindex-status'] }),
      ]),
    [qc],
  );
}

export function useUploadTranscript() {
  const refresh = useRefreshTranscriptData();
  return useMutation({
    mutationFn: ({ episodeId, transcriptText }: { episodeId: string; transcriptText: string }) =>
      adminRequest<UploadResult>('POST', `/api/episodes/${episodeId}/transcript`, {
        transcriptText,
        source: 'manual_upload',
      }),
    onSuccess: refresh,
  });
}

export function useAutoTranscriptTest() {
  const refresh = useRefreshTranscriptData();
  return useMutation({
    mutationFn: (body: { showName: string; episodeName: string }) =>
      adminRequest<AutoTestResult>('POST', '/api/auto-transcript/test', body),
    onSuccess: refresh,
  });
}

const BATCH_POLL_MS = 1000;
const isRunning = (b: BatchResponse) => b.state === 'queued' || b.state === 'running';

/**
 * Starts a transcript batch and follows its job until it ends, showing progress as it goes.
 * The POST answers at once for short batches; longer ones are polled at /api/transcripts/jobs/{id}.
 */
export function useTranscriptBatch(path: string) {
  const refresh = useRefreshTranscriptData();
  const [progress, setProgress] = useState<BatchResponse | null>(null);
  const [running, setRunning] = useState(false);
  const run = useCallback(
    async (maxEpisodes: number): Promise<BatchResponse> => {
      setRunning(true);
      setProgress(null);
      try {
        let batch = await adminRequest<BatchResponse>('POST', path, { maxEpisodes });
        setProgress(batch);
        while (isRunning(batch)) {
          await new Promise((resolve) => setTimeout(resolve, BATCH_POLL_MS));
          batch = await adminRequest<BatchResponse>('GET', `/api/transcripts/jobs/${batch.jobId}`);
          setProgress(batch);
        }
        void refresh();
        return batch;
      } finally {
        setRunning(false);
      }
    },
    [path, refresh],
  );
  return { run, progress, running };
}
