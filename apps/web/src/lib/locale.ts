// Locale codes, the route prefix rule (English unprefixed, others under /cn, /ua, /da) and the
// i18n_redirected cookie that remembers a chosen locale. Pure functions, so they are unit-tested.

export const LOCALES = ['en', 'cn', 'ua', 'da'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'i18n_redirected';
/** The spec keeps the chosen locale for 365 days. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The locales offered in the language select; da is served but shown as English. */
export const SELECTABLE_LOCALES: readonly { locale: Locale; label: string }[] = [
  { locale: 'en', label: 'ENG' },
  { locale: 'cn', label: '中文' },
  { locale: 'ua', label: 'УКР' },
];

/** The spec's date-picker locales: en and da pick in English, ua in Ukrainian, cn in Chinese. */
export const DATE_PICKER_LOCALE: Record<Locale, 'en' | 'uk' | 'zh'> = {
  en: 'en',
  da: 'en',
  ua: 'uk',
  cn: 'zh',
};

/** The locale whose texts are shown: da is served with the English texts. */
export function displayedLocale(locale: Locale): Exclude<Locale, 'da'> {
  return locale === 'da' ? 'en' : locale;
}

/** BCP 47 tags for <html lang>; da renders English text, so it declares English. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', cn: 'zh-CN', ua: 'uk', da: 'en' };

export function isLocale(value: string): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/** Splits `/ua/tournaments/1` into ua and `/tournaments/1`; an unprefixed path is English. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first !== undefined && first !== DEFAULT_LOCALE && isLocale(first)) {
    return { locale: first, path: match?.[2] ?? '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname === '' ? '/' : pathname };
}

/** The inverse of splitLocalePath: `/tournaments/1` in ua is `/ua/tournaments/1`, `/` is `/ua`. */
export function localizePath(path: string, locale: Locale): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return absolute;
  return absolute === '/' ? `/${locale}` : `/${locale}${absolute}`;
}

export function readLocaleCookie(cookieHeader: string): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && value !== undefined && isLocale(value)) return value;
  }
  return null;
}

export function formatLocaleCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${String(LOCALE_COOKIE_MAX_AGE_SECONDS)}; Path=/; SameSite=Lax`;
}

/** The server may answer a short code (`ua`) or a full tag (`uk-UA`, `zh-CN`). */
export function localeFromContentLanguage(header: string | null): Locale | null {
  if (header === null) return null;
  const tag = header.split(',')[0]?.trim().toLowerCase() ?? '';
  if (isLocale(tag)) return tag;
  const language = tag.split('-')[0];
  if (language === 'uk') return 'ua';
  if (language === 'zh') return 'cn';
  if (language === 'en') return 'en';
  if (language === 'da') return 'da';
  return null;
}

/**
 * Where a visitor landing on an unprefixed root should go, given the remembered locale:
 * like nuxt-i18n's redirectOn "root", only `/` is redirected so deep links stay as written.
 */
export function rootRedirect(pathname: string, remembered: Locale | null): string | null {
  if (pathname !== '/' || remembered === null || remembered === DEFAULT_LOCALE) return null;
  return localizePath('/', remembered);
}
