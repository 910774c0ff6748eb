import { and, eq, isNull, sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../../test/global-setup.js';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.js';
import { openDatabase, type Database, type Tx } from '../db/database.js';
import { createJobRunner, type JobRunner } from './job-runner.js';
import { jobs } from './jobs.tables.js';

/** Scratch table the handlers write to inside their job's transaction. */
const effects = pgTable('job_effects', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull(),
  runner: text('runner').notNull(),
});

const logger = pino({ level: 'silent' });
let owned: TestDatabase;
let database: Database;
/** A second connection to the same database: its own pool on PostgreSQL, the same PGlite otherwise. */
let other: Database;

beforeAll(async () => {
  owned = await createTestDatabase();
  database = owned.database;
  await database.db.execute(
    sql`CREATE TABLE job_effects (id serial PRIMARY KEY, tag text NOT NULL, runner text NOT NULL)`,
  );
  const url = process.env['TEST_DATABASE_URL'];
  if (database.kind === 'postgres' && url) {
    const [current] = await database.db
      .select({ name: sql<string>`current_database()` })
      .from(sql`(SELECT 1) AS one`);
    other = await openDatabase({
      kind: 'postgres',
      url: withDatabase(url, current?.name ?? ''),
      poolSize: 5,
    });
  } else {
    other = database;
  }
});
afterAll(async () => {
  if (other !== database) await other.close();
  await owned.drop();
});

const minutes = (n: number) => n * 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** A runner whose handler for `kind` records the payload's tag in the job's own transaction. */
function recordingRunner(
  db: Database,
  kind: string,
  {
    name = 'runner',
    pollMs = 1000,
    after,
  }: { name?: string; pollMs?: number; after?: (tx: Tx) => Promise<void> } = {},
): JobRunner {
  const runner = createJobRunner(db.db, logger, pollMs);
  runner.register(kind, async (payload, tx) => {
    const tag =
      typeof payload === 'object' && payload !== null && 'tag' in payload
        ? String(payload.tag)
        : '?';
    await tx.insert(effects).values({ tag: `${kind}:${tag}`, runner: name });
    await after?.(tx);
  });
  return runner;
}

async function effectsOf(kind: string): Promise<{ tag: string; runner: string }[]> {
  const rows = await database.db.select({ tag: effects.tag, runner: effects.runner }).from(effects);
  return rows.filter((row) => row.tag.startsWith(`${kind}:`));
}

async function jobsOf(kind: string) {
  return database.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
}

