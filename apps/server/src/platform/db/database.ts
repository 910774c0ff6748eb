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
}

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string | null };

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
    ? Promise.resolve(openPostgres(target.url, target.poolSize))
    : openPglite(target.dataDir);
}

/** Counts every statement Drizzle sends, on either engine; benchmarks and N+1 tests read it. */
function queryCounter() {
  let count = 0;
  return { logger: { logQuery: () => void (count += 1) }, read: () => count };
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const counter = queryCounter();
  const db: Db = drizzlePg(pool, { logger: counter.logger });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
      } finally {
        await client
          .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        client.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
    queryCount: counter.read,
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
