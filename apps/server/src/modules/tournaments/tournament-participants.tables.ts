// Registrations and who may register: participants (a player, a team with its roster locked at
// registration, or a watcher), applications waiting for the creator, bans and invitations. One
// registration per user or team and tournament, and a user plays once per tournament whatever team
// they are in (unique keys).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';
import { teams } from '../teams/teams.tables.js';
import { walletHolds } from '../wallet/wallet.tables.js';
import { tournaments } from './tournaments.tables.js';

export type ParticipantKind = 'player' | 'watcher';
export type ParticipantStatus = 'registered' | 'left' | 'removed';

/**
 * A registration: a 1_1 player or a watcher (user_id), or a 5_5 team (team_id, registered by its
 * leader). Only `registered` rows take part; leaving or removal keeps the row for the money history.
 * Who plays for it is in tournament_roster, locked at registration.
 */
export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<ParticipantKind>().notNull(),
    userId: integer('user_id').references(() => users.id),
    teamId: integer('team_id').references(() => teams.id),
    /** The user who registered: the player, the watcher or the team's leader. */
    registeredBy: integer('registered_by')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 10 })
      .$type<ParticipantStatus>()
      .notNull()
      .default('registered'),
    /** Seeding level: the player's level, or the roster's average, at registration. */
    level: integer('level').notNull().default(1),
    /** The entry or watcher fee held from the registering user; null when free. */
    feeHoldId: integer('fee_hold_id').references(() => walletHolds.id),
    /** Set when the bracket is built. */
    seed: integer('seed'),
    /** 1, 2 or 3 once decided. */
    place: integer('place'),
    registeredAt: tstz('registered_at').notNull().defaultNow(),
    leftAt: tstz('left_at'),
  },
  (t) => [
    uniqueIndex('tournament_participants_user_key')
      .on(t.tournamentId, t.userId)
      .where(sql`${t.status} = 'registered' AND ${t.userId} IS NOT NULL`),
    uniqueIndex('tournament_participants_team_key')
      .on(t.tournamentId, t.teamId)
      .where(sql`${t.status} = 'registered' AND ${t.teamId} IS NOT NULL`),
    index('tournament_participants_team_idx').on(t.teamId),
    // The calendar finds what a user watches.
    index('tournament_participants_user_idx').on(t.userId),
    index('tournament_participants_registered_by_idx').on(t.registeredBy),
    check('tournament_participants_kind_known', sql`${t.kind} IN ('player', 'watcher')`),
    check(
      'tournament_participants_status_known',
      sql`${t.status} IN ('registered', 'left', 'removed')`,
    ),
    check(
      'tournament_participants_who',
      sql`(${t.userId} IS NULL) <> (${t.teamId} IS NULL) AND (${t.kind} = 'player' OR ${t.teamId} IS NULL)`,
    ),
    check('tournament_participants_place_range', sql`${t.place} BETWEEN 1 AND 3`),
    check('tournament_participants_level_range', sql`${t.level} BETWEEN 1 AND 100`),
  ],
);

/**
 * Who plays for a registered player or team, with the prize share locked at registration (a 1_1
 * player alone with 100). Rows exist only while the registration stands, so a user plays once per
 * tournament whatever team they are in (the unique key).
 */
export const tournamentRoster = pgTable(
  'tournament_roster',
  {
    participantId: integer('participant_id')
      .notNull()
      .references(() => tournamentParticipants.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    prizePercentage: integer('prize_percentage').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.participantId, t.userId] }),
    uniqueIndex('tournament_roster_user_key').on(t.tournamentId, t.userId),
    index('tournament_roster_user_idx').on(t.userId),
    check('tournament_roster_percentage_range', sql`${t.prizePercentage} BETWEEN 0 AND 100`),
  ],
);

export type ApplicationStatus = 'pending' | 'confirmed' | 'declined' | 'cancelled';

/** With applications on, a registration waits here for the creator; the fee is held meanwhile. */
export const tournamentApplications = pgTable(
  'tournament_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<ParticipantKind>().notNull(),
    /** The applicant (for a team, its leader). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    teamId: integer('team_id').references(() => teams.id),
    status: varchar('status', { length: 10 })
      .$type<ApplicationStatus>()
      .notNull()
      .default('pending'),
    feeHoldId: integer('fee_hold_id').references(() => walletHolds.id),
    /** The registration a confirmation made. */
    participantId: integer('participant_id').references(() => tournamentParticipants.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    uniqueIndex('tournament_applications_pending_key')
      .on(t.tournamentId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('tournament_applications_tournament_idx').on(t.tournamentId, t.status, t.id),
    // The calendar finds a user's pending applications.
    index('tournament_applications_user_idx').on(t.userId, t.status),
    check('tournament_applications_kind_known', sql`${t.kind} IN ('player', 'watcher')`),
    check(
      'tournament_applications_status_known',
      sql`${t.status} IN ('pending', 'confirmed', 'declined', 'cancelled')`,
    ),
  ],
);

/** A user or a team the creator keeps out of the tournament. */
export const tournamentBans = pgTable(
  'tournament_bans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    bannedBy: integer('banned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournament_bans_user_key')
      .on(t.tournamentId, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('tournament_bans_team_key')
      .on(t.tournamentId, t.teamId)
      .where(sql`${t.teamId} IS NOT NULL`),
    check('tournament_bans_who', sql`(${t.userId} IS NULL) <> (${t.teamId} IS NULL)`),
  ],
);

export type InviteStatus = 'pending' | 'accepted' | 'declined';

/** An invitation to play or watch; the token travels in a notification, only its SHA-256 is kept. */
export const tournamentInvites = pgTable(
  'tournament_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 8 }).$type<ParticipantKind>().notNull(),
    /** A 5_5 invite may name the team expected to register. */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).$type<InviteStatus>().notNull().default('pending'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    uniqueIndex('tournament_invites_token_key').on(t.tokenHash),
    index('tournament_invites_tournament_user_idx').on(t.tournamentId, t.userId),
    check('tournament_invites_kind_known', sql`${t.kind} IN ('player', 'watcher')`),
    check(
      'tournament_invites_status_known',
      sql`${t.status} IN ('pending', 'accepted', 'declined')`,
    ),
  ],
);
