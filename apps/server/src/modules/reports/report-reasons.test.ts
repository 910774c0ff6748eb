import { REPORT_LANGUAGES } from '@clutch/contract/reports';
import { describe, expect, it } from 'vitest';
import { languageOf, reasonsIn, type LanguageHints } from './report-reasons.js';

describe('languageOf', () => {
  it.each<[string, LanguageHints, string]>([
    ['no hint at all', {}, 'en'],
    ['lang=ua', { lang: 'ua' }, 'ua'],
    ['lang=da, which reads as English', { lang: 'da', contentLanguage: 'ua' }, 'en'],
    ['lang_code=cn', { langCode: 'cn' }, 'cn'],
    ['lang before lang_code', { lang: 'cn', langCode: 'ua' }, 'cn'],
    ['an unknown lang', { lang: 'fr', acceptLanguage: 'uk' }, 'en'],
    ['an empty lang falls through to the headers', { lang: '', contentLanguage: 'cn' }, 'cn'],
    ['Content-Language ua', { contentLanguage: 'ua' }, 'ua'],
    [
      'Content-Language before Accept-Language',
      { contentLanguage: 'cn', acceptLanguage: 'uk' },
      'cn',
    ],
    ['Accept-Language uk-UA', { acceptLanguage: 'uk-UA,uk;q=0.9' }, 'ua'],
    ['Accept-Language zh-CN', { acceptLanguage: 'zh-CN' }, 'cn'],
    ['Accept-Language by weight', { acceptLanguage: 'en;q=0.2, zh;q=0.8' }, 'cn'],
    ['Accept-Language skipping what we lack', { acceptLanguage: 'de, fr;q=0.9, uk;q=0.5' }, 'ua'],
    ['Accept-Language with q=0 only', { acceptLanguage: 'uk;q=0' }, 'en'],
    ['Accept-Language *', { acceptLanguage: '*' }, 'en'],
  ])('%s answers %s', (_, hints, expected) => {
    expect(languageOf(hints)).toBe(expected);
  });
});

describe('reasonsIn', () => {
  it.each(REPORT_LANGUAGES)('names every reason in %s, ids 1 to 7 in order', (language) => {
    const reasons = reasonsIn(language);
    expect(reasons.map((reason) => reason.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(reasons.map((reason) => reason.name)).size).toBe(7);
  });
});