describe('job runner', () => {
  it('runs a job whose runAt has passed once on runDue, and never again', async () => {
    const runner = recordingRunner(database, 'past');
    await runner.schedule(database.db, {
      kind: 'past',
      runAt: at(new Date(), -minutes(1)),
      payload: { tag: 'a' },
    });

    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(await runner.runDue(at(new Date(), minutes(60 * 24)))).toBe(0);
    expect(await effectsOf('past')).toEqual([{ tag: 'past:a', runner: 'runner' }]);
    const [job] = await jobsOf('past');
    expect(job).toMatchObject({ attempts: 1, failedAt: null, lockedUntil: null });
    expect(job?.doneAt).toBeInstanceOf(Date);
  });

  it('leaves a job whose runAt is in the future alone until runDue is given a time at or after it', async () => {
    const runner = recordingRunner(database, 'future');
    const now = new Date();
    const runAt = at(now, minutes(10));
    await runner.schedule(database.db, { kind: 'future', runAt, payload: { tag: 'later' } });

    expect(await runner.runDue(now)).toBe(0);
    expect(await runner.runDue(at(runAt, -1))).toBe(0);
    expect(await effectsOf('future')).toEqual([]);
    expect(await runner.runDue(runAt)).toBe(1);
    expect(await effectsOf('future')).toHaveLength(1);
  });

  it('keeps one pending job when a keyed job is scheduled twice, at the later time with the later payload', async () => {
    const runner = recordingRunner(database, 'keyed');
    const now = new Date();
    await runner.schedule(database.db, {
      kind: 'keyed',
      key: 'match:1',
      runAt: at(now, minutes(1)),
      payload: { tag: 'first' },
    });
    await runner.schedule(database.db, {
      kind: 'keyed',
      key: 'match:1',
      runAt: at(now, minutes(5)),
      payload: { tag: 'second' },
    });
    await runner.schedule(database.db, {
      kind: 'keyed',
      key: 'match:2',
      runAt: at(now, minutes(1)),
      payload: { tag: 'other' },
    });

    expect(await jobsOf('keyed')).toHaveLength(2);
    expect(await runner.runDue(at(now, minutes(2)))).toBe(1);
    expect((await effectsOf('keyed')).map((e) => e.tag)).toEqual(['keyed:other']);
    expect(await runner.runDue(at(now, minutes(5)))).toBe(1);
    expect((await effectsOf('keyed')).map((e) => e.tag)).toEqual(['keyed:other', 'keyed:second']);

    // Once the keyed job has run, the key is free for a new one.
    await runner.schedule(database.db, {
      kind: 'keyed',
      key: 'match:1',
      runAt: at(now, minutes(6)),
      payload: { tag: 'third' },
    });
    expect(await runner.runDue(at(now, minutes(6)))).toBe(1);
    expect((await effectsOf('keyed')).map((e) => e.tag)).toContain('keyed:third');
  });

  it('never runs a keyed job that was cancelled', async () => {
    const runner = recordingRunner(database, 'cancelled');
    const now = new Date();
    await runner.schedule(database.db, {
      kind: 'cancelled',
      key: 'vote:9',
      runAt: at(now, minutes(1)),
      payload: { tag: 'x' },
    });
    await runner.cancel(database.db, 'cancelled', 'vote:9');

    expect(await runner.runDue(at(now, minutes(60)))).toBe(0);
    expect(await effectsOf('cancelled')).toEqual([]);
    const [job] = await jobsOf('cancelled');
    expect(job).toMatchObject({ doneAt: null, lastError: 'cancelled' });
  });

  it('schedules nothing when the transaction that scheduled the job rolls back', async () => {
    const runner = recordingRunner(database, 'in-tx');
    await expect(
      database.db.transaction(async (tx) => {
        await runner.schedule(tx, { kind: 'in-tx', runAt: new Date(0), payload: { tag: 'ghost' } });
        throw new Error('caller changed its mind');
      }),
    ).rejects.toThrow('caller changed its mind');
    expect(await jobsOf('in-tx')).toEqual([]);
  });

  it('retries a failing handler with a doubling backoff and marks the job failed after five attempts', async () => {
    const runner = createJobRunner(database.db, logger, 1000);
    let calls = 0;
    runner.register('flaky', () => {
      calls += 1;
      return Promise.reject(new Error(`boom ${String(calls)}`));
    });
    let now = new Date();
    await runner.schedule(database.db, { kind: 'flaky', runAt: now });

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await runner.runDue(now)).toBe(0);
      expect(calls).toBe(attempt);
      const [job] = await jobsOf('flaky');
      expect(job).toMatchObject({
        attempts: attempt,
        lockedUntil: null,
        lastError: `Error: boom ${String(attempt)}`,
      });
      expect(job?.runAt.getTime()).toBe(now.getTime() + 2 ** attempt * 1000);
      if (attempt < 5) {
        expect(job?.failedAt).toBeNull();
        // Not due again before its backoff ends.
        expect(await runner.runDue(at(job?.runAt ?? now, -1))).toBe(0);
        expect(calls).toBe(attempt);
        now = job?.runAt ?? now;
      } else {
        expect(job?.failedAt?.getTime()).toBe(now.getTime());
      }
    }
    expect(await runner.runDue(at(now, minutes(60 * 24)))).toBe(0);
    expect(calls).toBe(5);
  });

  it('rolls back what a handler wrote before it threw', async () => {
    const runner = recordingRunner(database, 'rollback', {
      after: () => Promise.reject(new Error('after writing')),
    });
    await runner.schedule(database.db, {
      kind: 'rollback',
      runAt: new Date(0),
      payload: { tag: 'w' },
    });

    expect(await runner.runDue()).toBe(0);
    expect(await effectsOf('rollback')).toEqual([]);
    const [job] = await jobsOf('rollback');
    expect(job).toMatchObject({ doneAt: null, attempts: 1, lastError: 'Error: after writing' });
  });

  it('runs a job scheduled through one runner from a new runner on the same database, as after a restart', async () => {
    const before = recordingRunner(database, 'durable', { name: 'before' });
    await before.schedule(database.db, {
      kind: 'durable',
      runAt: new Date(0),
      payload: { tag: 'kept' },
    });
    await before.stop();

    const after = recordingRunner(other, 'durable', { name: 'after' });
    expect(await after.runDue()).toBe(1);
    expect(await effectsOf('durable')).toEqual([{ tag: 'durable:kept', runner: 'after' }]);
  });

  it('runs each due job exactly once when two runners on the same database call runDue at the same time', async () => {
    // Slow handlers keep each job's transaction open, so the two runners overlap.
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
    const one = recordingRunner(database, 'race', { name: 'one', after: slow });
    const two = recordingRunner(other, 'race', { name: 'two', after: slow });
    const count = 45;
    for (let i = 0; i < count; i += 1) {
      await one.schedule(database.db, {
        kind: 'race',
        runAt: new Date(0),
        payload: { tag: String(i) },
      });
    }

    let done = 0;
    for (let round = 0; round < 10; round += 1) {
      const [a, b] = await Promise.all([one.runDue(), two.runDue()]);
      done += a + b;
      const pending = await database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, 'race'), isNull(jobs.doneAt)));
      if (pending.length === 0) break;
    }

    const tags = (await effectsOf('race')).map((e) => e.tag);
    expect(done).toBe(count);
    expect(tags).toHaveLength(count);
    expect(new Set(tags).size).toBe(count);
  });

  it('runs due jobs by itself once started, and no more once stopped', async () => {
    const runner = recordingRunner(database, 'polled', { pollMs: 20 });
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    runner.start();
    try {
      await runner.schedule(database.db, {
        kind: 'polled',
        runAt: new Date(),
        payload: { tag: 'while-started' },
      });
      const deadline = Date.now() + 5000;
      while ((await effectsOf('polled')).length === 0 && Date.now() < deadline) await sleep(20);
    } finally {
      await runner.stop();
    }
    await runner.schedule(database.db, {
      kind: 'polled',
      runAt: new Date(),
      payload: { tag: 'after-stop' },
    });
    await sleep(100);
    expect((await effectsOf('polled')).map((e) => e.tag)).toEqual(['polled:while-started']);
  });
});
