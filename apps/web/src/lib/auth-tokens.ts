// The access/refresh token pair kept in localStorage under `access` and `refresh`, with change
// notifications so the UI re-renders when a session starts, rotates or ends (also across tabs).
import { useSyncExternalStore } from 'react';
import { localStore, type KeyValueStorage } from './browser-storage';

export interface TokenPair {
  access: string;
  refresh: string;
}

export type TokenChange = 'session-started' | 'rotated' | 'session-ended';

const ACCESS_KEY = 'access';
const REFRESH_KEY = 'refresh';

export interface TokenStore {
  readAccess(): string | null;
  readRefresh(): string | null;
  /** A new sign-in (login, sign-up, Steam, e-mail confirmation). */
  startSession(pair: TokenPair): void;
  /** The same session with a refreshed pair. */
  rotate(pair: TokenPair): void;
  endSession(): void;
  subscribe(listener: (change: TokenChange) => void): () => void;
  /** Tells listeners that another tab changed the stored pair. */
  announceExternalChange(): void;
}

export function createTokenStore(storage: () => KeyValueStorage): TokenStore {
  const listeners = new Set<(change: TokenChange) => void>();
  const emit = (change: TokenChange): void => {
    for (const listener of listeners) listener(change);
  };
  const write = (pair: TokenPair): void => {
    storage().setItem(ACCESS_KEY, pair.access);
    storage().setItem(REFRESH_KEY, pair.refresh);
  };
  return {
    readAccess: () => storage().getItem(ACCESS_KEY),
    readRefresh: () => storage().getItem(REFRESH_KEY),
    startSession(pair) {
      write(pair);
      emit('session-started');
    },
    rotate(pair) {
      write(pair);
      emit('rotated');
    },
    endSession() {
      storage().removeItem(ACCESS_KEY);
      storage().removeItem(REFRESH_KEY);
      emit('session-ended');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announceExternalChange() {
      emit(storage().getItem(ACCESS_KEY) === null ? 'session-ended' : 'session-started');
    },
  };
}

export const tokenStore = createTokenStore(localStore);

if (typeof window !== 'undefined') {
  // Another tab signing in or out changes localStorage under us.
  window.addEventListener('storage', (event) => {
    if (event.key === ACCESS_KEY || event.key === null) tokenStore.announceExternalChange();
  });
}

export function subscribeTokenChanges(listener: (change: TokenChange) => void): () => void {
  return tokenStore.subscribe(listener);
}

/** Both tokens are stored: what the locked mode asks of a visitor. */
export function hasBothTokens(): boolean {
  return tokenStore.readAccess() !== null && tokenStore.readRefresh() !== null;
}

export function useIsSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeTokenChanges,
    () => tokenStore.readAccess() !== null,
    () => false,
  );
}
