// Jars: a user's donation jar or a prize jar (1st, 2nd, 3rd place or the whole pool). Crystals go in
// by donation and out when the creator breaks the jar (tournaments pay out prize jars they hold).
// Team jars: a captain attaches their jars to a team, or creates one for it.
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
import { CrystalsInSchema, CrystalsSchema } from './money.js';

export const JARS_PER_PAGE = 8;
export const DONATIONS_PER_PAGE = 10;

export const JAR_TYPES = {
  user: 1,
  prize_first: 2,
  prize_second: 3,
  prize_third: 4,
  prize_pool: 5,
} as const;
export const JarTypeSchema = z.coerce
  .number({ error: 'Choose a jar type from 1 to 5.' })
  .int()
  .min(1, { message: 'Choose a jar type from 1 to 5.' })
  .max(5, { message: 'Choose a jar type from 1 to 5.' });
export const JAR_STATUSES = ['open', 'full', 'broken'] as const;
export const JarStatusSchema = z.enum(JAR_STATUSES);
export type JarStatus = z.infer<typeof JarStatusSchema>;

export const JarSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** null when the jar is unlimited. */
  target_amount: CrystalsSchema.nullable(),
  is_unlimited: z.boolean(),
  jar_type: z.number().int(),
  status: JarStatusSchema,
  created_by: UserBriefSchema,
  /** Crystals in the jar now (0 once broken). */
  current_amount: CrystalsSchema,
  /** Everything ever donated. */
  collected_amount: CrystalsSchema,
  donations_count: z.number().int(),
  created_at: TimestampSchema,
});
export type Jar = z.infer<typeof JarSchema>;

/** JSON sends a boolean; a multipart form sends the text "true" or "false". */
const FlagSchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const TitleSchema = z.string().trim().min(1).max(100);
const JarDescriptionSchema = z.string().trim().max(1000);
/** One of our image addresses (from profile/upload-image/), or a file part in a multipart form. */
const ImageUrlSchema = z.string().trim().max(2048);

/**
 * The client drops target_amount when is_unlimited is on and omits empty title, description and
 * image; an empty value is read as "not sent".
 */
const withoutEmpty = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== null))
    : value;

const jarFields = {
  title: TitleSchema,
  description: JarDescriptionSchema.optional(),
  image: ImageUrlSchema.optional(),
  target_amount: CrystalsInSchema.optional(),
  is_unlimited: FlagSchema.optional(),
  jar_type: JarTypeSchema.optional(),
};
export const JarCreateSchema = z.preprocess(withoutEmpty, z.object(jarFields).strict());
export type JarCreate = z.output<typeof JarCreateSchema>;
export const JarPatchSchema = z.preprocess(
  withoutEmpty,
  z.object({ ...jarFields, title: TitleSchema.optional() }).strict(),
);
export type JarPatch = z.output<typeof JarPatchSchema>;

export const JarListQuerySchema = PageQuerySchema.extend({
  created_by: IdSchema.optional(),
  status: JarStatusSchema.optional(),
  jar_type: JarTypeSchema.optional(),
  title_search: z.string().trim().max(100).optional(),
  description_search: z.string().trim().max(100).optional(),
});

export const DonationSchema = z.object({
  id: z.number().int(),
  amount: CrystalsSchema,
  donor: UserBriefSchema,
  created_at: TimestampSchema,
});
export type Donation = z.infer<typeof DonationSchema>;
export const DonationBodySchema = z.object({ amount: CrystalsInSchema }).strict();

export const TeamJarsAddSchema = z.object({ jars: z.array(IdSchema).min(1).max(20) }).strict();
export const TeamJarRemoveSchema = z.object({ jar: IdSchema }).strict();
/** team/{id}/jars/edit/: POST creates a jar for the team, PATCH edits one of its jars. */
export const TeamJarCreateSchema = z.object({ jar: JarCreateSchema }).strict();
export const TeamJarPatchSchema = z
  .object({
    jar: z.preprocess(
      withoutEmpty,
      z.object({ ...jarFields, id: IdSchema, title: TitleSchema.optional() }).strict(),
    ),
  })
  .strict();

