// The stand-in bot worker against a bare platform socket of this file: every frame it sends is a
// frame of the protocol, it answers pings, plays an assignment on its own when asked, reports
// plausible lines for the assignment's players, and drops, reconnects and is refused as a worker is.
import {
  BotPlayerStatsSchema,
  BotToPlatformSchema,
  type BotLobby,
  type BotToPlatform,
  type PlatformToBot,
} from '@clutch/contract/bot-protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  BotSocketRefused,
  plausibleStats,
  startStandInBot,
  type StandInBot,
} from './dota-bot-worker.js';

const SECRET = 'stand-in-secret-0123456789';
const RADIANT = '76561198000000011';
const DIRE = '76561198000000022';
const LOBBY: BotLobby = {
  name: 'Clutch QM7',
  password: 'pw',
  game_mode: 21,
  server_region: 3,
  radiant: [{ steam_id: RADIANT, name: 'alice', hero_id: 74 }],
  dire: [{ steam_id: DIRE, name: 'bob', hero_id: null }],
};

/** The platform's side: the frames each connection received, parsed, and a way to answer. */
interface Platform {
  baseUrl: string;
  connections: { ws: WebSocket; received: BotToPlatform[] }[];
  nextFrame(type: BotToPlatform['type']): Promise<BotToPlatform>;
  send(frame: PlatformToBot): void;
  close(): Promise<void>;
}

