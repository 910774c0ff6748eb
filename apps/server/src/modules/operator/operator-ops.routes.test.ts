// The console's tournaments & lobbies and infrastructure sections over HTTP: who may call each
// route (written out, not derived from operator-policy.ts), cancelling with every crystal back,
// removing a participant or a player, settling a disputed match, the server pool and the bots,
// an audit row with its reason for every action; and a report's chat excerpt as evidence.
import { operatorEndpoints } from '@clutch/contract/operator';
import { operatorOpsEndpoints as api } from '@clutch/contract/operator-ops';
import { STAFF_ROLES, type StaffRole } from '@clutch/contract/operator';
import { reportsEndpoints } from '@clutch/contract/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { createChat, messengerApi } from '../../../test/messenger.js';
import { staffUser } from '../../../test/operator.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { enter, matchesDue, runApi, startNow } from '../../../test/tournament-run.js';
import { tournamentApi } from '../../../test/tournaments.js';
import { balances, fund, queryRows, useLedgerTestApp } from '../../../test/wallet.js';
import { cs2ServersRepository } from '../matches/hosting/cs2-servers.repository.js';
import { dotaBots } from '../matches/hosting/hosted-matches.tables.js';

// Real tournaments play in manual lobbies here: results come from reports and decisions.
const t = useLedgerTestApp({ env: { TOURNAMENT_HOSTS: 'manual' } });
const client = testClient(t);
const tournaments = tournamentApi(t);
const run = runApi(t);
const qm = quickMatchApi(t);

type Caller = StaffRole | 'user' | 'anonymous';
const CALLERS: readonly Caller[] = [...STAFF_ROLES, 'user', 'anonymous'];
const TOURNAMENTS = ['moderator', 'admin'] as const;
const ADMIN = ['admin'] as const;
const reason = 'Organiser vanished; players asked for refunds.';

const staff: Partial<Record<StaffRole | 'user', TestUser>> = {};
let moderator: TestUser;

beforeAll(async () => {
  for (const role of STAFF_ROLES) staff[role] = await staffUser(t, [role]);
  staff.user = await createUser(t);
  moderator = await staffUser(t, ['moderator']);
});

/** A tournament with a 100-crystal pool and a 10-crystal fee, and `count` players entered. */
async function organise(count: number, overrides: Record<string, unknown> = {}) {
  const creator = await createUser(t);
  await fund(t, creator, 100);
  const id = await tournaments.create(creator, {
    prize_pool: 100,
    first_place_prize: 60,
    second_place_prize: 40,
    entry_fee: 10,
    ...overrides,
  });
  const players: TestUser[] = [];
  const participants: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const player = await createUser(t);
    await fund(t, player, 10);
    participants.push(await enter(t, { tournamentId: id, by: player, feeCrystals: 10 }));
    players.push(player);
  }
  return { id, creator, players, participants };
}

/** A final of two players, both reporting themselves the winner. */
async function disputedFinal() {
  const world = await organise(2, { grid: 1 });
  await startNow(t, world.id);
  await matchesDue(t, world.id);
  const [final] = await run.grid(world.id);
  if (!final) throw new Error('no final');
  const started = await run.startGame(world.id, world.creator);
  expect(started.statusCode, started.body).toBe(200);
  const sideA = world.players.find((p) => p.id === final.side_a?.user?.id);
  const sideB = world.players.find((p) => p.id === final.side_b?.user?.id);
  if (!sideA || !sideB) throw new Error('sides');
  expect((await run.report(final.id, sideA, 2, 0)).statusCode).toBe(200);
  expect((await run.report(final.id, sideB, 0, 2)).statusCode).toBe(200);
  return { ...world, matchId: final.id, sideA, sideB };
}

async function realLobby() {
  const creator = await qm.player({ real: 100 });
  const joiner = await qm.player({ real: 30 });
  const lobby = await qm.create(creator, { type: '5_5', entry_fee: 10, prize: 20 });
  await qm.join(joiner, lobby.id);
  return { id: lobby.id, creator, joiner };
}

