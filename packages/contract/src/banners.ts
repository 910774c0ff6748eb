// Banners: an image with a link that its creator shows on teams they lead (and, later, tournaments).
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { endpointGroup } from './endpoint.js';

export const BANNERS_PER_PAGE = 3;

export const BannerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  link: z.string(),
  allow_show: z.boolean(),
  created_by: UserBriefSchema,
  created_at: TimestampSchema,
});
export type Banner = z.infer<typeof BannerSchema>;

const FlagSchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const LinkSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'Enter a web address starting with http:// or https://.',
  });
/** The client omits id, name and link when empty; an empty value is read as "not sent". */
const withoutEmpty = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== null))
    : value;
const bannerFields = {
  /** Sent back by the client's edit form; it must be this banner's id. */
  id: IdSchema.optional(),
  name: z.string().trim().min(1).max(100).optional(),
  image: z.string().trim().max(2048).optional(),
  link: LinkSchema.optional(),
  allow_show: FlagSchema.optional(),
};
export const BannerWriteSchema = z.preprocess(withoutEmpty, z.object(bannerFields).strict());
export type BannerWrite = z.output<typeof BannerWriteSchema>;

export const BannerListQuerySchema = PageQuerySchema.extend({ created_by: IdSchema.optional() });
export const TeamBannerBodySchema = z.object({ banner: IdSchema }).strict();

const bannerEndpoint = endpointGroup({ auth: 'required', tag: 'banners' });

export const bannersEndpoints = {
  list: bannerEndpoint({
    method: 'GET',
    path: 'profile/banners/',
    summary: 'Banners, newest first (per_page 3); others’ only when allow_show',
    query: BannerListQuerySchema,
    response: pageOf(BannerSchema),
  }),
  create: bannerEndpoint({
    method: 'POST',
    path: 'profile/banners/',
    summary: 'Create a banner (image required). JSON or multipart (image file).',
    body: BannerWriteSchema.nullish(),
    multipart: { fields: BannerWriteSchema, files: ['image'] },
    response: BannerSchema,
    status: 201,
  }),
  get: bannerEndpoint({
    method: 'GET',
    path: 'profile/banners/:id/',
    summary: 'One banner (others’ only when allow_show)',
    params: IdParamsSchema,
    response: BannerSchema,
  }),
  patch: bannerEndpoint({
    method: 'PATCH',
    path: 'profile/banners/:id/',
    summary: 'Edit a banner (creator only). JSON or multipart.',
    params: IdParamsSchema,
    body: BannerWriteSchema.nullish(),
    multipart: { fields: BannerWriteSchema, files: ['image'] },
    response: BannerSchema,
  }),
  remove: bannerEndpoint({
    method: 'DELETE',
    path: 'profile/banners/:id/',
    summary: 'Delete a banner (creator only); it leaves every team it was on',
    params: IdParamsSchema,
    response: z.null(),
    status: 204,
  }),
  teamAttach: bannerEndpoint({
    method: 'POST',
    path: 'team/:id/edit-banner/',
    summary: 'Show one of the captain’s banners on the team (captain only)',
    params: IdParamsSchema,
    body: TeamBannerBodySchema,
    response: z.array(BannerSchema),
  }),
  teamDetach: bannerEndpoint({
    method: 'DELETE',
    path: 'team/:id/edit-banner/',
    summary: 'Take a banner off the team (captain only)',
    params: IdParamsSchema,
    body: TeamBannerBodySchema,
    response: z.array(BannerSchema),
  }),
} as const;
