// News, the FAQ and static pages. Texts are written in Markdown per locale (en, ua, cn) and answered
// as sanitised HTML (`html`) beside plain fields; `da` and an absent language read English.
import { z } from 'zod';
import { IdSchema, PageQuerySchema, TimestampSchema, pageOf } from './common.js';
import { endpoint } from './endpoint.js';

/** The locales content is stored in; English is always present and every other falls back to it. */
export const CONTENT_LOCALES = ['en', 'ua', 'cn'] as const;
export const ContentLocaleSchema = z.enum(CONTENT_LOCALES);
export type ContentLocale = z.infer<typeof ContentLocaleSchema>;

/** The spec's language codes for translation calls; `da` is its default and reads as English. */
export const LangCodeSchema = z.enum(['en', 'ua', 'cn', 'da']);
export type LangCode = z.infer<typeof LangCodeSchema>;

export const NEWS_PER_PAGE = 10;
export const NEWS_SEARCH_MAX = 100;
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_BODY_MAX = 100_000;
export const STATIC_PAGE_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** `lang_code` names the language; without it the request's Content-Language or Accept-Language does. */
export const LangQuerySchema = z.object({ lang_code: LangCodeSchema.optional() });

export const FaqCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  position: z.number().int(),
  /** The locale `name` is in: the asked one, or en where it lacks a translation. */
  lang: ContentLocaleSchema,
});
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

export const FaqQuerySchema = LangQuerySchema.extend({
  /** A category's id; absent, every entry of every category in order. */
  category: IdSchema.optional(),
});

export const FaqItemSchema = z.object({
  id: z.number().int(),
  category: z.number().int(),
  category_name: z.string(),
  position: z.number().int(),
  question: z.string(),
  /** The answer, rendered from Markdown and sanitised by the server. */
  html: z.string(),
  lang: ContentLocaleSchema,
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

export const StaticPageParamsSchema = z.object({
  slug: z.string().regex(STATIC_PAGE_SLUG, 'Lower-case letters, digits and dashes only.'),
});

export const StaticPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  updated_date: TimestampSchema,
  lang: ContentLocaleSchema,
});
export type StaticPage = z.infer<typeof StaticPageSchema>;

export const NEWS_ORDER_FIELDS = ['created_date', 'title'] as const;

export const NewsQuerySchema = PageQuerySchema.extend({
  order_by: z.enum(NEWS_ORDER_FIELDS).default('created_date'),
  order_type: z.enum(['asc', 'desc']).default('desc'),
  /** Matches title and text, case-insensitively, in the language shown. */
  search: z.string().trim().max(NEWS_SEARCH_MAX).optional(),
  lang_code: LangCodeSchema.optional(),
});
export type NewsQuery = z.input<typeof NewsQuerySchema>;

export const NewsParamsSchema = z.object({ id: IdSchema });

export const NewsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text of the start of the item (Markdown removed), for lists: show it as text, never as HTML. */
  description: z.string(),
  html: z.string(),
  created_date: TimestampSchema,
  updated_date: TimestampSchema,
  lang: ContentLocaleSchema,
});
export type News = z.infer<typeof NewsSchema>;

export const contentEndpoints = {
  faqCategories: endpoint({
    method: 'GET',
    path: 'translations/categories/',
    auth: 'none',
    tag: 'content',
    summary: 'FAQ categories in a language (default da, which reads as English)',
    query: LangQuerySchema,
    response: z.array(FaqCategorySchema),
  }),
  faq: endpoint({
    method: 'GET',
    path: 'translations/faq/',
    auth: 'none',
    tag: 'content',
    summary:
      'FAQ entries of a category (every category without one), each in English if untranslated',
    query: FaqQuerySchema,
    response: z.array(FaqItemSchema),
  }),
  staticPage: endpoint({
    method: 'GET',
    path: 'static-pages/:slug/',
    auth: 'none',
    tag: 'content',
    summary: 'A static page (about, privacy, terms, games …) in the request’s language',
    params: StaticPageParamsSchema,
    query: LangQuerySchema,
    response: StaticPageSchema,
  }),
  news: endpoint({
    method: 'POST',
    path: 'news/',
    auth: 'none',
    tag: 'content',
    summary: 'A page of news (a read: POST as the spec’s client calls it, parameters in the query)',
    query: NewsQuerySchema,
    response: pageOf(NewsSchema),
  }),
  newsItem: endpoint({
    method: 'GET',
    path: 'news/:id/',
    auth: 'none',
    tag: 'content',
    summary: 'One news item',
    params: NewsParamsSchema,
    query: LangQuerySchema,
    response: NewsSchema,
  }),
} as const;
