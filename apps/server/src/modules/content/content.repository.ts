// Database access of the content module. Every read joins the English text (always present) and
// the asked locale's (maybe absent), and answers the asked one where it exists.
import type { ContentLocale } from '@clutch/contract/content';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/database.js';
import { containing } from '../../platform/db/like.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import {
  faqCategories,
  faqCategoryTranslations,
  faqItems,
  faqItemTranslations,
  news,
  newsTranslations,
  staticPages,
  staticPageTranslations,
} from './content.tables.js';

export interface NewsRow {
  id: number;
  title: string;
  body: string;
  lang: ContentLocale;
  createdAt: Date;
  updatedAt: Date;
}
export interface FaqCategoryRow {
  id: number;
  slug: string;
  name: string;
  position: number;
  lang: ContentLocale;
}
export interface FaqItemRow {
  id: number;
  categoryId: number;
  categoryName: string;
  position: number;
  question: string;
  answer: string;
  lang: ContentLocale;
}
export interface StaticPageRow {
  slug: string;
  title: string;
  body: string;
  lang: ContentLocale;
  updatedAt: Date;
}

export interface NewsListFilter {
  search: string | null;
  orderBy: 'created_date' | 'title';
  orderType: 'asc' | 'desc';
}

/** Texts keyed by locale, as the service's upserts write them. */
export type Texts<T> = Partial<Record<ContentLocale, T>>;

const newsEn = alias(newsTranslations, 'news_en');
const newsLocal = alias(newsTranslations, 'news_local');
const catEn = alias(faqCategoryTranslations, 'cat_en');
const catLocal = alias(faqCategoryTranslations, 'cat_local');
const itemEn = alias(faqItemTranslations, 'item_en');
const itemLocal = alias(faqItemTranslations, 'item_local');
const pageEn = alias(staticPageTranslations, 'page_en');
const pageLocal = alias(staticPageTranslations, 'page_local');

/** The asked locale's column where it has a row, else English's. */
const shown = <T>(local: AnyPgColumn, english: AnyPgColumn) =>
  sql<T>`coalesce(${local}, ${english})`;
const langOf = (localKey: AnyPgColumn, locale: ContentLocale) =>
  sql<ContentLocale>`case when ${localKey} is null then 'en' else ${locale} end`;

function newsColumns(locale: ContentLocale) {
  return {
    id: news.id,
    title: shown<string>(newsLocal.title, newsEn.title),
    body: shown<string>(newsLocal.body, newsEn.body),
    lang: langOf(newsLocal.newsId, locale),
    createdAt: news.createdAt,
    updatedAt: news.updatedAt,
  };
}

function newsWhere(locale: ContentLocale, search: string | null) {
  const published = eq(news.isPublished, true);
  if (!search) return published;
  const pattern = containing(search);
  const cols = newsColumns(locale);
  return and(published, or(ilike(cols.title, pattern), ilike(cols.body, pattern)));
}

