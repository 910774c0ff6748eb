// The i18next instance. The route locale (en, cn, ua, da) picks the texts: English for en and da,
// Chinese for cn, Ukrainian for ua. i18next itself runs on the real language tags (en, zh, uk)
// because it chooses plural forms with Intl.PluralRules, which knows "uk" but not "ua".
// A server's Content-Language answer may switch the UI locale later.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from './locale';
import { cn } from './translations/cn';
import { en } from './translations/en';
import { ua } from './translations/ua';

/** The i18next language of each route locale. */
export const TEXT_LANGUAGE: Record<Locale, 'en' | 'zh' | 'uk'> = {
  en: 'en',
  da: 'en',
  cn: 'zh',
  ua: 'uk',
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: TEXT_LANGUAGE[DEFAULT_LOCALE],
  fallbackLng: 'en',
  supportedLngs: ['en', 'zh', 'uk'],
  resources: { en: { translation: en }, zh: { translation: cn }, uk: { translation: ua } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

let activeLocale: Locale = DEFAULT_LOCALE;

/** The route locale the UI is in (da stays da, although it shows the English texts). */
export function currentLocale(): Locale {
  return activeLocale;
}

export function setLocale(locale: Locale): void {
  activeLocale = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
  const language = TEXT_LANGUAGE[locale];
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** The spec lets a response's Content-Language set the UI locale. */
export function applyServerLocale(locale: Locale): void {
  if (locale !== currentLocale()) setLocale(locale);
}
