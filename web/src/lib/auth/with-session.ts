import { ApiError } from '@/lib/api-client';

import type { SessionStore } from './session-store';

// An admin call with the session's token. On a 401 the session is refreshed once and the call
// made again (retry is true then); if that is refused too, the session ends here, which sends
// the admin screens to the login page.
export async function withSession<T>(store: SessionStore, call: (token: string, retry: boolean) => Promise<T>): Promise<T> {
  const token = await store.getAccessToken();
  if (!token) {
    store.clearLocal();
    throw new ApiError(401, 'unauthorized', 'Please sign in to continue.');
  }
  try {
    return await call(token, false);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const next = await store.refresh();
    if (next.status !== 'authenticated') throw error;
    try {
      return await call(next.session.accessToken, true);
    } catch (retryError) {
      if (retryError instanceof ApiError && retryError.status === 401) store.clearLocal();
      throw retryError;
    }
  }
}
