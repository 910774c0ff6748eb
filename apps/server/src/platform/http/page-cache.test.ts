import { describe, expect, it } from 'vitest';
import { OwnedPageCache, PageCache } from './page-cache.js';

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

describe('OwnedPageCache', () => {
  it('drops one owner without touching another', async () => {
    const cache = new OwnedPageCache<number, string>(10, 10);
    await cache.load(1, 'p1', () => Promise.resolve('one of 1'));
    await cache.load(2, 'p1', () => Promise.resolve('one of 2'));
    cache.drop(1);
    expect(await cache.load(1, 'p1', () => Promise.resolve('again'))).toBe('again');
    expect(await cache.load(2, 'p1', () => Promise.resolve('other'))).toBe('one of 2');
  });

  it('answers but does not keep a read that a drop of its owner overtook', async () => {
    const cache = new OwnedPageCache<number, string>(10, 10);
    let release: (value: string) => void = () => undefined;
    const pending = cache.load(1, 'a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.drop(1);
    // A read that starts after the drop is kept; the stale one finishing later does not replace it.
    expect(await cache.load(1, 'b', () => Promise.resolve('fresh'))).toBe('fresh');
    release('stale');
    expect(await pending).toBe('stale');
    expect(cache.size()).toBe(1);
    expect(await cache.load(1, 'a', () => Promise.resolve('read again'))).toBe('read again');
  });

  it('answers but does not keep a read that a clear overtook', async () => {
    const cache = new OwnedPageCache<number, string>(10, 10);
    let release: (value: string) => void = () => undefined;
    const pending = cache.load(1, 'a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    expect(await pending).toBe('stale');
    expect(cache.size()).toBe(0);
  });

  it("bounds each owner's pages and all pages, the oldest first", async () => {
    const cache = new OwnedPageCache<number, string>(3, 2);
    await cache.load(1, 'a', () => Promise.resolve('1a'));
    await cache.load(1, 'b', () => Promise.resolve('1b'));
    await cache.load(1, 'c', () => Promise.resolve('1c'));
    expect(cache.size()).toBe(2);
    expect(await cache.load(1, 'a', () => Promise.resolve('1a again'))).toBe('1a again');
    await cache.load(2, 'a', () => Promise.resolve('2a'));
    // Four pages in all: owner 1, stored into longest ago, goes whole.
    await cache.load(3, 'a', () => Promise.resolve('3a'));
    expect(cache.size()).toBe(2);
    expect(await cache.load(1, 'c', () => Promise.resolve('1c again'))).toBe('1c again');
    expect(await cache.load(3, 'a', () => Promise.resolve('3a again'))).toBe('3a');
    expect(await cache.load(2, 'a', () => Promise.resolve('2a again'))).toBe('2a');
    expect(cache.size()).toBe(3);
  });

  it('keeps nothing from a read that failed', async () => {
    const cache = new OwnedPageCache<number, string>(10, 10);
    await expect(cache.load(1, 'a', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(cache.size()).toBe(0);
  });

  it('reads again, dropping the owner’s pages, once a kept value’s end has passed', async () => {
    const cache = new OwnedPageCache<number, { text: string; until: Date | null }>(10, 10);
    const past = { text: 'stale', until: new Date(Date.now() - 1) };
    const other = { text: 'other', until: null };
    await cache.load(1, 'a', () => Promise.resolve(past));
    await cache.load(1, 'b', () => Promise.resolve(other));
    const until = (value: { until: Date | null }) => value.until;
    const fresh = { text: 'fresh', until: null };
    expect(await cache.load(1, 'a', () => Promise.resolve(fresh), until)).toBe(fresh);
    expect(cache.size()).toBe(1);
    expect(await cache.load(1, 'a', () => Promise.resolve(past), until)).toBe(fresh);
  });
});
