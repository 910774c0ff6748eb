// Bracket matches, the results both sides report, and the casters invited per match. A match's
// sides are registrations (tournament_participants); level 1 is the final (and the third-place
// match, flagged), level 2 the semifinals, up to grid for the first round.
import type { MatchStatus } from '@clutch/contract/matches';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';
import { tournamentParticipants } from './tournament-participants.tables.js';
import { tournaments } from './tournaments.tables.js';

export type ResultSource = 'bye' | 'reports' | 'creator' | 'runner' | 'simulator';

export const tournamentMatches = pgTable(
  'tournament_matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    /** 1..2^(level-1) within the level. */
    position: integer('position').notNull(),
    isThirdPlace: boolean('is_third_place').notNull().default(false),
    sideA: integer('side_a').references(() => tournamentParticipants.id),
    sideB: integer('side_b').references(() => tournamentParticipants.id),
    scoreA: integer('score_a').notNull().default(0),
    scoreB: integer('score_b').notNull().default(0),
    winnerId: integer('winner_id').references(() => tournamentParticipants.id),
    status: varchar('status', { length: 10 }).$type<MatchStatus>().notNull().default('scheduled'),
    /** How the result came: a bye, agreeing reports, the creator, a game server, the demo simulator. */
    resultSource: varchar('result_source', { length: 10 }).$type<ResultSource>(),
    /** The two sides reported different results; the creator decides. */
    isDisputed: boolean('is_disputed').notNull().default(false),
    startTime: tstz('start_time').notNull(),
    streamLink: text('stream_link'),
    /** Where the players join, set by the match runner and shown only to them. */
    lobbyName: varchar('lobby_name', { length: 100 }),
    lobbyPassword: varchar('lobby_password', { length: 100 }),
    connectString: text('connect_string'),
    /** Bumped on every change, carried by grid-updates pushes. */
    version: integer('version').notNull().default(1),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    uniqueIndex('tournament_matches_slot_key').on(
      t.tournamentId,
      t.level,
      t.position,
      t.isThirdPlace,
    ),
    index('tournament_matches_side_a_idx').on(t.sideA),
    index('tournament_matches_side_b_idx').on(t.sideB),
    check(
      'tournament_matches_slot_range',
      sql`${t.level} BETWEEN 1 AND 10 AND ${t.position} BETWEEN 1 AND (1 << (${t.level} - 1))`,
    ),
    check(
      'tournament_matches_third_place_final_level',
      sql`NOT ${t.isThirdPlace} OR ${t.level} = 1`,
    ),
    check(
      'tournament_matches_status_known',
      sql`${t.status} IN ('scheduled', 'ready', 'in_game', 'finished')`,
    ),
    check('tournament_matches_scores', sql`${t.scoreA} >= 0 AND ${t.scoreB} >= 0`),
    check('tournament_matches_two_sides', sql`${t.sideA} IS NULL OR ${t.sideA} <> ${t.sideB}`),
    check(
      'tournament_matches_winner_is_a_side',
      sql`${t.winnerId} IS NULL OR ${t.winnerId} = ${t.sideA} OR ${t.winnerId} = ${t.sideB}`,
    ),
  ],
);

/** A side's report of a match result; one per side (a new report replaces it). */
export const matchReports = pgTable(
  'match_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => tournamentMatches.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => tournamentParticipants.id),
    reportedBy: integer('reported_by')
      .notNull()
      .references(() => users.id),
    scoreA: integer('score_a').notNull(),
    scoreB: integer('score_b').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('match_reports_side_key').on(t.matchId, t.participantId),
    check(
      'match_reports_scores',
      sql`${t.scoreA} >= 0 AND ${t.scoreB} >= 0 AND ${t.scoreA} <> ${t.scoreB}`,
    ),
  ],
);

/** A caster invited to one match: status 1 pending, 2 accepted, 3 declined. */
export const matchCommentators = pgTable(
  'match_commentators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => tournamentMatches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: integer('status').notNull().default(1),
    createdAt: tstz('created_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    uniqueIndex('match_commentators_user_key').on(t.matchId, t.userId),
    index('match_commentators_user_idx').on(t.userId),
    check('match_commentators_status_range', sql`${t.status} BETWEEN 1 AND 3`),
  ],
);