async function startPlatform(): Promise<Platform> {
  const server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    path: '/api/ws/bots/',
    verifyClient: ({ req }, done) => done(req.headers.authorization === `Bot ${SECRET}`, 401),
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const all: BotToPlatform[] = [];
  let taken = 0;
  let wake: (() => void) | null = null;
  const platform: Platform = {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    connections: [],
    async nextFrame(type) {
      for (;;) {
        const index = all.findIndex((frame, i) => i >= taken && frame.type === type);
        const frame = all[index];
        if (frame) {
          taken = index + 1;
          return frame;
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    send(frame) {
      platform.connections.at(-1)?.ws.send(JSON.stringify(frame));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  server.on('connection', (ws) => {
    const received: BotToPlatform[] = [];
    const connection = { ws, received };
    platform.connections.push(connection);
    ws.on('message', (data) => {
      const text = Buffer.isBuffer(data) ? data.toString('utf8') : '';
      if (text === 'sync') {
        ws.send(JSON.stringify({ type: 'error', detail: 'A frame is one JSON object.' }));
        return;
      }
      const frame = BotToPlatformSchema.parse(JSON.parse(text));
      connection.received.push(frame);
      all.push(frame);
      if (frame.type === 'hello') ws.send(JSON.stringify({ type: 'welcome', bot_id: 5 }));
      wake?.();
    });
  });
  return platform;
}

let platform: Platform;
const bots: StandInBot[] = [];

beforeEach(async () => {
  platform = await startPlatform();
});

afterEach(async () => {
  for (const bot of bots.splice(0)) await bot.close();
  await platform.close();
});

async function bot(options: { autoPlay?: { winner: 'radiant' | 'dire'; afterMs: number } } = {}) {
  const started = await startStandInBot({
    baseUrl: platform.baseUrl,
    secret: SECRET,
    account: 'clutch_bot_1',
    steamId: '76561199000000001',
    capacity: 2,
    ...options,
  });
  bots.push(started);
  return started;
}

describe('the stand-in bot worker', () => {
  it('when it connects, then it says hello with its account and capacity and is welcomed', async () => {
    const worker = await bot();
    expect(await worker.welcome()).toBe(5);
    expect(await platform.nextFrame('hello')).toEqual({
      type: 'hello',
      version: 1,
      account: 'clutch_bot_1',
      steam_id: '76561199000000001',
      capacity: 2,
      holding: [],
    });
  });

  it('when the secret is wrong, then starting it rejects with the refusal’s status', async () => {
    const refused = startStandInBot({
      baseUrl: platform.baseUrl,
      secret: 'wrong-secret-0123456789',
      account: 'x',
      steamId: '76561199000000001',
    });
    await expect(refused).rejects.toBeInstanceOf(BotSocketRefused);
    await expect(refused).rejects.toMatchObject({ status: 401 });
  });

  it('when pinged, then it answers pong', async () => {
    const worker = await bot();
    await worker.welcome();
    platform.send({ type: 'ping' });
    expect(await platform.nextFrame('pong')).toEqual({ type: 'pong' });
    expect(worker.frames.map((frame) => frame.type)).toEqual(['welcome', 'ping']);
  });

  it('when driven step by step, then each frame names the assignment and the result has a line per player', async () => {
    const worker = await bot();
    await worker.welcome();
    platform.send({ type: 'assign', assignment_id: 9, lobby: LOBBY });
    expect((await worker.next('assign')).lobby).toEqual(LOBBY);
    expect(worker.assignments).toHaveLength(1);
    worker.lobbyCreated(9, '123');
    worker.members(9, [{ steam_id: RADIANT, team: 'unassigned' }]);
    const matchId = worker.launch(9);
    expect(matchId).toMatch(/^[1-9]\d{9}$/);
    const result = worker.report(9, { winner: 'dire', stats: { [DIRE]: { kills: 17 } } });
    worker.fail(9, 'the GC went away');
    await worker.sync();

    expect(await platform.nextFrame('lobby_created')).toMatchObject({ lobby_id: '123' });
    expect(await platform.nextFrame('lobby_members')).toMatchObject({
      members: [{ steam_id: RADIANT, team: 'unassigned' }],
    });
    expect(await platform.nextFrame('launched')).toMatchObject({ match_id: matchId });
    expect(await platform.nextFrame('result')).toEqual(result);
    expect(result).toMatchObject({ winner: 'dire', match_id: matchId });
    if (result.type !== 'result') throw new Error('a result frame');
    const [radiant, dire] = result.players;
    expect(radiant).toMatchObject({ steam_id: RADIANT, team: 'radiant', hero_id: 74 });
    expect(dire).toMatchObject({ steam_id: DIRE, team: 'dire', kills: 17 });
    expect(dire?.hero_id).toBeGreaterThan(0);
    expect(await platform.nextFrame('failed')).toMatchObject({ reason: 'the GC went away' });
  });

  it('when it plays on its own, then it makes the lobby, seats everyone, launches and reports the winner', async () => {
    await bot({ autoPlay: { winner: 'radiant', afterMs: 5 } });
    platform.send({ type: 'assign', assignment_id: 4, lobby: LOBBY });
    const result = await platform.nextFrame('result');
    expect(result).toMatchObject({ assignment_id: 4, winner: 'radiant' });
    const types = platform.connections[0]?.received.map((frame) => frame.type);
    expect(types).toEqual(['hello', 'lobby_created', 'lobby_members', 'launched', 'result']);
    expect(platform.connections[0]?.received[2]).toMatchObject({
      members: [
        { steam_id: RADIANT, team: 'radiant' },
        { steam_id: DIRE, team: 'dire' },
      ],
    });
  });

  it('when a cancel comes before its result is due, then it reports nothing', async () => {
    const worker = await bot({ autoPlay: { winner: 'radiant', afterMs: 60_000 } });
    platform.send({ type: 'assign', assignment_id: 4, lobby: LOBBY });
    await platform.nextFrame('launched');
    platform.send({ type: 'cancel', assignment_id: 4 });
    await worker.next('cancel');
    await worker.sync();
    expect(platform.connections[0]?.received.some((frame) => frame.type === 'result')).toBe(false);
  });

  it('when it drops and reconnects, then the new socket says hello with what it holds', async () => {
    const worker = await bot();
    await worker.welcome();
    const closed = await worker.drop();
    expect(closed.code).toBe(1006);
    expect(await worker.reconnect({ holding: [3, 8] })).toBe(5);
    expect(platform.connections).toHaveLength(2);
    await platform.nextFrame('hello');
    expect(await platform.nextFrame('hello')).toMatchObject({ holding: [3, 8] });
  });

  it('when lines are made up, then they are valid statistics that favour the winner’s gold', () => {
    for (let i = 0; i < 50; i += 1) {
      const won = plausibleStats({ steam_id: RADIANT, hero_id: null }, 'radiant', true, 1800);
      expect(BotPlayerStatsSchema.parse(won)).toEqual(won);
      expect(won.hero_id).toBeGreaterThan(0);
      expect(won.gpm).toBeGreaterThanOrEqual(450);
      expect(won.net_worth).toBe(Math.round((won.gpm * 1800) / 60));
    }
  });
});
