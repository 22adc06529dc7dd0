import { adminApiPaths } from '@/config/admin-paths';
import { rememberAdminBrowser } from '@/lib/admin-browser';
import { forgetOwnerBrowser, markOwnerBrowser } from '@/lib/analytics';

// The admin session: the access token lives only in this module's memory (never in
// localStorage or sessionStorage); the refresh token is an HttpOnly cookie the browser sends
// to /api/auth by itself.

export type AdminUser = {
  id: string;
  email: string;
  createdAt: string;
  passwordChangedAt: string;
};

// What POST /api/auth/login, /refresh and /setup answer.
export type Session = {
  accessToken: string;
  expiresAt: string;
  user: AdminUser;
};

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'authenticated'; session: Session }
  | { status: 'unauthenticated'; session: null };

// Messages between tabs on the 'storyshelf-auth' BroadcastChannel.
export type AuthMessage = { type: 'session'; session: Session } | { type: 'signed-out' };

// The part of BroadcastChannel the store uses (a fake one in tests).
export type AuthChannel = {
  postMessage: (message: AuthMessage) => void;
  close: () => void;
  onmessage: ((event: MessageEvent) => void) | null;
};

// Spec §9: checked every 30 s, refreshed when within 3 ticks of expiry; a failed refresh is
// retried with a backoff that starts at 200 ms and doubles.
export const AUTH_CHANNEL_NAME = 'storyshelf-auth';
export const TICK_MS = 30_000;
export const REFRESH_THRESHOLD_TICKS = 3;
export const RETRY_BASE_MS = 200;
export const MAX_REFRESH_ATTEMPTS = 5;
// The header the server needs on cookie-authenticated calls (its CSRF check).
export const CSRF_HEADER = { 'X-Requested-With': 'storyshelf' } as const;

const REFRESH_LOCK = 'storyshelf-auth-refresh';

// A refresh that the server refused: there is no session (any other failure is retried).
class SessionRefused extends Error {
  constructor(readonly status: number) {
    super(`refresh refused with status ${status}`);
  }
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Session>;
  return (
    typeof v.accessToken === 'string' &&
    typeof v.expiresAt === 'string' &&
    typeof v.user === 'object' &&
    v.user !== null &&
    typeof v.user.email === 'string'
  );
}

function isAuthMessage(value: unknown): value is AuthMessage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { type?: unknown; session?: unknown };
  return v.type === 'signed-out' || (v.type === 'session' && isSession(v.session));
}

function defaultChannel(): AuthChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  return new BroadcastChannel(AUTH_CHANNEL_NAME) as unknown as AuthChannel;
}

type LockManagerLike = {
  request: (name: string, callback: () => Promise<unknown>) => Promise<unknown>;
};

