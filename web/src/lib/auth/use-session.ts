import { useSyncExternalStore } from 'react';

import { sessionStore, type SessionState, type SessionStore } from './session-store';

// The admin session as React sees it; re-renders when it changes (in this tab or another).
export function useSession(store: SessionStore = sessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
