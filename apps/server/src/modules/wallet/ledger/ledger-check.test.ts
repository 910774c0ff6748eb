// The ledger check names what it checks, and reports the invariants added for the reliability plan
// when a database breaks them: a fee held for no registration, a key kept without its answer.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/factories.js';
import { fund, useLedgerTestApp } from '../../../../test/wallet.js';
import { checkLedger, LEDGER_INVARIANTS } from './ledger-check.js';

const t = useLedgerTestApp();

const broken = async () => (await checkLedger(t.database.db)).map((problem) => problem.check);

describe('the ledger check', () => {
  it('names every invariant it checks once, each with what holds', () => {
    expect(LEDGER_INVARIANTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(LEDGER_INVARIANTS.map((i) => i.check)).size).toBe(LEDGER_INVARIANTS.length);
    for (const invariant of LEDGER_INVARIANTS) expect(invariant.invariant).not.toBe('');
  });

  it('reports an entry fee held for no registration, and holds again once it is released', async () => {
    const user = await createUser(t);
    await fund(t, user, 10);
    const hold = await t.ledger.run((tx, touched) =>
      t.ledger.hold(
        tx,
        { userId: user.id, book: 'real', amount: 500, purpose: 'tournament_entry' },
        touched,
      ),
    );
    expect(await broken()).toEqual(['a held entry fee belongs to no registration']);
    await t.ledger.run((tx, touched) => t.ledger.release(tx, hold.id, touched));
    expect(await broken()).toEqual([]);
  });

  it('reports an Idempotency-Key kept without its answer', async () => {
    const user = await createUser(t);
    await t.database.db.execute(
      sql`INSERT INTO idempotency_keys (user_id, key, fingerprint, status)
          VALUES (${user.id}, 'half-kept', 'f', 0)`,
    );
    expect(await broken()).toEqual(['an Idempotency-Key was kept without its answer']);
    await t.database.db.execute(sql`DELETE FROM idempotency_keys WHERE key = 'half-kept'`);
    expect(await broken()).toEqual([]);
  });
});
