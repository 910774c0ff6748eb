// Who may call what on a quick match: every endpoint signed out, the creator-only and seated-only
// calls tried by a stranger, by a seated player and by the creator, each in a fresh lobby with the
// exact status each gets (the allowed caller goes last and must succeed), and unknown ids.
import type { Endpoint } from '@clutch/contract/endpoint';
import { quickMatchEndpoints as qm } from '@clutch/contract/quickmatch';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../test/client.js';
import type { TestUser } from '../../../test/factories.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const api = quickMatchApi(t);
const { client } = api;

const HALF_HOUR = 1_800_000;
let periods = 0;
/** A period start two days ahead, a new one per call. */
const nextPeriod = () =>
  new Date((Math.floor(Date.now() / HALF_HOUR) + 96 + periods++) * HALF_HOUR).toISOString();

interface World {
  creator: TestUser;
  /** Plays in the lobby, not its creator. */
  seated: TestUser;
  stranger: TestUser;
  id: number;
}

type Caller = TestUser | null;
type Call = (as: Caller) => Promise<Answer<Endpoint>>;

async function world(body: Parameters<typeof api.create>[1], ready = false): Promise<World> {
  const [creator, seated, stranger] = [await api.player(), await api.player(), await api.player()];
  const { id } = await api.create(creator, body);
  await api.join(seated, id);
  if (ready) for (const player of [creator, seated]) await api.ready(player, id);
  return { creator, seated, stranger, id };
}

/** A 5x5 lobby waiting for players: the creator at 1, the seated player at 2. */
const waiting = () => world({ type: '5_5' });
/** A timed 1x1 lobby with both seats taken and ready, waiting for its hour. */
const readyTimed = () =>
  world({ game_time_type: 'timed', game_time: nextPeriod(), ban_type: 'one_of_many' }, true);
/** A 1x1 lobby in pick-and-ban; the creator has banned, so it is the seated player's turn. */
async function vetoing(): Promise<World> {
  const w = await world({ ban_type: 'one_of_many' }, true);
  const view = await api.view(w.creator, w.id);
  expect((await api.veto(w.creator, w.id, view.veto?.available[0] ?? '')).status).toBe(200);
  return w;
}
/** A demo 1x1 lobby the simulator plays. */
const inGame = () => world({}, true);

interface Row {
  name: string;
  world: () => Promise<World>;
  call: (w: World) => Promise<Call> | Call;
  /** The allowed caller's status. */
  ok: number;
  /** What the lobby shows once the allowed caller succeeded. */
  after?: (w: World) => Promise<void>;
}

const statusOf = async (w: World) => (await api.view(w.creator, w.id)).status;

const creatorOnly: Row[] = [
  {
    name: 'removePlayer',
    world: waiting,
    call: (w) => (as) => client.call(qm.removePlayer, { as, params: { id: w.id, position: 2 } }),
    ok: 200,
    after: async (w) => {
      expect((await api.view(w.creator, w.id)).checked_in_slots).toBe(1);
    },
  },
  {
    name: 'startGame',
    world: readyTimed,
    call: (w) => (as) => client.call(qm.startGame, { as, params: { id: w.id } }),
    ok: 200,
    after: async (w) => {
      expect(await statusOf(w)).toBe('veto');
    },
  },
];

