// What the content upserts accept (the operator console's editors will send it): texts per locale,
// English required when something is created, every text within the columns' limits.
import { CONTENT_BODY_MAX, CONTENT_TITLE_MAX, STATIC_PAGE_SLUG } from '@clutch/contract/content';
import { z } from 'zod';

const title = z.string().trim().min(1).max(CONTENT_TITLE_MAX);
const body = z.string().trim().min(1).max(CONTENT_BODY_MAX);
const position = z.number().int().min(0).max(1_000_000);
const id = z.number().int().positive();

function textsOf<T extends z.ZodType>(text: T) {
  return z.object({ en: text.optional(), ua: text.optional(), cn: text.optional() });
}

export const NewsInputSchema = z.object({
  id: id.optional(),
  isPublished: z.boolean().optional(),
  /** Only when creating: an item's date is when it was written, later edits keep it. */
  createdAt: z.date().optional(),
  texts: textsOf(z.object({ title, body })),
});
export type NewsInput = z.input<typeof NewsInputSchema>;

export const FaqCategoryInputSchema = z.object({
  id: id.optional(),
  slug: z.string().regex(STATIC_PAGE_SLUG).optional(),
  position: position.optional(),
  texts: textsOf(z.object({ name: title })),
});
export type FaqCategoryInput = z.input<typeof FaqCategoryInputSchema>;

export const FaqItemInputSchema = z.object({
  id: id.optional(),
  categoryId: id.optional(),
  position: position.optional(),
  texts: textsOf(z.object({ question: title, answer: body })),
});
export type FaqItemInput = z.input<typeof FaqItemInputSchema>;

export const StaticPageInputSchema = z.object({
  slug: z.string().regex(STATIC_PAGE_SLUG),
  texts: textsOf(z.object({ title, body })),
});
export type StaticPageInput = z.input<typeof StaticPageInputSchema>;
