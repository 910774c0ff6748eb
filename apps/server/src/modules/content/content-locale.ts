// Which stored locale a content request reads. The rule, first match wins: the `lang_code` query;
// the Content-Language header (the spec's client sends its locale there on every call); the
// best-weighted language of Accept-Language we have; English. `da` (the spec's default code for
// translation calls) is English, ua/uk Ukrainian, cn/zh Chinese.
import type { ContentLocale, LangCode } from '@clutch/contract/content';

const TAGS: Record<string, ContentLocale> = {
  en: 'en',
  da: 'en',
  ua: 'ua',
  uk: 'ua',
  cn: 'cn',
  zh: 'cn',
};

/** A language tag's locale by its primary subtag (`uk-UA` → ua, `zh-Hans-CN` → cn), or null. */
export function localeOfTag(tag: string): ContentLocale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(TAGS, primary) ? (TAGS[primary] ?? null) : null;
}

/** The supported locale a browser prefers most (`q` weights; ties keep header order), or null. */
export function localeOfAcceptLanguage(header: string | undefined): ContentLocale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const locale = localeOfTag(entry.tag);
    if (locale) return locale;
  }
  return null;
}

export interface LocaleSources {
  langCode?: LangCode | undefined;
  contentLanguage?: string | undefined;
  acceptLanguage?: string | undefined;
}

export function contentLocaleOf(sources: LocaleSources): ContentLocale {
  if (sources.langCode) return TAGS[sources.langCode] ?? 'en';
  const declared = sources.contentLanguage ? localeOfTag(sources.contentLanguage) : null;
  return declared ?? localeOfAcceptLanguage(sources.acceptLanguage) ?? 'en';
}
