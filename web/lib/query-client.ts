import { type DefaultOptions, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfNotOk } from './api';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default fetch: GET the path built from the query key (spec §7). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/') as string, { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

const defaultOptions: DefaultOptions = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  },
  mutations: { retry: false },
};

/** A client with the spec's defaults; tests build a fresh one per screen. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions });
}

export const queryClient = createQueryClient();
