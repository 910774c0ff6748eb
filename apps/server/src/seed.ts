// Demo data for a first start on the embedded database: a living demo to sign in to. Confirmed
// players (alice, bob and chen with real crystals as if bought, ten more who play), an operator,
// friendships, two CS2 teams, posts, a squad chat, a played quick match, a finished cup with its
// prizes and reviews, a running one, two open for registration and two lobbies waiting for players.
import type { FastifyBaseLogger } from 'fastify';
import type { App } from './app.js';
import { runOperator } from './operator-commands.js';
import {
  openHistoryApp,
  seedCaller,
  type SeedMailbox,
  type SeedTarget,
  type SeedUser,
} from './seed-api.js';
import { seedFriends, seedPosts, seedQuickMatch, seedSquadChat, seedTeams } from './seed-social.js';
import {
  enterPlayedTournaments,
  playAutumnCup,
  playNightCupRound,
  seedOpenTournaments,
  startPlayedTournaments,
} from './seed-tournaments.js';

export const DEMO_PASSWORD = 'clutch-demo-2026';
const DEMO_USERS = [
  { email: 'alice@demo.clutch.gg', username: 'alice', country: 'UA', isStaff: false },
  { email: 'bob@demo.clutch.gg', username: 'bob', country: 'DE', isStaff: false },
  { email: 'chen@demo.clutch.gg', username: 'chen', country: 'CN', isStaff: false },
  { email: 'ops@demo.clutch.gg', username: 'ops', country: 'UA', isStaff: true },
] as const;
/** The players the demo's cups, teams and chats are made of (no crystals: they play demo ones). */
const DEMO_PLAYERS = (
  [
    ['dmytro', 'UA'],
    ['olena', 'UA'],
    ['anna', 'PL'],
    ['pierre', 'FR'],
    ['lukas', 'DE'],
    ['emma', 'GB'],
    ['sofia', 'ES'],
    ['mateo', 'AR'],
    ['yuki', 'JP'],
    ['mei', 'CN'],
  ] as const
).map(([username, country]) => ({
  email: `${username}@demo.clutch.gg`,
  username,
  country,
  isStaff: false,
}));
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

/**
 * Registers the demo people through the history app and confirms their e-mail with the link it
 * mailed; null when the demo is already there.
 */
async function registerPeople(
  history: App,
  mailbox: SeedMailbox,
): Promise<Map<string, SeedUser> | null> {
  const people = new Map<string, SeedUser>();
  for (const { isStaff, ...user } of [...DEMO_USERS, ...DEMO_PLAYERS]) {
    try {
      await history.auth.register(
        { ...user, password: DEMO_PASSWORD, repeat_password: DEMO_PASSWORD },
        {},
      );
    } catch {
      if (people.size === 0) return null; // alice is there: an earlier start seeded the demo.
      throw new Error(`demo user ${user.email} is taken`);
    }
    const link = mailbox.confirmTokenOf(user.email);
    if (link === undefined) throw new Error(`no confirmation link for ${user.email}`);
    const tokens = await history.auth.confirmEmail(link, {});
    const { id } = await history.auth.verifyAccess(tokens.access);
    people.set(user.username, {
      id,
      email: user.email,
      username: user.username,
      headers: { authorization: `Token ${tokens.access}` },
    });
    if (isStaff) await runOperator(history.database.db, ['grant', user.email]);
    else if (DEMO_USERS.some((demo) => demo.email === user.email)) await giveCrystals(history, id);
  }
  return people;
}

/** Everything but the accounts: people, cups, posts, chat and matches. */
async function seedLife(history: App, people: Map<string, SeedUser>, logger: FastifyBaseLogger) {
  const call = seedCaller(history);
  const played = await enterPlayedTournaments(call, people);
  await seedFriends(call, people);
  const teams = await seedTeams(call, people);
  await seedOpenTournaments(call, people, teams);
  await seedPosts(call, people);
  await seedSquadChat(call, people);
  await startPlayedTournaments(history, call, people, played);
  await playAutumnCup(call, people, played.finished);
  await playNightCupRound(call, people, played.running);
  await seedQuickMatch(history, call, people);
  const accessOf = new Map([...people.values()].map((u) => [u.email, accessFrom(u)]));
  await seedQuickMatches(history, accessOf, logger);
}

const accessFrom = (user: SeedUser) => user.headers.authorization.replace(/^Token /, '');

/**
 * Seeds the living demo once: on a database that has it, does nothing. Played through a private
 * instance of the app on the same database (see seed-api.ts), closed before the caller listens.
 */
export async function seedDemo(target: SeedTarget, logger: FastifyBaseLogger): Promise<void> {
  const began = Date.now();
  const { history, mailbox } = await openHistoryApp(target);
  try {
    const people = await registerPeople(history, mailbox);
    if (people === null) return;
    // A demo that stops half way still lets the server start; the log says what went wrong.
    const failed = await seedLife(history, people, logger).then(
      () => null,
      (error: unknown) => error,
    );
    if (failed !== null) {
      logger.warn({ err: failed }, 'demo only partly seeded');
      return;
    }
    logger.info(
      {
        users: [...people.values()].map((u) => u.email),
        password: DEMO_PASSWORD,
        ms: Date.now() - began,
      },
      'demo seeded',
    );
  } finally {
    await history.app.close();
  }
}
