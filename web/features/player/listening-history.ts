import type { ListeningHistoryItem, ListeningProgressBody } from '../../../common/api/listening-history';
import { ApiError, apiRequest } from '../../lib/api';

/** Where this listener stopped in an episode; null when never played (the server answers 404). */
export async function fetchResumePosition(episodeId: string): Promise<ListeningHistoryItem | null> {
  try {
    return await apiRequest<ListeningHistoryItem>('GET', `/api/listening-history/${episodeId}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** Reports the playback position; failures are silent because the next report retries. */
export async function reportProgress(body: ListeningProgressBody): Promise<void> {
  try {
    await apiRequest('POST', '/api/listening-history', body);
  } catch {
    // the next periodic report carries the position again
  }
}
