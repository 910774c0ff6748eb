// News, FAQ and static pages, each with its texts per locale (en, ua, cn) in a translations table.
// Texts are Markdown; the service renders and sanitises them on the way out.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';

const locale = () => varchar('locale', { length: 2 }).notNull();
const localeCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('en', 'ua', 'cn')`);

export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('news_created_idx').on(t.createdAt, t.id)],
);

export const newsTranslations = pgTable(
  'news_translations',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.newsId, t.locale] }),
    localeCheck('news_translations_locale', t.locale),
  ],
);

export const faqCategories = pgTable('faq_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const faqCategoryTranslations = pgTable(
  'faq_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar('name', { length: 200 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    localeCheck('faq_category_translations_locale', t.locale),
  ],
);

export const faqItems = pgTable(
  'faq_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faq_items_category_idx').on(t.categoryId, t.position)],
);

export const faqItemTranslations = pgTable(
  'faq_item_translations',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => faqItems.id, { onDelete: 'cascade' }),
    locale: locale(),
    question: varchar('question', { length: 200 }).notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.locale] }),
    localeCheck('faq_item_translations_locale', t.locale),
  ],
);

export const staticPages = pgTable(
  'static_pages',
  {
    slug: varchar('slug', { length: 64 }).primaryKey(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('static_pages_slug', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{0,63}$'`)],
);

export const staticPageTranslations = pgTable(
  'static_page_translations',
  {
    slug: varchar('slug', { length: 64 })
      .notNull()
      .references(() => staticPages.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    locale: locale(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.locale] }),
    localeCheck('static_page_translations_locale', t.locale),
  ],
);