const seatedOnly: Row[] = [
  {
    name: 'leave',
    world: waiting,
    call: (w) => (as) => client.call(qm.leave, { as, params: { id: w.id } }),
    ok: 200,
    after: async (w) => {
      expect((await api.view(w.creator, w.id)).checked_in_slots).toBe(1);
    },
  },
  {
    name: 'toggleReady (POST)',
    world: waiting,
    call: (w) => (as) => client.call(qm.toggleReady, { as, params: { id: w.id } }),
    ok: 200,
    after: async (w) => {
      expect((await api.view(w.seated, w.id)).is_ready).toBe(true);
    },
  },
  {
    name: 'toggleReady (PATCH)',
    world: waiting,
    call: (w) => (as) => client.call(qm.toggleReadyPatch, { as, params: { id: w.id } }),
    ok: 200,
    after: async (w) => {
      expect((await api.view(w.seated, w.id)).is_ready).toBe(true);
    },
  },
  {
    name: 'changePosition',
    world: waiting,
    call: (w) => (as) => client.call(qm.changePosition, { as, params: { id: w.id } }),
    ok: 200,
    after: async (w) => {
      expect((await api.view(w.seated, w.id)).position).toBe(6);
    },
  },
  {
    name: 'veto',
    world: vetoing,
    call: async (w) => {
      const item = (await api.view(w.seated, w.id)).veto?.available[0] ?? '';
      return (as) => client.call(qm.veto, { as, params: { id: w.id }, body: { item } });
    },
    ok: 200,
    after: async (w) => {
      expect((await api.view(w.creator, w.id)).veto?.moves).toHaveLength(2);
    },
  },
  {
    name: 'resendInvites',
    world: inGame,
    call: (w) => (as) =>
      client.call(qm.resendInvites, { as, params: { id: w.id }, query: { match: 'quick_match' } }),
    ok: 200,
  },
];

type Role = 'anonymous' | 'stranger' | 'seated' | 'creator';

/** Signed out first, then the refused roles, the allowed caller last. */
const attempts = (allowed: 'creator' | 'seated', ok: number): [Role, number][] =>
  allowed === 'creator'
    ? [
        ['anonymous', 401],
        ['stranger', 403],
        ['seated', 403],
        ['creator', ok],
      ]
    : [
        ['anonymous', 401],
        ['stranger', 403],
        ['seated', ok],
      ];

const userOf = (w: World, role: Role): Caller => (role === 'anonymous' ? null : w[role]);

describe.each([
  ['creator', creatorOnly],
  ['seated', seatedOnly],
] as const)('calls for the %s only', (allowed, rows) => {
  it.each(rows.map((row) => [row.name, row] as const))(
    'when %s is called signed out, by a stranger and by the others, then 401, 403s, and done for the allowed caller',
    async (_name, row) => {
      const w = await row.world();
      const call = await row.call(w);
      const expected = attempts(allowed, row.ok);
      const statuses: [Role, number][] = [];
      for (const [role] of expected) {
        const res = await call(userOf(w, role));
        statuses.push([role, res.status]);
        if (role === allowed) expect(res.status, res.text).toBe(row.ok);
        else if (role !== 'anonymous')
          expect(res.error).toMatchObject({ code: 'permission_denied' });
      }
      expect(statuses).toEqual(expected);
      await row.after?.(w);
    },
  );
});