export const contentRepository = {
  /** Serialises first-start seeding between instances starting at once. */
  async lockSeeding(tx: DbOrTx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('clutch:content-seed'))`);
  },

  async listNews(
    db: DbOrTx,
    locale: ContentLocale,
    filter: NewsListFilter,
    page: PageWindow,
  ): Promise<Counted<NewsRow>> {
    const cols = newsColumns(locale);
    const where = newsWhere(locale, filter.search);
    const direction = filter.orderType === 'asc' ? asc : desc;
    const key = filter.orderBy === 'title' ? sql`lower(${cols.title})` : news.createdAt;
    const base = () =>
      db
        .select(cols)
        .from(news)
        .innerJoin(newsEn, and(eq(newsEn.newsId, news.id), eq(newsEn.locale, 'en')))
        .leftJoin(newsLocal, and(eq(newsLocal.newsId, news.id), eq(newsLocal.locale, locale)));
    const [results, [total]] = await Promise.all([
      base()
        .where(where)
        .orderBy(direction(key), direction(news.id))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ count: count() })
        .from(news)
        .innerJoin(newsEn, and(eq(newsEn.newsId, news.id), eq(newsEn.locale, 'en')))
        .leftJoin(newsLocal, and(eq(newsLocal.newsId, news.id), eq(newsLocal.locale, locale)))
        .where(where),
    ]);
    return { count: total?.count ?? 0, results };
  },

  async findNews(db: DbOrTx, locale: ContentLocale, id: number): Promise<NewsRow | null> {
    const [row] = await db
      .select(newsColumns(locale))
      .from(news)
      .innerJoin(newsEn, and(eq(newsEn.newsId, news.id), eq(newsEn.locale, 'en')))
      .leftJoin(newsLocal, and(eq(newsLocal.newsId, news.id), eq(newsLocal.locale, locale)))
      .where(and(eq(news.id, id), eq(news.isPublished, true)));
    return row ?? null;
  },

  async listFaqCategories(db: DbOrTx, locale: ContentLocale): Promise<FaqCategoryRow[]> {
    return db
      .select({
        id: faqCategories.id,
        slug: faqCategories.slug,
        name: shown<string>(catLocal.name, catEn.name),
        position: faqCategories.position,
        lang: langOf(catLocal.categoryId, locale),
      })
      .from(faqCategories)
      .innerJoin(catEn, and(eq(catEn.categoryId, faqCategories.id), eq(catEn.locale, 'en')))
      .leftJoin(
        catLocal,
        and(eq(catLocal.categoryId, faqCategories.id), eq(catLocal.locale, locale)),
      )
      .orderBy(asc(faqCategories.position), asc(faqCategories.id));
  },

  async faqCategoryExists(db: DbOrTx, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.id, id));
    return row !== undefined;
  },

  async listFaqItems(
    db: DbOrTx,
    locale: ContentLocale,
    categoryId: number | null,
  ): Promise<FaqItemRow[]> {
    return db
      .select({
        id: faqItems.id,
        categoryId: faqItems.categoryId,
        categoryName: shown<string>(catLocal.name, catEn.name),
        position: faqItems.position,
        question: shown<string>(itemLocal.question, itemEn.question),
        answer: shown<string>(itemLocal.answer, itemEn.answer),
        lang: langOf(itemLocal.itemId, locale),
      })
      .from(faqItems)
      .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
      .innerJoin(itemEn, and(eq(itemEn.itemId, faqItems.id), eq(itemEn.locale, 'en')))
      .leftJoin(itemLocal, and(eq(itemLocal.itemId, faqItems.id), eq(itemLocal.locale, locale)))
      .innerJoin(catEn, and(eq(catEn.categoryId, faqCategories.id), eq(catEn.locale, 'en')))
      .leftJoin(
        catLocal,
        and(eq(catLocal.categoryId, faqCategories.id), eq(catLocal.locale, locale)),
      )
      .where(categoryId === null ? undefined : eq(faqItems.categoryId, categoryId))
      .orderBy(
        asc(faqCategories.position),
        asc(faqCategories.id),
        asc(faqItems.position),
        asc(faqItems.id),
      );
  },

  async findStaticPage(
    db: DbOrTx,
    locale: ContentLocale,
    slug: string,
  ): Promise<StaticPageRow | null> {
    const [row] = await db
      .select({
        slug: staticPages.slug,
        title: shown<string>(pageLocal.title, pageEn.title),
        body: shown<string>(pageLocal.body, pageEn.body),
        lang: langOf(pageLocal.slug, locale),
        updatedAt: staticPages.updatedAt,
      })
      .from(staticPages)
      .innerJoin(pageEn, and(eq(pageEn.slug, staticPages.slug), eq(pageEn.locale, 'en')))
      .leftJoin(pageLocal, and(eq(pageLocal.slug, staticPages.slug), eq(pageLocal.locale, locale)))
      .where(eq(staticPages.slug, slug));
    return row ?? null;
  },

  async counts(db: DbOrTx): Promise<{ news: number; faqCategories: number }> {
    const [[newsCount], [categoryCount]] = await Promise.all([
      db.select({ count: count() }).from(news),
      db.select({ count: count() }).from(faqCategories),
    ]);
    return { news: newsCount?.count ?? 0, faqCategories: categoryCount?.count ?? 0 };
  },

  async staticPageExists(db: DbOrTx, slug: string): Promise<boolean> {
    const [row] = await db
      .select({ slug: staticPages.slug })
      .from(staticPages)
      .where(eq(staticPages.slug, slug));
    return row !== undefined;
  },

  async insertNews(
    tx: DbOrTx,
    values: { isPublished: boolean; createdAt?: Date | undefined },
  ): Promise<number> {
    const [row] = await tx
      .insert(news)
      .values({
        isPublished: values.isPublished,
        ...(values.createdAt ? { createdAt: values.createdAt, updatedAt: values.createdAt } : {}),
      })
      .returning({ id: news.id });
    if (!row) throw new Error('news insert returned nothing');
    return row.id;
  },

  /** Marks an edit (and the published flag when given); false when there is no such item. */
  async touchNews(tx: DbOrTx, id: number, isPublished: boolean | undefined): Promise<boolean> {
    const rows = await tx
      .update(news)
      .set({ updatedAt: new Date(), ...(isPublished === undefined ? {} : { isPublished }) })
      .where(eq(news.id, id))
      .returning({ id: news.id });
    return rows.length > 0;
  },

  async writeNewsTexts(tx: DbOrTx, id: number, texts: Texts<{ title: string; body: string }>) {
    for (const [locale, text] of Object.entries(texts)) {
      await tx
        .insert(newsTranslations)
        .values({ newsId: id, locale, ...text })
        .onConflictDoUpdate({
          target: [newsTranslations.newsId, newsTranslations.locale],
          set: text,
        });
    }
  },

  async insertFaqCategory(tx: DbOrTx, values: { slug: string; position: number }) {
    const [row] = await tx
      .insert(faqCategories)
      .values(values)
      .onConflictDoNothing({ target: faqCategories.slug })
      .returning({ id: faqCategories.id });
    return row?.id ?? null;
  },

  async updateFaqCategory(
    tx: DbOrTx,
    id: number,
    values: { slug?: string | undefined; position?: number | undefined },
  ): Promise<boolean> {
    const set = {
      ...(values.slug === undefined ? {} : { slug: values.slug }),
      ...(values.position === undefined ? {} : { position: values.position }),
    };
    const rows =
      Object.keys(set).length === 0
        ? await tx
            .select({ id: faqCategories.id })
            .from(faqCategories)
            .where(eq(faqCategories.id, id))
        : await tx
            .update(faqCategories)
            .set(set)
            .where(eq(faqCategories.id, id))
            .returning({ id: faqCategories.id });
    return rows.length > 0;
  },

  async writeFaqCategoryTexts(tx: DbOrTx, id: number, texts: Texts<{ name: string }>) {
    for (const [locale, text] of Object.entries(texts)) {
      await tx
        .insert(faqCategoryTranslations)
        .values({ categoryId: id, locale, ...text })
        .onConflictDoUpdate({
          target: [faqCategoryTranslations.categoryId, faqCategoryTranslations.locale],
          set: text,
        });
    }
  },

  async insertFaqItem(tx: DbOrTx, values: { categoryId: number; position: number }) {
    const [row] = await tx.insert(faqItems).values(values).returning({ id: faqItems.id });
    if (!row) throw new Error('faq item insert returned nothing');
    return row.id;
  },

  async updateFaqItem(
    tx: DbOrTx,
    id: number,
    values: { categoryId?: number | undefined; position?: number | undefined },
  ): Promise<boolean> {
    const set = {
      ...(values.categoryId === undefined ? {} : { categoryId: values.categoryId }),
      ...(values.position === undefined ? {} : { position: values.position }),
    };
    const rows =
      Object.keys(set).length === 0
        ? await tx.select({ id: faqItems.id }).from(faqItems).where(eq(faqItems.id, id))
        : await tx
            .update(faqItems)
            .set(set)
            .where(eq(faqItems.id, id))
            .returning({ id: faqItems.id });
    return rows.length > 0;
  },

  async writeFaqItemTexts(
    tx: DbOrTx,
    id: number,
    texts: Texts<{ question: string; answer: string }>,
  ) {
    for (const [locale, text] of Object.entries(texts)) {
      await tx
        .insert(faqItemTranslations)
        .values({ itemId: id, locale, ...text })
        .onConflictDoUpdate({
          target: [faqItemTranslations.itemId, faqItemTranslations.locale],
          set: text,
        });
    }
  },

  /** Creates the page or marks it edited. */
  async touchStaticPage(tx: DbOrTx, slug: string): Promise<void> {
    await tx
      .insert(staticPages)
      .values({ slug })
      .onConflictDoUpdate({ target: staticPages.slug, set: { updatedAt: new Date() } });
  },

  async writeStaticPageTexts(
    tx: DbOrTx,
    slug: string,
    texts: Texts<{ title: string; body: string }>,
  ) {
    for (const [locale, text] of Object.entries(texts)) {
      await tx
        .insert(staticPageTranslations)
        .values({ slug, locale, ...text })
        .onConflictDoUpdate({
          target: [staticPageTranslations.slug, staticPageTranslations.locale],
          set: text,
        });
    }
  },
};
