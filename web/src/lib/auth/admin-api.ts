import { api, apiError, parseBody } from '@/lib/api-client';

import { sessionStore, type SessionStore } from './session-store';
import { withSession } from './with-session';

type Options = { signal?: AbortSignal; headers?: Record<string, string> };

// A file the server sends to save (a CSV export), with the name it suggests.
export type ServerFile = { blob: Blob; fileName: string };

// The file name of a Content-Disposition header ('attachment; filename="a.csv"'), else ''.
export function dispositionFileName(header: string | null) {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match ? match[1]!.trim() : '';
}

async function getFile(url: string, options: Options = {}): Promise<ServerFile> {
  const response = await fetch(url, { headers: options.headers, signal: options.signal, credentials: 'same-origin' });
  if (!response.ok) throw apiError(response.status, parseBody(await response.text()));
  return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get('Content-Disposition')) };
}

// Calls to /api/admin/*: adds the Bearer token, refreshing the session once on a 401.
export function createAdminApi(store: SessionStore = sessionStore) {
  const withToken = <T>(call: (headers: Record<string, string>) => Promise<T>) =>
    withSession(store, (token) => call({ Authorization: `Bearer ${token}` }));

  const merge = (options: Options | undefined, auth: Record<string, string>) => ({
    ...options,
    headers: { ...options?.headers, ...auth },
  });

  return {
    get: <T>(url: string, options?: Options) => withToken((auth) => api.get<T>(url, merge(options, auth))),
    post: <T>(url: string, body?: unknown, options?: Options) =>
      withToken((auth) => api.post<T>(url, body, merge(options, auth))),
    put: <T>(url: string, body?: unknown, options?: Options) =>
      withToken((auth) => api.put<T>(url, body, merge(options, auth))),
    patch: <T>(url: string, body?: unknown, options?: Options) =>
      withToken((auth) => api.patch<T>(url, body, merge(options, auth))),
    // A delete may carry a body (the current password that removing a passkey asks for).
    delete: <T>(url: string, options?: Options & { body?: unknown }) =>
      withToken((auth) => api.delete<T>(url, merge(options, auth))),
    // A file to save (an export): a plain link cannot carry the token, so it is fetched.
    file: (url: string, options?: Options) => withToken((auth) => getFile(url, merge(options, auth))),
  };
}

export const adminApi = createAdminApi();
