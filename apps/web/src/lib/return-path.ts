// The members-only link a guest was signing in for when they left for Steam: kept in sessionStorage
// across the round trip through Steam and the server, and opened once /steam-login has signed them
// in. Storage can be written by anything on the page, so only a path on this site is ever followed:
// '//host' and '/\host' are other sites to a browser, and it drops tabs and newlines before reading.
import { sessionStore, type KeyValueStorage } from './browser-storage';

const RETURN_PATH_KEY = 'clutch.signInReturnPath';
const PROBE_ORIGIN = 'https://clutch.invalid';

/** A backslash reads as a slash, and the URL parser skips tabs and newlines. */
function isMisread(character: string): boolean {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
}

/** Whether `path` is a relative path on this site ('/team/3?tab=1'), never another origin. */
export function isSafeReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if ([...path].some(isMisread)) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** Keeps the link to come back to (or forgets any older one, for null or an unsafe path). */
export function rememberReturnPath(
  path: string | null,
  storage: KeyValueStorage = sessionStore(),
): void {
  if (path !== null && isSafeReturnPath(path)) storage.setItem(RETURN_PATH_KEY, path);
  else storage.removeItem(RETURN_PATH_KEY);
}

/** The remembered link, once: it is forgotten as it is read, and only a safe path is handed out. */
export function takeReturnPath(storage: KeyValueStorage = sessionStore()): string | null {
  const path = storage.getItem(RETURN_PATH_KEY);
  storage.removeItem(RETURN_PATH_KEY);
  return path !== null && isSafeReturnPath(path) ? path : null;
}
