// Matches the platform hosts on its own game servers and bots: one row per hosting attempt (a CS2
// server with MatchZy, or a Dota 2 lobby bot), the events it received (each applied once), and the
// Dota bots that are or were connected.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tstz } from '../../../platform/db/columns.js';
import { cs2Servers } from './cs2-servers.tables.js';

export const HOSTED_STATUSES = ['loading', 'live', 'finished', 'failed', 'cancelled'] as const;
export type HostedStatus = (typeof HOSTED_STATUSES)[number];
export type HostKind = 'cs2' | 'dota';

/** Who plays in a hosted match: the owner's user, their Steam id and side. */
export interface HostedPlayer {
  userId: number;
  steamId: string;
  name: string;
  side: 'a' | 'b';
  heroId: number | null;
}

/** One player's statistics as a host reported them, in our STAT_COLUMNS. */
export interface HostedPlayerStats {
  userId: number;
  hero: number | null;
  stats: Record<string, number>;
}

export const dotaBots = pgTable(
  'dota_bots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The Steam login name: one bot per account. */
    account: varchar('account', { length: 64 }).notNull(),
    steamId: varchar('steam_id', { length: 17 }).notNull(),
    capacity: integer('capacity').notNull().default(1),
    /** The connection that holds it now (instance id and a counter), null when offline. */
    connection: text('connection'),
    lastSeenAt: tstz('last_seen_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dota_bots_account_key').on(t.account)],
);

export const hostedMatches = pgTable(
  'hosted_matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerKind: varchar('owner_kind', { length: 12 }).$type<'tournament' | 'quickmatch'>().notNull(),
    /** The tournament or lobby the match belongs to. */
    ownerId: integer('owner_id').notNull(),
    /** The owner's match id (a bracket match, or the lobby itself). */
    matchId: integer('match_id').notNull(),
    game: integer('game').notNull(),
    hostKind: varchar('host_kind', { length: 4 }).$type<HostKind>().notNull(),
    cs2ServerId: integer('cs2_server_id').references(() => cs2Servers.id, { onDelete: 'set null' }),
    botId: integer('bot_id').references(() => dotaBots.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).$type<HostedStatus>().notNull(),
    /** What the host was sent: MatchZy's match config or the bot's lobby. */
    setup: jsonb('setup').$type<Record<string, unknown>>().notNull(),
    players: jsonb('players').$type<HostedPlayer[]>().notNull(),
    lobbyName: varchar('lobby_name', { length: 100 }).notNull(),
    lobbyPassword: varchar('lobby_password', { length: 100 }).notNull(),
    connectString: varchar('connect_string', { length: 200 }),
    scoreA: integer('score_a').notNull().default(0),
    scoreB: integer('score_b').notNull().default(0),
    /** The statistics of the last map (or game) the host reported. */
    stats: jsonb('stats').$type<HostedPlayerStats[]>(),
    /** Failed RCON polls in a row, or seconds a bot has been away. */
    misses: integer('misses').notNull().default(0),
    problem: text('problem'),
    lastEventAt: tstz('last_event_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    uniqueIndex('hosted_matches_live_key')
      .on(t.ownerKind, t.matchId)
      .where(sql`${t.status} in ('loading', 'live')`),
    index('hosted_matches_bot_idx')
      .on(t.botId)
      .where(sql`${t.status} in ('loading', 'live')`),
    check(
      'hosted_matches_status_known',
      sql`${t.status} in ('loading', 'live', 'finished', 'failed', 'cancelled')`,
    ),
    check('hosted_matches_host_kind', sql`${t.hostKind} in ('cs2', 'dota')`),
  ],
);

/** Every event a host sent, keyed per occurrence: a duplicate post inserts nothing. */
export const hostedMatchEvents = pgTable(
  'hosted_match_events',
  {
    hostedMatchId: integer('hosted_match_id')
      .notNull()
      .references(() => hostedMatches.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 120 }).notNull(),
    body: jsonb('body').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hostedMatchId, t.key] })],
);
