// The CS2 servers the platform hosts real matches on (MatchZy over RCON). Operators add, drain and
// remove them (`npm run operator -- cs2-server …`); allocation claims a free one atomically.
import type { Server } from '@clutch/contract/tournament-options';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tstz } from '../../../platform/db/columns.js';

export const CS2_SERVER_STATUSES = ['active', 'draining', 'unhealthy'] as const;
export type Cs2ServerStatus = (typeof CS2_SERVER_STATUSES)[number];

export const cs2Servers = pgTable(
  'cs2_servers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 60 }).notNull(),
    host: varchar('host', { length: 255 }).notNull(),
    port: integer('port').notNull(),
    /** The quick-match regions (usa, europe, cis): a lobby is hosted in its own region. */
    region: varchar('region', { length: 10 }).$type<Server>().notNull(),
    /** Sealed by platform/secret-box.ts; never logged, never answered. */
    rconPasswordEncrypted: text('rcon_password_encrypted').notNull(),
    status: varchar('status', { length: 10 }).$type<Cs2ServerStatus>().notNull().default('active'),
    /** The owner key of the match it hosts ('quickmatch:5'); null when free. */
    allocatedTo: text('allocated_to'),
    lastHealthAt: tstz('last_health_at'),
    lastError: text('last_error'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cs2_servers_name_key').on(t.name),
    index('cs2_servers_free_idx')
      .on(t.region, t.id)
      .where(sql`${t.allocatedTo} is null`),
    check('cs2_servers_port_range', sql`${t.port} between 1 and 65535`),
    check('cs2_servers_status_known', sql`${t.status} in ('active', 'draining', 'unhealthy')`),
    check('cs2_servers_region_known', sql`${t.region} in ('usa', 'europe', 'cis')`),
  ],
);

/** The columns of a listing: every one but the sealed password. */
export const cs2ServerListing = {
  id: cs2Servers.id,
  name: cs2Servers.name,
  host: cs2Servers.host,
  port: cs2Servers.port,
  region: cs2Servers.region,
  status: cs2Servers.status,
  allocatedTo: cs2Servers.allocatedTo,
  lastHealthAt: cs2Servers.lastHealthAt,
  lastError: cs2Servers.lastError,
  createdAt: cs2Servers.createdAt,
};
