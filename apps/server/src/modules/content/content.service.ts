// News, the FAQ and static pages: public reads in a locale (English where a text is untranslated),
// the upserts the operator console will call, and the first-start content.
import { AppError } from '@clutch/contract/errors';
import type {
  ContentLocale,
  FaqCategory,
  FaqItem,
  News,
  StaticPage,
} from '@clutch/contract/content';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { fieldErrorsFromIssues } from '../../platform/http/errors.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import {
  FaqCategoryInputSchema,
  FaqItemInputSchema,
  NewsInputSchema,
  StaticPageInputSchema,
  type FaqCategoryInput,
  type FaqItemInput,
  type NewsInput,
  type StaticPageInput,
} from './content-input.js';
import { plainText, renderMarkdown } from './content-markup.js';
import { contentSnapshotsRepository, type ContentKind } from './content-snapshots.repository.js';

export type { ContentKind } from './content-snapshots.repository.js';
import { contentSourcesRepository } from './content-sources.repository.js';
import { SEED_FAQ } from './content-seed-faq.js';
import { SEED_NEWS } from './content-seed-news.js';
import { SEED_PAGES } from './content-seed-pages.js';
import {
  contentRepository as repo,
  type FaqItemRow,
  type NewsListFilter,
  type NewsRow,
} from './content.repository.js';

const toNews = (row: NewsRow): News => ({
  id: row.id,
  title: row.title,
  description: plainText(row.body),
  html: renderMarkdown(row.body),
  created_date: row.createdAt.toISOString(),
  updated_date: row.updatedAt.toISOString(),
  lang: row.lang,
});

const toFaqItem = (row: FaqItemRow): FaqItem => ({
  id: row.id,
  category: row.categoryId,
  category_name: row.categoryName,
  position: row.position,
  question: row.question,
  html: renderMarkdown(row.answer),
  lang: row.lang,
});

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw AppError.fields(fieldErrorsFromIssues(parsed.error.issues));
  return parsed.data;
}

/** What a new item must have: its English text, which every other locale falls back to. */
function requireEnglish(texts: { en?: unknown }): void {
  if (texts.en === undefined)
    throw AppError.fields({ 'texts.en': ['English is required for new content.'] });
}

export interface SeedOutcome {
  news: number;
  faqCategories: number;
  staticPages: number;
}

