// The operator console's TOURNAMENTS & LOBBIES section (moderator, admin): find tournaments and
// quick-match lobbies, cancel them with every fee refunded, remove a participant or a player,
// settle a disputed bracket match; and its INFRASTRUCTURE section (admin, read-only): the CS2
// server pool and the Dota bots. Every action carries a reason and leaves an audit row.
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  QueryBooleanSchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { endpointGroup } from './endpoint.js';
import { GameIdSchema } from './games.js';
import { BookSchema, CrystalsSchema } from './money.js';
import { OPERATOR_REASON_MAX } from './operator.js';
import { QuickMatchStatusSchema, QuickMatchTypeSchema } from './quickmatch.js';
import {
  ServerSchema,
  TournamentStatusSchema,
  TournamentTypeSchema,
} from './tournament-options.js';

const reason = z.string().trim().min(1, 'Give a reason.').max(OPERATOR_REASON_MAX);
/** Every console action's body: why it was done (kept in the audit log). */
export const OpsReasonSchema = z.object({ reason }).strict();

const search = z.string().trim().max(100).optional();

// ---- Tournaments ----

export const OpsTournamentQuerySchema = PageQuerySchema.extend({
  /** A name fragment, or a tournament id. */
  search,
  status: TournamentStatusSchema.optional(),
  game: GameIdSchema.optional(),
  /** Only tournaments with at least one disputed match. */
  disputed: QueryBooleanSchema.optional(),
});

export const OpsTournamentRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  game: z.number().int(),
  type: TournamentTypeSchema,
  status: TournamentStatusSchema,
  book: BookSchema,
  organiser: UserBriefSchema,
  entry_fee: CrystalsSchema,
  prize_pool: CrystalsSchema,
  /** Registered players or teams (not watchers). */
  participants_count: z.number().int(),
  disputed_matches_count: z.number().int(),
  start_time: TimestampSchema,
  created_at: TimestampSchema,
});
export type OpsTournamentRow = z.infer<typeof OpsTournamentRowSchema>;

export const OPS_PARTICIPANT_KINDS = ['player', 'watcher'] as const;
export const OPS_PARTICIPANT_STATUSES = ['registered', 'left', 'removed'] as const;

export const OpsParticipantSchema = z.object({
  /** The participant id (what removal names), not a user id. */
  id: z.number().int(),
  kind: z.enum(OPS_PARTICIPANT_KINDS),
  status: z.enum(OPS_PARTICIPANT_STATUSES),
  /** The player or watcher; null for a team. */
  user: UserBriefSchema.nullable(),
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  registered_by: UserBriefSchema,
  /** The fee held from the registering user; 0 when free or already given back. */
  fee_held: CrystalsSchema,
  seed: z.number().int().nullable(),
  place: z.number().int().nullable(),
  registered_at: TimestampSchema,
});
export type OpsParticipant = z.infer<typeof OpsParticipantSchema>;

export const OpsMatchSideSchema = z.object({
  participant: z.number().int(),
  /** The player's username or the team's name. */
  name: z.string(),
});

export const OpsMatchReportSchema = z.object({
  side: z.enum(['a', 'b']),
  score_a: z.number().int(),
  score_b: z.number().int(),
  reported_by: UserBriefSchema,
});

export const OpsDisputedMatchSchema = z.object({
  id: z.number().int(),
  round: z.number().int(),
  status: z.string(),
  side_a: OpsMatchSideSchema.nullable(),
  side_b: OpsMatchSideSchema.nullable(),
  /** What each side reported (they disagree). */
  reports: z.array(OpsMatchReportSchema),
});
export type OpsDisputedMatch = z.infer<typeof OpsDisputedMatchSchema>;

export const OpsTournamentSchema = OpsTournamentRowSchema.extend({
  participants: z.array(OpsParticipantSchema),
  disputed_matches: z.array(OpsDisputedMatchSchema),
});
export type OpsTournament = z.infer<typeof OpsTournamentSchema>;

export const OpsParticipantParamsSchema = z.object({ id: IdSchema, participant: IdSchema });
export const OpsMatchParamsSchema = z.object({ id: IdSchema, match: IdSchema });

/**
 * Settling a disputed match: name the winner (recorded 1:0) or give the score (not equal; the
 * higher wins), not both.
 */
export const OpsSettleSchema = z
  .object({
    winner: z.enum(['a', 'b']).optional(),
    score_a: z.coerce.number().int().min(0).max(1000).optional(),
    score_b: z.coerce.number().int().min(0).max(1000).optional(),
    reason,
  })
  .strict()
  .superRefine((value, ctx) => {
    const scored = value.score_a !== undefined || value.score_b !== undefined;
    if (value.winner !== undefined && scored)
      ctx.addIssue({ code: 'custom', path: ['winner'], message: 'Name a winner or a score.' });
    else if (value.winner === undefined && !scored)
      ctx.addIssue({ code: 'custom', path: ['winner'], message: 'Name a winner or a score.' });
    else if (scored && (value.score_a === undefined || value.score_b === undefined))
      ctx.addIssue({ code: 'custom', path: ['score_a'], message: 'Give both scores.' });
    else if (scored && value.score_a === value.score_b)
      ctx.addIssue({
        code: 'custom',
        path: ['score_a'],
        message: 'A match has a winner: the scores may not be equal.',
      });
  });
export type OpsSettle = z.infer<typeof OpsSettleSchema>;

// ---- Quick-match lobbies ----

export const OpsLobbyQuerySchema = PageQuerySchema.extend({
  /** A name fragment, or a lobby id. */
  search,
  /** Open and running lobbies (waiting, ready_check, veto, in_game) unless named. */
  status: QuickMatchStatusSchema.optional(),
  game: GameIdSchema.optional(),
});

