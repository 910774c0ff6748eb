// Web Storage that never throws: private modes and disabled cookies make localStorage and
// sessionStorage throw on access, so those visitors get a per-tab memory store instead.

/** The part of the Web Storage API the app uses, so tests can hand in a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const fallbacks = { local: createMemoryStorage(), session: createMemoryStorage() };

function pick(kind: 'local' | 'session'): KeyValueStorage {
  try {
    if (kind === 'local' && typeof localStorage !== 'undefined') return localStorage;
    if (kind === 'session' && typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Accessing the storage throws when it is disabled for the site.
  }
  return fallbacks[kind];
}

export const localStore = (): KeyValueStorage => pick('local');
export const sessionStore = (): KeyValueStorage => pick('session');
