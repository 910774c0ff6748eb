// Runs once per test run: against a PostgreSQL server, migrate a template database that every test
// file clones (CREATE DATABASE ... TEMPLATE is far faster than migrating each time).
import pg from 'pg';
import { openDatabase } from '../src/platform/db/database.js';

export const TEMPLATE_DB = `clutch_template_${process.pid}`;

export async function setup(project: {
  provide: (key: 'templateDb', value: string) => void;
}): Promise<() => Promise<void>> {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) {
    project.provide('templateDb', '');
    return () => Promise.resolve();
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const template = await openDatabase({
    kind: 'postgres',
    url: withDatabase(url, TEMPLATE_DB),
    poolSize: 1,
  });
  await template.migrate();
  await template.close();
  project.provide('templateDb', TEMPLATE_DB);
  return async () => {
    // Clean up databases of test files that crashed before dropping their own.
    // Only this run's: another run may be using the same server at the same time.
    const left = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`${testDatabasePrefix(TEMPLATE_DB)}%`, TEMPLATE_DB],
    );
    for (const row of left.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
  };
}

/** Databases of test files are named after the run's template, so each run cleans up only its own. */
export function testDatabasePrefix(template: string): string {
  return `${template.replace('clutch_template_', 'clutch_t_')}_`;
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
