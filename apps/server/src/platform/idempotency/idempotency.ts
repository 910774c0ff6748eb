// Idempotency-Key: the first request under a key runs and its answer is stored in the same
// transaction as its effect; a retry under the key gets that answer without running again. A
// concurrent retry waits on the key's row until the first commits (or rolls back and frees it).
import { createHash } from 'node:crypto';
import { AppError } from '@clutch/contract/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/database.js';
import { idempotencyKeys } from './idempotency.tables.js';

export interface IdempotencyKey {
  userId: number;
  key: string;
  /** The route, its parameters and a hash of the body. */
  fingerprint: string;
}

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key header, or null when it has none. */
export function idempotencyKeyOf(request: FastifyRequest, userId: number): IdempotencyKey | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !KEY.test(key))
    throw new AppError(
      'bad_request',
      'Idempotency-Key must be 1 to 255 printable characters without spaces.',
    );
  const body = createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
  const route = `${request.method} ${request.routeOptions.url ?? ''} ${JSON.stringify(request.params)}`;
  const fingerprint = createHash('sha256').update(`${route}\n${body}`).digest('hex');
  return { userId, key, fingerprint };
}

export type Claim = { fresh: true } | { fresh: false; response: unknown };

/**
 * Takes the key inside the caller's transaction. fresh: go on and `remember` the answer; otherwise
 * answer `response`. The same key with another request is a 422.
 */
export async function claimKey(tx: DbOrTx, key: IdempotencyKey): Promise<Claim> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId: key.userId, key: key.key, fingerprint: key.fingerprint, status: 0 })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { fresh: true };
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, key.userId), eq(idempotencyKeys.key, key.key)));
  if (!row) throw new AppError('conflict', 'This Idempotency-Key is in use; try again.');
  if (row.fingerprint !== key.fingerprint)
    throw new AppError(
      'unprocessable',
      'This Idempotency-Key was used for a different request; use a new key for a new request.',
    );
  return { fresh: false, response: row.response };
}

export async function rememberAnswer(
  tx: DbOrTx,
  key: IdempotencyKey,
  response: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: 200, response: sql`${JSON.stringify(response)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, key.userId), eq(idempotencyKeys.key, key.key)));
}
