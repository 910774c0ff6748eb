// Content as the console edits it: read as written (Markdown, every locale, drafts too) from
// operator/content/... and rendered for the preview by the server's own renderer and sanitiser.
// A write refreshes the console's reads and the public pages' cache, so both show the saved text.
import { NEWS_PER_PAGE } from '@clutch/contract/content';
import {
  operatorEndpoints as api,
  type FaqSourcesSchema,
  type NewsSourceSchema,
  type StaticPageSourceSchema,
} from '@clutch/contract/operator';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { operatorKeys } from './operator-keys';

/** The content feature's key prefix for the public pages (news, FAQ, static pages). */
const PUBLIC_CONTENT_KEY = ['content'] as const;

export type NewsSource = z.infer<typeof NewsSourceSchema>;
export type FaqSources = z.infer<typeof FaqSourcesSchema>;
export type FaqCategorySource = FaqSources['categories'][number];
export type FaqItemSource = FaqSources['items'][number];
export type StaticPageSource = z.infer<typeof StaticPageSourceSchema>;

export function newsSourcesQueryOptions(page: number) {
  return queryOptions({
    queryKey: operatorKeys.content('news', page),
    queryFn: () => call(api.newsSources, { query: { page, per_page: NEWS_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

export function faqSourcesQueryOptions() {
  return queryOptions({
    queryKey: operatorKeys.content('faq'),
    queryFn: () => call(api.faqSources),
  });
}

export function staticPageSourcesQueryOptions() {
  return queryOptions({
    queryKey: operatorKeys.content('static-pages'),
    queryFn: () => call(api.staticPageSources),
  });
}

/**
 * The server's rendering of a Markdown text (a POST that changes nothing, cached by its text). The
 * editor shows a failure in place, so it raises no toast.
 */
export function previewQueryOptions(markdown: string) {
  return queryOptions({
    queryKey: operatorKeys.content('preview', markdown),
    queryFn: () => call(api.preview, { body: { markdown } }, { quiet: true }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

type Body<E extends { body: z.ZodType }> = z.input<E['body']>;

function useContentWrite<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: operatorKeys.contentAll });
      await queryClient.invalidateQueries({ queryKey: PUBLIC_CONTENT_KEY });
    },
  });
}

// Every write explains its refusals beside the fields, so none raises a toast.
const quiet = { quiet: true } as const;

export function useSaveNews() {
  return useContentWrite((input: { id: number | null; body: Body<typeof api.createNews> }) =>
    input.id === null
      ? call(api.createNews, { body: input.body }, quiet)
      : call(api.updateNews, { params: { id: input.id }, body: input.body }, quiet),
  );
}

export function useSaveFaqCategory() {
  return useContentWrite(
    (input: { id: number | null; body: Body<typeof api.createFaqCategory> }) =>
      input.id === null
        ? call(api.createFaqCategory, { body: input.body }, quiet)
        : call(api.updateFaqCategory, { params: { id: input.id }, body: input.body }, quiet),
  );
}

export function useSaveFaqItem() {
  return useContentWrite((input: { id: number | null; body: Body<typeof api.createFaqItem> }) =>
    input.id === null
      ? call(api.createFaqItem, { body: input.body }, quiet)
      : call(api.updateFaqItem, { params: { id: input.id }, body: input.body }, quiet),
  );
}

export function useSaveStaticPage() {
  return useContentWrite((input: { slug: string; body: Body<typeof api.putStaticPage> }) =>
    call(api.putStaticPage, { params: { slug: input.slug }, body: input.body }, quiet),
  );
}
