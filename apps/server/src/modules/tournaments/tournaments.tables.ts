// The tournament data model (issue 7): tournaments, their texts, reviews, ownership transfers and
// attached jars here; registrations (participants, rosters, applications, bans, invites) in
// tournament-participants.tables.ts; matches, reports and casters in tournament-matches.tables.ts. The database keeps the invariants: a grid of 1 to 10 levels, never
// more players than 2^grid, levels within 1..100, non-negative money with prizes inside the pool,
// passwords exactly as is_opened asks, one game's settings only, one registration per user or team.
// Money is in minor units (hundredths of a crystal); crystals themselves move only in the ledger.
import type {
  BanType,
  Server,
  TournamentStatus,
  TournamentType,
} from '@clutch/contract/tournament-options';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';
import { banners } from '../banners/banners.tables.js';
import { games } from '../games/games.tables.js';
import { jars } from '../jars/jars.tables.js';
import { walletHolds } from '../wallet/wallet.tables.js';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** One tournament. Counters (players, watchers, reactions, ratings) move with their rows, under the
 * tournament's row lock, so the caps hold under concurrency. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    game: integer('game')
      .notNull()
      .references(() => games.id),
    type: varchar('type', { length: 3 }).$type<TournamentType>().notNull(),
    /** Bracket levels: 2^grid slots. */
    grid: integer('grid').notNull(),
    status: varchar('status', { length: 12 })
      .$type<TournamentStatus>()
      .notNull()
      .default('registration'),
    startTime: tstz('start_time').notNull(),
    /** Minutes before start_time when registration and edits close. */
    freezeTime: integer('freeze_time').notNull(),
    /** Minutes per round. */
    matchDuration: integer('match_duration').notNull(),
    /** The organiser: the creator, or whoever accepted a transfer. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** Demo tournaments move demo crystals only (the demo book). */
    isDemo: boolean('is_demo').notNull().default(false),
    server: varchar('server', { length: 8 }).$type<Server>(),
    /** 1 open, 2 both passwords, 3 watchers password only, 4 players password only. */
    isOpened: integer('is_opened').notNull().default(1),
    /** Access codes the creator hands out and sees again, so kept readable, not hashed. */
    playersPassword: text('players_password'),
    watchersPassword: text('watchers_password'),
    minLvl: integer('min_lvl').notNull().default(1),
    maxLvl: integer('max_lvl').notNull().default(100),
    prizePool: money('prize_pool'),
    firstPlacePrize: money('first_place_prize'),
    secondPlacePrize: money('second_place_prize'),
    thirdPlacePrize: money('third_place_prize'),
    entryFee: money('entry_fee'),
    watcherEntryFee: money('watcher_entry_fee'),
    /** The creator's prize_pool, held from their book while the tournament is open; null when 0. */
    prizePoolHoldId: integer('prize_pool_hold_id').references(() => walletHolds.id),
    /** Registration makes an application the creator confirms. */
    applications: boolean('applications').notNull().default(false),
    /** The spec's `donats`: donations through the tournament's jars. */
    donations: boolean('donations').notNull().default(false),
    image: text('image'),
    bannerId: integer('banner_id').references(() => banners.id, { onDelete: 'set null' }),
    /** Game 1 (Dota 2): lobby game mode (Dota's ids), ban rule and the listed heroes. */
    mode: integer('mode'),
    banType: varchar('ban_type', { length: 12 }).$type<BanType>(),
    selectedHeroes: integer('selected_heroes').array(),
    /** Game 2 (CS2): server settings, map ban rule and the listed maps. */
    roundsToWin: integer('rounds_to_win'),
    friendlyFire: boolean('friendly_fire'),
    overtimeMaxRounds: integer('overtime_max_rounds'),
    mapsBanType: varchar('maps_ban_type', { length: 12 }).$type<BanType>(),
    mapList: text('map_list').array(),
    /** Registered players (1_1) or teams (5_5); watchers apart. */
    playersCount: integer('players_count').notNull().default(0),
    watchersCount: integer('watchers_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    dislikesCount: integer('dislikes_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Bumped on every change a client sees, so pushes can be ordered and gaps refetched. */
    version: integer('version').notNull().default(1),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    cancelledAt: tstz('cancelled_at'),
  },
  (t) => [
    index('tournaments_status_start_idx').on(t.status, t.startTime),
    index('tournaments_created_by_idx').on(t.createdBy, t.id),
    check('tournaments_game_known', sql`${t.game} IN (1, 2)`),
    check('tournaments_type_known', sql`${t.type} IN ('1_1', '5_5')`),
    check(
      'tournaments_status_known',
      sql`${t.status} IN ('registration', 'running', 'finished', 'cancelled')`,
    ),
    check('tournaments_grid_range', sql`${t.grid} BETWEEN 1 AND 10`),
    check('tournaments_times', sql`${t.freezeTime} >= 0 AND ${t.matchDuration} > 0`),
    check('tournaments_server_known', sql`${t.server} IN ('usa', 'europe', 'cis')`),
    check('tournaments_is_opened_range', sql`${t.isOpened} BETWEEN 1 AND 4`),
    check(
      'tournaments_passwords',
      sql`(${t.isOpened} IN (1, 3)) = (${t.playersPassword} IS NULL) AND (${t.isOpened} IN (1, 4)) = (${t.watchersPassword} IS NULL)`,
    ),
    check(
      'tournaments_levels',
      sql`1 <= ${t.minLvl} AND ${t.minLvl} <= ${t.maxLvl} AND ${t.maxLvl} <= 100`,
    ),
    check(
      'tournaments_money',
      sql`${t.prizePool} >= 0 AND ${t.firstPlacePrize} >= 0 AND ${t.secondPlacePrize} >= 0 AND ${t.thirdPlacePrize} >= 0 AND ${t.entryFee} >= 0 AND ${t.watcherEntryFee} >= 0`,
    ),
    check(
      'tournaments_prizes_within_pool',
      sql`${t.firstPlacePrize} + ${t.secondPlacePrize} + ${t.thirdPlacePrize} <= ${t.prizePool}`,
    ),
    check('tournaments_third_needs_semifinals', sql`${t.grid} > 1 OR ${t.thirdPlacePrize} = 0`),
    check(
      'tournaments_game_settings',
      sql`(${t.game} = 1 AND ${t.mode} IS NOT NULL AND ${t.banType} IS NOT NULL AND ${t.selectedHeroes} IS NOT NULL
        AND ${t.roundsToWin} IS NULL AND ${t.friendlyFire} IS NULL AND ${t.overtimeMaxRounds} IS NULL
        AND ${t.mapsBanType} IS NULL AND ${t.mapList} IS NULL)
      OR (${t.game} = 2 AND ${t.mode} IS NULL AND ${t.banType} IS NULL AND ${t.selectedHeroes} IS NULL
        AND ${t.roundsToWin} IS NOT NULL AND ${t.friendlyFire} IS NOT NULL AND ${t.overtimeMaxRounds} IS NOT NULL
        AND ${t.mapsBanType} IS NOT NULL AND ${t.mapList} IS NOT NULL)`,
    ),
    check(
      'tournaments_players_within_grid',
      sql`${t.playersCount} >= 0 AND ${t.playersCount} <= (1 << ${t.grid})`,
    ),
    check(
      'tournaments_counters',
      sql`${t.watchersCount} >= 0 AND ${t.likesCount} >= 0 AND ${t.dislikesCount} >= 0 AND ${t.ratingSum} >= 0 AND ${t.ratingCount} >= 0`,
    ),
  ],
);

