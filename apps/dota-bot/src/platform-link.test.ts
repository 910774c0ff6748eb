import type { AddressInfo } from 'node:net';
import type { BotToPlatform, PlatformToBot } from '@clutch/contract/bot-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { PlatformLink, botSocketUrl } from './platform-link.js';

const SECRET = 'bot-secret-for-tests';
const BOT_STEAM_ID = '76561198000000001';

interface Platform {
  url: string;
  sockets: WebSocket[];
  received: unknown[][];
  rejected: number;
  paths: string[];
  close(): Promise<void>;
}

/** A stand-in for the platform's bot endpoint: checks the Authorization header like the real one. */
async function startPlatform(): Promise<Platform> {
  const server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    verifyClient: (info, done) => {
      const isBot = info.req.headers.authorization === `Bot ${SECRET}`;
      if (!isBot) platform.rejected += 1;
      done(isBot, 401);
    },
  });
  const platform: Platform = {
    url: '',
    sockets: [],
    received: [],
    rejected: 0,
    paths: [],
    close: () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
  server.on('connection', (socket, request) => {
    platform.paths.push(request.url ?? '');
    const messages: unknown[] = [];
    platform.sockets.push(socket);
    platform.received.push(messages);
    socket.on('message', (data) => messages.push(JSON.parse((data as Buffer).toString('utf8'))));
  });
  await new Promise((resolve) => server.once('listening', resolve));
  platform.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return platform;
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function connect(options: { secret?: string; minBackoffMs?: number } = {}) {
  const platform = await startPlatform();
  const received: PlatformToBot[] = [];
  const state: { holding: number[] } = { holding: [] };
  const link = new PlatformLink({
    clutchUrl: platform.url,
    botSecret: options.secret ?? SECRET,
    hello: () => ({
      account: 'clutchbot1',
      steam_id: BOT_STEAM_ID,
      capacity: 1,
      holding: state.holding,
    }),
    onFrame: (frame) => received.push(frame),
    minBackoffMs: options.minBackoffMs ?? 20,
    maxBackoffMs: 100,
  });
  link.start();
  cleanups.push(
    () => platform.close(),
    () => link.close(),
  );
  return { platform, link, received, state };
}

function send(socket: WebSocket | undefined, frame: unknown): void {
  socket?.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
}

describe('botSocketUrl', () => {
  it.each([
    ['http://127.0.0.1:3000', 'ws://127.0.0.1:3000/api/ws/bots/'],
    ['https://clutch.example/', 'wss://clutch.example/api/ws/bots/'],
  ])('turns %s into %s', (clutchUrl, socketUrl) => {
    expect(botSocketUrl(clutchUrl)).toBe(socketUrl);
  });
});

describe('PlatformLink', () => {
  it('says hello on the bot path with the secret, answers ping and hands over valid frames', async () => {
    const { platform, received } = await connect();
    await vi.waitFor(() => expect(platform.received[0]).toHaveLength(1));
    expect(platform.paths).toEqual(['/api/ws/bots/']);
    expect(platform.received[0]?.[0]).toEqual({
      type: 'hello',
      version: 1,
      account: 'clutchbot1',
      steam_id: BOT_STEAM_ID,
      capacity: 1,
      holding: [],
    });

    const socket = platform.sockets[0];
    send(socket, { type: 'welcome', bot_id: 3 });
    send(socket, 'not json');
    send(socket, { type: 'assign', assignment_id: 5 });
    send(socket, { type: 'ping' });
    await vi.waitFor(() => expect(platform.received[0]).toHaveLength(2));
    expect(platform.received[0]?.[1]).toEqual({ type: 'pong' });
    expect(received).toEqual([{ type: 'welcome', bot_id: 3 }]);
  });

  it('reconnects after a drop, saying hello with the assignment it holds, then sends what waited', async () => {
    // A backoff long enough to watch the link while it is down.
    const { platform, link, received, state } = await connect({ minBackoffMs: 400 });
    await vi.waitFor(() => expect(platform.received[0]).toHaveLength(1));
    send(platform.sockets[0], { type: 'resend_invites', assignment_id: 5 });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    state.holding = [5];

    platform.sockets[0]?.terminate();
    await vi.waitFor(() => expect(link.isOpen).toBe(false));
    const members = (steam_id: string): BotToPlatform => ({
      type: 'lobby_members',
      assignment_id: 5,
      members: [{ steam_id, team: 'radiant' }],
    });
    link.send(members('76561198000000010'));
    link.send(members('76561198000000011'));
    link.send({ type: 'launched', assignment_id: 5, match_id: '7950000000' });

    await vi.waitFor(() => expect(platform.received[1]).toHaveLength(3));
    expect(platform.received[1]).toEqual([
      expect.objectContaining({ type: 'hello', holding: [5] }),
      // Only the newest member list survives the wait.
      members('76561198000000011'),
      { type: 'launched', assignment_id: 5, match_id: '7950000000' },
    ]);
  });

  it('keeps retrying while the platform refuses the secret', async () => {
    const { platform } = await connect({ secret: 'wrong' });
    await vi.waitFor(() => expect(platform.rejected).toBeGreaterThanOrEqual(2));
    expect(platform.sockets).toHaveLength(0);
  });

  it('refuses to send a frame the contract rejects', async () => {
    const { platform, link } = await connect();
    await vi.waitFor(() => expect(platform.received[0]).toHaveLength(1));
    link.send({ type: 'lobby_created', assignment_id: -1, lobby_id: '1' });
    link.send({ type: 'lobby_created', assignment_id: 5, lobby_id: '1' });
    await vi.waitFor(() => expect(platform.received[0]).toHaveLength(2));
    expect(platform.received[0]?.[1]).toEqual({
      type: 'lobby_created',
      assignment_id: 5,
      lobby_id: '1',
    });
  });
});
