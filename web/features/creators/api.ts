import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Creator,
  CreatorCreateBody,
  CreatorDirectoryResults,
  CreatorEpisodeList,
  CreatorSyncResponse,
  OpmlImportResponse,
} from '../../../common/api/creators';
import { CREATOR_SYNC_POLL_MS } from '../../../common/constants';
import { apiRequest } from '../../lib/api';

export type CreatorEpisode = z.infer<typeof CreatorEpisodeList>[number];
export type CreatorDirectoryResult = z.infer<typeof CreatorDirectoryResults>[number];
export type CreatorSyncResult = z.infer<typeof CreatorSyncResponse>;
export type OpmlImportResult = z.infer<typeof OpmlImportResponse>;

export const CREATORS_KEY = ['/api/creators'] as const;
/** The OPML export is a plain download of this path. */
export const OPML_EXPORT_URL = '/api/creators/opml';

function isSyncing(creator: Creator): boolean {
  return creator.syncStatus === 'pending' || creator.syncStatus === 'syncing';
}

/** The followed creators; refreshed every 2 s while any of them is still syncing. */
export const creatorsQuery = queryOptions<Creator[]>({
  queryKey: CREATORS_KEY,
  refetchInterval: (query) => (query.state.data?.some(isSyncing) ? CREATOR_SYNC_POLL_MS : false),
});

export function useCreators() {
  return useQuery(creatorsQuery);
}

export function useCreatorEpisodes(id: string, enabled: boolean) {
  return useQuery<CreatorEpisode[]>({ queryKey: ['/api/creators', id, 'episodes'], enabled });
}

export function useCreatorDirectory(term: string) {
  return useQuery<CreatorDirectoryResult[]>({
    queryKey: ['/api/creators/directory', term],
    queryFn: () => apiRequest('GET', `/api/creators/directory?term=${encodeURIComponent(term)}`),
    enabled: term.length >= 2,
  });
}

export function useAddCreator() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatorCreateBody) => apiRequest<Creator>('POST', '/api/creators', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: CREATORS_KEY }),
  });
}

export function useDeleteCreator() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/creators/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: CREATORS_KEY }),
  });
}

export function useSyncCreator() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<CreatorSyncResult>('POST', `/api/creators/${id}/sync`),
    onSettled: (_data, _err, id) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: CREATORS_KEY, exact: true }),
        qc.invalidateQueries({ queryKey: ['/api/creators', id, 'episodes'] }),
      ]),
  });
}

export function useImportOpml() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (opml: string) => apiRequest<OpmlImportResult>('POST', '/api/creators/opml', { opml }),
    onSuccess: () => qc.invalidateQueries({ queryKey: CREATORS_KEY }),
  });
}
