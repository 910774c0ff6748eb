// The operator console's API (ours, not in the spec): staff roles, the audit log, and the sections
// staff work in (users and their bans and sessions, the report queue, content, game status). DRF
// conventions: pages {count, next, previous, results}, errors {detail} or {field: [messages]}.
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { CONTENT_BODY_MAX, CONTENT_TITLE_MAX, STATIC_PAGE_SLUG } from './content.js';
import { endpointGroup } from './endpoint.js';
import { GameIdSchema } from './games.js';
import { REPORT_DECISIONS, REPORT_STATUSES, ReportReasonSchema } from './reports.js';

export const STAFF_ROLES = ['support', 'moderator', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The console's sections; operator-policy (server) says which roles open each. */
export const CONSOLE_SECTIONS = [
  'content',
  'games',
  'users',
  'reports',
  'finance',
  'tournaments',
  'infrastructure',
  'staff',
  'audit',
] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/** Account ban kinds, as auth's user_bans stores them. */
export const OPERATOR_BAN_KINDS = ['withdrawal', 'tournament', 'quick_match', 'chat'] as const;

/** The sanction ladder, mildest first: a decision applies the step after the user's last one. */
export const SANCTION_STEPS = [
  'warning',
  'quick_match_cooldown_1d',
  'quick_match_cooldown_7d',
  'ban_30d',
  'permanent',
] as const;
export type SanctionStep = (typeof SANCTION_STEPS)[number];

export const OPERATOR_REASON_MAX = 500;
const reason = z.string().trim().min(1, 'Give a reason.').max(OPERATOR_REASON_MAX);

export const OperatorMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  sections: z.array(z.enum(CONSOLE_SECTIONS)),
});
export type OperatorMe = z.infer<typeof OperatorMeSchema>;

export const StaffMemberSchema = z.object({
  user: UserBriefSchema,
  roles: z.array(z.enum(STAFF_ROLES)),
});
export const StaffGrantSchema = z.object({ user: IdSchema, role: z.enum(STAFF_ROLES) }).strict();
export const StaffRevokeParamsSchema = z.object({ id: IdSchema, role: z.enum(STAFF_ROLES) });

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: UserBriefSchema.nullable(),
  action: z.string(),
  target_kind: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  created_at: TimestampSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditQuerySchema = PageQuerySchema.extend({
  actor: IdSchema.optional(),
  action: z.string().max(64).optional(),
});