const auditOf = (action: string, targetId: number) =>
  queryRows(
    t,
    `select actor_id, target_kind, before, after, reason from operator_audit
      where action = '${action}' and target_id = '${String(targetId)}'`,
  );

interface Row {
  roles: readonly StaffRole[];
  call(as: TestUser | null): Promise<{ status: number; text: string }>;
}

const ROUTES: Record<keyof typeof api, Row> = {
  tournaments: { roles: TOURNAMENTS, call: (as) => client.call(api.tournaments, { as }) },
  tournament: {
    roles: TOURNAMENTS,
    call: async (as) => client.call(api.tournament, { as, params: { id: (await organise(1)).id } }),
  },
  cancelTournament: {
    roles: TOURNAMENTS,
    call: async (as) =>
      client.call(api.cancelTournament, {
        as,
        params: { id: (await organise(1)).id },
        body: { reason },
      }),
  },
  removeParticipant: {
    roles: TOURNAMENTS,
    call: async (as) => {
      const world = await organise(1);
      return client.call(api.removeParticipant, {
        as,
        params: { id: world.id, participant: world.participants[0] ?? 0 },
        body: { reason },
      });
    },
  },
  settleMatch: {
    roles: TOURNAMENTS,
    call: async (as) => {
      const world = await disputedFinal();
      return client.call(api.settleMatch, {
        as,
        params: { id: world.id, match: world.matchId },
        body: { winner: 'a', reason },
      });
    },
  },
  lobbies: { roles: TOURNAMENTS, call: (as) => client.call(api.lobbies, { as }) },
  lobby: {
    roles: TOURNAMENTS,
    call: async (as) => client.call(api.lobby, { as, params: { id: (await realLobby()).id } }),
  },
  cancelLobby: {
    roles: TOURNAMENTS,
    call: async (as) =>
      client.call(api.cancelLobby, {
        as,
        params: { id: (await realLobby()).id },
        body: { reason },
      }),
  },
  removeLobbyPlayer: {
    roles: TOURNAMENTS,
    call: async (as) => {
      const lobby = await realLobby();
      return client.call(api.removeLobbyPlayer, {
        as,
        params: { id: lobby.id, user: lobby.joiner.id },
        body: { reason },
      });
    },
  },
  cs2Servers: { roles: ADMIN, call: (as) => client.call(api.cs2Servers, { as }) },
  dotaBots: { roles: ADMIN, call: (as) => client.call(api.dotaBots, { as }) },
};

const callerUser = (caller: Caller) => (caller === 'anonymous' ? null : (staff[caller] ?? null));

describe('tournaments & lobbies and infrastructure access', () => {
  it.each(Object.entries(ROUTES))('%s answers each caller as the table says', async (_, row) => {
    const expected: Record<string, number> = {};
    const actual: Record<string, number> = {};
    for (const caller of CALLERS) {
      expected[caller] =
        caller === 'anonymous' ? 401 : caller !== 'user' && row.roles.includes(caller) ? 200 : 403;
      const answer = await row.call(callerUser(caller));
      actual[caller] = answer.status;
      if (answer.status >= 500) throw new Error(answer.text);
    }
    expect(actual).toEqual(expected);
  });
});

