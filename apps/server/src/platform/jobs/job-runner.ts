// Durable timers (vote ends, ready checks, tournament starts): jobs live in the database, survive
// restarts, and each runs once across instances: claimed with FOR UPDATE SKIP LOCKED, and marked
// done in the same transaction as the handler's own writes.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '../db/database.js';
import { jobs } from './jobs.tables.js';

/** A handler may answer work for after its transaction commits (publishing what it changed). */
export type JobHandler = (payload: unknown, tx: Tx) => Promise<void | AfterCommit>;
export type AfterCommit = () => Promise<void>;

export interface ScheduleJob {
  kind: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  /** With a key, scheduling again while one is pending moves that job instead of adding one. */
  key?: string;
}

/** What services get: they schedule and cancel; their module hands the handlers to the runner. */
export type JobScheduler = Pick<JobRunner, 'schedule' | 'cancel'>;
/** A module's job handlers by kind, registered once at start-up by app.ts. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface JobRunner {
  register(kind: string, handler: JobHandler): void;
  schedule(db: DbOrTx, job: ScheduleJob): Promise<void>;
  cancel(db: DbOrTx, kind: string, key: string): Promise<void>;
  /** Runs every due job once; the poller calls it, and tests call it to skip the wait. */
  runDue(now?: Date): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const MAX_ATTEMPTS = 5;
const LOCK_MS = 60_000;
const BATCH = 20;

export function createJobRunner(db: Db, logger: FastifyBaseLogger, pollMs: number): JobRunner {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const runOne = async (id: number, kind: string, now: Date): Promise<boolean> => {
    const handler = handlers.get(kind);
    if (!handler) return false;
    try {
      const outcome = await db.transaction(async (tx) => {
        // Re-check under a row lock: another instance may have finished it since the claim. The
        // lock waits rather than skips: another runner's claim query can hold this row for an
        // instant while it re-checks it, and skipping then left the job claimed but unrun until
        // its claim expired (a minute late). Waiting behind a runner that runs it ends in done_at.
        const [row] = await tx
          .select({ payload: jobs.payload })
          .from(jobs)
          .where(and(eq(jobs.id, id), isNull(jobs.doneAt)))
          .for('update');
        if (!row) return null;
        // Done before the handler runs (undone with it if it throws): a handler that schedules its
        // own kind and key again (the next turn of a timer) then adds a job instead of moving this.
        await tx.update(jobs).set({ doneAt: now, lockedUntil: null }).where(eq(jobs.id, id));
        const after = await handler(row.payload, tx);
        return { after: after ?? null };
      });
      if (!outcome) return false;
      // Committed: the job is done whatever happens next, so a failure here is only logged.
      await outcome.after?.().catch((error: unknown) => {
        logger.error({ err: error, jobId: id, kind }, 'job follow-up failed');
      });
      return true;
    } catch (error) {
      logger.error({ err: error, jobId: id, kind }, 'job failed');
      // Backoff counts from the runner's clock, the same one that decided the job was due.
      const at = sql`${now.toISOString()}::timestamptz`;
      await db
        .update(jobs)
        .set({
          lastError: String(error).slice(0, 2000),
          lockedUntil: null,
          runAt: sql`${at} + make_interval(secs => power(2, ${jobs.attempts}))`,
          failedAt: sql`CASE WHEN ${jobs.attempts} >= ${MAX_ATTEMPTS} THEN ${at} ELSE NULL END`,
        })
        .where(eq(jobs.id, id));
      return false;
    }
  };

  const runDue = async (now = new Date()): Promise<number> => {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return 0;
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
          inArray(jobs.kind, kinds),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + LOCK_MS), attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, kind: jobs.kind });
    let done = 0;
    for (const row of claimed) if (await runOne(row.id, row.kind, now)) done += 1;
    return done;
  };

  const tick = () => {
    running ??= runDue()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'job poll failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
  };

  return {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    async schedule(target, job) {
      const values = {
        kind: job.kind,
        key: job.key ?? null,
        runAt: job.runAt,
        payload: job.payload ?? {},
      };
      if (!job.key) {
        await target.insert(jobs).values(values);
        return;
      }
      await target
        .insert(jobs)
        .values(values)
        .onConflictDoUpdate({
          target: [jobs.kind, jobs.key],
          targetWhere: sql`done_at IS NULL AND failed_at IS NULL AND key IS NOT NULL`,
          set: { runAt: job.runAt, payload: values.payload, attempts: 0, lockedUntil: null },
        });
    },
    async cancel(target, kind, key) {
      await target
        .update(jobs)
        .set({ failedAt: new Date(), lastError: 'cancelled' })
        .where(
          and(eq(jobs.kind, kind), eq(jobs.key, key), isNull(jobs.doneAt), isNull(jobs.failedAt)),
        );
    },
    runDue,
    start() {
      timer ??= setInterval(tick, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
