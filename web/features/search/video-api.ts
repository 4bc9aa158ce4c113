import { useMutation, useQuery } from '@tanstack/react-query';
import type { VideoChannel, VideoSearchBody, VideoSearchResponse } from '../../../common/api/video';
import { apiRequest } from '../../lib/api';

export type { VideoResult } from '../../../common/api/video';

/** The video panel's calls (spec §7: GET /api/{video}/channels, POST /api/{video}/search). */

export const VIDEO_KIND = 'youtube';

export function useVideoChannels() {
  return useQuery<VideoChannel[]>({ queryKey: [`/api/${VIDEO_KIND}/channels`] });
}

export function useVideoSearch() {
  return useMutation({
    mutationFn: (body: VideoSearchBody) => apiRequest<VideoSearchResponse>('POST', `/api/${VIDEO_KIND}/search`, body),
  });
}

/** 'PT1H2M5S' -> '1:02:05', 'PT4M3S' -> '4:03'. */
export function formatIsoDuration(iso: string | null): string | null {
  const m = iso?.match(/^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/);
  if (!m) return null;
  const h = Number(m[1] ?? 0) * 24 + Number(m[2] ?? 0);
  const min = Number(m[3] ?? 0);
  const s = String(Number(m[4] ?? 0)).padStart(2, '0');
  return h ? `${h}:${String(min).padStart(2, '0')}:${s}` : `${min}:${s}`;
}