export const UserSearchQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export const OperatorUserRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** null for an account made by Steam sign-in without an address. */
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_banned: z.boolean(),
  created_at: TimestampSchema,
});
export const OperatorBanSchema = z.object({
  id: z.number().int(),
  kind: z.enum(OPERATOR_BAN_KINDS),
  until: TimestampSchema.nullable(),
  reason: z.string().nullable(),
  created_at: TimestampSchema,
});
export const OperatorSessionSchema = z.object({
  id: z.number().int(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: TimestampSchema,
  expires_at: TimestampSchema,
});
export const OperatorUserSchema = OperatorUserRowSchema.extend({
  country: z.string().nullable(),
  roles: z.array(z.enum(STAFF_ROLES)),
  bans: z.array(OperatorBanSchema),
  sessions: z.array(OperatorSessionSchema),
});
export type OperatorUser = z.infer<typeof OperatorUserSchema>;

/** A ban: `until` an ISO time in the future, or `forever: true`; never both. */
export const BanWriteSchema = z
  .object({
    kind: z.enum(OPERATOR_BAN_KINDS),
    until: z.iso.datetime({ offset: true }).optional(),
    forever: z.boolean().optional(),
    reason,
  })
  .strict();
export const UnbanWriteSchema = z.object({ kind: z.enum(OPERATOR_BAN_KINDS), reason }).strict();
export const SessionsRevokeSchema = z.object({ reason }).strict();
export const RevokedSchema = z.object({ revoked: z.number().int() });

export const QueueQuerySchema = PageQuerySchema.extend({
  status: z.enum(REPORT_STATUSES).optional(),
});
export const QueueReportSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  reason: ReportReasonSchema,
  reporter: UserBriefSchema,
  reported_to: UserBriefSchema,
  after_match: z.number().int().nullable(),
  match_kind: z.string().nullable(),
  chat: z.number().int().nullable(),
  upload_files: z.array(z.string()),
  status: z.enum(REPORT_STATUSES),
  assignee: UserBriefSchema.nullable(),
  decision: z.enum(REPORT_DECISIONS).nullable(),
  outcome: z.string().nullable(),
  sanction: z.enum(SANCTION_STEPS).nullable(),
  created_at: TimestampSchema,
  decided_at: TimestampSchema.nullable(),
});
export type QueueReport = z.infer<typeof QueueReportSchema>;
/** How many chat messages a report's evidence shows, around the time it was made. */
export const CHAT_EXCERPT_SIZE = 30;
export const ChatExcerptMessageSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  sender: UserBriefSchema.nullable(),
  content_text: z.string(),
  /** Names of attached files (the files themselves stay in the chat). */
  files: z.array(z.string()),
  timestamp: TimestampSchema,
});
export type ChatExcerptMessage = z.infer<typeof ChatExcerptMessageSchema>;
/** The match a report names (`after_match`), as far as the report's match kind tells. */
export const ReportMatchSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.string().nullable(),
  score_a: z.number().int().nullable(),
  score_b: z.number().int().nullable(),
  finished_at: TimestampSchema.nullable(),
});
/**
 * One report as its page shows it: the queue's fields plus evidence. `chat_excerpt` is the last
 * CHAT_EXCERPT_SIZE messages of the reporter and the reported user in `chat` up to the report's
 * creation (oldest first); null when the report names no chat.
 */
export const QueueReportDetailSchema = QueueReportSchema.extend({
  chat_excerpt: z.array(ChatExcerptMessageSchema).nullable(),
  match_summary: ReportMatchSummarySchema.nullable(),
  /** The ladder step a sanction would apply to the reported user now (after their worst one). */
  next_sanction: z.enum(SANCTION_STEPS),
});
export type QueueReportDetail = z.infer<typeof QueueReportDetailSchema>;
export const DecideSchema = z
  .object({
    decision: z.enum(REPORT_DECISIONS),
    outcome: z.string().trim().min(1).max(2000),
    /** Apply the next step of the sanction ladder to the reported user (action_taken only). */
    sanction: z.boolean().default(false),
    reason: z.string().trim().max(OPERATOR_REASON_MAX).optional(),
  })
  .strict();

const title = z.string().trim().min(1).max(CONTENT_TITLE_MAX);
const body = z.string().trim().min(1).max(CONTENT_BODY_MAX);
function textsOf<T extends z.ZodType>(text: T) {
  return z.object({ en: text.optional(), ua: text.optional(), cn: text.optional() }).strict();
}
export const NewsWriteSchema = z
  .object({ is_published: z.boolean().optional(), texts: textsOf(z.object({ title, body })) })
  .strict();
export const FaqCategoryWriteSchema = z
  .object({
    slug: z.string().regex(STATIC_PAGE_SLUG).optional(),
    position: z.number().int().min(0).max(1_000_000).optional(),
    texts: textsOf(z.object({ name: title })),
  })
  .strict();
export const FaqItemWriteSchema = z
  .object({
    category: IdSchema.optional(),
    position: z.number().int().min(0).max(1_000_000).optional(),
    texts: textsOf(z.object({ question: title, answer: body })),
  })
  .strict();
export const StaticPageWriteSchema = z
  .object({ texts: textsOf(z.object({ title, body })) })
  .strict();
export const SlugParamsSchema = z.object({
  slug: z.string().regex(STATIC_PAGE_SLUG, 'Lower-case letters, digits and dashes only.'),
});
export const SavedIdSchema = z.object({ id: z.number().int() });
export const SavedSlugSchema = z.object({ slug: z.string() });

