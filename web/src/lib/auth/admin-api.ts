import { api, ApiError } from '@/lib/api-client';

import { sessionStore, type SessionStore } from './session-store';

type Options = { signal?: AbortSignal; headers?: Record<string, string> };

const signInRequired = () => new ApiError(401, 'unauthorized', 'Please sign in to continue.');

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
    file: (url: string, options?: Options) => withToken((auth) => api.file(url, merge(options, auth))),
  };
}

export const adminApi = createAdminApi();
