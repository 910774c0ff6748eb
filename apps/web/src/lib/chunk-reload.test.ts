import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './browser-storage';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from './chunk-reload';

describe('reloading after a chunk failed to load', () => {
  it('reloads at once, then not again within a minute, then again after it', () => {
    const storage = createMemoryStorage();
    let reloads = 0;
    const reload = () => void (reloads += 1);
    expect(reloadForChunkError(storage, 1_000_000, reload)).toBe(true);
    expect(reloadForChunkError(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadForChunkError(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reloads).toBe(2);
  });

  it.each([
    [new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/a.css'), true],
    [new Error('Cannot read properties of undefined'), false],
    [{ message: 'Failed to fetch dynamically imported module' }, false],
  ])('recognises %s as a chunk failure: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
