import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.js';

describe('PageCache', () => {
  it('answers a kept page without reading again, until cleared', async () => {
    const cache = new PageCache<number>(10);
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    expect(await cache.load('a', read)).toBe(1);
    expect(await cache.load('a', read)).toBe(1);
    cache.clear();
    expect(await cache.load('a', read)).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps pages apart by key', async () => {
    const cache = new PageCache<string>(10);
    expect(await cache.load('p1', () => Promise.resolve('one'))).toBe('one');
    expect(await cache.load('p2', () => Promise.resolve('two'))).toBe('two');
    expect(await cache.load('p1', () => Promise.resolve('other'))).toBe('one');
  });

  it('answers but does not keep a read that a clear overtook', async () => {
    const cache = new PageCache<string>(10);
    let release: (value: string) => void = () => undefined;
    const pending = cache.load('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    expect(await pending).toBe('stale');
    expect(cache.size()).toBe(0);
    expect(await cache.load('a', () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('keeps nothing from a read that failed', async () => {
    const cache = new PageCache<string>(10);
    await expect(cache.load('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size()).toBe(0);
  });

  it('drops the oldest page beyond its capacity', async () => {
    const cache = new PageCache<string>(2);
    await cache.load('a', () => Promise.resolve('a'));
    await cache.load('b', () => Promise.resolve('b'));
    await cache.load('c', () => Promise.resolve('c'));
    expect(cache.size()).toBe(2);
    expect(await cache.load('a', () => Promise.resolve('a again'))).toBe('a again');
    expect(await cache.load('c', () => Promise.resolve('c again'))).toBe('c');
  });
});
