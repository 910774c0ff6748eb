// Accounts, sign-in sessions and one-time tokens. Other modules may read `users` in joins; only the
// auth and profiles repositories write it.
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

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }),
    emailConfirmedAt: tstz('email_confirmed_at'),
    username: varchar('username', { length: 30 }).notNull(),
    passwordHash: text('password_hash'),
    country: varchar('country', { length: 2 }),
    discord: varchar('discord', { length: 64 }),
    avatarUrl: text('avatar_url'),
    steamId: varchar('steam_id', { length: 17 }),
    twitchLogin: varchar('twitch_login', { length: 64 }),
    isDemo: boolean('is_demo').notNull().default(false),
    currentGame: integer('current_game').notNull().default(1),
    quietModeTo: tstz('quiet_mode_to'),
    isBanned: boolean('is_banned').notNull().default(false),
    /** Operators approve large withdrawals; set by `npm run operator`, never through the API. */
    isStaff: boolean('is_staff').notNull().default(false),
    /** Player level 1..100: tournaments admit and seed by it. */
    level: integer('level').notNull().default(1),
    /** Bumped on every change a client can see, so live pushes can be ordered and gaps detected. */
    version: integer('version').notNull().default(1),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_steam_id_key').on(t.steamId),
    check('users_level_range', sql`${t.level} BETWEEN 1 AND 100`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: varchar('user_agent', { length: 512 }),
    ip: varchar('ip', { length: 64 }),
    /** jti of the one refresh token that may be used next. */
    refreshJti: varchar('refresh_jti', { length: 36 }).notNull(),
    /** jti it replaced, honoured for REFRESH_REUSE_GRACE after rotatedAt (parallel tabs refreshing at once). */
    previousRefreshJti: varchar('previous_refresh_jti', { length: 36 }),
    rotatedAt: tstz('rotated_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    revokeReason: varchar('revoke_reason', { length: 32 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_revoked_idx').on(t.revokedAt)],
);

/** Single-use tokens mailed to users; only a SHA-256 of the token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 })
      .$type<'confirm_email' | 'reset_password'>()
      .notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash)],
);

/** One-time `state` values for Steam OpenID and Twitch OAuth round trips. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar('provider', { length: 16 }).$type<'steam' | 'twitch'>().notNull(),
    stateHash: varchar('state_hash', { length: 64 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [uniqueIndex('oauth_states_hash_key').on(t.stateHash)],
);

/** OpenID response nonces already accepted; the primary key makes a replay fail. */
export const openidNonces = pgTable('openid_nonces', {
  nonce: varchar('nonce', { length: 255 }).primaryKey(),
  seenAt: tstz('seen_at').notNull().defaultNow(),
});