export function createContentService(deps: { db: Db }) {
  const { db } = deps;

  /** A write on the caller's transaction when given one (the console audits it there), else its own. */
  const writing = <T>(on: Tx | undefined, work: (tx: DbOrTx) => Promise<T>): Promise<T> =>
    on ? work(on) : db.transaction(work);

  async function upsertNews(input: NewsInput, on?: Tx): Promise<{ id: number }> {
    const { id, isPublished, createdAt, texts } = parse(NewsInputSchema, input);
    return writing(on, async (tx) => {
      let newsId = id;
      if (newsId === undefined) {
        requireEnglish(texts);
        newsId = await repo.insertNews(tx, { isPublished: isPublished ?? true, createdAt });
      } else if (!(await repo.touchNews(tx, newsId, isPublished))) {
        throw new AppError('not_found', 'News item not found.');
      }
      await repo.writeNewsTexts(tx, newsId, texts);
      return { id: newsId };
    });
  }

  async function upsertFaqCategory(input: FaqCategoryInput, on?: Tx): Promise<{ id: number }> {
    const { id, slug, position, texts } = parse(FaqCategoryInputSchema, input);
    return writing(on, async (tx) => {
      let categoryId = id;
      if (categoryId === undefined) {
        requireEnglish(texts);
        if (slug === undefined) throw AppError.fields({ slug: ['This field is required.'] });
        categoryId = (await repo.insertFaqCategory(tx, { slug, position: position ?? 0 })) ?? 0;
        if (categoryId === 0) throw AppError.fields({ slug: ['This slug is taken.'] });
      } else if (!(await repo.updateFaqCategory(tx, categoryId, { slug, position }))) {
        throw new AppError('not_found', 'FAQ category not found.');
      }
      await repo.writeFaqCategoryTexts(tx, categoryId, texts);
      return { id: categoryId };
    });
  }

  async function upsertFaqItem(input: FaqItemInput, on?: Tx): Promise<{ id: number }> {
    const { id, categoryId, position, texts } = parse(FaqItemInputSchema, input);
    return writing(on, async (tx) => {
      if (categoryId !== undefined && !(await repo.faqCategoryExists(tx, categoryId)))
        throw AppError.fields({ categoryId: ['No such FAQ category.'] });
      let itemId = id;
      if (itemId === undefined) {
        requireEnglish(texts);
        if (categoryId === undefined)
          throw AppError.fields({ categoryId: ['This field is required.'] });
        itemId = await repo.insertFaqItem(tx, { categoryId, position: position ?? 0 });
      } else if (!(await repo.updateFaqItem(tx, itemId, { categoryId, position }))) {
        throw new AppError('not_found', 'FAQ entry not found.');
      }
      await repo.writeFaqItemTexts(tx, itemId, texts);
      return { id: itemId };
    });
  }

  async function upsertStaticPage(input: StaticPageInput, on?: Tx): Promise<{ slug: string }> {
    const { slug, texts } = parse(StaticPageInputSchema, input);
    return writing(on, async (tx) => {
      if (!(await repo.staticPageExists(tx, slug))) requireEnglish(texts);
      await repo.touchStaticPage(tx, slug);
      await repo.writeStaticPageTexts(tx, slug, texts);
      return { slug };
    });
  }

  /**
   * The first-start content, written through the same upserts: every seeded page whose slug is
   * missing, and the FAQ and news only while their tables are empty (so an edited or emptied FAQ
   * stays as the staff left it). Instances starting together take turns on an advisory lock.
   */
  async function seedContent(): Promise<SeedOutcome> {
    return db.transaction(async (tx) => {
      await repo.lockSeeding(tx);
      const outcome: SeedOutcome = { news: 0, faqCategories: 0, staticPages: 0 };
      for (const page of SEED_PAGES) {
        if (await repo.staticPageExists(tx, page.slug)) continue;
        await repo.touchStaticPage(tx, page.slug);
        await repo.writeStaticPageTexts(tx, page.slug, page.texts);
        outcome.staticPages += 1;
      }
      const counts = await repo.counts(tx);
      if (counts.faqCategories === 0) {
        for (const [index, category] of SEED_FAQ.entries()) {
          const categoryId = await repo.insertFaqCategory(tx, {
            slug: category.slug,
            position: index,
          });
          if (categoryId === null) continue;
          await repo.writeFaqCategoryTexts(tx, categoryId, category.names);
          for (const [position, item] of category.items.entries()) {
            const itemId = await repo.insertFaqItem(tx, { categoryId, position });
            await repo.writeFaqItemTexts(tx, itemId, item);
          }
          outcome.faqCategories += 1;
        }
      }
      if (counts.news === 0) {
        for (const item of SEED_NEWS) {
          const newsId = await repo.insertNews(tx, {
            isPublished: true,
            createdAt: new Date(item.createdAt),
          });
          await repo.writeNewsTexts(tx, newsId, item.texts);
          outcome.news += 1;
        }
      }
      return outcome;
    });
  }

  return {
    async listNews(
      locale: ContentLocale,
      filter: NewsListFilter,
      page: PageWindow,
    ): Promise<Counted<News>> {
      const found = await repo.listNews(db, locale, filter, page);
      return { count: found.count, results: found.results.map(toNews) };
    },
    async getNews(locale: ContentLocale, id: number): Promise<News> {
      const row = await repo.findNews(db, locale, id);
      if (!row) throw new AppError('not_found', 'News item not found.');
      return toNews(row);
    },
    async listFaqCategories(locale: ContentLocale): Promise<FaqCategory[]> {
      return repo.listFaqCategories(db, locale);
    },
    async listFaq(locale: ContentLocale, categoryId: number | null): Promise<FaqItem[]> {
      if (categoryId !== null && !(await repo.faqCategoryExists(db, categoryId)))
        throw new AppError('not_found', 'FAQ category not found.');
      return (await repo.listFaqItems(db, locale, categoryId)).map(toFaqItem);
    },
    async getStaticPage(locale: ContentLocale, slug: string): Promise<StaticPage> {
      const row = await repo.findStaticPage(db, locale, slug);
      if (!row) throw new AppError('not_found', 'Page not found.');
      return {
        slug: row.slug,
        title: row.title,
        html: renderMarkdown(row.body),
        updated_date: row.updatedAt.toISOString(),
        lang: row.lang,
      };
    },
    /** Content as written, every locale, published or not: what the console edits. */
    newsSources: (page: PageWindow) => contentSourcesRepository.newsPage(db, page),
    faqSources: () => contentSourcesRepository.faq(db),
    staticPageSources: () => contentSourcesRepository.staticPages(db),
    /** Markdown as a page would show it (the console's preview): the same renderer and sanitiser. */
    preview: (markdown: string) => renderMarkdown(markdown),
    /** An item as stored, every locale (the console's audit before and after an edit); null: none. */
    snapshot: (kind: ContentKind, key: number | string, on: DbOrTx = db) =>
      contentSnapshotsRepository.snapshot(on, kind, key),
    upsertNews,
    upsertFaqCategory,
    upsertFaqItem,
    upsertStaticPage,
    seedContent,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
