import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Episode } from '../../../common/api/episodes';
import type { CurrentlyPlaying, StreamingAuthUrl, StreamingStatus } from '../../../common/api/streaming';
import {
  NOW_PLAYING_KEYWORDS,
  NOW_PLAYING_MAX_TERMS,
  NOW_PLAYING_POLL_MS,
  STREAMING_STATUS_POLL_MS,
} from '../../../common/constants';
import { apiRequest } from '../../lib/api';

export type { CurrentlyPlaying } from '../../../common/api/streaming';

/** The streaming-music account (spec §7: /api/{streaming}/status, currently-playing, auth-url, disconnect). */
export const STREAMING_KIND = 'spotify';
const STATUS_KEY = [`/api/${STREAMING_KIND}/status`];
const PLAYING_KEY = [`/api/${STREAMING_KIND}/currently-playing`];

/** Polled every 10 s while the server is configured for an account (not configured, no polling). */
export function useStreamingStatus() {
  return useQuery<StreamingStatus>({
    queryKey: STATUS_KEY,
    refetchInterval: (q) => (q.state.data?.configured ? STREAMING_STATUS_POLL_MS : false),
  });
}

/** Polled every 30 s while monitoring: connected with a valid token. Errors keep the last answer. */
export function useCurrentlyPlaying(monitoring: boolean) {
  return useQuery<CurrentlyPlaying | null>({
    queryKey: PLAYING_KEY,
    enabled: monitoring,
    refetchInterval: monitoring ? NOW_PLAYING_POLL_MS : false,
  });
}

/** Asks for the consent page's address; the caller sends the browser there. */
export function useStreamingConnect() {
  return useMutation({
    mutationFn: () => apiRequest<StreamingAuthUrl>('GET', `/api/${STREAMING_KIND}/auth-url`),
  });
}

export function useStreamingDisconnect() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', `/api/${STREAMING_KIND}/disconnect`),
    onSuccess: () => {
      qc.setQueryData(PLAYING_KEY, null);
      return qc.invalidateQueries({ queryKey: STATUS_KEY });
    },
  });
}

/**
 * The similar search's terms for what is playing (spec §6): the known topics it mentions, up to
 * four, else the first four words of its title.
 */
export function similarSearchTerms(playing: Pick<CurrentlyPlaying, 'episodeName' | 'description'>): string {
  const text = `${playing.episodeName} ${playing.description}`;
  const found = NOW_PLAYING_KEYWORDS.filter((k) =>
    // "AI" only as the capitalised word, so "ai" inside other languages' words does not count.
    new RegExp(`\\b${k}\\b`, k === 'AI' ? '' : 'i').test(text),
  ).slice(0, NOW_PLAYING_MAX_TERMS);
  if (found.length > 0) return found.join(' ');
  return playing.episodeName.split(/\s+/).filter(Boolean).slice(0, NOW_PLAYING_MAX_TERMS).join(' ');
}

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The catalog's copy of the episode playing on the account: same title, preferring the same show.
 * Null when the catalog does not have it (its show is not followed by anyone).
 */
export function useFindPlayingEpisode() {
  return useMutation({
    mutationFn: async (playing: Pick<CurrentlyPlaying, 'episodeName' | 'showName'>): Promise<Episode | null> => {
      const words = playing.episodeName.slice(0, 200);
      const found = await apiRequest<Episode[]>('GET', `/api/episodes?search=${encodeURIComponent(words)}&limit=50`);
      const sameTitle = found.filter((e) => comparable(e.title) === comparable(playing.episodeName));
      return sameTitle.find((e) => comparable(e.podcastShow) === comparable(playing.showName)) ?? sameTitle[0] ?? null;
    },
  });
}
