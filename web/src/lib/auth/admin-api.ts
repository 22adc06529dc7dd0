import { api, ApiError } from '@/lib/api-client';
import type { ApiErrorBody } from '@/types/api';

import { sessionStore, type SessionStore } from './session-store';

type Options = { signal?: AbortSignal; headers?: Record<string, string> };

const signInRequired = () => new ApiError(401, 'unauthorized', 'Please sign in to continue.');

// A file the server sends to save (a CSV export), with the name it suggests.
export type ServerFile = { blob: Blob; fileName: string };

// The file name of a Content-Disposition header ('attachment; filename="a.csv"'), else ''.
export function dispositionFileName(header: string | null) {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match ? match[1]!.trim() : '';
}

// The error of a refused file request, in the API's one shape. It is read here rather than
// in the API client, which the public pages load: only the admin saves files.
async function fileError(response: Response) {
  try {
    const { error } = (await response.json()) as Partial<ApiErrorBody>;
    if (typeof error?.message === 'string') return new ApiError(response.status, error.code, error.message, error.fields ?? {});
  } catch {
    // Not the API's shape: said by its status below.
  }
  return new ApiError(response.status, 'unknown', `Request failed with status ${response.status}`);
}

async function getFile(url: string, options: Options = {}): Promise<ServerFile> {
  const response = await fetch(url, { headers: options.headers, signal: options.signal, credentials: 'same-origin' });
  if (!response.ok) throw await fileError(response);
  return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get('Content-Disposition')) };
}

// Calls to /api/admin/*: adds the Bearer token; on a 401 it refreshes once and tries again,
// and if that fails too the session ends here, which sends the admin screens to the login page.
export function createAdminApi(store: SessionStore = sessionStore) {
  async function withToken<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
    const token = await store.getAccessToken();
    if (!token) {
      store.clearLocal();
      throw signInRequired();
    }
    try {
      return await call({ Authorization: `Bearer ${token}` });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      const next = await store.refresh();
      if (next.status !== 'authenticated') throw error;
      try {
        return await call({ Authorization: `Bearer ${next.session.accessToken}` });
      } catch (retryError) {
        if (retryError instanceof ApiError && retryError.status === 401) store.clearLocal();
        throw retryError;
      }
    }
  }

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
    delete: <T>(url: string, options?: Options) => withToken((auth) => api.delete<T>(url, merge(options, auth))),
    // A file to save (an export): a plain link cannot carry the token, so it is fetched.
    file: (url: string, options?: Options) => withToken((auth) => getFile(url, merge(options, auth))),
  };
}

export const adminApi = createAdminApi();
