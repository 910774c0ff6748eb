// An editor's starting point from an item as written: a locale with its own text starts from it;
// one without reads as English (a fallback) once English exists, and everything is new before that.
import { CONTENT_LOCALES, type ContentLocale } from '@clutch/contract/content';
import type { Fields, LocaleStatus, LocaleTexts } from './content-draft';

/** An item's texts as the source routes answer them: only the locales written. */
export type SourceTexts = Readonly<Partial<Record<ContentLocale, Fields>>>;

export interface Prefill {
  texts: LocaleTexts;
  status: Record<ContentLocale, LocaleStatus>;
}

export function prefillOf(source: SourceTexts | undefined): Prefill {
  const texts: Record<ContentLocale, Fields> = { en: {}, ua: {}, cn: {} };
  const status: Record<ContentLocale, LocaleStatus> = { en: 'new', ua: 'new', cn: 'new' };
  const hasEnglish = source?.en !== undefined;
  for (const locale of CONTENT_LOCALES) {
    const fields = source?.[locale];
    if (fields === undefined) {
      status[locale] = hasEnglish ? 'fallback' : 'new';
      continue;
    }
    status[locale] = 'own';
    texts[locale] = fields;
  }
  return { texts, status };
}
