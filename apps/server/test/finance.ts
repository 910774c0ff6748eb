// Helpers for the console's finance tests: the newest audit row of an action, and a payout stuck in
// `processing` (its job gave up, as when the provider kept failing).
import { expect } from 'vitest';
import type { TestUser } from './factories.js';
import type { TestApp } from './harness.js';
import { queryRows } from './wallet.js';
import { withdrawApi, withdrawer } from './withdrawals.js';

export interface AuditRow {
  actor_id: number;
  action: string;
  target_kind: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** The newest audit row of `action`. */
export async function lastAudit(t: TestApp, action: string): Promise<AuditRow | undefined> {
  const [row] = await queryRows(
    t,
    `select actor_id, action, target_kind, target_id, before, after, reason from operator_audit
     where action = '${action}' order by id desc limit 1`,
  );
  if (!row) return undefined;
  return {
    actor_id: Number(row['actor_id']),
    action: String(row['action']),
    target_kind: String(row['target_kind']),
    target_id: String(row['target_id']),
    before: row['before'],
    after: row['after'],
    reason: typeof row['reason'] === 'string' ? row['reason'] : null,
  };
}

/** A processing payout whose job gave up (the provider kept failing): stuck at once. */
export async function stuckPayout(
  t: TestApp,
  amount = 500,
  fundWith = 2000,
): Promise<{ id: number; user: TestUser }> {
  const user = await withdrawer(t, fundWith);
  const withdrawal = await withdrawApi(t).accepted(user, amount);
  expect(withdrawal.status).toBe('processing');
  await t.database.db.execute(
    `update jobs set failed_at = now(), last_error = 'provider timed out'
     where key = 'withdrawal:${String(withdrawal.id)}'`,
  );
  return { id: withdrawal.id, user };
}
