// An item as stored, every locale at once: what the operator console's audit row keeps as "before"
// an edit (and "after" it). Reads only; null when there is no such item.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
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
import { textsByLocale } from './content-texts.js';

export type ContentKind = 'news' | 'faq_category' | 'faq_item' | 'static_page';

export const contentSnapshotsRepository = {
  async snapshot(db: DbOrTx, kind: ContentKind, key: number | string) {
    const id = typeof key === 'number' ? key : -1;
    const slug = String(key);
    switch (kind) {
      case 'news': {
        const [item] = await db
          .select({ isPublished: news.isPublished })
          .from(news)
          .where(eq(news.id, id));
        if (!item) return null;
        const texts = await db
          .select({
            locale: newsTranslations.locale,
            title: newsTranslations.title,
            body: newsTranslations.body,
          })
          .from(newsTranslations)
          .where(eq(newsTranslations.newsId, id));
        return { ...item, texts: textsByLocale(texts) };
      }
      case 'faq_category': {
        const [item] = await db
          .select({ slug: faqCategories.slug, position: faqCategories.position })
          .from(faqCategories)
          .where(eq(faqCategories.id, id));
        if (!item) return null;
        const texts = await db
          .select({ locale: faqCategoryTranslations.locale, name: faqCategoryTranslations.name })
          .from(faqCategoryTranslations)
          .where(eq(faqCategoryTranslations.categoryId, id));
        return { ...item, texts: textsByLocale(texts) };
      }
      case 'faq_item': {
        const [item] = await db
          .select({ categoryId: faqItems.categoryId, position: faqItems.position })
          .from(faqItems)
          .where(eq(faqItems.id, id));
        if (!item) return null;
        const texts = await db
          .select({
            locale: faqItemTranslations.locale,
            question: faqItemTranslations.question,
            answer: faqItemTranslations.answer,
          })
          .from(faqItemTranslations)
          .where(eq(faqItemTranslations.itemId, id));
        return { ...item, texts: textsByLocale(texts) };
      }
      case 'static_page': {
        const [item] = await db
          .select({ slug: staticPages.slug })
          .from(staticPages)
          .where(eq(staticPages.slug, slug));
        if (!item) return null;
        const texts = await db
          .select({
            locale: staticPageTranslations.locale,
            title: staticPageTranslations.title,
            body: staticPageTranslations.body,
          })
          .from(staticPageTranslations)
          .where(eq(staticPageTranslations.slug, slug));
        return { ...item, texts: textsByLocale(texts) };
      }
    }
  },
};
