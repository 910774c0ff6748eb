// Content as written (Markdown, every locale, published or not): what the operator console edits.
// The public reads answer one locale rendered to sanitised HTML; the console needs the source back.
import { asc, count, desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import {
  faqCategories,
  faqCategoryTranslations,
  faqItemTranslations,
  faqItems,
  news,
  newsTranslations,
  staticPageTranslations,
  staticPages,
} from './content.tables.js';
import { textsByItem } from './content-texts.js';

export const contentSourcesRepository = {
  async newsPage(db: DbOrTx, window: PageWindow) {
    const [total] = await db.select({ n: count() }).from(news);
    const items = await db
      .select({ id: news.id, isPublished: news.isPublished, createdAt: news.createdAt })
      .from(news)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(window.limit)
      .offset(window.offset);
    const ids = items.map((item) => item.id);
    const texts =
      ids.length === 0
        ? []
        : await db
            .select({
              newsId: newsTranslations.newsId,
              locale: newsTranslations.locale,
              title: newsTranslations.title,
              body: newsTranslations.body,
            })
            .from(newsTranslations)
            .where(inArray(newsTranslations.newsId, ids));
    const byNews = textsByItem(texts, (row) => row.newsId);
    return {
      count: total?.n ?? 0,
      results: items.map((item) => ({ ...item, texts: byNews.get(item.id) ?? {} })),
    };
  },

  async faq(db: DbOrTx) {
    const categories = await db
      .select({ id: faqCategories.id, slug: faqCategories.slug, position: faqCategories.position })
      .from(faqCategories)
      .orderBy(asc(faqCategories.position), asc(faqCategories.id));
    const categoryTexts = textsByItem(
      await db
        .select({
          categoryId: faqCategoryTranslations.categoryId,
          locale: faqCategoryTranslations.locale,
          name: faqCategoryTranslations.name,
        })
        .from(faqCategoryTranslations),
      (row) => row.categoryId,
    );
    const items = await db
      .select({ id: faqItems.id, categoryId: faqItems.categoryId, position: faqItems.position })
      .from(faqItems)
      .orderBy(asc(faqItems.categoryId), asc(faqItems.position), asc(faqItems.id));
    const itemTexts = textsByItem(
      await db
        .select({
          itemId: faqItemTranslations.itemId,
          locale: faqItemTranslations.locale,
          question: faqItemTranslations.question,
          answer: faqItemTranslations.answer,
        })
        .from(faqItemTranslations),
      (row) => row.itemId,
    );
    return {
      categories: categories.map((c) => ({ ...c, texts: categoryTexts.get(c.id) ?? {} })),
      items: items.map((i) => ({ ...i, texts: itemTexts.get(i.id) ?? {} })),
    };
  },

  async staticPages(db: DbOrTx) {
    const pages = await db
      .select({ slug: staticPages.slug, updatedAt: staticPages.updatedAt })
      .from(staticPages)
      .orderBy(asc(staticPages.slug));
    const texts = textsByItem(
      await db
        .select({
          slug: staticPageTranslations.slug,
          locale: staticPageTranslations.locale,
          title: staticPageTranslations.title,
          body: staticPageTranslations.body,
        })
        .from(staticPageTranslations),
      (row) => row.slug,
    );
    return pages.map((page) => ({ ...page, texts: texts.get(page.slug) ?? {} }));
  },
};
