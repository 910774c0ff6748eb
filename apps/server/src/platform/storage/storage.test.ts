import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, isStorageKey } from './storage.js';

const root = mkdtempSync(join(tmpdir(), 'clutch-storage-'));
const storage = createLocalStorage(join(root, 'media'), 'http://clutch.test');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  it('stores bytes under the key and answers the same-origin path they are served at', async () => {
    const url = await storage.put('images/ab/abc123.webp', Buffer.from('bytes'), 'image/webp');
    expect(url).toBe('/media/images/ab/abc123.webp');
    expect(storage.urlOf('images/ab/abc123.webp')).toBe(url);
    expect(readFileSync(join(root, 'media/images/ab/abc123.webp'), 'utf8')).toBe('bytes');
    expect(await storage.exists('images/ab/abc123.webp')).toBe(true);
    expect(await storage.exists('images/ab/missing.webp')).toBe(false);
  });

  it('never replaces a file already stored under a key, and leaves no partial file behind', async () => {
    await storage.put('images/once.webp', Buffer.from('first'), 'image/webp');
    await expect(
      storage.put('images/once.webp', Buffer.from('second'), 'image/webp'),
    ).rejects.toThrow();
    expect(readFileSync(join(root, 'media/images/once.webp'), 'utf8')).toBe('first');
    expect(readdirSync(join(root, 'media/images')).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it.each([
    '../escape.webp',
    'images/../../escape.webp',
    '/etc/passwd.webp',
    'images\\..\\escape.webp',
    'images/.hidden.webp',
    'Images/UPPER.webp',
    'images/no-extension',
    'images//double.webp',
    'images/a.b.webp',
    `images/${'x'.repeat(300)}.webp`,
  ])('refuses the key %j before touching the disk', async (key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/storage key/);
    expect(await storage.exists(key)).toBe(false);
  });

  it.each([
    ['/media/images/ab/abc.webp', 'images/ab/abc.webp'],
    ['http://clutch.test/media/images/ab/abc.webp', 'images/ab/abc.webp'],
    ['https://clutch.test/media/images/ab/abc.webp', null],
    ['http://clutch.test.evil.example/media/images/abc.webp', null],
    ['https://evil.example/media/images/abc.webp', null],
    ['//evil.example/media/images/abc.webp', null],
    ['/media/../secrets.webp', null],
    ['/media/images/%2e%2e/abc.webp', null],
    ['/media/images/abc.webp?download=1', null],
    ['/media/images/abc.webp#x', null],
    ['/static/images/abc.webp', null],
    ['javascript:alert(1)', null],
  ])('reads %j as the key %j', (url, key) => {
    expect(storage.keyOf(url)).toBe(key);
  });
});
