// The language a request's messages are written in: the Content-Language header (the web client
// sends its locale there on every call), else the best-weighted Accept-Language we speak, else
// English. ua/uk read as Ukrainian, cn/zh as Simplified Chinese; anything else as English (da, the web client's
// English-text locale, included).
import type { MessageLanguage } from '@clutch/contract/validation';
import type { FastifyRequest } from 'fastify';
import type { LocalizedMessage } from './localized-errors.js';

const PRIMARY_TAGS: Readonly<Record<string, MessageLanguage>> = {
  en: 'en',
  da: 'en',
  ua: 'ua',
  uk: 'ua',
  cn: 'cn',
  zh: 'cn',
};

/** `uk-UA` → ua, `zh-Hans-CN` → cn, `en-GB` → en; null for a language we do not speak. */
export function languageOfTag(tag: string): MessageLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(PRIMARY_TAGS, primary) ? (PRIMARY_TAGS[primary] ?? null) : null;
}

/** The spoken language a browser prefers most (`q` weights; ties keep header order), or null. */
export function languageOfAcceptLanguage(header: string): MessageLanguage | null {
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
    const language = languageOfTag(entry.tag);
    if (language) return language;
  }
  return null;
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : value;

export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): MessageLanguage {
  const declared = headerText(request.headers['content-language']);
  const accepted = headerText(request.headers['accept-language']);
  return (
    (declared ? languageOfTag(declared) : null) ??
    (accepted ? languageOfAcceptLanguage(accepted) : null) ??
    'en'
  );
}

/** A text a service answers with (`{message}`, `{detail}`), written in the request's language. */
export const textIn = (request: FastifyRequest, message: LocalizedMessage): string =>
  message(requestLanguage(request));
