import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Audiobook,
  AudiobookAskResponse,
  AudiobookCreateBody,
  UploadUrlResponse,
} from '../../../common/api/audiobooks';
import type { EarlierTurn } from '../../../common/api/content-chat';
import { ApiError, apiRequest, reasonOf } from '../../lib/api';

export const AUDIOBOOKS_KEY = ['/api/audiobooks'] as const;

const unfinished = (b: Audiobook) => b.transcriptStatus === 'pending' || b.transcriptStatus === 'processing';

/** The listener's books; refreshed every few seconds while one is being transcribed. */
export function useAudiobooks() {
  return useQuery<Audiobook[]>({
    queryKey: AUDIOBOOKS_KEY,
    refetchInterval: (query) => (query.state.data?.some(unfinished) ? 3000 : false),
  });
}

export function useAudiobook(id: string) {
  return useQuery<Audiobook>({
    queryKey: ['/api/audiobooks', id],
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
    refetchInterval: (query) => (query.state.data && unfinished(query.state.data) ? 3000 : false),
  });
}

export function useDeleteAudiobook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/audiobooks/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: AUDIOBOOKS_KEY }),
  });
}

export function useRetryTranscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Audiobook>('POST', `/api/audiobooks/${id}/transcribe`),
    onSuccess: () => qc.invalidateQueries({ queryKey: AUDIOBOOKS_KEY }),
  });
}

export function useAskAudiobook(id: string) {
  return useMutation({
    mutationFn: ({ message, history }: { message: string; history: EarlierTurn[] }) =>
      apiRequest<AudiobookAskResponse>('POST', `/api/audiobooks/${id}/ask`, { message, history }),
  });
}

/** Keeps where the listener stopped; losing one of these is harmless, so errors are ignored. */
export function savePosition(id: string, seconds: number): void {
  void apiRequest('PUT', `/api/audiobooks/${id}/position`, { seconds: Math.max(0, seconds) }).catch(() => {});
}

/** Spec §8: 'Failed to get upload URL: {status text}' / 'Upload failed: {status text}'. */
export class UploadError extends Error {}

/**
 * Uploads the file to a signed URL (this server, or the S3 bucket) with real progress, then
 * makes the book. `onProgress` gets 0–50 while the bytes go, 50 once they are sent and 100 once
 * the book exists (spec §4 Upload).
 */
export async function uploadAudiobook(
  file: File,
  fields: Omit<AudiobookCreateBody, 'audioUrl' | 'transcriptionStatus'>,
  onProgress: (percent: number) => void,
  onStage: (stage: 'uploading' | 'processing') => void,
): Promise<Audiobook> {
  const contentType = file.type || 'audio/mpeg';
  let target: UploadUrlResponse;
  try {
    target = await apiRequest<UploadUrlResponse>('POST', '/api/audiobooks/upload-url', {
      fileName: file.name,
      contentType,
      size: file.size,
    });
  } catch (err) {
    throw new UploadError(`Failed to get upload URL: ${reasonOf(err)}`);
  }
  onStage('uploading');
  await putWithProgress(target.uploadURL, file, contentType, (sent) => onProgress(Math.floor(sent * 50)));
  onProgress(50);
  onStage('processing');
  const book = await apiRequest<Audiobook>('POST', '/api/audiobooks', {
    ...fields,
    audioUrl: target.uploadURL.split('?')[0],
    transcriptionStatus: 'pending',
  });
  onProgress(100);
  return book;
}

function putWithProgress(url: string, file: File, contentType: string, onSent: (share: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = !/^https?:/.test(url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onSent(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let text = xhr.statusText || String(xhr.status);
      try {
        text = (JSON.parse(xhr.responseText) as { error?: { message?: string } }).error?.message ?? text;
      } catch {
        // an S3 error is XML: keep the status text
      }
      reject(new UploadError(`Upload failed: ${text}`));
    };
    xhr.onerror = () => reject(new UploadError('Upload failed: the connection was lost'));
    xhr.send(file);
  });
}