/** Content as written (Markdown), every locale present; published or not. */
const sourceTexts = <T extends z.ZodRawShape>(shape: T) =>
  z.object({
    en: z.object(shape).optional(),
    ua: z.object(shape).optional(),
    cn: z.object(shape).optional(),
  });
export const NewsSourceSchema = z.object({
  id: z.number().int(),
  is_published: z.boolean(),
  created_date: TimestampSchema,
  texts: sourceTexts({ title: z.string(), body: z.string() }),
});
export const FaqSourcesSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      position: z.number().int(),
      texts: sourceTexts({ name: z.string() }),
    }),
  ),
  items: z.array(
    z.object({
      id: z.number().int(),
      category: z.number().int(),
      position: z.number().int(),
      texts: sourceTexts({ question: z.string(), answer: z.string() }),
    }),
  ),
});
export const StaticPageSourceSchema = z.object({
  slug: z.string(),
  updated_date: TimestampSchema,
  texts: sourceTexts({ title: z.string(), body: z.string() }),
});
export const PreviewWriteSchema = z.object({ markdown: z.string().max(CONTENT_BODY_MAX) }).strict();
export const PreviewSchema = z.object({ html: z.string() });

export const GameStatusWriteSchema = z
  .object({ work_status: z.boolean(), error_message: z.string().trim().max(500).nullable() })
  .strict();
export const GameStatusSchema = z.object({
  id: z.number().int(),
  work_status: z.boolean(),
  error_message: z.string().nullable(),
});

const op = endpointGroup({ auth: 'required', tag: 'operator' });

