// News, the FAQ and static pages, read in the page's locale (its code goes to the server as
// lang_code; `da` reads English there). Content changes rarely, so answers stay fresh for a minute.
import { contentEndpoints as api, type NewsQuery } from '@clutch/contract/content';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';

const STALE_MS = 60_000;

export function staticPageQueryOptions(slug: string, locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'static-page', slug, locale],
    queryFn: () => call(api.staticPage, { params: { slug }, query: { lang_code: locale } }),
    staleTime: STALE_MS,
  });
}

export function faqCategoriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'faq-categories', locale],
    queryFn: () => call(api.faqCategories, { query: { lang_code: locale } }),
    staleTime: STALE_MS,
  });
}

/** Every entry of every category in one call; the page groups them by category. */
export function faqQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'faq', locale],
    queryFn: () => call(api.faq, { query: { lang_code: locale } }),
    staleTime: STALE_MS,
  });
}

export interface NewsListParams {
  page: number;
  search: string;
  locale: Locale;
}

export function newsListQuery(params: NewsListParams): NewsQuery {
  return {
    page: params.page,
    order_by: 'created_date',
    order_type: 'desc',
    lang_code: params.locale,
    ...(params.search === '' ? {} : { search: params.search }),
  };
}

export function newsQueryOptions(params: NewsListParams) {
  return queryOptions({
    queryKey: ['content', 'news', params],
    queryFn: () => call(api.news, { query: newsListQuery(params) }),
    staleTime: STALE_MS,
    // The list keeps the page it shows while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });
}

export function newsItemQueryOptions(id: number, locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'news-item', id, locale],
    queryFn: () => call(api.newsItem, { params: { id }, query: { lang_code: locale } }),
    staleTime: STALE_MS,
  });
}