const jarEndpoint = endpointGroup({ auth: 'required', tag: 'jars' });

export const jarsEndpoints = {
  list: jarEndpoint({
    method: 'GET',
    path: 'profile/jars/',
    summary:
      'Jars, newest first (per_page 8): by creator, status, type, words in title or description',
    query: JarListQuerySchema,
    response: pageOf(JarSchema),
  }),
  create: jarEndpoint({
    method: 'POST',
    path: 'profile/jars/',
    summary: 'Create a jar: a target or unlimited. JSON or multipart (image file).',
    body: JarCreateSchema.nullish(),
    multipart: { fields: JarCreateSchema, files: ['image'] },
    response: JarSchema,
    status: 201,
  }),
  get: jarEndpoint({
    method: 'GET',
    path: 'profile/jars/:id/',
    summary: 'One jar',
    params: IdParamsSchema,
    response: JarSchema,
  }),
  patch: jarEndpoint({
    method: 'PATCH',
    path: 'profile/jars/:id/',
    summary: 'Edit a jar (creator only; not once broken). JSON or multipart.',
    params: IdParamsSchema,
    body: JarPatchSchema.nullish(),
    multipart: { fields: JarPatchSchema, files: ['image'] },
    response: JarSchema,
  }),
  remove: jarEndpoint({
    method: 'DELETE',
    path: 'profile/jars/:id/',
    summary: 'Delete an empty jar (creator only); a jar holding crystals can only be broken',
    params: IdParamsSchema,
    response: z.null(),
    status: 204,
  }),
  donations: jarEndpoint({
    method: 'GET',
    path: 'profile/jar/:id/donation/',
    summary: 'Donations to a jar, newest first (per_page 10)',
    params: IdParamsSchema,
    query: PageQuerySchema,
    response: pageOf(DonationSchema),
  }),
  donate: jarEndpoint({
    method: 'POST',
    path: 'profile/jar/:id/donation/',
    summary: 'Donate real crystals to an open jar, not past its target (honours Idempotency-Key)',
    params: IdParamsSchema,
    body: DonationBodySchema,
    response: DonationSchema,
    status: 201,
  }),
  breakJar: jarEndpoint({
    method: 'POST',
    path: 'profile/jar/:id/break/',
    summary: 'Break the jar: its crystals go to the creator (creator only)',
    params: IdParamsSchema,
    response: JarSchema,
  }),
  ofTeam: jarEndpoint({
    method: 'GET',
    path: 'team/:id/jars/',
    summary: 'Jars attached to a team',
    params: IdParamsSchema,
    response: z.array(JarSchema),
  }),
  teamAdd: jarEndpoint({
    method: 'POST',
    path: 'team/:id/jars-add/',
    summary: 'Attach the captain’s jars to the team (captain only); answers the team’s jars',
    params: IdParamsSchema,
    body: TeamJarsAddSchema,
    response: z.array(JarSchema),
  }),
  teamRemove: jarEndpoint({
    method: 'POST',
    path: 'team/:id/jars-remove/',
    summary: 'Detach a jar from the team (captain only); answers the team’s jars',
    params: IdParamsSchema,
    body: TeamJarRemoveSchema,
    response: z.array(JarSchema),
  }),
  teamCreate: jarEndpoint({
    method: 'POST',
    path: 'team/:id/jars/edit/',
    summary: 'Create a jar for the team (captain only); answers it',
    params: IdParamsSchema,
    body: TeamJarCreateSchema,
    response: JarSchema,
    status: 201,
  }),
  teamEdit: jarEndpoint({
    method: 'PATCH',
    path: 'team/:id/jars/edit/',
    summary: 'Edit one of the team’s jars that the captain created (captain only)',
    params: IdParamsSchema,
    body: TeamJarPatchSchema,
    response: JarSchema,
  }),
} as const;
