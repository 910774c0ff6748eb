// Helpers for tests that create tournaments through the API.
import { tournamentsEndpoints } from '@clutch/contract/tournaments';
import { testClient } from './client.js';
import { createUser, type TestUser } from './factories.js';
import type { TestApp } from './harness.js';
import { fund } from './wallet.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'OPTIONS';

const HOUR = 3_600_000;

/** An instant `hours` from now, as the form sends it. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** The smallest valid form: a 1_1 Dota 2 tournament of 8 slots starting tomorrow. */
export function tournamentForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    translations: {
      en: { name: 'Spring Cup', description: 'Mid only' },
      ua: { name: 'Весняний кубок', description: '' },
      cn: { name: '春季杯', description: '' },
    },
    grid: 3,
    start_time: hoursFromNow(24),
    freeze_time: 30,
    ...overrides,
  };
}

export function tournamentApi(t: TestApp) {
  const call = (
    method: Method,
    url: string,
    user: TestUser | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { ...(user ? user.headers : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const client = testClient(t);
  /** Creates a tournament for `game` and answers its id; the form may be invalid on purpose. */
  const create = async (user: TestUser, overrides: Record<string, unknown> = {}, game = 1) => {
    const created = await client.ok(tournamentsEndpoints.create, {
      as: user,
      query: { game },
      rawBody: tournamentForm(overrides),
    });
    return created.id;
  };
  const get = (id: number, user: TestUser | null) =>
    client.ok(tournamentsEndpoints.get, { as: user, params: { id } });
  return { call, create, get };
}

/**
 * A tournament made through the API by `creator` (a new user unless given), who is first funded
 * with `crystals` (100 unless given) so any prizes are covered; answers its id and creator.
 */
export async function createTournament(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  options: { creator?: TestUser; crystals?: number } = {},
): Promise<{ id: number; creator: TestUser }> {
  const creator = options.creator ?? (await createUser(t));
  const crystals = options.crystals ?? 100;
  if (crystals > 0) await fund(t, creator, crystals);
  return { id: await tournamentApi(t).create(creator, overrides), creator };
}

// Registration helpers: states a test cannot reach through the API in time (levels, operator bans,
// the clock reaching the freeze or the start) are set directly in the database.

async function execute(t: TestApp, text: string): Promise<void> {
  await t.database.db.execute(text);
}

/** Sets a user's level (1..100); profiles will change it through the API later. */
export const setLevel = (t: TestApp, userId: number, level: number) =>
  execute(t, `update users set level = ${String(level)} where id = ${String(userId)}`);

/** An operator's `tournament` ban on the account, for good. */
export const banFromTournaments = (t: TestApp, userId: number) =>
  execute(t, `insert into user_bans (user_id, kind) values (${String(userId)}, 'tournament')`);

/** Moves the start to `minutes` from now: inside freeze_time closes registration, below 0 starts. */
export const startIn = (t: TestApp, tournamentId: number, minutes: number) =>
  execute(
    t,
    `update tournaments set start_time = now() + interval '${String(minutes)} minutes' where id = ${String(tournamentId)}`,
  );

/** Registration calls: `register` answers the response; `body` is the join data. */
export function joinApi(t: TestApp) {
  const { call } = tournamentApi(t);
  const register = (id: number, user: TestUser, body: object = {}, key?: string) =>
    call(
      'POST',
      `tournaments/register/${String(id)}/`,
      user,
      body,
      key === undefined ? {} : { 'idempotency-key': key },
    );
  return { call, register };
}