describe('tournaments', () => {
  it('finds a tournament by name or id, with its organiser, players and disputes counted', async () => {
    const world = await disputedFinal();
    const found = await client.ok(api.tournaments, {
      as: moderator,
      query: { search: String(world.id) },
    });
    expect(found.results.find((row) => row.id === world.id)).toMatchObject({
      name: 'Spring Cup',
      status: 'running',
      book: 'real',
      organiser: { id: world.creator.id },
      entry_fee: 10,
      prize_pool: 100,
      participants_count: 2,
      disputed_matches_count: 1,
    });
    const disputed = await client.ok(api.tournaments, {
      as: moderator,
      query: { disputed: 'true', per_page: 100 },
    });
    expect(disputed.results.every((row) => row.disputed_matches_count > 0)).toBe(true);
    const one = await client.ok(api.tournament, { as: moderator, params: { id: world.id } });
    expect(one.participants).toHaveLength(2);
    expect(one.participants[0]).toMatchObject({ status: 'registered', fee_held: 10 });
    expect(one.disputed_matches).toEqual([
      expect.objectContaining({
        id: world.matchId,
        reports: [
          expect.objectContaining({ side: 'a', score_a: 2, score_b: 0 }),
          expect.objectContaining({ side: 'b', score_a: 0, score_b: 2 }),
        ],
      }),
    ]);
  });

  it('cancels before the start: every entry fee and the organiser’s pool come back, audited', async () => {
    const world = await organise(3);
    expect((await balances(t, world.creator)).balance).toBe(0);
    const missing = await client.call(api.cancelTournament, {
      as: moderator,
      params: { id: world.id },
      body: { reason: '  ' },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.error)).toEqual(['reason']);

    const cancelled = await client.ok(api.cancelTournament, {
      as: moderator,
      params: { id: world.id },
      body: { reason },
    });
    expect(cancelled.status).toBe('cancelled');
    expect((await balances(t, world.creator)).balance).toBe(100);
    for (const player of world.players) expect((await balances(t, player)).balance).toBe(10);
    expect(cancelled.participants.every((p) => p.fee_held === 0)).toBe(true);
    const audit = await auditOf('tournament.cancel', world.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: moderator.id,
      target_kind: 'tournament',
      before: { status: 'registration' },
      after: { status: 'cancelled' },
      reason,
    });
  });

  it('refuses to cancel a running tournament, and writes no audit row', async () => {
    const world = await disputedFinal();
    const res = await client.call(api.cancelTournament, {
      as: moderator,
      params: { id: world.id },
      body: { reason },
    });
    expect(res.status).toBe(400);
    expect(await auditOf('tournament.cancel', world.id)).toEqual([]);
  });

  it('removes a participant before the start with their fee back', async () => {
    const world = await organise(2);
    const [gone, stays] = world.players;
    const removed = await client.ok(api.removeParticipant, {
      as: moderator,
      params: { id: world.id, participant: world.participants[0] ?? 0 },
      body: { reason: 'Smurf account' },
    });
    expect(removed.participants_count).toBe(1);
    expect(removed.participants.find((p) => p.id === world.participants[0])).toMatchObject({
      status: 'removed',
      fee_held: 0,
    });
    expect((await balances(t, gone ?? world.creator)).balance).toBe(10);
    expect((await balances(t, stays ?? world.creator)).balance).toBe(0);
    const [row] = await auditOf('tournament.remove_participant', world.id);
    expect(row).toMatchObject({
      reason: 'Smurf account',
      after: { detail: { mode: 'refunded' } },
    });
    const again = await client.call(api.removeParticipant, {
      as: moderator,
      params: { id: world.id, participant: world.participants[0] ?? 0 },
      body: { reason },
    });
    expect(again.status).toBe(404);
  });

  it('removes a participant of a running bracket by forfeiting their match to the opponent', async () => {
    const world = await disputedFinal();
    const loser = world.participants.find((_, i) => world.players[i]?.id === world.sideA.id);
    const res = await client.ok(api.removeParticipant, {
      as: moderator,
      params: { id: world.id, participant: loser ?? 0 },
      body: { reason: 'Cheating confirmed' },
    });
    // The final was the last match: the opponent won it and the tournament paid out.
    expect(res.status).toBe('finished');
    const [final] = await run.grid(world.id);
    expect(final).toMatchObject({ status: 'finished', score_a: 0, score_b: 1 });
    expect((await balances(t, world.sideB)).balance).toBeGreaterThan(0);
    const [row] = await auditOf('tournament.remove_participant', world.id);
    expect(row?.after).toMatchObject({
      detail: { mode: 'forfeited', matchId: world.matchId },
    });
  });

  it('settles a disputed match with a score, and refuses a body naming both or neither', async () => {
    const world = await disputedFinal();
    const params = { id: world.id, match: world.matchId };
    for (const body of [{ reason }, { reason, winner: 'a', score_a: 1, score_b: 0 }]) {
      const res = await client.call(api.settleMatch, { as: moderator, params, rawBody: body });
      expect(res.status).toBe(400);
    }
    const noReason = await client.call(api.settleMatch, {
      as: moderator,
      params,
      rawBody: { winner: 'b' },
    });
    expect(Object.keys(noReason.error)).toEqual(['reason']);
    const settled = await client.ok(api.settleMatch, {
      as: moderator,
      params,
      body: { score_a: 1, score_b: 3, reason: 'Replay shows side b won.' },
    });
    expect(settled).toMatchObject({ status: 'finished', disputed_matches_count: 0 });
    const [final] = await run.grid(world.id);
    expect(final).toMatchObject({ status: 'finished', score_a: 1, score_b: 3, is_disputed: false });
    const [row] = await auditOf('tournament.settle_match', world.id);
    expect(row).toMatchObject({
      reason: 'Replay shows side b won.',
      after: { detail: { match: world.matchId, scoreA: 1, scoreB: 3 } },
    });
    const again = await client.call(api.settleMatch, {
      as: moderator,
      params,
      body: { winner: 'a', reason },
    });
    expect(again.status).toBe(422);
  });
});

