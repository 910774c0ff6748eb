import { describe, expect, it } from 'vitest';
import {
  DATE_PICKER_LOCALE,
  formatLocaleCookie,
  localeFromContentLanguage,
  localizePath,
  readLocaleCookie,
  rootRedirect,
  splitLocalePath,
} from './locale';

describe('splitLocalePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['', 'en', '/'],
    ['/tournaments/1', 'en', '/tournaments/1'],
    ['/ua', 'ua', '/'],
    ['/ua/', 'ua', '/'],
    ['/ua/tournaments/1', 'ua', '/tournaments/1'],
    ['/cn/team/3', 'cn', '/team/3'],
    ['/da/steam-login', 'da', '/steam-login'],
    ['/en/team/3', 'en', '/en/team/3'],
    ['/uae/team', 'en', '/uae/team'],
    ['/ru/team', 'en', '/ru/team'],
  ])('reads %j as locale %s and path %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });
});

describe('localizePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/team/3', 'en', '/team/3'],
    ['/', 'ua', '/ua'],
    ['/team/3', 'ua', '/ua/team/3'],
    ['team/3', 'cn', '/cn/team/3'],
    ['/steam-login', 'da', '/da/steam-login'],
  ] as const)('puts %s under %s as %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it('undoes splitLocalePath for every prefixed path', () => {
    for (const pathname of ['/ua/tournaments/1', '/cn', '/da/forgot-password/abc', '/team/3']) {
      const { locale, path } = splitLocalePath(pathname);
      expect(localizePath(path, locale)).toBe(pathname);
    }
  });
});

describe('the locale cookie', () => {
  it('is written for 365 days on the whole site', () => {
    expect(formatLocaleCookie('ua')).toBe(
      'i18n_redirected=ua; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('is read among other cookies and ignored when it names no locale', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=cn; b=2')).toBe('cn');
    expect(readLocaleCookie('i18n_redirected=ru')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });
});

describe('rootRedirect', () => {
  it('sends a visitor on / to the remembered locale but leaves deep links and English alone', () => {
    expect(rootRedirect('/', 'ua')).toBe('/ua');
    expect(rootRedirect('/', 'en')).toBeNull();
    expect(rootRedirect('/', null)).toBeNull();
    expect(rootRedirect('/team/3', 'ua')).toBeNull();
    expect(rootRedirect('/cn', 'ua')).toBeNull();
  });
});

describe('localeFromContentLanguage', () => {
  it.each([
    ['ua', 'ua'],
    ['uk-UA', 'ua'],
    ['zh-CN', 'cn'],
    ['cn', 'cn'],
    ['en-US', 'en'],
    ['da-DA', 'da'],
    ['en-US, uk;q=0.5', 'en'],
    ['fr', null],
    [null, null],
  ])('maps %j to %j', (header, locale) => {
    expect(localeFromContentLanguage(header)).toBe(locale);
  });
});

describe('the date picker locales', () => {
  it('map as the spec says: en and da to en, ua to uk, cn to zh', () => {
    expect(DATE_PICKER_LOCALE).toEqual({ en: 'en', da: 'en', ua: 'uk', cn: 'zh' });
  });
});
