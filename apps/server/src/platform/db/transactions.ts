// Transactions that may meet a concurrent one: PostgreSQL resolves a deadlock or a serialisation
// conflict by failing one side, which is safe to run again from the start.
import type { Db, Tx } from './database.js';

/** The SQLSTATE of a PostgreSQL error, seen through Drizzle's error wrapper on both drivers. */
export function pgErrorCode(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return null;
}

const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 5;

export async function transactionWithRetry<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = pgErrorCode(error);
      if (attempt >= ATTEMPTS || code === null || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
