// The same migrations and queries on both engines: embedded PGlite always, and the PostgreSQL
// server too whenever TEST_DATABASE_URL names one (CI always does).
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase } from '../../../test/harness.js';
import { failedStatementSentAt, openDatabase, type Database } from './database.js';

const engines: [string, () => Promise<{ database: Database; drop: () => Promise<void> }>][] = [
  [
    'embedded PGlite',
    async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir: null });
      await database.migrate();
      return { database, drop: () => database.close() };
    },
  ],
];
if (process.env['TEST_DATABASE_URL']) engines.push(['a PostgreSQL server', createTestDatabase]);

describe.each(engines)('on %s', (_name, open) => {
  it('migrates again without change and runs sign-up, sign-in, refresh and profile/me', async () => {
    const { database, drop } = await open();
    await database.migrate();
    const t = await buildTestApp({ database });
    try {
      const before = database.queryCount();
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: {
          email: 'engine@example.com',
          username: 'engine',
          password: 'turbine-blue-42x',
          repeat_password: 'turbine-blue-42x',
        },
      });
      expect(register.statusCode).toBe(201);
      expect(database.queryCount()).toBeGreaterThan(before);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'engine@example.com', password: 'turbine-blue-42x' },
      });
      const { refresh } = login.json<{ refresh: string }>();
      const rotated = await t.app.inject({
        method: 'POST',
        url: '/api/auth/token/refresh/',
        payload: { refresh },
      });
      expect(rotated.statusCode).toBe(200);
      const me = await t.app.inject({
        url: '/api/profile/me/',
        headers: { authorization: `Token ${rotated.json<{ access: string }>().access}` },
      });
      expect(me.json()).toMatchObject({ username: 'engine', current_game: 1 });
      expect(database.kind).toBe(_name === 'embedded PGlite' ? 'pglite' : 'postgres');
    } finally {
      await t.close();
      await drop();
    }
  });
});

describe.runIf(process.env['TEST_DATABASE_URL'])('on a PostgreSQL server', () => {
  it('tells when the newest answered statement was sent, whether pooled or in a transaction', async () => {
    const testDatabase = await createTestDatabase();
    const { database } = testDatabase;
    try {
      const beforePooled = performance.now();
      await database.db.execute(sql`select 1`);
      expect(database.lastAnsweredAt()).toBeGreaterThanOrEqual(beforePooled);
      let beforeStatement = 0;
      await database.db.transaction(async (tx) => {
        // After BEGIN was answered: what follows must be seen on the transaction's own client.
        await sleep(5);
        beforeStatement = performance.now();
        await tx.execute(sql`select 2`);
        expect(database.lastAnsweredAt()).toBeGreaterThanOrEqual(beforeStatement);
      });
      // A statement that fails is no answer, and its error keeps its send time.
      await sleep(5);
      const beforeFailure = performance.now();
      const failure: unknown = await database.db.execute(sql`select 1 / 0`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(database.lastAnsweredAt()).toBeLessThan(beforeFailure);
      expect(failedStatementSentAt(failure)).toBeGreaterThanOrEqual(beforeFailure);
      let inTransaction: unknown = null;
      await database.db
        .transaction(async (tx) => {
          await sleep(5);
          beforeStatement = performance.now();
          await tx.execute(sql`select 1 / 0`);
        })
        .catch((error: unknown) => {
          inTransaction = error;
        });
      expect(failedStatementSentAt(inTransaction)).toBeGreaterThanOrEqual(beforeStatement);
      expect(failedStatementSentAt(new Error('no statement'))).toBeUndefined();
    } finally {
      await testDatabase.drop();
    }
  });
});
