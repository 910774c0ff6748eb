// Runs once per test run: against a PostgreSQL server, migrate a template database that every test
// file clones (CREATE DATABASE ... TEMPLATE is far faster than migrating each time).
import pg from 'pg';
import { openDatabase } from '../src/platform/db/database.js';

export const TEMPLATE_DB = `clutch_template_${process.pid}`;

export async function setup(project: { provide: (key: 'templateDb', value: string) => void }): Promise<() => Promise<void>> {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) {
    project.provide('templateDb', '');
    return async () => undefined;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const template = await openDatabase({ kind: 'postgres', url: withDatabase(url, TEMPLATE_DB), poolSize: 1 });
  await template.migrate();
  await template.close();
  project.provide('templateDb', TEMPLATE_DB);
  return async () => {
    // Clean up databases of test files that crashed before dropping their own.
    const left = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'clutch_t_%' OR datname = $1`,
      [TEMPLATE_DB],
    );
    for (const row of left.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}
