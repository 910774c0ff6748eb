// Quick-match lobbies, their two sides and seats, reactions, per-player statistics, ratings per game
// and book, and ready-check cooldowns. The database holds the rules that money and fairness rest on.
import type { QuickMatchStatus } from '@clutch/contract/quickmatch';
import type { BanType, Server, TournamentType } from '@clutch/contract/tournament-options';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';
import { teams } from '../teams/teams.tables.js';
import type { VetoState } from './pick-ban.js';

export const quickMatches = pgTable(
  'quick_matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    game: integer('game').notNull(),
    type: varchar('type', { length: 3 }).$type<TournamentType>().notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    status: varchar('status', { length: 12 }).$type<QuickMatchStatus>().notNull(),
    gameTimeType: varchar('game_time_type', { length: 10 })
      .$type<'snap_game' | 'timed'>()
      .notNull(),
    gameTime: tstz('game_time'),
    isOpened: boolean('is_opened').notNull(),
    mix: boolean('mix').notNull(),
    isDemo: boolean('is_demo').notNull(),
    server: varchar('server', { length: 10 }).$type<Server>().notNull(),
    /** Minor units: the creator's own prize, and what each player pays in. */
    prize: bigint('prize', { mode: 'number' }).notNull(),
    entryFee: bigint('entry_fee', { mode: 'number' }).notNull(),
    prizeHoldId: integer('prize_hold_id'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** Joins a closed lobby (`/match/{id}/{token}`). */
    inviteToken: varchar('invite_token', { length: 64 }).notNull(),
    banType: varchar('ban_type', { length: 12 }).$type<BanType>().notNull(),
    /** Game 1: hero ids; game 2: map keys. The pool the veto plays over. */
    pool: jsonb('pool').$type<string[]>().notNull(),
    friendlyFire: boolean('friendly_fire'),
    roundsToWin: integer('rounds_to_win'),
    overtimeRounds: integer('overtime_rounds'),
    readyDeadline: tstz('ready_deadline'),
    veto: jsonb('veto').$type<VetoState>(),
    vetoDeadline: tstz('veto_deadline'),
    scoreA: integer('score_a').notNull().default(0),
    scoreB: integer('score_b').notNull().default(0),
    winner: varchar('winner', { length: 1 }).$type<'a' | 'b'>(),
    lobbyName: varchar('lobby_name', { length: 100 }),
    lobbyPassword: varchar('lobby_password', { length: 100 }),
    connectString: varchar('connect_string', { length: 200 }),
    likesCount: integer('likes_count').notNull().default(0),
    dislikesCount: integer('dislikes_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: tstz('created_at').notNull().defaultNow(),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    // The list reads waiting lobbies of a type, newest first.
    index('quick_matches_list_idx').on(t.status, t.type, t.id),
    index('quick_matches_timed_idx').on(t.gameTime),
    check('quick_matches_game', sql`${t.game} IN (1, 2)`),
    check(
      'quick_matches_status_known',
      sql`${t.status} IN ('waiting', 'ready_check', 'veto', 'in_game', 'finished', 'cancelled')`,
    ),
    check('quick_matches_money', sql`${t.prize} >= 0 AND ${t.entryFee} >= 0`),
    check(
      'quick_matches_timed_has_time',
      sql`${t.gameTimeType} = 'snap_game' OR ${t.gameTime} IS NOT NULL`,
    ),
    check('quick_matches_winner', sql`${t.winner} IS NULL OR ${t.winner} IN ('a', 'b')`),
  ],
);

export const quickMatchSides = pgTable(
  'quick_match_sides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quickMatchId: integer('quick_match_id')
      .notNull()
      .references(() => quickMatches.id, { onDelete: 'cascade' }),
    side: varchar('side', { length: 1 }).$type<'a' | 'b'>().notNull(),
    /** A 5_5 side a Clutch team holds; its prize is split by the team's percentages. */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('quick_match_sides_key').on(t.quickMatchId, t.side),
    check('quick_match_sides_side', sql`${t.side} IN ('a', 'b')`),
  ],
);

export const quickMatchPlayers = pgTable(
  'quick_match_players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quickMatchId: integer('quick_match_id')
      .notNull()
      .references(() => quickMatches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1..slots: the first half plays side a. */
    position: integer('position').notNull(),
    isReady: boolean('is_ready').notNull().default(false),
    /** The entry fee held from the player, released on leaving, captured when paid out. */
    holdId: integer('hold_id'),
    /** True while the lobby lives: the index below lets a user sit in one live lobby only. */
    isLive: boolean('is_live').notNull().default(true),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quick_match_players_seat_key').on(t.quickMatchId, t.position),
    uniqueIndex('quick_match_players_user_key').on(t.quickMatchId, t.userId),
    uniqueIndex('quick_match_players_one_live_key')
      .on(t.userId)
      .where(sql`${t.isLive}`),
    index('quick_match_players_user_idx').on(t.userId, t.quickMatchId),
    // Negative only for a moment, while a mixed lobby's seats are renumbered.
    check(
      'quick_match_players_position',
      sql`${t.position} BETWEEN -10 AND 10 AND ${t.position} <> 0`,
    ),
  ],
);

export const quickMatchReactions = pgTable(
  'quick_match_reactions',
  {
    quickMatchId: integer('quick_match_id')
      .notNull()
      .references(() => quickMatches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isLike: boolean('is_like').notNull(),
  },
  (t) => [primaryKey({ columns: [t.quickMatchId, t.userId] })],
);

/** One player's line of a finished match: what they did and how their rating moved. */
export const quickMatchStats = pgTable(
  'quick_match_stats',
  {
    quickMatchId: integer('quick_match_id')
      .notNull()
      .references(() => quickMatches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    side: varchar('side', { length: 1 }).$type<'a' | 'b'>().notNull(),
    hero: integer('hero'),
    stats: jsonb('stats').$type<Record<string, number>>().notNull(),
    ratingBefore: doublePrecision('rating_before'),
    ratingAfter: doublePrecision('rating_after'),
    levelAfter: integer('level_after'),
  },
  (t) => [
    primaryKey({ columns: [t.quickMatchId, t.userId] }),
    index('quick_match_stats_user_idx').on(t.userId, t.quickMatchId),
  ],
);

/** openskill's mu and sigma per user, game and book: demo matches never move real ratings. */
export const playerRatings = pgTable(
  'player_ratings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: integer('game').notNull(),
    book: varchar('book', { length: 4 }).$type<'real' | 'demo'>().notNull(),
    mu: doublePrecision('mu').notNull(),
    sigma: doublePrecision('sigma').notNull(),
    matches: integer('matches').notNull().default(0),
    wins: integer('wins').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.game, t.book] })],
);

/** Missed ready checks: each strike within a day doubles the wait before joining again. */
export const quickMatchCooldowns = pgTable('quick_match_cooldowns', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  strikes: integer('strikes').notNull(),
  lastStrikeAt: tstz('last_strike_at').notNull(),
  until: tstz('until').notNull(),
});
