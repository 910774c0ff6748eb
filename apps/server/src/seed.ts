// Demo data for a first start on the embedded database: a few confirmed players to sign in as, each
// with real crystals as if bought, an operator who reviews large withdrawals, and two demo-crystal
// tournaments open for registration, so the tournament list shows something to join.
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

const DAY_MS = 86_400_000;
const texts = (name: string, description: string) => ({
  en: { name, description },
  ua: { name, description: '' },
  cn: { name, description: '' },
});
/** Played for demo crystals (the organiser's demo book holds the pools), a few days ahead. */
const DEMO_TOURNAMENTS = [
  {
    game: 1,
    form: {
      translations: texts('Clutch Demo Cup', 'Mid only, best of three. Demo crystals: try it out.'),
      type: '1_1',
      grid: 3,
      is_demo: true,
      prize_pool: 300,
      first_place_prize: 150,
      second_place_prize: 100,
      third_place_prize: 50,
      freeze_time: 30,
      startInDays: 3,
    },
  },
  {
    game: 2,
    form: {
      translations: texts('Clutch CS2 Open', 'Teams of five, Mirage and Inferno. Demo crystals.'),
      type: '5_5',
      grid: 2,
      is_demo: true,
      prize_pool: 500,
      first_place_prize: 350,
      second_place_prize: 150,
      freeze_time: 60,
      maps_ban_type: 'one_of_many',
      map_list: ['de_mirage', 'de_inferno'],
      startInDays: 7,
    },
  },
] as const;

/** Through the API, as the organiser would: every form rule and the pool hold apply. */
async function seedTournaments(app: App, access: string, logger: FastifyBaseLogger) {
  for (const { game, form } of DEMO_TOURNAMENTS) {
    const { startInDays, ...fields } = form;
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/tournaments/?game=${String(game)}`,
      headers: { authorization: `Token ${access}` },
      payload: { ...fields, start_time: new Date(Date.now() + startInDays * DAY_MS).toISOString() },
    });
    if (res.statusCode !== 201) logger.warn({ body: res.body }, 'demo tournament not created');
  }
}

/**
 * Two demo lobbies waiting for players (bob's and chen's, who play with demo crystals): a Dota 2 1x1
 * with hero bans and a CS2 1x1 with a map veto, so the quick-match list has something to join.
 */
const DEMO_LOBBIES = [
  {
    email: 'bob@demo.clutch.gg',
    game: 1,
    form: { name: 'Bob’s mid 1v1', ban_type: 'one_of_many', entry_fee: 10 },
  },
  {
    email: 'chen@demo.clutch.gg',
    game: 2,
    form: { name: 'Chen’s aim duel', maps_ban_type: 'one_of_many', entry_fee: 5 },
  },
] as const;

async function seedQuickMatches(
  app: App,
  accessOf: ReadonlyMap<string, string>,
  logger: FastifyBaseLogger,
) {
  for (const { email, game, form } of DEMO_LOBBIES) {
    const access = accessOf.get(email);
    if (access === undefined) continue;
    const headers = { authorization: `Token ${access}` };
    await app.app.inject({
      method: 'PATCH',
      url: '/api/profile/me/',
      headers,
      payload: { is_demo: true },
    });
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/quickmatch/?game=${String(game)}`,
      headers,
      payload: form,
    });
    if (res.statusCode !== 201) logger.warn({ body: res.body }, 'demo lobby not created');
  }
}

export async function seedDemo(app: App, logger: FastifyBaseLogger): Promise<void> {
  let created = 0;
  let organiser: string | null = null;
  const accessOf = new Map<string, string>();
  for (const { isStaff, ...user } of DEMO_USERS) {
    let userId: number;
    try {
      const tokens = await app.auth.register(
        { ...user, password: DEMO_PASSWORD, repeat_password: DEMO_PASSWORD },
        {},
      );
      userId = (await app.auth.verifyAccess(tokens.access)).id;
      organiser ??= tokens.access;
      accessOf.set(user.email, tokens.access);
      created += 1;
    } catch {
      continue; // Already there from an earlier start.
    }
    if (isStaff) await runOperator(app.database.db, ['grant', user.email]);
    else await giveCrystals(app, userId);
  }
  if (organiser !== null) await seedTournaments(app, organiser, logger);
  await seedQuickMatches(app, accessOf, logger);
  if (created > 0)
    logger.info(
      { users: DEMO_USERS.map((u) => u.email), password: DEMO_PASSWORD },
      'demo users created',
    );
}
