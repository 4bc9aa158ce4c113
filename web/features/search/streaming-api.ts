import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StreamingStatus } from '../../../common/api/video';
import { STREAMING_STATUS_POLL_MS } from '../../../common/constants';
import { apiRequest } from '../../lib/api';

/** The streaming-music account (spec §7: GET /api/{streaming}/status, auth-url, disconnect). */
export const STREAMING_KIND = 'spotify';
const STATUS_KEY = [`/api/${STREAMING_KIND}/status`];

/** Polled every 10 s while the server is configured for an account (not configured, no polling). */
export function useStreamingStatus() {
  return useQuery<StreamingStatus>({
    queryKey: STATUS_KEY,
    refetchInterval: (q) => (q.state.data?.configured ? STREAMING_STATUS_POLL_MS : false),
  });
}

export function useConnectStreaming() {
  return useMutation({
    mutationFn: () => apiRequest<{ authUrl: string }>('GET', `/api/${STREAMING_KIND}/auth-url`),
    onSuccess: ({ authUrl }) => window.location.assign(authUrl),
  });
}

export function useDisconnectStreaming() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', `/api/${STREAMING_KIND}/disconnect`),
    onSuccess: () => qc.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}
