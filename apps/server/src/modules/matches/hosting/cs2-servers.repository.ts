// The CS2 server pool: what operators add, list, drain and remove, and how a match claims a free
// server in its region and gives it back. Passwords stay sealed here: listings never carry them,
// and only a claim answers the sealed value, for the hosting code to open and use over RCON.
import type { Server } from '@clutch/contract/tournament-options';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../platform/db/database.js';
import { cs2ServerListing, cs2Servers, type Cs2ServerStatus } from './cs2-servers.tables.js';

/** What an operator sees of a server: everything but the password. */
export interface Cs2ServerListing {
  id: number;
  name: string;
  host: string;
  port: number;
  region: Server;
  status: Cs2ServerStatus;
  allocatedTo: string | null;
  lastHealthAt: Date | null;
  lastError: string | null;
  createdAt: Date;
}

/** A server claimed for a match, with its sealed RCON password (platform/secret-box.ts opens it). */
export interface ClaimedCs2Server {
  id: number;
  name: string;
  host: string;
  port: number;
  region: Server;
  rconPasswordEncrypted: string;
}

export interface NewCs2Server {
  name: string;
  host: string;
  port: number;
  region: Server;
  rconPasswordEncrypted: string;
}

export type RemoveOutcome = 'removed' | 'missing' | 'allocated';

export const cs2ServersRepository = {
  /** Adds an active, free server; null when the name is taken. */
  async add(db: DbOrTx, server: NewCs2Server): Promise<Cs2ServerListing | null> {
    const [row] = await db
      .insert(cs2Servers)
      .values(server)
      .onConflictDoNothing({ target: cs2Servers.name })
      .returning(cs2ServerListing);
    return row ?? null;
  },

  async list(db: DbOrTx): Promise<Cs2ServerListing[]> {
    return db
      .select(cs2ServerListing)
      .from(cs2Servers)
      .orderBy(asc(cs2Servers.region), asc(cs2Servers.name));
  },

  /** No new match is claimed on a draining server; the one it hosts plays on. Null: no such name. */
  async drain(db: DbOrTx, name: string): Promise<Cs2ServerListing | null> {
    const [row] = await db
      .update(cs2Servers)
      .set({ status: 'draining' })
      .where(eq(cs2Servers.name, name))
      .returning(cs2ServerListing);
    return row ?? null;
  },

  /** Back in the pool after a drain or a failed health check. Null: no such name. */
  async activate(db: DbOrTx, name: string): Promise<Cs2ServerListing | null> {
    const [row] = await db
      .update(cs2Servers)
      .set({ status: 'active', lastError: null })
      .where(eq(cs2Servers.name, name))
      .returning(cs2ServerListing);
    return row ?? null;
  },

  /** Refuses a server that hosts a match unless forced (the match then loses its server). */
  async remove(db: DbOrTx, name: string, options: { force: boolean }): Promise<RemoveOutcome> {
    const [row] = await db
      .select({ id: cs2Servers.id, allocatedTo: cs2Servers.allocatedTo })
      .from(cs2Servers)
      .where(eq(cs2Servers.name, name))
      .for('update');
    if (!row) return 'missing';
    if (row.allocatedTo !== null && !options.force) return 'allocated';
    await db.delete(cs2Servers).where(eq(cs2Servers.id, row.id));
    return 'removed';
  },

  /**
   * Claims one active, free server in the region for the owner ('quickmatch:5'), or null when none
   * is free. Concurrent claims skip the rows others have locked, so no server is claimed twice and
   * no claimer waits on another's transaction.
   */
  async claimFree(tx: Tx, region: Server, owner: string): Promise<ClaimedCs2Server | null> {
    const [free] = await tx
      .select({ id: cs2Servers.id })
      .from(cs2Servers)
      .where(
        and(
          eq(cs2Servers.region, region),
          eq(cs2Servers.status, 'active'),
          isNull(cs2Servers.allocatedTo),
        ),
      )
      .orderBy(asc(cs2Servers.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!free) return null;
    const [claimed] = await tx
      .update(cs2Servers)
      .set({ allocatedTo: owner })
      .where(eq(cs2Servers.id, free.id))
      .returning({
        id: cs2Servers.id,
        name: cs2Servers.name,
        host: cs2Servers.host,
        port: cs2Servers.port,
        region: cs2Servers.region,
        rconPasswordEncrypted: cs2Servers.rconPasswordEncrypted,
      });
    return claimed ?? null;
  },

  /** Frees the server the owner holds; false when it held none (already released or removed). */
  async release(db: DbOrTx, serverId: number, owner: string): Promise<boolean> {
    const released = await db
      .update(cs2Servers)
      .set({ allocatedTo: null })
      .where(and(eq(cs2Servers.id, serverId), eq(cs2Servers.allocatedTo, owner)))
      .returning({ id: cs2Servers.id });
    return released.length > 0;
  },
};