describe('signed out', () => {
  const anonymous: [string, Call][] = [
    ['options', () => client.call(qm.options, { query: { game: 1 } })],
    ['list', () => client.call(qm.list)],
    ['create', () => client.call(qm.create, { query: { game: 1 }, body: { name: 'Mid' } })],
    ['lookingForGame', () => client.call(qm.lookingForGame)],
    ['periods', () => client.call(qm.periods, { body: { date: '2030-01-01' } })],
    ['one', () => client.call(qm.one, { params: { id: 1 } })],
    ['players', () => client.call(qm.players, { params: { id: 1 } })],
    ['join', () => client.call(qm.join, { params: { id: 1 } })],
    ['changePosition', () => client.call(qm.changePosition, { params: { id: 1 } })],
    ['removePlayer', () => client.call(qm.removePlayer, { params: { id: 1, position: 2 } })],
    ['leave', () => client.call(qm.leave, { params: { id: 1 } })],
    ['startGame', () => client.call(qm.startGame, { params: { id: 1 } })],
    ['ready', () => client.call(qm.ready, { params: { id: 1 } })],
    ['toggleReady', () => client.call(qm.toggleReady, { params: { id: 1 } })],
    ['toggleReadyPatch', () => client.call(qm.toggleReadyPatch, { params: { id: 1 } })],
    ['veto', () => client.call(qm.veto, { params: { id: 1 }, body: { item: '1' } })],
    ['statistic', () => client.call(qm.statistic, { params: { id: 1 } })],
    [
      'userAction',
      () => client.call(qm.userAction, { params: { id: 1 }, query: { action: 'like' } }),
    ],
    ['invite', () => client.call(qm.invite, { params: { id: 1 } })],
    [
      'resendInvites',
      () => client.call(qm.resendInvites, { params: { id: 1 }, query: { match: 'quick_match' } }),
    ],
    ['matchHistory', () => client.call(qm.matchHistory, { params: { id: 1 } })],
    ['ratings', () => client.call(qm.ratings, { params: { id: 1 } })],
  ];

  it('when every quick-match endpoint is called without a session, then each answers 401', async () => {
    expect(anonymous.map(([name]) => name).sort()).toEqual(Object.keys(qm).sort());
    const statuses = await Promise.all(
      anonymous.map(async ([name, call]) => [name, (await call(null)).status] as const),
    );
    expect(statuses).toEqual(anonymous.map(([name]) => [name, 401]));
    const res = await client.call(qm.list);
    expect(res.error).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('unknown ids', () => {
  const MISSING = 987_654;
  const calls: [string, (as: TestUser) => Promise<Answer<Endpoint>>][] = [
    ['one', (as) => client.call(qm.one, { as, params: { id: MISSING } })],
    ['players', (as) => client.call(qm.players, { as, params: { id: MISSING } })],
    ['join', (as) => client.call(qm.join, { as, params: { id: MISSING } })],
    ['changePosition', (as) => client.call(qm.changePosition, { as, params: { id: MISSING } })],
    [
      'removePlayer',
      (as) => client.call(qm.removePlayer, { as, params: { id: MISSING, position: 2 } }),
    ],
    ['leave', (as) => client.call(qm.leave, { as, params: { id: MISSING } })],
    ['startGame', (as) => client.call(qm.startGame, { as, params: { id: MISSING } })],
    ['ready', (as) => client.call(qm.ready, { as, params: { id: MISSING } })],
    ['toggleReady', (as) => client.call(qm.toggleReady, { as, params: { id: MISSING } })],
    ['toggleReadyPatch', (as) => client.call(qm.toggleReadyPatch, { as, params: { id: MISSING } })],
    ['veto', (as) => client.call(qm.veto, { as, params: { id: MISSING }, body: { item: '1' } })],
    ['statistic', (as) => client.call(qm.statistic, { as, params: { id: MISSING } })],
    [
      'userAction',
      (as) =>
        client.call(qm.userAction, { as, params: { id: MISSING }, query: { action: 'like' } }),
    ],
    [
      'resendInvites',
      (as) =>
        client.call(qm.resendInvites, {
          as,
          params: { id: MISSING },
          query: { match: 'quick_match' },
        }),
    ],
  ];

  it.each(calls)(
    'when %s names a quick match that does not exist, then 404 with its detail',
    async (_name, call) => {
      const res = await call(await api.player());
      expect(res.status).toBe(404);
      expect(res.error).toEqual({ detail: 'No quick match has this id.' });
    },
  );

  it('when a seated player invites a user that does not exist, then 404', async () => {
    const alice = await api.player();
    await api.create(alice);
    const res = await client.call(qm.invite, { as: alice, params: { id: MISSING } });
    expect(res.status).toBe(404);
    expect(res.error).toEqual({ detail: 'No such user.' });
  });
});

describe('reads open to anyone signed in', () => {
  it('when a stranger reads a lobby, its sides and its ready flag, then they see it without a seat', async () => {
    const w = await waiting();
    const view = await api.view(w.stranger, w.id);
    expect(view).toMatchObject({
      position: null,
      is_ready: false,
      team: null,
      invite_token: null,
      lobby_data: null,
    });
    const sides = await client.ok(qm.players, { as: w.stranger, params: { id: w.id } });
    expect(sides.map((side) => side.players.length)).toEqual([2, 0]);
    expect(await client.ok(qm.ready, { as: w.stranger, params: { id: w.id } })).toEqual({
      is_ready: false,
      ready_check: null,
    });
  });

  it('when a stranger reads a running match, then the lobby password stays with its players', async () => {
    const w = await inGame();
    expect((await api.view(w.seated, w.id)).lobby_data).not.toBeNull();
    expect((await api.view(w.stranger, w.id)).lobby_data).toBeNull();
    expect((await api.view(w.stranger, w.id)).connection_string).toBeNull();
  });
});
