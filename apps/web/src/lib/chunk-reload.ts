// After a deploy, an open tab may ask for code chunks that no longer exist. The spec reloads the page
// to pick up the new build, but at most once a minute (tracked in session storage) so a chunk that is
// really missing cannot put the tab into a reload loop.
import { sessionStore, type KeyValueStorage } from './browser-storage';

const KEY = 'chunk_reload_at';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return CHUNK_ERROR.test(`${error.name}: ${error.message}`);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
}

/** Reloads unless a reload for the same reason happened within the last minute; says whether it did. */
export function reloadForChunkError(
  storage: KeyValueStorage,
  now: number,
  reload: () => void,
): boolean {
  const last = Number(storage.getItem(KEY) ?? '0');
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

export function reloadPageForChunkError(): boolean {
  return reloadForChunkError(sessionStore(), Date.now(), () => window.location.reload());
}

/** Vite announces a failed preload of a lazy chunk with this event. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadPageForChunkError()) event.preventDefault();
  });
}