export type TournamentLocale = 'en' | 'ua' | 'cn';

/** The name and description in each of en, ua and cn (all three always present). */
export const tournamentTranslations = pgTable(
  'tournament_translations',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 2 }).$type<TournamentLocale>().notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.locale] }),
    check('tournament_translations_locale_known', sql`${t.locale} IN ('en', 'ua', 'cn')`),
  ],
);

export type ReviewAction = 'like' | 'dislike' | 'none';

/** One user's reaction, comment and stars for a tournament; the tournament keeps the totals. */
export const tournamentReviews = pgTable(
  'tournament_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAction: varchar('user_action', { length: 8 })
      .$type<ReviewAction>()
      .notNull()
      .default('none'),
    comment: text('comment'),
    rating: integer('rating'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournament_reviews_user_key').on(t.tournamentId, t.userId),
    // A caller's own reviews across every tournament, read once for the tournament list's marks.
    index('tournament_reviews_by_user_idx').on(t.userId),
    check('tournament_reviews_action_known', sql`${t.userAction} IN ('like', 'dislike', 'none')`),
    check('tournament_reviews_rating_range', sql`${t.rating} BETWEEN 0 AND 5`),
  ],
);

/** An offer of the tournament to another organiser: 1 pending, 2 accepted, 3 declined, 4 withdrawn;
 * one pending offer per tournament. The token travels in a notification; its SHA-256 is kept. */
export const tournamentTransfers = pgTable(
  'tournament_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    status: integer('status').notNull().default(1),
    createdAt: tstz('created_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    uniqueIndex('tournament_transfers_token_key').on(t.tokenHash),
    uniqueIndex('tournament_transfers_one_pending_key')
      .on(t.tournamentId)
      .where(sql`${t.status} = 1`),
    check('tournament_transfers_status_range', sql`${t.status} BETWEEN 1 AND 4`),
    check('tournament_transfers_not_self', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

export type TournamentJarRole = 'prize' | 'donation';

/**
 * Jars shown on a tournament: `prize` jars (types 2 to 5) the tournament pays out to its winners, so
 * their creator may not break them meanwhile (one tournament per prize jar), and `donation` jars.
 */
export const tournamentJars = pgTable(
  'tournament_jars',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    jarId: integer('jar_id')
      .notNull()
      .references(() => jars.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 8 }).$type<TournamentJarRole>().notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.jarId] }),
    uniqueIndex('tournament_jars_prize_key')
      .on(t.jarId)
      .where(sql`${t.role} = 'prize'`),
    check('tournament_jars_role_known', sql`${t.role} IN ('prize', 'donation')`),
  ],
);