export const operatorEndpoints = {
  me: op({
    method: 'GET',
    path: 'operator/me/',
    summary: "The caller's staff roles and the console sections they open",
    response: OperatorMeSchema,
  }),
  staff: op({
    method: 'GET',
    path: 'operator/staff/',
    summary: 'Staff and their roles (admin)',
    response: z.array(StaffMemberSchema),
  }),
  grant: op({
    method: 'POST',
    path: 'operator/staff/',
    summary: 'Grant a role (admin)',
    body: StaffGrantSchema,
    response: StaffMemberSchema,
    status: 201,
  }),
  revoke: op({
    method: 'DELETE',
    path: 'operator/staff/:id/:role/',
    summary: 'Revoke a role (admin; not the last admin)',
    params: StaffRevokeParamsSchema,
    response: StaffMemberSchema,
  }),
  audit: op({
    method: 'GET',
    path: 'operator/audit/',
    summary: 'The audit log, newest first (admin)',
    query: AuditQuerySchema,
    response: pageOf(AuditEntrySchema),
  }),
  users: op({
    method: 'GET',
    path: 'operator/users/',
    summary: 'Find users by name, e-mail or id',
    query: UserSearchQuerySchema,
    response: pageOf(OperatorUserRowSchema),
  }),
  user: op({
    method: 'GET',
    path: 'operator/users/:id/',
    summary: 'A user with their active bans, live sessions and roles',
    params: IdParamsSchema,
    response: OperatorUserSchema,
  }),
  ban: op({
    method: 'POST',
    path: 'operator/users/:id/bans/',
    summary: 'Ban a user from withdrawals, tournaments, quick matches or chat',
    params: IdParamsSchema,
    body: BanWriteSchema,
    response: OperatorUserSchema,
    status: 201,
  }),
  unban: op({
    method: 'POST',
    path: 'operator/users/:id/unban/',
    summary: "End a user's active bans of one kind (the record stays)",
    params: IdParamsSchema,
    body: UnbanWriteSchema,
    response: OperatorUserSchema,
  }),
  revokeSessions: op({
    method: 'POST',
    path: 'operator/users/:id/sessions/revoke/',
    summary: 'End every session of a user (signed out everywhere, sockets closed)',
    params: IdParamsSchema,
    body: SessionsRevokeSchema,
    response: RevokedSchema,
  }),
  queue: op({
    method: 'GET',
    path: 'operator/reports/',
    summary: 'The report queue, oldest first, by status (open and assigned unless named)',
    query: QueueQuerySchema,
    response: pageOf(QueueReportSchema),
  }),
  report: op({
    method: 'GET',
    path: 'operator/reports/:id/',
    summary: 'One report with its evidence (chat excerpt, match summary)',
    params: IdParamsSchema,
    response: QueueReportDetailSchema,
  }),
  assign: op({
    method: 'POST',
    path: 'operator/reports/:id/assign/',
    summary: 'Take a report (assign it to the caller)',
    params: IdParamsSchema,
    response: QueueReportSchema,
  }),
  decide: op({
    method: 'POST',
    path: 'operator/reports/:id/decide/',
    summary: 'Decide a report, optionally applying the next sanction of the ladder',
    params: IdParamsSchema,
    body: DecideSchema,
    response: QueueReportSchema,
  }),
  newsSources: op({
    method: 'GET',
    path: 'operator/content/news/',
    summary: 'News as written (Markdown, every locale, drafts too), newest first',
    query: PageQuerySchema,
    response: pageOf(NewsSourceSchema),
  }),
  faqSources: op({
    method: 'GET',
    path: 'operator/content/faq/',
    summary: 'FAQ categories and entries as written (Markdown, every locale)',
    response: FaqSourcesSchema,
  }),
  staticPageSources: op({
    method: 'GET',
    path: 'operator/content/static-pages/',
    summary: 'Static pages as written (Markdown, every locale)',
    response: z.array(StaticPageSourceSchema),
  }),
  preview: op({
    method: 'POST',
    path: 'operator/content/preview/',
    summary: 'Markdown rendered and sanitised exactly as a page shows it',
    body: PreviewWriteSchema,
    response: PreviewSchema,
  }),
  createNews: op({
    method: 'POST',
    path: 'operator/content/news/',
    summary: 'Write a news item (English required)',
    body: NewsWriteSchema,
    response: SavedIdSchema,
    status: 201,
  }),
  updateNews: op({
    method: 'PATCH',
    path: 'operator/content/news/:id/',
    summary: 'Edit a news item',
    params: IdParamsSchema,
    body: NewsWriteSchema,
    response: SavedIdSchema,
  }),
  createFaqCategory: op({
    method: 'POST',
    path: 'operator/content/faq-categories/',
    summary: 'Add a FAQ category',
    body: FaqCategoryWriteSchema,
    response: SavedIdSchema,
    status: 201,
  }),
  updateFaqCategory: op({
    method: 'PATCH',
    path: 'operator/content/faq-categories/:id/',
    summary: 'Edit a FAQ category',
    params: IdParamsSchema,
    body: FaqCategoryWriteSchema,
    response: SavedIdSchema,
  }),
  createFaqItem: op({
    method: 'POST',
    path: 'operator/content/faq/',
    summary: 'Add a FAQ entry',
    body: FaqItemWriteSchema,
    response: SavedIdSchema,
    status: 201,
  }),
  updateFaqItem: op({
    method: 'PATCH',
    path: 'operator/content/faq/:id/',
    summary: 'Edit a FAQ entry',
    params: IdParamsSchema,
    body: FaqItemWriteSchema,
    response: SavedIdSchema,
  }),
  putStaticPage: op({
    method: 'PUT',
    path: 'operator/content/static-pages/:slug/',
    summary: 'Write a static page (English required when new)',
    params: SlugParamsSchema,
    body: StaticPageWriteSchema,
    response: SavedSlugSchema,
  }),
  gameStatus: op({
    method: 'PUT',
    path: 'operator/games/:id/status/',
    summary: "Set a game's work status and the message the header shows",
    params: z.object({ id: GameIdSchema }),
    body: GameStatusWriteSchema,
    response: GameStatusSchema,
  }),
} as const;
