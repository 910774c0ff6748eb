// Every locale carries every text, with the placeholders English uses and the plural forms its
// language needs; i18next picks the right form for each count.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applyServerLocale, currentLocale, i18n, loadLocale, TEXT_LANGUAGE } from './i18n';
import { cn } from './translations/cn';
import { en } from './translations/en';
import { ua } from './translations/ua';

function flatten(value: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value) as [string, unknown][]) {
    if (typeof child === 'string') out.set(`${prefix}${key}`, child);
    else if (typeof child === 'object' && child !== null) {
      for (const [inner, text] of flatten(child, `${prefix}${key}.`)) out.set(inner, text);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
const english = flatten(en);

describe.each([
  ['cn', flatten(cn)],
  ['ua', flatten(ua)],
])('the %s texts', (_, texts) => {
  it('have every English key, none empty, with the same placeholders', () => {
    for (const [key, text] of english) {
      const own = texts.get(key);
      expect(own, key).toBeTruthy();
      expect(placeholders(own ?? ''), key).toEqual(placeholders(text));
    }
  });
});

describe('texts of other locales', () => {
  it('are not in the main bundle: i18next fetches them on the first switch to their language', async () => {
    expect(i18n.hasResourceBundle('uk', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
    await loadLocale('ua');
    expect(i18n.t('nav.home')).toBe('Головна');
    await loadLocale('en');
  });
});

describe('plural forms', () => {
  beforeAll(() => i18n.loadLanguages(['uk', 'zh']));

  it('Ukrainian has one, few and many for every counted text', () => {
    const texts = flatten(ua);
    for (const key of english.keys()) {
      if (!key.endsWith('_one')) continue;
      const base = key.slice(0, -'_one'.length);
      for (const form of ['_one', '_few', '_many', '_other']) {
        expect(texts.has(`${base}${form}`), `${base}${form}`).toBe(true);
      }
    }
  });

  it.each([
    ['en', 1, 'You have 1 unread notification.'],
    ['en', 3, 'You have 3 unread notifications.'],
    ['ua', 1, 'У вас 1 непрочитане сповіщення.'],
    ['ua', 3, 'У вас 3 непрочитані сповіщення.'],
    ['ua', 5, 'У вас 5 непрочитаних сповіщень.'],
    ['ua', 21, 'У вас 21 непрочитане сповіщення.'],
    ['ua', 11, 'У вас 11 непрочитаних сповіщень.'],
    ['cn', 1, '你有 1 条未读通知。'],
    ['cn', 7, '你有 7 条未读通知。'],
    ['da', 2, 'You have 2 unread notifications.'],
  ] as const)('%s with %i reads %j', (lng, count, expected) => {
    // The route locale picks the i18next language; ua must plural as Ukrainian (uk), not English.
    expect(i18n.t('notifications.unread', { count, lng: TEXT_LANGUAGE[lng] })).toBe(expected);
  });
});

describe('the UI locale', () => {
  it('switches the texts, keeps da apart from en, and follows a Content-Language answer', async () => {
    await loadLocale('da');
    expect(currentLocale()).toBe('da');
    expect(i18n.t('nav.home')).toBe('Home');
    applyServerLocale('ua');
    expect(currentLocale()).toBe('ua');
    await vi.waitFor(() => expect(i18n.t('nav.home')).toBe('Головна'));
    await loadLocale('cn');
    expect(i18n.t('nav.home')).toBe('首页');
    await loadLocale('en');
  });
});
