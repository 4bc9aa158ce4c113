import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { AdminStatus } from '../../../common/api/admin';
import { ADMIN_STATUS_POLL_MS } from '../../../common/constants';
import { ApiError, throwIfNotOk } from '../../lib/api';

/**
 * Admin calls carry the admin token (when the server is set up with ADMIN_TOKEN) as
 * `Authorization: Bearer`. The token is typed once on the admin screen and kept in this browser.
 */
const TOKEN_KEY = 'earshot.adminToken';
const listeners = new Set<() => void>();

export function getAdminToken(): string {
  try {
    return localStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

export function setAdminToken(token: string): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage disabled: the token lasts until the page closes
  }
  for (const l of listeners) l();
}

export function useAdminToken(): string {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getAdminToken,
    () => '',
  );
}

/** The API client's call with the admin token added: same credentials, JSON and error text. */
export async function adminRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  const token = getAdminToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

export const ADMIN_STATUS_KEY = ['/api/admin/status'] as const;

/** AI provider, speech to text and database state; polled every 30 s. */
export function useAdminStatus() {
  return useQuery<AdminStatus>({
    queryKey: ADMIN_STATUS_KEY,
    queryFn: () => adminRequest<AdminStatus>('GET', '/api/admin/status'),
    refetchInterval: ADMIN_STATUS_POLL_MS,
  });
}

export function useTestApis() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => adminRequest<AdminStatus>('POST', '/api/admin/test-apis'),
    onSuccess: (status) => {
      qc.setQueryData(ADMIN_STATUS_KEY, status);
      return qc.invalidateQueries({ queryKey: ADMIN_STATUS_KEY });
    },
  });
}
