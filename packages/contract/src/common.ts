// Shapes shared by many endpoints: ids, DRF pagination and the error bodies.
import { z } from 'zod';

export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParamsSchema = z.object({ id: IdSchema });

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

/** DRF page-number pagination: `page` from 1, `per_page` (also accepted as `page_size`). */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
  page_size: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const DetailErrorSchema = z
  .object({ detail: z.string(), code: z.string().optional() })
  .catchall(z.unknown());
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export const TokenErrorSchema = z.object({
  detail: z.string(),
  code: z.literal('token_not_valid'),
  messages: z.array(
    z.object({ token_class: z.string(), token_type: z.string(), message: z.string() }),
  ),
});

/** A query-string flag: `true`/`false` (also `1`/`0`); z.coerce.boolean would read "false" as true. */
export const QueryBooleanSchema = z
  .enum(['true', 'false', '1', '0', 'True', 'False'])
  .transform((value) => value === 'true' || value === '1' || value === 'True');

/** The few fields of another user that lists show next to their name. */
export const UserBriefSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar_url: z.string().nullable(),
});
export type UserBrief = z.infer<typeof UserBriefSchema>;

export const MessageSchema = z.object({ message: z.string() });
export const LinkSchema = z.object({ link: z.string() });

/** Timestamps travel as ISO 8601 strings in UTC. */
export const TimestampSchema = z.string();
