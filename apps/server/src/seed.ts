// Demo data for a first start on the embedded database: a few confirmed players to sign in as, each
// with real crystals as if bought, and an operator who reviews large withdrawals.
import type { FastifyBaseLogger } from 'fastify';
import type { App } from './app.js';
import { runOperator } from './operator-commands.js';

export const DEMO_PASSWORD = 'clutch-demo-2026';
const DEMO_USERS = [
  { email: 'alice@demo.clutch.gg', username: 'alice', country: 'UA', isStaff: false },
  { email: 'bob@demo.clutch.gg', username: 'bob', country: 'DE', isStaff: false },
  { email: 'chen@demo.clutch.gg', username: 'chen', country: 'CN', isStaff: false },
  { email: 'ops@demo.clutch.gg', username: 'ops', country: 'UA', isStaff: true },
] as const;
/** Real crystals (minor units) each demo player starts with: enough to try every money screen. */
const DEMO_REAL_CRYSTALS = 5000_00;

/** Credits real crystals the way a paid purchase does, from a clearing account of its own. */
async function giveCrystals(app: App, userId: number): Promise<void> {
  await app.ledger.run(async (tx, touched) => {
    await app.ledger.post(
      tx,
      {
        book: 'real',
        kind: 'purchase',
        reference: 'seed',
        legs: [
          { account: { kind: 'clearing', provider: 'seed' }, amount: -DEMO_REAL_CRYSTALS },
          { account: { kind: 'user', userId }, amount: DEMO_REAL_CRYSTALS },
        ],
      },
      touched,
    );
  });
}

export async function seedDemo(app: App, logger: FastifyBaseLogger): Promise<void> {
  let created = 0;
  for (const { isStaff, ...user } of DEMO_USERS) {
    let userId: number;
    try {
      const tokens = await app.auth.register(
        { ...user, password: DEMO_PASSWORD, repeat_password: DEMO_PASSWORD },
        {},
      );
      userId = (await app.auth.verifyAccess(tokens.access)).id;
      created += 1;
    } catch {
      continue; // Already there from an earlier start.
    }
    if (isStaff) await runOperator(app.database.db, ['grant', user.email]);
    else await giveCrystals(app, userId);
  }
  if (created > 0)
    logger.info(
      { users: DEMO_USERS.map((u) => u.email), password: DEMO_PASSWORD },
      'demo users created',
    );
}
