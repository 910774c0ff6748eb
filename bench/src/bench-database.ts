// The bench's own PostgreSQL database: created empty for one run (the server migrates it on boot)
// and dropped at the end, so a run never touches data it did not make.
import pg from 'pg';

export interface BenchDatabase {
  readonly name: string;
  /** What the server child gets as DATABASE_URL. */
  readonly url: string;
  drop(): Promise<void>;
}

async function onAdmin(adminUrl: URL, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl.href });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `prefix` names whose run it is (the bench's, the reliability suite's); the pid makes it unique. */
export async function createBenchDatabase(
  adminUrl: URL,
  prefix = 'clutch_bench',
): Promise<BenchDatabase> {
  // A pid is digits only, so the name needs no quoting beyond the identifier quotes.
  const name = `${prefix}_${String(process.pid)}`;
  await onAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await onAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl.href);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.href,
    async drop() {
      if (dropped) return;
      dropped = true;
      // FORCE ends sessions a crashed server child may have left behind.
      await onAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>('SHOW server_version');
    return result.rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}
