import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './browser-storage';
import { isSafeReturnPath, rememberReturnPath, takeReturnPath } from './return-path';

describe('a link to return to after signing in', () => {
  it.each(['/team/3', '/ua/profile/7?tab=1', '/statistics/12#games', '/'])(
    'may be %s, a path on this site',
    (path) => {
      expect(isSafeReturnPath(path)).toBe(true);
    },
  );

  it.each([
    ['a protocol-relative address', '//evil.example/team/3'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a newline the browser drops', '/\n/evil.example'],
    ['an absolute address', 'https://evil.example/team/3'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'team/3'],
    ['an empty text', ''],
  ])('is never %s', (_, path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });

  it('is remembered, then handed out once', () => {
    const storage = createMemoryStorage();
    rememberReturnPath('/ua/team/3', storage);
    expect(takeReturnPath(storage)).toBe('/ua/team/3');
    expect(takeReturnPath(storage)).toBeNull();
  });

  it('replaces an older one, and null forgets it', () => {
    const storage = createMemoryStorage();
    rememberReturnPath('/team/3', storage);
    rememberReturnPath('/profile/7', storage);
    expect(takeReturnPath(storage)).toBe('/profile/7');
    rememberReturnPath('/team/3', storage);
    rememberReturnPath(null, storage);
    expect(takeReturnPath(storage)).toBeNull();
  });

  it('is not remembered, nor handed out, when it leads off the site', () => {
    const storage = createMemoryStorage();
    rememberReturnPath('//evil.example', storage);
    expect(takeReturnPath(storage)).toBeNull();
    // Written by other code on the page: still refused, and forgotten.
    storage.setItem('clutch.signInReturnPath', '/\\evil.example');
    expect(takeReturnPath(storage)).toBeNull();
    expect(storage.getItem('clutch.signInReturnPath')).toBeNull();
  });
});
