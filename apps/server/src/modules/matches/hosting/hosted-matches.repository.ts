// The only database access of hosting: hosted matches, the events they received, Dota bots and
// the capacity the pool has. Rows come back whole; callers lock a match before changing it.
import type { Server } from '@clutch/contract/tournament-options';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../platform/db/database.js';
import { users } from '../../auth/auth.tables.js';
import { cs2Servers } from './cs2-servers.tables.js';
import { dotaBots, hostedMatchEvents, hostedMatches } from './hosted-matches.tables.js';

export type HostedRow = typeof hostedMatches.$inferSelect;
export type NewHosted = typeof hostedMatches.$inferInsert;
export type BotRow = typeof dotaBots.$inferSelect;

const LIVE = ['loading', 'live'] as const;

export const hostedMatchesRepository = {
  async insert(tx: Tx, row: NewHosted): Promise<HostedRow> {
    const [inserted] = await tx.insert(hostedMatches).values(row).returning();
    if (!inserted) throw new Error('hosted_matches: the insert answered no row');
    return inserted;
  },

  async find(db: DbOrTx, id: number): Promise<HostedRow | null> {
    const [row] = await db.select().from(hostedMatches).where(eq(hostedMatches.id, id));
    return row ?? null;
  },

  async lock(tx: Tx, id: number): Promise<HostedRow | null> {
    const [row] = await tx
      .select()
      .from(hostedMatches)
      .where(eq(hostedMatches.id, id))
      .for('update');
    return row ?? null;
  },

  /** The loading or live hosting of an owner's match, if any. */
  async liveOf(
    db: DbOrTx,
    ownerKind: 'tournament' | 'quickmatch',
    matchId: number,
  ): Promise<HostedRow | null> {
    const [row] = await db
      .select()
      .from(hostedMatches)
      .where(
        and(
          eq(hostedMatches.ownerKind, ownerKind),
          eq(hostedMatches.matchId, matchId),
          inArray(hostedMatches.status, LIVE),
        ),
      );
    return row ?? null;
  },

  async update(tx: Tx, id: number, patch: Partial<NewHosted>): Promise<HostedRow> {
    const [row] = await tx
      .update(hostedMatches)
      .set(patch)
      .where(eq(hostedMatches.id, id))
      .returning();
    if (!row) throw new Error(`hosted_matches: no row ${String(id)}`);
    return row;
  },

  /** Records an event by its key; false when that key was recorded before (a duplicate post). */
  async recordEvent(tx: Tx, hostedMatchId: number, key: string, body: unknown): Promise<boolean> {
    const inserted = await tx
      .insert(hostedMatchEvents)
      .values({ hostedMatchId, key, body })
      .onConflictDoNothing()
      .returning({ key: hostedMatchEvents.key });
    return inserted.length > 0;
  },

  async eventKeys(db: DbOrTx, hostedMatchId: number): Promise<string[]> {
    const rows = await db
      .select({ key: hostedMatchEvents.key })
      .from(hostedMatchEvents)
      .where(eq(hostedMatchEvents.hostedMatchId, hostedMatchId))
      .orderBy(asc(hostedMatchEvents.receivedAt));
    return rows.map((row) => row.key);
  },

  /** The players' Steam ids and names; a user without a linked Steam account has none. */
  async steamAccounts(
    db: DbOrTx,
    userIds: readonly number[],
  ): Promise<Map<number, { steamId: string | null; name: string }>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, steamId: users.steamId, name: users.username })
      .from(users)
      .where(inArray(users.id, [...userIds]));
    return new Map(rows.map((row) => [row.id, { steamId: row.steamId, name: row.name }]));
  },

  /** A server's address and sealed RCON password. */
  async server(
    db: DbOrTx,
    serverId: number,
  ): Promise<{ id: number; name: string; host: string; port: number; sealed: string } | null> {
    const [row] = await db
      .select({
        id: cs2Servers.id,
        name: cs2Servers.name,
        host: cs2Servers.host,
        port: cs2Servers.port,
        sealed: cs2Servers.rconPasswordEncrypted,
      })
      .from(cs2Servers)
      .where(eq(cs2Servers.id, serverId));
    return row ?? null;
  },

  async markServer(
    db: DbOrTx,
    serverId: number,
    patch: { status?: 'unhealthy'; lastError?: string | null; lastHealthAt?: Date },
  ): Promise<void> {
    await db.update(cs2Servers).set(patch).where(eq(cs2Servers.id, serverId));
  },

  // Dota bots.

  /** A bot said hello on `connection`: registered (or re-registered) as online there. */
  async connectBot(
    db: DbOrTx,
    bot: { account: string; steamId: string; capacity: number; connection: string },
  ): Promise<BotRow> {
    const now = new Date();
    const [row] = await db
      .insert(dotaBots)
      .values({ ...bot, lastSeenAt: now })
      .onConflictDoUpdate({
        target: dotaBots.account,
        set: {
          steamId: bot.steamId,
          capacity: bot.capacity,
          connection: bot.connection,
          lastSeenAt: now,
        },
      })
      .returning();
    if (!row) throw new Error('dota_bots: the upsert answered no row');
    return row;
  },

  /** Offline, unless another connection took the bot over since. */
  async disconnectBot(db: DbOrTx, botId: number, connection: string): Promise<boolean> {
    const rows = await db
      .update(dotaBots)
      .set({ connection: null, lastSeenAt: new Date() })
      .where(and(eq(dotaBots.id, botId), eq(dotaBots.connection, connection)))
      .returning({ id: dotaBots.id });
    return rows.length > 0;
  },

  async bot(db: DbOrTx, botId: number): Promise<BotRow | null> {
    const [row] = await db.select().from(dotaBots).where(eq(dotaBots.id, botId));
    return row ?? null;
  },

  /**
   * Claims an online bot with a free place, or null. The bot's row stays locked (SKIP LOCKED for
   * racing claims) until the caller's transaction inserts the hosted match that fills the place.
   */
  async claimIdleBot(tx: Tx, except: readonly number[] = []): Promise<BotRow | null> {
    const busy = tx
      .select({ n: count() })
      .from(hostedMatches)
      .where(and(eq(hostedMatches.botId, dotaBots.id), inArray(hostedMatches.status, LIVE)));
    const [row] = await tx
      .select()
      .from(dotaBots)
      .where(
        and(
          isNotNull(dotaBots.connection),
          sql`${dotaBots.capacity} > (${busy})`,
          except.length > 0 ? sql`${dotaBots.id} not in ${except}` : undefined,
        ),
      )
      .orderBy(asc(dotaBots.lastSeenAt))
      .limit(1)
      .for('update', { skipLocked: true });
    return row ?? null;
  },

  /** The live hostings a bot holds. */
  async liveOfBot(db: DbOrTx, botId: number): Promise<HostedRow[]> {
    return db
      .select()
      .from(hostedMatches)
      .where(and(eq(hostedMatches.botId, botId), inArray(hostedMatches.status, LIVE)))
      .orderBy(asc(hostedMatches.id));
  },

  // Capacity.

  /** Servers that can take matches, per region (allocated ones included: a booking is per period). */
  async serversPerRegion(db: DbOrTx): Promise<Map<Server, number>> {
    const rows = await db
      .select({ region: cs2Servers.region, n: count() })
      .from(cs2Servers)
      .where(eq(cs2Servers.status, 'active'))
      .groupBy(cs2Servers.region);
    return new Map(rows.map((row) => [row.region, row.n]));
  },

  /** Places online Dota bots offer. */
  async botPlaces(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${dotaBots.capacity}), 0)::int` })
      .from(dotaBots)
      .where(isNotNull(dotaBots.connection));
    return row?.n ?? 0;
  },
};
