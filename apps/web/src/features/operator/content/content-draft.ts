// An editor's texts per locale and what a save sends: only the locales the operator changed, so a
// locale an operator left alone is not rewritten unless someone edited it, and an
// untranslated locale stays a fallback to English until someone writes it.
import { CONTENT_LOCALES, type ContentLocale } from '@clutch/contract/content';

/** A locale's fields by name (title, body; question, answer; name). */
export type Fields = Readonly<Record<string, string>>;
export type LocaleTexts = Readonly<Record<ContentLocale, Fields>>;

/** `own`: the locale has its text; `fallback`: readers see English; `new`: nothing saved yet. */
export type LocaleStatus = 'own' | 'fallback' | 'new';

export const NO_TEXTS: LocaleTexts = { en: {}, ua: {}, cn: {} };

export function fieldOf(fields: Fields, key: string): string {
  return fields[key] ?? '';
}

export function changedLocales(
  texts: LocaleTexts,
  initial: LocaleTexts,
  keys: readonly string[],
): ContentLocale[] {
  return CONTENT_LOCALES.filter((locale) =>
    keys.some((key) => fieldOf(texts[locale], key) !== fieldOf(initial[locale], key)),
  );
}

/**
 * The `texts` of a write: each changed locale, its fields trimmed and shaped by `shape` (the
 * server checks them and answers `texts.<locale>.<field>` errors).
 */
export function textsToSend<T>(
  texts: LocaleTexts,
  initial: LocaleTexts,
  keys: readonly string[],
  shape: (fields: Fields) => T,
): Partial<Record<ContentLocale, T>> {
  const out: Partial<Record<ContentLocale, T>> = {};
  for (const locale of changedLocales(texts, initial, keys)) {
    const trimmed: Record<string, string> = {};
    for (const key of keys) trimmed[key] = fieldOf(texts[locale], key).trim();
    out[locale] = shape(trimmed);
  }
  return out;
}

/** The locale a field error belongs to (`texts.ua.answer` → ua), so its tab can be marked. */
export function localeOfError(key: string): ContentLocale | null {
  const locale = /^texts\.(en|ua|cn)(\.|$)/.exec(key)?.[1];
  return CONTENT_LOCALES.find((known) => known === locale) ?? null;
}

/** Every error key a locale editor has a place for. */
export function textErrorKeys(keys: readonly string[]): string[] {
  return CONTENT_LOCALES.flatMap((locale) => [
    `texts.${locale}`,
    ...keys.map((key) => `texts.${locale}.${key}`),
  ]);
}