describe('quick-match lobbies', () => {
  it('lists open lobbies and shows one with its players and stakes', async () => {
    const lobby = await realLobby();
    const page = await client.ok(api.lobbies, { as: moderator, query: { per_page: 100 } });
    expect(page.results.find((row) => row.id === lobby.id)).toMatchObject({
      status: 'waiting',
      book: 'real',
      entry_fee: 10,
      slots: 10,
      players_count: 2,
      created_by: { id: lobby.creator.id },
    });
    const one = await client.ok(api.lobby, { as: moderator, params: { id: lobby.id } });
    expect(one.players.map((p) => [p.user.id, p.stake_held])).toEqual([
      [lobby.creator.id, 10],
      [lobby.joiner.id, 10],
    ]);
  });

  it('cancels a lobby with every stake and the creator’s prize back, audited', async () => {
    const lobby = await realLobby();
    expect((await balances(t, lobby.creator)).balance).toBe(70);
    const cancelled = await client.ok(api.cancelLobby, {
      as: moderator,
      params: { id: lobby.id },
      body: { reason },
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', players: [] });
    expect((await balances(t, lobby.creator)).balance).toBe(100);
    expect((await balances(t, lobby.joiner)).balance).toBe(30);
    const [row] = await auditOf('quick_match.cancel', lobby.id);
    expect(row).toMatchObject({ actor_id: moderator.id, target_kind: 'quick_match', reason });
    const again = await client.call(api.cancelLobby, {
      as: moderator,
      params: { id: lobby.id },
      body: { reason },
    });
    expect(again.status).toBe(409);
  });

  it('removes a player from a waiting lobby with their stake back, and nobody else’s', async () => {
    const lobby = await realLobby();
    const after = await client.ok(api.removeLobbyPlayer, {
      as: moderator,
      params: { id: lobby.id, user: lobby.joiner.id },
      body: { reason: 'Abusive name' },
    });
    expect(after.players.map((p) => p.user.id)).toEqual([lobby.creator.id]);
    expect((await balances(t, lobby.joiner)).balance).toBe(30);
    expect((await balances(t, lobby.creator)).balance).toBe(70);
    const [row] = await auditOf('quick_match.remove_player', lobby.id);
    expect(row).toMatchObject({ reason: 'Abusive name' });
    const missing = await client.call(api.removeLobbyPlayer, {
      as: moderator,
      params: { id: lobby.id, user: lobby.joiner.id },
      body: { reason },
    });
    expect(missing.status).toBe(404);
  });
});

describe('a lobby in game', () => {
  it('is cancelled with every stake back, and the result its runner sends later changes nothing', async () => {
    const alice = await qm.player();
    const bob = await qm.player();
    const lobby = await qm.create(alice, { entry_fee: 10 });
    await qm.join(bob, lobby.id);
    await qm.ready(alice, lobby.id);
    await qm.ready(bob, lobby.id);
    for (let step = 0; step < 9; step += 1) {
      const view = await qm.view(alice, lobby.id);
      const side = view.veto?.turn?.side;
      await qm.veto(side === 'a' ? alice : bob, lobby.id, view.veto?.available[0] ?? '');
    }
    expect((await qm.view(alice, lobby.id)).status).toBe('in_game');
    const removing = await client.call(api.removeLobbyPlayer, {
      as: moderator,
      params: { id: lobby.id, user: bob.id },
      body: { reason },
    });
    expect(removing.status).toBe(409);
    const cancelled = await client.ok(api.cancelLobby, {
      as: moderator,
      params: { id: lobby.id },
      body: { reason },
    });
    expect(cancelled.status).toBe('cancelled');
    await qm.runJobs();
    expect((await qm.view(alice, lobby.id)).status).toBe('cancelled');
    for (const player of [alice, bob]) expect((await balances(t, player)).demo_balance).toBe(1000);
  });
});

describe('infrastructure', () => {
  it('lists the CS2 servers without their passwords, and the Dota bots with their state', async () => {
    const admin = staff.admin ?? moderator;
    const added = await cs2ServersRepository.add(t.database.db, {
      name: `ops-${String(Date.now())}`,
      host: '10.0.0.5',
      port: 27015,
      region: 'europe',
      rconPasswordEncrypted: 'sealed-secret',
    });
    await t.database.db.insert(dotaBots).values({
      account: `bot${String(Date.now())}`,
      steamId: '76561198000000001',
      connection: 'instance-1:1',
      lastSeenAt: new Date(),
    });
    const servers = await client.call(api.cs2Servers, { as: admin });
    expect(servers.status).toBe(200);
    expect(servers.text).not.toContain('sealed-secret');
    expect(servers.body.find((s) => s.id === added?.id)).toMatchObject({
      status: 'active',
      region: 'europe',
      allocated_to: null,
      current_match: null,
    });
    const bots = await client.ok(api.dotaBots, { as: admin });
    expect(bots.find((b) => b.steam_id === '76561198000000001')).toMatchObject({
      is_connected: true,
      current_matches: [],
    });
  });
});

describe('a report’s chat excerpt', () => {
  it('shows the reporter’s and the reported user’s messages up to the report, oldest first', async () => {
    const [reporter, reported, bystander] = [
      await createUser(t),
      await createUser(t),
      await createUser(t),
    ];
    const chat = await createChat(t, 'group', [reporter, reported, bystander]);
    const messenger = messengerApi(t);
    for (const [who, text] of [
      [reported, 'gg ez noob'],
      [bystander, 'calm down'],
      [reporter, 'please stop'],
      [reported, 'uninstall'],
    ] as const)
      expect((await messenger.send(who, chat, text)).status).toBe(201);
    const report = await client.ok(reportsEndpoints.create, {
      as: reporter,
      body: {
        title: 'Insults',
        description: 'See the chat.',
        reason: 2,
        reported_to: reported.id,
        chat: chat.id,
      },
    });
    expect((await messenger.send(reported, chat, 'after the report')).status).toBe(201);
    const seen = await client.ok(operatorEndpoints.report, {
      as: moderator,
      params: { id: report.id },
    });
    expect(seen.chat_excerpt?.map((m) => [m.sender?.id, m.content_text])).toEqual([
      [reported.id, 'gg ez noob'],
      [reporter.id, 'please stop'],
      [reported.id, 'uninstall'],
    ]);
    expect(seen.match_summary).toBeNull();

    const plain = await client.ok(reportsEndpoints.create, {
      as: reporter,
      body: { title: 'Griefing', description: 'All game.', reason: 2, reported_to: reported.id },
    });
    const without = await client.ok(operatorEndpoints.report, {
      as: moderator,
      params: { id: plain.id },
    });
    expect(without.chat_excerpt).toBeNull();
  });
});
