// The i18next instance: the locale comes from the URL prefix at start-up; da is served with English
// texts through the fallback. A server's Content-Language answer may switch the UI locale later.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, HTML_LANG, isLocale, type Locale } from './locale';
import { cn } from './translations/cn';
import { en } from './translations/en';
import { ua } from './translations/ua';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: 'en',
  supportedLngs: ['en', 'cn', 'ua', 'da'],
  resources: { en: { translation: en }, cn: { translation: cn }, ua: { translation: ua } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function currentLocale(): Locale {
  const language = i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

export function setLocale(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}

/** The spec lets a response's Content-Language set the UI locale. */
export function applyServerLocale(locale: Locale): void {
  if (locale !== currentLocale()) setLocale(locale);
}
