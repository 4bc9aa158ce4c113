import { useQuery } from '@tanstack/react-query';
import type { StreamingStatus } from '../../../common/api/streaming';
import { STREAMING_STATUS_POLL_MS } from '../../../common/constants';

/**
 * The streaming-music account (spec §7: GET /api/{streaming}/status). Connecting and disconnecting
 * (auth-url, disconnect) come with the streaming integration, with their contracts.
 */
export const STREAMING_KIND = 'spotify';
const STATUS_KEY = [`/api/${STREAMING_KIND}/status`];

/** Polled every 10 s while the server is configured for an account (not configured, no polling). */
export function useStreamingStatus() {
  return useQuery<StreamingStatus>({
    queryKey: STATUS_KEY,
    refetchInterval: (q) => (q.state.data?.configured ? STREAMING_STATUS_POLL_MS : false),
  });
}
