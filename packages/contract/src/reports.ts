// Reports: a user tells the staff another user broke the rules, with a reason from a fixed list,
// evidence pictures and, when it happened there, the match or chat it came from. The reporter sees
// their own reports, their status and the outcome text; never the sanction behind it.
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

/** Stable ids: stored in reports.reason, so a number never changes meaning. */
export const REPORT_REASON_IDS = {
  cheating: 1,
  griefing: 2,
  abusive_chat: 3,
  inappropriate_profile: 4,
  match_fixing: 5,
  scam: 6,
  other: 7,
} as const;
export type ReportReasonKey = keyof typeof REPORT_REASON_IDS;

export const REPORT_TITLE_MAX = 120;
export const REPORT_DESCRIPTION_MAX = 4000;
/** Evidence: pictures only (JPEG, PNG, GIF, WebP, checked by their bytes and re-encoded). */
export const REPORT_MAX_FILES = 5;
export const REPORT_MAX_FILE_MB = 10;
/** Reports one account may send per hour, refused or not. */
export const REPORTS_PER_HOUR = 10;
/** Reports by one reporter against one user still waiting for a decision. */
export const MAX_OPEN_REPORTS_PER_TARGET = 3;
export const REPORTS_PER_PAGE = 10;

export const REPORT_STATUSES = ['open', 'assigned', 'decided'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** What staff decided, shown to the reporter in words; the sanction itself stays private. */
export const REPORT_DECISIONS = ['action_taken', 'no_action'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
/** `after_match` names a quick match (the default) or a tournament's bracket match. */
export const MATCH_KINDS = ['quick', 'tournament'] as const;
export type ReportMatchKind = (typeof MATCH_KINDS)[number];

/** The languages reasons are written in; `da` and anything unknown read as English. */
export const REPORT_LANGUAGES = ['en', 'ua', 'cn'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

export const ReportReasonSchema = z.object({ id: z.number().int(), name: z.string() });
export type ReportReason = z.infer<typeof ReportReasonSchema>;

export const ReasonsQuerySchema = z.object({
  lang: z.string().max(20).optional(),
  lang_code: z.string().max(20).optional(),
});

/** The client drops empty fields (spec 1, section 5); blanks sent anyway are read as not sent. */
const withoutEmpty = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter(
          ([, v]) => v !== null && !(typeof v === 'string' && v.trim() === ''),
        ),
      )
    : value;

export const ReportWriteSchema = z.preprocess(
  withoutEmpty,
  z
    .object({
      title: z.string().trim().min(1).max(REPORT_TITLE_MAX),
      description: z.string().trim().min(1).max(REPORT_DESCRIPTION_MAX),
      reason: IdSchema,
      reported_to: IdSchema,
      after_match: IdSchema.optional(),
      match_kind: z.enum(MATCH_KINDS).optional(),
      /** The chat the report was made from (its excerpt is evidence): a chat both are in. */
      chat: IdSchema.optional(),
    })
    .strict(),
);
export type ReportWrite = z.output<typeof ReportWriteSchema>;

export const ReportSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  reason: ReportReasonSchema,
  reported_to: UserBriefSchema,
  after_match: z.number().int().nullable(),
  match_kind: z.enum(MATCH_KINDS).nullable(),
  chat: z.number().int().nullable(),
  upload_files: z.array(z.string()),
  status: z.enum(REPORT_STATUSES),
  decision: z.enum(REPORT_DECISIONS).nullable(),
  /** What staff wrote to the reporter once decided. */
  outcome: z.string().nullable(),
  created_at: TimestampSchema,
  decided_at: TimestampSchema.nullable(),
});
export type Report = z.infer<typeof ReportSchema>;

const reportEndpoint = endpointGroup({ auth: 'required', tag: 'reports' });

export const reportsEndpoints = {
  reasons: reportEndpoint({
    method: 'GET',
    path: 'reports/reports-reasons/',
    summary: 'The reasons a report may give, in the language of lang/lang_code or the request',
    query: ReasonsQuerySchema,
    response: z.array(ReportReasonSchema),
  }),
  create: reportEndpoint({
    method: 'POST',
    path: 'reports/',
    summary:
      'Report a user (multipart: title, description, reason, reported_to, after_match, match_kind, chat, up to 5 upload_files pictures of 10 MB; or JSON without files)',
    query: ReasonsQuerySchema,
    body: ReportWriteSchema.nullish(),
    multipart: { fields: ReportWriteSchema, files: ['upload_files'] },
    response: ReportSchema,
    status: 201,
  }),
  mine: reportEndpoint({
    method: 'GET',
    path: 'reports/',
    summary: 'The caller’s own reports, newest first, with their status and outcome',
    query: PageQuerySchema.extend(ReasonsQuerySchema.shape),
    response: pageOf(ReportSchema),
  }),
  one: reportEndpoint({
    method: 'GET',
    path: 'reports/:id/',
    summary: 'One of the caller’s own reports',
    params: IdParamsSchema,
    query: ReasonsQuerySchema,
    response: ReportSchema,
  }),
} as const;
