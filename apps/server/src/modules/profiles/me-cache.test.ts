import type { Me } from '@clutch/contract/profile';
import { describe, expect, it } from 'vitest';
import { MeCache } from './me-cache.js';

const me = (id: number, version = 1) => ({ id, version }) as unknown as Me;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('MeCache', () => {
  it('reads once and then answers from memory until invalidated', async () => {
    const cache = new MeCache(10);
    let reads = 0;
    const read = () => Promise.resolve(me(1, ++reads));
    expect((await cache.load(1, read)).version).toBe(1);
    expect((await cache.load(1, read)).version).toBe(1);
    cache.invalidate(1);
    expect((await cache.load(1, read)).version).toBe(2);
    expect(reads).toBe(2);
  });

  it('does not keep a read that an invalidation overtook', async () => {
    const cache = new MeCache(10);
    const slow = deferred<Me>();
    const pending = cache.load(1, () => slow.promise);
    cache.invalidate(1);
    slow.resolve(me(1, 1));
    expect((await pending).version).toBe(1);
    expect(cache.size()).toBe(0);
    expect((await cache.load(1, () => Promise.resolve(me(1, 2)))).version).toBe(2);
  });

  it('keeps only the newest of two overlapping reads', async () => {
    const cache = new MeCache(10);
    const older = deferred<Me>();
    const first = cache.refresh(1, () => older.promise);
    await cache.refresh(1, () => Promise.resolve(me(1, 5)));
    older.resolve(me(1, 4));
    await first;
    expect((await cache.load(1, () => Promise.resolve(me(1, 9)))).version).toBe(5);
  });

  it('forgets a failed read and lets the error through', async () => {
    const cache = new MeCache(10);
    await expect(cache.load(1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size()).toBe(0);
  });

  it('drops the oldest entry beyond its capacity', async () => {
    const cache = new MeCache(2);
    for (const id of [1, 2, 3]) await cache.load(id, () => Promise.resolve(me(id)));
    expect(cache.size()).toBe(2);
    let reread = false;
    await cache.load(1, () => {
      reread = true;
      return Promise.resolve(me(1));
    });
    expect(reread).toBe(true);
  });
});
