// Teams, their members, invitations, join requests, captain votes and ballots. The database keeps
// the invariants code relies on: one name per team whatever its case, one membership per user and
// team, shares within 0..100, one pending invitation or request per pair, one active vote per team,
// one ballot per member and vote. The 100-sum of shares is kept by the service under the team lock.
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

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 32 }).notNull(),
    country: varchar('country', { length: 2 }),
    description: text('description').notNull().default(''),
    avatarUrl: text('avatar_url'),
    /** Always one of the team's members; the service moves it with the membership. */
    leaderId: integer('leader_id')
      .notNull()
      .references(() => users.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teams_name_key').on(sql`lower(${t.name})`),
    index('teams_leader_idx').on(t.leaderId),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The 6th and 7th to join sit on the bench; a starting player leaving calls up the first. */
    isSubstitute: boolean('is_substitute').notNull().default(false),
    prizePercentage: integer('prize_percentage').notNull().default(0),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_members_team_user_key').on(t.teamId, t.userId),
    index('team_members_user_idx').on(t.userId),
    check('team_members_percentage_range', sql`${t.prizePercentage} between 0 and 100`),
  ],
);

/**
 * Invitations (the leader asks a user) and join requests (a user asks the team), pending only:
 * accepting turns one into a membership, declining or withdrawing deletes it.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 16 }).$type<'invite' | 'join_request'>().notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The invited user, or the one asking to join. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_invitations_team_user_kind_key').on(t.teamId, t.userId, t.kind),
    index('team_invitations_user_idx').on(t.userId, t.kind),
    check('team_invitations_kind_known', sql`${t.kind} in ('invite', 'join_request')`),
  ],
);

/** A captain vote: open until `end_at`, closed by a durable job (`closed_at` set once). */
export const teamVotes = pgTable(
  'team_votes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    startedById: integer('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    endAt: tstz('end_at').notNull(),
    closedAt: tstz('closed_at'),
    /** The member who won a strict majority, or null (tie, no votes): the leader stayed. */
    winnerId: integer('winner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_votes_one_open_key')
      .on(t.teamId)
      .where(sql`${t.closedAt} IS NULL`),
    index('team_votes_team_idx').on(t.teamId, t.id),
  ],
);

export const teamBallots = pgTable(
  'team_ballots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => teamVotes.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    castAt: tstz('cast_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_ballots_vote_voter_key').on(t.voteId, t.voterId)],
);
