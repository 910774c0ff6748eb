// One Drizzle database over either a PostgreSQL server (pg pool) or embedded PGlite: the same schema,
// migrations and queries run on both. Callers see only `Database`.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { errorCauses } from '../error-causes.js';

export type Db = PgDatabase<PgQueryResultHKT>;
/** What a service hands to repositories inside `db.transaction(...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Statements run so far; benchmarks and N+1 tests read it. */
  queryCount(): number;
  /**
   * When the newest statement the database has answered was sent, in `performance.now()`
   * milliseconds (0 before any). A statement whose connection was lost, when one sent after it has
   * been answered, met a fault that has already healed: its failure does not refuse the next
   * requests (unavailable.ts).
   */
  lastAnsweredAt(): number;
}

/**
 * How long the app waits on PostgreSQL before it gives up (README "Failure behaviour"): a statement
 * is cancelled by the server after `statementMs` and abandoned by the client a little later when the
 * network swallows the answer; a connection, or a turn in the pool's queue, is given up after
 * `connectMs`. Unset: no limit (the command-line tools, which may run long checks).
 */
export interface DatabaseTimeouts {
  statementMs: number;
  connectMs: number;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize: number; timeouts?: DatabaseTimeouts }
  | { kind: 'pglite'; dataDir: string | null };

/** What the app's sessions are called in pg_stat_activity, so an operator can tell them apart. */
export const APPLICATION_NAME = 'clutch-api';

/** Finds apps/server/migrations whether running from src/ (tsx, vitest) or dist/. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, 'migrations');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('migrations folder not found above ' + fileURLToPath(import.meta.url));
}

// Any fixed 64-bit number works; it only has to be the same for every instance of the server.
const MIGRATION_LOCK_ID = 727_274_101;

export function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres'
    ? Promise.resolve(openPostgres(target.url, target.poolSize, target.timeouts))
    : openPglite(target.dataDir);
}

/** Counts every statement Drizzle sends, on either engine; benchmarks and N+1 tests read it. */
function queryCounter() {
  let count = 0;
  return { logger: { logQuery: () => void (count += 1) }, read: () => count };
}

/** Client-side grace beyond the server's statement_timeout, for the network to bring its answer. */
const READ_GRACE_MS = 500;

/** When each statement that failed was sent (`performance.now()` ms), by the driver's error. */
const failedStatements = new WeakMap<object, number>();

/**
 * When the statement behind `error` (or an error it wraps, as Drizzle wraps the driver's) was sent;
 * undefined when no statement was (a connection never made).
 */
export function failedStatementSentAt(error: unknown): number | undefined {
  for (const current of errorCauses(error)) {
    const sentAt = failedStatements.get(current);
    if (sentAt !== undefined) return sentAt;
  }
  return undefined;
}

/**
 * Watches every statement a pooled client sends, in either of node-postgres' forms (a promise, or a
 * callback as the pool's own `query` uses): `answered(sentAt)` hears of each one answered, and the
 * error of each one that failed keeps its send time (`failedStatementSentAt`).
 *
 * With `closeOnReadTimeout`: node-postgres leaves a client whose query timed out on the client side
 * waiting for that answer, so a rollback queued behind it waits as long again, and the pool would
 * hand it out once more. A client that timed out is closed at once: what is queued on it fails
 * fast, and the pool drops it. (The callback form needs none of this: the pool destroys a client
 * released with an error.)
 */
function watchQueries(
  client: pg.PoolClient,
  answered: (sentAt: number) => void,
  closeOnReadTimeout: boolean,
): void {
  const query: unknown = Reflect.get(client, 'query');
  if (typeof query !== 'function') return;
  Reflect.set(client, 'query', (...args: unknown[]): unknown => {
    const sentAt = performance.now();
    const failed = (error: unknown) => {
      if (typeof error === 'object' && error !== null) failedStatements.set(error, sentAt);
    };
    const callback = args.at(-1);
    if (typeof callback === 'function')
      args[args.length - 1] = function (
        this: unknown,
        error: unknown,
        ...rest: unknown[]
      ): unknown {
        if (error) failed(error);
        else answered(sentAt);
        const returned: unknown = Reflect.apply(callback, this, [error, ...rest]);
        return returned;
      };
    const result: unknown = Reflect.apply(query, client, args);
    if (result instanceof Promise)
      result.then(
        () => answered(sentAt),
        (error: unknown) => {
          failed(error);
          if (
            closeOnReadTimeout &&
            error instanceof Error &&
            error.message === 'Query read timeout'
          )
            void client.end();
        },
      );
    return result;
  });
}

function openPostgres(url: string, poolSize: number, timeouts?: DatabaseTimeouts): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    application_name: APPLICATION_NAME,
    keepAlive: true,
    ...(timeouts
      ? {
          connectionTimeoutMillis: timeouts.connectMs,
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + READ_GRACE_MS,
          idle_in_transaction_session_timeout: timeouts.statementMs * 2,
        }
      : {}),
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  let lastAnsweredAt = 0;
  const answered = (sentAt: number) => {
    if (sentAt > lastAnsweredAt) lastAnsweredAt = sentAt;
  };
  pool.on('connect', (client) => {
    // Nor may a connection that breaks while checked out (a reset, a terminated backend, a restart):
    // the query on it fails, the client stops being queryable and the pool drops it on release.
    client.on('error', () => undefined);
    watchQueries(client, answered, timeouts !== undefined);
  });
  const counter = queryCounter();
  const db: Db = drizzlePg(pool, { logger: counter.logger });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Its own session, free of the request timeouts: a migration may rightly take long.
      const client = new pg.Client({ connectionString: url, application_name: APPLICATION_NAME });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
      } finally {
        await client
          .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        await client.end();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
    queryCount: counter.read,
    lastAnsweredAt: () => lastAnsweredAt,
  };
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir ?? 'memory://');
  await client.waitReady;
  const counter = queryCounter();
  const db: Db = drizzlePglite(client, { logger: counter.logger });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    ping: () => ping(db),
    close: () => client.close(),
    queryCount: counter.read,
    // In-process: it never becomes unreachable, so no failure of its is ever a stale one.
    lastAnsweredAt: () => 0,
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
