// Real Dota 2 quick matches end to end on stand-in lobby bots that speak the bot protocol over the
// real socket: a bot online is claimed and told the lobby, reports its life and the result, which
// pays out with every player's statistics. No bot, a bot that lies or drops (before or after the
// launch, back within the grace or not) and two lobbies racing for one bot are played too.
import { DOTA_SERVER_REGIONS } from '@clutch/contract/bot-protocol';
import { quickMatchEndpoints as qm } from '@clutch/contract/quickmatch';
import { QuickMatchErrorPushSchema } from '@clutch/contract/quickmatch-live';
import { isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import {
  crystalsOf,
  FAST_HOSTING_ENV,
  hostedOf as hostedOfMatch,
  useHostingApp,
} from '../../../../test/hosting.js';
import { quickMatchApi } from '../../../../test/quickmatch.js';
import { liveApi, organiseLive } from '../../../../test/live-tournament.js';
import { linkSteam, steamIdOf } from '../../../../test/steam.js';
import {
  BotSocketRefused,
  startStandInBot,
  type StandInBot,
  type StandInBotOptions,
} from '../../../../test/stand-ins/dota-bot-worker.js';
import { expectLedgerSound } from '../../../../test/wallet.js';
import {
  closeAllSockets,
  isAction,
  openSocket,
  type WsClient,
} from '../../../../test/ws-client.js';
import { dotaBots, hostedMatches } from './hosted-matches.tables.js';

const { t, base } = useHostingApp();
const running: StandInBot[] = [];
let accounts = 0;
/** Past BOT_RECONNECT_GRACE (30 s in FAST_HOSTING_ENV). */
const AFTER_GRACE = 31_000;

afterEach(async () => {
  for (const bot of running.splice(0)) await bot.close();
  await closeAllSockets();
  // Each test gets its own bots: the server has seen every socket close before they go.
  await until(async () => (await onlineBots()).length === 0);
  await t.database.db.delete(hostedMatches);
  await t.database.db.delete(dotaBots);
});

const onlineBots = () =>
  t.database.db.select({ id: dotaBots.id }).from(dotaBots).where(isNotNull(dotaBots.connection));

/** Waits for a state the server reaches on its own (a socket's close has no answer to wait for). */
async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${String(timeoutMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A stand-in bot with its own Steam account, connected and welcomed. */
async function onlineBot(options: Partial<StandInBotOptions> = {}): Promise<StandInBot> {
  accounts += 1;
  const bot = await startStandInBot({
    baseUrl: base(),
    secret: FAST_HOSTING_ENV.BOT_SECRET,
    account: `clutch_bot_${String(accounts)}`,
    steamId: `76561199${String(100_000_000 + accounts)}`,
    ...options,
  });
  running.push(bot);
  if (options.hello !== false) await bot.welcome();
  return bot;
}

async function botIdOf(bot: StandInBot): Promise<number> {
  return bot.welcome();
}

type LobbyForm = NonNullable<Parameters<ReturnType<typeof quickMatchApi>['create']>[1]>;

/** Two real players with Steam linked in a 1x1 Dota lobby, both ready, the veto played. */
async function playedLobby(body: LobbyForm = {}) {
  const api = quickMatchApi(t);
  const alice = await api.player({ real: 100 });
  const bob = await api.player({ real: 100 });
  const lobby = await api.create(alice, { entry_fee: 10, server: 'europe', ...body }, 1);
  await api.join(bob, lobby.id);
  await api.ready(alice, lobby.id);
  await api.ready(bob, lobby.id);
  let view = await api.view(alice, lobby.id);
  while (view.status === 'veto' && view.veto?.turn) {
    const side = view.veto.turn.side;
    const item = view.veto.available[0] ?? '';
    expect((await api.veto(side === 'a' ? alice : bob, lobby.id, item)).status).toBe(200);
    view = await api.view(alice, lobby.id);
  }
  return { api, alice, bob, lobby: view };
}

const crystals = (user: TestUser) => crystalsOf(t, user);

const hostedOf = (lobbyId: number) => hostedOfMatch(t, lobbyId);

/** A socket on the user's own user-updates room. */
async function ownUpdates(user: TestUser): Promise<WsClient> {
  const socket = await openSocket(base(), 'user-updates', user.access);
  const answer = await socket.request({
    action: 'subscribe_instance',
    pk: user.id,
    request_id: 'me',
  });
  expect(answer.response_status).toBe(201);
  return socket;
}

async function expectToldError(sockets: WsClient[], lobbyId: number, code: string) {
  for (const socket of sockets) {
    const push = await socket.next(isAction('quick_match_error'));
    expect(QuickMatchErrorPushSchema.parse(push.data)).toMatchObject({ match_id: lobbyId, code });
  }
}

/** The lobby is assigned to `bot` (the assign job runs), which makes it and launches it. */
async function launchOn(bot: StandInBot, api: ReturnType<typeof quickMatchApi>) {
  await api.runJobs(1000);
  const assign = await bot.next('assign');
  bot.lobbyCreated(assign.assignment_id);
  bot.seatEveryone(assign.assignment_id);
  bot.launch(assign.assignment_id);
  await bot.sync();
  return assign;
}

describe('a real 1x1 Dota 2 quick match on a lobby bot', () => {
  it('when a bot is online and both players are ready, then the bot gets the lobby, reports the result and the winner is paid with the bot’s statistics', async () => {
    const bot = await onlineBot();
    const { api, alice, bob, lobby } = await playedLobby({
      ban_type: 'one_of_many',
      selected_heroes: [14, 74],
    });
    expect(lobby.status).toBe('in_game');
    const hosted = await hostedOf(lobby.id);
    expect(hosted).toMatchObject({
      status: 'loading',
      hostKind: 'dota',
      botId: await botIdOf(bot),
    });
    // Players see the practice lobby to look for, and the hero the veto left them.
    expect(lobby.lobby_data).toEqual({
      lobby_name: hosted.lobbyName,
      password: hosted.lobbyPassword,
    });
    expect(lobby.lobby_data?.lobby_name).toBe(`Clutch QM${String(lobby.id)}`);
    expect(lobby.connection_string).toBeNull();
    const hero = lobby.allowed_hero?.id;
    expect([14, 74]).toContain(hero);
    const bobView = await api.view(bob, lobby.id);
    expect(bobView.allowed_hero?.id).toBe(hero);
    expect([lobby.team, bobView.team]).toEqual(lobby.teams.map((side) => side.id));

    await api.runJobs(1000);
    const assign = await bot.next('assign');
    expect(assign).toEqual({
      type: 'assign',
      assignment_id: hosted.id,
      lobby: {
        name: hosted.lobbyName,
        password: hosted.lobbyPassword,
        game_mode: 21,
        server_region: DOTA_SERVER_REGIONS.europe,
        radiant: [{ steam_id: steamIdOf(alice.id), name: alice.username, hero_id: hero }],
        dire: [{ steam_id: steamIdOf(bob.id), name: bob.username, hero_id: hero }],
      },
    });

    bot.lobbyCreated(hosted.id, '27110133799');
    bot.seatEveryone(hosted.id);
    const matchId = bot.launch(hosted.id);
    await bot.sync();
    expect(await hostedOf(lobby.id)).toMatchObject({
      status: 'live',
      setup: { lobby_id: '27110133799', match_id: matchId },
    });
    expect((await api.view(alice, lobby.id)).status).toBe('in_game');

    const aliceLine = { kills: 11, deaths: 2, assists: 7, last_hits: 212, gpm: 640, xpm: 710 };
    bot.report(hosted.id, {
      winner: 'radiant',
      durationS: 1834,
      stats: { [steamIdOf(alice.id)]: aliceLine, [steamIdOf(bob.id)]: { kills: 2, denies: 9 } },
    });
    await bot.sync();

    const done = await api.view(bob, lobby.id);
    expect(done).toMatchObject({ status: 'finished', result: { winner: 'a' } });
    const stats = await api.client.ok(qm.statistic, { as: bob, params: { id: lobby.id } });
    const lineOf = (user: TestUser) => stats.players.find((line) => line.user.id === user.id);
    expect(lineOf(alice)).toMatchObject({ side: 'a', hero: { id: hero }, stats: aliceLine });
    expect(lineOf(bob)).toMatchObject({ side: 'b', stats: { kills: 2, denies: 9 } });
    expect(lineOf(alice)?.stats['net_worth']).toBeGreaterThan(0);
    expect(await crystals(alice)).toBeGreaterThan(100);
    expect(await crystals(bob)).toBe(90);
    expect(await hostedOf(lobby.id)).toMatchObject({ status: 'finished', scoreA: 1, scoreB: 0 });
    await expectLedgerSound(t);
  });

  it('when a bot plays on its own, then dire’s win pays the second player', async () => {
    await onlineBot({ autoPlay: { winner: 'dire', afterMs: 0 } });
    const { api, alice, bob, lobby } = await playedLobby();
    await api.runJobs(1000);
    await until(async () => (await hostedOf(lobby.id)).status === 'finished');
    expect(await api.view(alice, lobby.id)).toMatchObject({
      status: 'finished',
      result: { winner: 'b' },
    });
    expect(await crystals(bob)).toBeGreaterThan(100);
    expect(await crystals(alice)).toBe(90);
    await expectLedgerSound(t);
  });

  it('when no bot is online, then the players are told no_online_bots, the lobby is cancelled and fees return', async () => {
    const api = quickMatchApi(t);
    const alice = await api.player({ real: 100 });
    const bob = await api.player({ real: 100 });
    const sockets = [await ownUpdates(alice), await ownUpdates(bob)];
    const lobby = await api.create(alice, { entry_fee: 10 }, 1);
    await api.join(bob, lobby.id);
    expect(await crystals(bob)).toBe(90);
    await api.ready(alice, lobby.id);
    await api.ready(bob, lobby.id);
    await expectToldError(sockets, lobby.id, 'no_online_bots');
    expect(await api.view(alice, lobby.id)).toMatchObject({
      status: 'cancelled',
      lobby_data: null,
    });
    expect([await crystals(alice), await crystals(bob)]).toEqual([100, 100]);
    await expectLedgerSound(t);
  });

  it('when two lobbies start at once and one bot has one place, then one is hosted and the other told no_online_bots', async () => {
    const bot = await onlineBot({ capacity: 1 });
    const api = quickMatchApi(t);
    const pairs = await Promise.all(
      [0, 1].map(async () => {
        const creator = await api.player({ real: 100 });
        const guest = await api.player({ real: 100 });
        const lobby = await api.create(creator, { entry_fee: 10 }, 1);
        await api.join(guest, lobby.id);
        await api.ready(creator, lobby.id);
        return { creator, guest, lobby, socket: await ownUpdates(guest) };
      }),
    );
    await Promise.all(pairs.map(({ guest, lobby }) => api.ready(guest, lobby.id)));
    const states = await Promise.all(
      pairs.map(async ({ creator, lobby }) => (await api.view(creator, lobby.id)).status),
    );
    expect([...states].sort()).toEqual(['cancelled', 'in_game']);
    const loser = pairs[states.indexOf('cancelled')];
    const winner = pairs[states.indexOf('in_game')];
    await expectToldError(loser ? [loser.socket] : [], loser?.lobby.id ?? 0, 'no_online_bots');
    await api.runJobs(1000);
    expect((await bot.next('assign')).assignment_id).toBe(
      (await hostedOf(winner?.lobby.id ?? 0)).id,
    );
    await expectLedgerSound(t);
  });
});

describe('what the bots’ socket accepts', () => {
  it('when the secret is wrong or missing, then the upgrade is refused with 401', async () => {
    const refused = onlineBot({ secret: 'not-the-bot-secret-at-all' });
    await expect(refused).rejects.toBeInstanceOf(BotSocketRefused);
    await expect(refused).rejects.toMatchObject({ status: 401 });
    await expect(onlineBot({ secret: '' })).rejects.toMatchObject({ status: 401 });
    expect(await onlineBots()).toEqual([]);
  });

  it('when a frame comes before the hello, then an error frame says why and the socket closes', async () => {
    const bot = await onlineBot({ hello: false });
    bot.lobbyCreated(1, '42');
    expect(await bot.next('error')).toEqual({ type: 'error', detail: 'Say hello first.' });
    expect(await bot.closed()).toMatchObject({ code: 4400 });
    expect(await onlineBots()).toEqual([]);
  });

  it('when a frame is not JSON or not a frame of the protocol, then an error frame answers it and the socket stays open', async () => {
    const bot = await onlineBot();
    bot.send('{not json');
    expect((await bot.next('error')).detail).toMatch(/JSON/);
    bot.send({ type: 'launched', assignment_id: -3 });
    expect((await bot.next('error')).type).toBe('error');
    bot.hello();
    expect((await bot.next('welcome')).bot_id).toBe(await botIdOf(bot));
  });

  it('when a bot reports on another bot’s assignment, then an error frame answers and nothing is applied', async () => {
    const host = await onlineBot();
    const { api, alice, lobby } = await playedLobby();
    const intruder = await onlineBot();
    const hosted = await hostedOf(lobby.id);
    expect(hosted.botId).toBe(await botIdOf(host));
    intruder.launch(hosted.id);
    expect((await intruder.next('error')).detail).toBe('This bot holds no such assignment.');
    intruder.send({
      type: 'result',
      assignment_id: hosted.id,
      match_id: '1',
      winner: 'dire',
      duration_s: 60,
      players: [],
    });
    expect((await intruder.next('error')).detail).toBe('This bot holds no such assignment.');
    expect((await hostedOf(lobby.id)).status).toBe('loading');
    expect((await api.view(alice, lobby.id)).status).toBe('in_game');
  });
});

describe('invitations sent again', () => {
  it('when a player asks, then the bot is told to resend; a stranger is refused', async () => {
    const bot = await onlineBot();
    const { api, alice, lobby } = await playedLobby();
    const assign = await launchOn(bot, api);
    const asked = await api.client.ok(qm.resendInvites, {
      as: alice,
      params: { id: lobby.id },
      query: { match: 'quick_match' },
    });
    expect(asked.message).toBe(
      `The invitation to ${lobby.lobby_data?.lobby_name ?? ''} was sent again.`,
    );
    expect(await bot.next('resend_invites')).toEqual({
      type: 'resend_invites',
      assignment_id: assign.assignment_id,
    });
    const stranger = await createUser(t);
    const refused = await api.client.call(qm.resendInvites, {
      as: stranger,
      params: { id: lobby.id },
      query: { match: 'quick_match' },
    });
    expect(refused.status).toBe(403);
    await bot.sync();
    expect(bot.frames.filter((frame) => frame.type === 'resend_invites')).toHaveLength(1);
  });
});

describe('a bot that drops', () => {
  it('when it drops before the launch and another bot is online, then after the grace the lobby moves to that bot, and the first is told to cancel when it returns', async () => {
    const first = await onlineBot();
    const { api, alice, lobby } = await playedLobby();
    await api.runJobs(1000);
    const assign = await first.next('assign');
    first.lobbyCreated(assign.assignment_id);
    await first.sync();
    const second = await onlineBot();
    await first.drop();
    await until(async () => (await onlineBots()).length === 1);

    await api.runJobs(AFTER_GRACE);
    await api.runJobs(1000);
    const moved = await second.next('assign');
    expect(moved).toEqual({ ...assign, assignment_id: assign.assignment_id });
    expect((await hostedOf(lobby.id)).botId).toBe(await botIdOf(second));

    // The first bot comes back still holding the lobby: it is told to let it go.
    await first.reconnect({ holding: [assign.assignment_id] });
    expect(await first.next('cancel')).toEqual({
      type: 'cancel',
      assignment_id: assign.assignment_id,
    });
    second.lobbyCreated(moved.assignment_id);
    second.seatEveryone(moved.assignment_id);
    second.launch(moved.assignment_id);
    second.report(moved.assignment_id, { winner: 'radiant' });
    await second.sync();
    expect((await api.view(alice, lobby.id)).status).toBe('finished');
    await expectLedgerSound(t);
  });

  it('when it drops after the launch and no bot takes over, then after the grace the lobby is cancelled, fees return and players are told server_error_without_postpone', async () => {
    const bot = await onlineBot();
    const { api, alice, bob, lobby } = await playedLobby();
    const sockets = [await ownUpdates(alice), await ownUpdates(bob)];
    await launchOn(bot, api);
    await bot.drop();
    await until(async () => (await onlineBots()).length === 0);
    await api.runJobs(10_000);
    expect((await api.view(alice, lobby.id)).status).toBe('in_game');

    await api.runJobs(AFTER_GRACE);
    await expectToldError(sockets, lobby.id, 'server_error_without_postpone');
    expect((await api.view(alice, lobby.id)).status).toBe('cancelled');
    expect([await crystals(alice), await crystals(bob)]).toEqual([100, 100]);
    expect(await hostedOf(lobby.id)).toMatchObject({
      status: 'failed',
      problem: 'The lobby bot disconnected.',
    });
    await expectLedgerSound(t);
  });

  it('when it drops before the launch and no bot is online, then after the grace the lobby is cancelled too', async () => {
    const bot = await onlineBot();
    const { api, alice, bob, lobby } = await playedLobby();
    await api.runJobs(1000);
    await bot.next('assign');
    await bot.drop();
    await until(async () => (await onlineBots()).length === 0);
    await api.runJobs(AFTER_GRACE);
    expect((await api.view(alice, lobby.id)).status).toBe('cancelled');
    expect([await crystals(alice), await crystals(bob)]).toEqual([100, 100]);
    expect((await hostedOf(lobby.id)).status).toBe('failed');
  });

  it('when it comes back within the grace holding its lobby, then the lobby stays with it and its result still counts', async () => {
    const bot = await onlineBot();
    const other = await onlineBot();
    const { api, alice, lobby } = await playedLobby();
    const assign = await launchOn(bot, api);
    const botId = await botIdOf(bot);
    await bot.drop();
    await until(async () => (await onlineBots()).length === 1);
    expect(await bot.reconnect({ holding: [assign.assignment_id] })).toBe(botId);
    await bot.sync();

    await api.runJobs(AFTER_GRACE);
    await api.runJobs(1000);
    // Held, so neither sent again to it nor moved to the other bot.
    expect(bot.assignments).toHaveLength(1);
    expect(other.assignments).toHaveLength(0);
    expect(await hostedOf(lobby.id)).toMatchObject({ status: 'live', botId });
    bot.report(assign.assignment_id, { winner: 'dire' });
    await bot.sync();
    expect(await api.view(alice, lobby.id)).toMatchObject({
      status: 'finished',
      result: { winner: 'b' },
    });
    await expectLedgerSound(t);
  });

  it('when it comes back within the grace without its lobby, then the lobby is sent to it again', async () => {
    const bot = await onlineBot();
    const { api, lobby } = await playedLobby();
    await api.runJobs(1000);
    const assign = await bot.next('assign');
    await bot.drop();
    await until(async () => (await onlineBots()).length === 0);
    await bot.reconnect({ holding: [] });
    expect(await bot.next('assign')).toEqual(assign);
    await api.runJobs(AFTER_GRACE);
    expect((await hostedOf(lobby.id)).status).toBe('loading');
  });
});

describe('a real Dota 2 tournament match on a bot', () => {
  it('when the creator starts it, then a bot hosts it; a player (no ?match=) gets the invitation again, a stranger a 404, and the result decides the final', async () => {
    const bot = await onlineBot();
    const live = await organiseLive(t, 2, { grid: 1 });
    for (const player of live.players) await linkSteam(t, player);
    const run = liveApi(t, live);
    await run.start();
    await run.startMatches();
    // The assignment goes out once the start has committed (a durable job).
    await t.jobs.runDue(new Date(Date.now() + 1000));
    const assign = await bot.next('assign');
    const [final] = await run.run.grid(live.id);
    if (!final) throw new Error('no final');
    expect(final.status).toBe('in_game');
    expect(assign.lobby.name).toBe(`Clutch T${String(final.id)}`);

    const [player] = live.players;
    if (!player) throw new Error('no player');
    const client = quickMatchApi(t).client;
    const asked = await client.ok(qm.resendInvites, { as: player, params: { id: final.id } });
    expect(asked.message).toBe('The invitation was sent again.');
    expect(await bot.next('resend_invites')).toMatchObject({ assignment_id: assign.assignment_id });
    const stranger = await createUser(t);
    const refused = await client.call(qm.resendInvites, {
      as: stranger,
      params: { id: final.id },
    });
    expect(refused.status).toBe(404);

    bot.launch(assign.assignment_id);
    bot.report(assign.assignment_id, { winner: 'dire' });
    await bot.sync();
    const [decided] = await run.run.grid(live.id);
    expect(decided).toMatchObject({ status: 'finished', score_a: 0, score_b: 1 });
  });
});
