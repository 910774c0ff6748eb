import { describe, expect, it } from 'vitest';
import { contentLocaleOf, localeOfAcceptLanguage, localeOfTag } from './content-locale.js';

describe('localeOfTag', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['da', 'en'],
    ['uk', 'ua'],
    ['uk-UA', 'ua'],
    ['ua', 'ua'],
    ['zh', 'cn'],
    ['zh-Hans-CN', 'cn'],
    ['zh_TW', 'cn'],
    ['cn', 'cn'],
    ['de', null],
    ['', null],
    ['constructor', null],
  ])('reads %j as %j', (tag, expected) => {
    expect(localeOfTag(tag)).toBe(expected);
  });
});

describe('localeOfAcceptLanguage', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['uk-UA,uk;q=0.9,en-US;q=0.8', 'ua'],
    ['fr, de;q=0.9, zh;q=0.5', 'cn'],
    ['en;q=0.3, uk;q=0.7', 'ua'],
    ['zh;q=0, en;q=0.1', 'en'],
    ['*', null],
    ['de;q=bogus, uk', 'ua'],
  ])('reads %j as %j', (header, expected) => {
    expect(localeOfAcceptLanguage(header)).toBe(expected);
  });
});

describe('contentLocaleOf', () => {
  it.each([
    [{}, 'en'],
    [{ langCode: 'da' as const }, 'en'],
    [{ langCode: 'cn' as const, contentLanguage: 'ua' }, 'cn'],
    [{ contentLanguage: 'ua', acceptLanguage: 'zh' }, 'ua'],
    [{ contentLanguage: 'da', acceptLanguage: 'zh' }, 'en'],
    [{ contentLanguage: 'xx', acceptLanguage: 'zh' }, 'cn'],
    [{ acceptLanguage: 'pl, ru' }, 'en'],
  ])('answers %j with %j', (sources, expected) => {
    expect(contentLocaleOf(sources)).toBe(expected);
  });
});