export const OpsLobbyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  game: z.number().int(),
  type: QuickMatchTypeSchema,
  status: QuickMatchStatusSchema,
  book: BookSchema,
  entry_fee: CrystalsSchema,
  slots: z.number().int(),
  /** Seats taken now. */
  players_count: z.number().int(),
  created_by: UserBriefSchema,
  created_at: TimestampSchema,
});
export type OpsLobbyRow = z.infer<typeof OpsLobbyRowSchema>;

export const OpsLobbyPlayerSchema = z.object({
  user: UserBriefSchema,
  position: z.number().int(),
  is_ready: z.boolean(),
  /** The stake held from the player; 0 when free. */
  stake_held: CrystalsSchema,
});

export const OpsLobbySchema = OpsLobbyRowSchema.extend({
  players: z.array(OpsLobbyPlayerSchema),
});
export type OpsLobby = z.infer<typeof OpsLobbySchema>;

export const OpsLobbyPlayerParamsSchema = z.object({ id: IdSchema, user: IdSchema });

// ---- Infrastructure ----

/** What a hosted match belongs to: a bracket match of a tournament, or a quick-match lobby. */
export const OpsHostedMatchSchema = z.object({
  id: z.number().int(),
  owner_kind: z.enum(['tournament', 'quickmatch']),
  owner_id: z.number().int(),
  match_id: z.number().int(),
  status: z.string(),
  created_at: TimestampSchema,
});

export const CS2_SERVER_STATES = ['active', 'draining', 'unhealthy'] as const;

export const OpsCs2ServerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  region: ServerSchema,
  /** unhealthy: benched after it failed a health check; draining: takes no new match. */
  status: z.enum(CS2_SERVER_STATES),
  /** The owner key of the match it holds ('quickmatch:5'); null when free. */
  allocated_to: z.string().nullable(),
  current_match: OpsHostedMatchSchema.nullable(),
  last_health_at: TimestampSchema.nullable(),
  last_error: z.string().nullable(),
  created_at: TimestampSchema,
});
export type OpsCs2Server = z.infer<typeof OpsCs2ServerSchema>;

export const OpsDotaBotSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  steam_id: z.string(),
  capacity: z.number().int(),
  is_connected: z.boolean(),
  last_seen_at: TimestampSchema.nullable(),
  /** The lobbies it hosts now (loading or live). */
  current_matches: z.array(OpsHostedMatchSchema),
  created_at: TimestampSchema,
});
export type OpsDotaBot = z.infer<typeof OpsDotaBotSchema>;

const ops = endpointGroup({ auth: 'required', tag: 'operator' });

export const operatorOpsEndpoints = {
  tournaments: ops({
    method: 'GET',
    path: 'operator/tournaments/',
    summary: 'Find tournaments by name or id, status, game, disputes (moderator, admin)',
    query: OpsTournamentQuerySchema,
    response: pageOf(OpsTournamentRowSchema),
  }),
  tournament: ops({
    method: 'GET',
    path: 'operator/tournaments/:id/',
    summary: 'A tournament with its participants and disputed matches',
    params: IdParamsSchema,
    response: OpsTournamentSchema,
  }),
  cancelTournament: ops({
    method: 'POST',
    path: 'operator/tournaments/:id/cancel/',
    summary: 'Cancel a tournament: every entry fee and the prize pool go back',
    params: IdParamsSchema,
    body: OpsReasonSchema,
    response: OpsTournamentSchema,
  }),
  removeParticipant: ops({
    method: 'POST',
    path: 'operator/tournaments/:id/participants/:participant/remove/',
    summary:
      'Remove a participant: before the start their fee goes back; once running they forfeit their match',
    params: OpsParticipantParamsSchema,
    body: OpsReasonSchema,
    response: OpsTournamentSchema,
  }),
  settleMatch: ops({
    method: 'POST',
    path: 'operator/tournaments/:id/matches/:match/settle/',
    summary: 'Settle a disputed match with a winner or a score',
    params: OpsMatchParamsSchema,
    body: OpsSettleSchema,
    response: OpsTournamentSchema,
  }),
  lobbies: ops({
    method: 'GET',
    path: 'operator/lobbies/',
    summary: 'Quick-match lobbies, open and running unless a status is named (moderator, admin)',
    query: OpsLobbyQuerySchema,
    response: pageOf(OpsLobbyRowSchema),
  }),
  lobby: ops({
    method: 'GET',
    path: 'operator/lobbies/:id/',
    summary: 'A lobby with its players and their stakes',
    params: IdParamsSchema,
    response: OpsLobbySchema,
  }),
  cancelLobby: ops({
    method: 'POST',
    path: 'operator/lobbies/:id/cancel/',
    summary: 'Cancel a lobby: every stake goes back',
    params: IdParamsSchema,
    body: OpsReasonSchema,
    response: OpsLobbySchema,
  }),
  removeLobbyPlayer: ops({
    method: 'POST',
    path: 'operator/lobbies/:id/players/:user/remove/',
    summary: 'Remove a player from a waiting lobby: their stake goes back',
    params: OpsLobbyPlayerParamsSchema,
    body: OpsReasonSchema,
    response: OpsLobbySchema,
  }),
  cs2Servers: ops({
    method: 'GET',
    path: 'operator/infrastructure/cs2-servers/',
    summary: 'The CS2 server pool: health, benched or draining, the match each holds (admin)',
    response: z.array(OpsCs2ServerSchema),
  }),
  dotaBots: ops({
    method: 'GET',
    path: 'operator/infrastructure/dota-bots/',
    summary: 'The Dota bots: connected or not, last seen, the lobbies each hosts (admin)',
    response: z.array(OpsDotaBotSchema),
  }),
} as const;
