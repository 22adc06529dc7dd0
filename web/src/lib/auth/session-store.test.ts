import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '@/testing/test-utils';

import {
  createSessionStore,
  type AuthChannel,
  type AuthMessage,
  type Session,
  type SessionStoreOptions,
} from './session-store';

const START = new Date('2025-06-15T12:00:00Z').getTime();

function session(secondsLeft: number, token = 'token-1'): Session {
  return {
    accessToken: token,
    expiresAt: new Date(Date.now() + secondsLeft * 1000).toISOString(),
    user: { id: 'u1', email: 'owner@example.com', createdAt: '2025-01-01T00:00:00Z', passwordChangedAt: '2025-01-01T00:00:00Z' },
  };
}

// An in-memory BroadcastChannel: a message reaches every other channel of the same hub.
function createHub() {
  const channels: AuthChannel[] = [];
  const sent: AuthMessage[] = [];
  return {
    sent,
    create(): AuthChannel {
      const channel: AuthChannel = {
        onmessage: null,
        postMessage(message) {
          sent.push(message);
          for (const other of channels) {
            if (other !== channel) other.onmessage?.({ data: structuredClone(message) } as MessageEvent);
          }
        },
        close() {
          channels.splice(channels.indexOf(channel), 1);
        },
      };
      channels.push(channel);
      return channel;
    },
  };
}

const refreshCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh').length;

function storeWith(options: SessionStoreOptions = {}) {
  return createSessionStore({ locks: () => null, logError: () => {}, ...options });
}

