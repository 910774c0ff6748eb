// Which stored locale a content request reads. The rule, first match wins: the `lang_code` query;
// the Content-Language header (the spec's client sends its locale there on every call); the
// best-weighted language of Accept-Language we have; English. `da` (the spec's default code for
// translation calls) is English, ua/uk Ukrainian, cn/zh Chinese. The header reading is the one
// every localized answer uses (platform/http/request-language.ts).
import type { ContentLocale, LangCode } from '@clutch/contract/content';
import { languageOfAcceptLanguage, languageOfTag } from '../../platform/http/request-language.js';

/** A language tag's locale by its primary subtag (`uk-UA` → ua, `zh-Hans-CN` → cn), or null. */
export function localeOfTag(tag: string): ContentLocale | null {
  return languageOfTag(tag);
}

/** The supported locale a browser prefers most (`q` weights; ties keep header order), or null. */
export function localeOfAcceptLanguage(header: string | undefined): ContentLocale | null {
  return header ? languageOfAcceptLanguage(header) : null;
}

export interface LocaleSources {
  langCode?: LangCode | undefined;
  contentLanguage?: string | undefined;
  acceptLanguage?: string | undefined;
}

export function contentLocaleOf(sources: LocaleSources): ContentLocale {
  if (sources.langCode) return localeOfTag(sources.langCode) ?? 'en';
  const declared = sources.contentLanguage ? localeOfTag(sources.contentLanguage) : null;
  return declared ?? localeOfAcceptLanguage(sources.acceptLanguage) ?? 'en';
}