function defaultLocks(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

export type SessionStoreOptions = {
  createChannel?: () => AuthChannel | null;
  locks?: () => LockManagerLike | null;
  now?: () => number;
  logError?: (...args: unknown[]) => void;
};

export function createSessionStore(options: SessionStoreOptions = {}) {
  const createChannel = options.createChannel ?? defaultChannel;
  const getLocks = options.locks ?? defaultLocks;
  const now = options.now ?? (() => Date.now());
  const logError = options.logError ?? ((...args: unknown[]) => console.error(...args));

  let state: SessionState = { status: 'loading', session: null };
  const listeners = new Set<() => void>();
  let channel: AuthChannel | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  let inflight: Promise<SessionState> | null = null;
  let started = false;

  const onVisible = () => {
    if (document.visibilityState === 'visible') tick();
  };

  function set(next: SessionState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function post(message: AuthMessage) {
    try {
      channel?.postMessage(message);
    } catch (error) {
      logError('Could not tell the other tabs about the session', error);
    }
  }

  function adopt(session: Session) {
    // This browser is the owner's: her visits to the public pages are not counted, and their
    // header links to the admin.
    markOwnerBrowser();
    rememberAdminBrowser();
    set({ status: 'authenticated', session });
  }

  // A new session from this tab (sign-in, setup, refresh): keep it and hand it to the others.
  function establish(session: Session) {
    adopt(session);
    post({ type: 'session', session });
  }

  function clearLocal() {
    if (state.status !== 'unauthenticated') set({ status: 'unauthenticated', session: null });
  }

  function msUntilExpiry() {
    return state.session ? Date.parse(state.session.expiresAt) - now() : -Infinity;
  }

  function needsRefresh() {
    return state.session !== null && msUntilExpiry() <= TICK_MS * REFRESH_THRESHOLD_TICKS;
  }

  async function callRefresh(): Promise<Session> {
    const response = await fetch(adminApiPaths.refresh, {
      method: 'POST',
      headers: { Accept: 'application/json', ...CSRF_HEADER },
      credentials: 'same-origin',
    });
    if (response.status === 401 || response.status === 403) throw new SessionRefused(response.status);
    if (!response.ok) throw new Error(`refresh failed with status ${response.status}`);
    const body: unknown = await response.json();
    if (!isSession(body)) throw new Error('refresh answered with an unexpected body');
    return body;
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  // Asks the server for a new access token. Concurrent callers share one request. The server
  // refusing (401) ends the session here; other failures are retried with a doubling backoff.
  function refresh(): Promise<SessionState> {
    if (inflight) return inflight;
    const before = state.session;
    inflight = (async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          establish(await callRefresh());
          return state;
        } catch (error) {
          // Another tab may have handed us a newer session while we waited; keep that one.
          const adoptedMeanwhile = state.session !== null && state.session !== before;
          if (error instanceof SessionRefused) {
            if (!adoptedMeanwhile) clearLocal();
            return state;
          }
          if (attempt >= MAX_REFRESH_ATTEMPTS) {
            logError('Could not refresh the admin session', error);
            if (!adoptedMeanwhile && (state.status === 'loading' || msUntilExpiry() <= 0)) clearLocal();
            return state;
          }
          await sleep(RETRY_BASE_MS * 2 ** (attempt - 1));
        }
      }
    })().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  // The timer's refresh: across tabs, one at a time where the browser has Web Locks; inside the
  // lock it checks again, since another tab may have refreshed and broadcast meanwhile.
  function refreshIfDue(): Promise<SessionState> {
    const run = async () => (needsRefresh() ? refresh() : state);
    const locks = getLocks();
    if (!locks) return run();
    return locks.request(REFRESH_LOCK, run).then(() => state);
  }

  function tick() {
    if (needsRefresh()) void refreshIfDue();
  }

  function onMessage(event: MessageEvent) {
    const message: unknown = event.data;
    if (!isAuthMessage(message)) return;
    if (message.type === 'signed-out') {
      clearLocal();
      return;
    }
    const current = state.session;
    if (!current || Date.parse(message.session.expiresAt) >= Date.parse(current.expiresAt)) {
      adopt(message.session);
    }
  }

  return {
    getState: (): SessionState => state,

    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    // Starts the session once per page: learns from the server whether we are signed in,
    // listens to the other tabs and checks the token's expiry every tick.
    start() {
      if (started) return;
      started = true;
      channel = createChannel();
      if (channel) channel.onmessage = onMessage;
      ticker = setInterval(tick, TICK_MS);
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
      void refresh();
    },

    // For tests: forget everything and stop the timer.
    stop() {
      if (ticker) clearInterval(ticker);
      ticker = null;
      channel?.close();
      channel = null;
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
      started = false;
      inflight = null;
      state = { status: 'loading', session: null };
    },

    establish,
    refresh,
    tick,
    clearLocal,

    // The access token to send, refreshed first when it is about to expire.
    async getAccessToken(): Promise<string | null> {
      if (state.status === 'loading') await (inflight ?? refresh());
      if (state.session && msUntilExpiry() <= 5_000) await refresh();
      return state.session?.accessToken ?? null;
    },

    // Ends the session on the server (a failure there is only logged), here and in every tab.
    async signOut() {
      try {
        const response = await fetch(adminApiPaths.logout, {
          method: 'POST',
          headers: { ...CSRF_HEADER },
          credentials: 'same-origin',
        });
        if (!response.ok) logError(`Sign-out failed with status ${response.status}`);
      } catch (error) {
        logError('Sign-out failed', error);
      }
      clearLocal();
      forgetOwnerBrowser();
      post({ type: 'signed-out' });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

// The one session of this page.
export const sessionStore = createSessionStore();
