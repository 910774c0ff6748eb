// The i18next instance. The route locale (en, cn, ua, da) picks the texts: English for en and da,
// Chinese for cn, Ukrainian for ua. i18next itself runs on the real language tags (en, zh, uk)
// because it chooses plural forms with Intl.PluralRules, which knows "uk" but not "ua".
// A server's Content-Language answer may switch the UI locale later. English ships in the main chunk;
// the Chinese and Ukrainian texts are chunks of their own that i18next fetches when it changes to
// that language, and a change resolves only once they are in, so a page never shows keys.
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from './locale';
import { en } from './translations/en';

/** The i18next language of each route locale. */
export const TEXT_LANGUAGE: Record<Locale, 'en' | 'zh' | 'uk'> = {
  en: 'en',
  da: 'en',
  cn: 'zh',
  ua: 'uk',
};

const LAZY_TEXTS: Record<string, () => Promise<ResourceKey>> = {
  zh: () => import('./translations/cn').then((module) => module.cn),
  uk: () => import('./translations/ua').then((module) => module.ua),
};

/** An i18next backend that imports a language's texts; English is bundled, so never read. */
const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = LAZY_TEXTS[language];
    if (load === undefined) {
      callback(null, {});
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(lazyTexts)
  .init({
    lng: TEXT_LANGUAGE[DEFAULT_LOCALE],
    fallbackLng: 'en',
    supportedLngs: ['en', 'zh', 'uk'],
    resources: { en: { translation: en } },
    // The bundled English plus whatever the backend fetches.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

let activeLocale: Locale = DEFAULT_LOCALE;

/** The route locale the UI is in (da stays da, although it shows the English texts). */
export function currentLocale(): Locale {
  return activeLocale;
}

/** Switches the UI locale; resolves once its texts are in, which start-up awaits before rendering. */
export async function loadLocale(locale: Locale): Promise<void> {
  activeLocale = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
  const language = TEXT_LANGUAGE[locale];
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Switches the UI locale; texts not loaded yet show when they arrive. */
export function setLocale(locale: Locale): void {
  void loadLocale(locale);
}

/** The spec lets a response's Content-Language set the UI locale. */
export function applyServerLocale(locale: Locale): void {
  if (locale !== currentLocale()) setLocale(locale);
}