describe('session store', () => {
  const stores: Array<ReturnType<typeof createSessionStore>> = [];
  const make = (options?: SessionStoreOptions) => {
    const store = storeWith(options);
    stores.push(store);
    return store;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });

  afterEach(() => {
    for (const store of stores.splice(0)) store.stop();
    vi.useRealTimers();
  });

  it('asks the server on start, with the CSRF header, and becomes authenticated', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(session(900)));
    vi.stubGlobal('fetch', fetchMock);
    const hub = createHub();
    const store = make({ createChannel: hub.create });

    expect(store.getState().status).toBe('loading');
    store.start();
    await vi.advanceTimersByTimeAsync(0);

    expect(store.getState()).toMatchObject({ status: 'authenticated', session: { accessToken: 'token-1' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/refresh');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'storyshelf' });
    // The new session is handed to the other tabs.
    expect(hub.sent).toEqual([{ type: 'session', session: expect.objectContaining({ accessToken: 'token-1' }) }]);
  });

  it('is unauthenticated when the server has no session (401), without retrying', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } }, 401),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = make({ createChannel: () => null });
    store.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.getState().status).toBe('unauthenticated');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('checks every 30 s and refreshes only within 3 ticks (90 s) of expiry', async () => {
    let n = 0;
    const fetchMock = vi.fn(async () => {
      n += 1;
      // The first token has 200 s left; later ones 15 minutes.
      return jsonResponse(session(n === 1 ? 200 : 900, `token-${n}`));
    });
    vi.stubGlobal('fetch', fetchMock);
    const store = make({ createChannel: () => null });
    store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshCalls(fetchMock)).toBe(1);

    // Ticks at 30, 60 and 90 s leave 170, 140 and 110 s: no refresh yet.
    await vi.advanceTimersByTimeAsync(90_000);
    expect(refreshCalls(fetchMock)).toBe(1);

    // The tick at 120 s finds 80 s left (within 90 s): refresh.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refreshCalls(fetchMock)).toBe(2);
    expect(store.getState().session?.accessToken).toBe('token-2');

    // The new token has 15 minutes: the next ticks leave it alone.
    await vi.advanceTimersByTimeAsync(5 * 30_000);
    expect(refreshCalls(fetchMock)).toBe(2);
  });

  it('retries a failed refresh after 200 ms, then 400 ms (doubling)', async () => {
    let n = 0;
    const fetchMock = vi.fn(async () => {
      n += 1;
      if (n <= 2) throw new TypeError('Failed to fetch');
      return jsonResponse(session(900, 'token-ok'));
    });
    vi.stubGlobal('fetch', fetchMock);
    const store = make({ createChannel: () => null });
    store.start();

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(store.getState()).toMatchObject({ status: 'authenticated', session: { accessToken: 'token-ok' } });
  });

  it('gives up after 5 attempts (200, 400, 800, 1600 ms apart)', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    vi.stubGlobal('fetch', fetchMock);
    const store = make({ createChannel: () => null });
    store.start();
    await vi.advanceTimersByTimeAsync(200 + 400 + 800 + 1600 - 1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(store.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('shares one request between concurrent refreshes', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(session(900)));
    vi.stubGlobal('fetch', fetchMock);
    const store = make({ createChannel: () => null });
    await Promise.all([store.refresh(), store.refresh(), store.getAccessToken()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('adopts a session another tab broadcast, and so needs no refresh of its own', async () => {
    const hub = createHub();
    let n = 0;
    const fetchMock = vi.fn(async () => {
      n += 1;
      return jsonResponse(session(n === 1 ? 100 : 900, `token-${n}`));
    });
    vi.stubGlobal('fetch', fetchMock);
    const tabA = make({ createChannel: hub.create });
    const tabB = make({ createChannel: hub.create });
    tabA.start();
    tabB.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // Another tab refreshed: its fresh session arrives over the channel.
    const other = hub.create();
    other.postMessage({ type: 'session', session: session(900, 'token-from-other-tab') });
    expect(tabA.getState().session?.accessToken).toBe('token-from-other-tab');
    expect(tabB.getState().session?.accessToken).toBe('token-from-other-tab');

    // Both now hold a token with 15 minutes left: the ticks leave it alone.
    await vi.advanceTimersByTimeAsync(4 * 30_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ignores an older broadcast session and malformed messages', async () => {
    const hub = createHub();
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(session(900, 'fresh'))));
    const store = make({ createChannel: hub.create });
    store.start();
    await vi.advanceTimersByTimeAsync(0);
    const other = hub.create();
    other.postMessage({ type: 'session', session: session(60, 'stale') });
    other.postMessage({ type: 'session' } as unknown as AuthMessage);
    expect(store.getState().session?.accessToken).toBe('fresh');
  });

  it('signs out on the server and in every tab', async () => {
    const hub = createHub();
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/auth/logout' ? new Response(null, { status: 204 }) : jsonResponse(session(900)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const tabA = make({ createChannel: hub.create });
    const tabB = make({ createChannel: hub.create });
    tabA.start();
    tabB.start();
    await vi.advanceTimersByTimeAsync(0);

    await tabA.signOut();

    const logout = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout') as unknown as [string, RequestInit];
    expect(logout[1]).toMatchObject({ method: 'POST', headers: { 'X-Requested-With': 'storyshelf' } });
    expect(hub.sent.at(-1)).toEqual({ type: 'signed-out' });
    expect(tabA.getState().status).toBe('unauthenticated');
    expect(tabB.getState().status).toBe('unauthenticated');
  });

  it("marks the browser as the owner's once signed in, here or in another tab, and clears the mark at sign-out", async () => {
    const hub = createHub();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    const owner = () => localStorage.getItem('storyshelf-owner-browser');
    try {
      const tabA = make({ createChannel: hub.create });
      const tabB = make({ createChannel: hub.create });
      tabA.start();
      tabB.start();
      localStorage.clear();
      tabA.establish(session(900));
      expect(owner()).toBe('1');
      localStorage.clear();
      // Another tab's session marks it too (after the storage was cleared by hand, say).
      tabA.establish(session(1200, 'token-2'));
      expect(tabB.getState().status).toBe('authenticated');
      expect(owner()).toBe('1');

      await tabB.signOut();
      expect(owner()).toBeNull();
      expect(tabA.getState().status).toBe('unauthenticated');
    } finally {
      localStorage.clear();
    }
  });

  it('still signs out locally when the server call fails (only logged)', async () => {
    const logError = vi.fn();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const store = make({ createChannel: () => null, logError });
    store.establish(session(900));
    await store.signOut();
    expect(store.getState().status).toBe('unauthenticated');
    expect(logError).toHaveBeenCalled();
  });
});
