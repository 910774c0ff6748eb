import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSourceRcon, type SourceRconStandIn } from '../../../../test/stand-ins/source-rcon.js';
import {
  connectRcon,
  RconAuthFailedError,
  RconConnectionError,
  RconTimeoutError,
  type RconClient,
} from './rcon-client.js';

// Happy paths get timeouts no machine is slow enough to hit; timeout tests use short ones against
// a stand-in that never answers, so they cannot pass or fail by speed.
const GENEROUS = { connectTimeoutMs: 20_000, commandTimeoutMs: 20_000 };
const SHORT_MS = 200;

describe('the Source RCON client', () => {
  let server: SourceRconStandIn;
  const clients: RconClient[] = [];

  async function connect(password = server.password): Promise<RconClient> {
    const client = await connectRcon({
      host: server.host,
      port: server.port,
      password,
      ...GENEROUS,
    });
    clients.push(client);
    return client;
  }

  beforeEach(async () => {
    server = await startSourceRcon({ password: 'hunter2' });
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await server.close();
  });

  it('authenticates with the right password and runs commands', async () => {
    const client = await connect();
    expect(server.authAttempts).toEqual(['hunter2']);
    server.handlers.set('echo', (args) => `${args}\n`);
    await expect(client.exec('echo hello there')).resolves.toBe('hello there\n');
    expect(client.isOpen).toBe(true);
  });

  it('rejects a bad password with RconAuthFailedError', async () => {
    const failure = connect('wrong');
    await expect(failure).rejects.toBeInstanceOf(RconAuthFailedError);
    expect(server.authAttempts).toEqual(['wrong']);
    expect(server.commands).toEqual([]);
  });

  it('answers `status` with the server’s status text', async () => {
    const client = await connect();
    const status = await client.exec('status');
    expect(status).toContain('hostname : Clutch stand-in');
    expect(status).toContain('map      : de_dust2');
    expect(status.endsWith('#end\n')).toBe(true);
    expect(server.commands).toEqual(['status']);
  });

  it('answers an unknown command with the server’s own message', async () => {
    const client = await connect();
    await expect(client.exec('nope 1 2')).resolves.toBe("Unknown command 'nope'!\n");
  });

  it('reassembles a 10 KB answer sent over several packets exactly', async () => {
    // Multi-byte characters make a split inside a character possible at the 4096-byte borders.
    const line = (n: number) => `line ${String(n).padStart(4, '0')} ÿ€ ${'x'.repeat(40)}\n`;
    const big = Array.from({ length: 200 }, (_, n) => line(n)).join('');
    expect(Buffer.byteLength(big)).toBeGreaterThan(10_000);
    server.handlers.set('matchzy_dump', () => big);
    const client = await connect();
    await expect(client.exec('matchzy_dump')).resolves.toBe(big);
    // And the connection stays in step for the next command.
    server.handlers.set('echo', (args) => args);
    await expect(client.exec('echo after')).resolves.toBe('after');
  });

  it('answers concurrent commands each with its own output, in order', async () => {
    const big = 'y'.repeat(9000);
    server.handlers.set('echo', (args) => args);
    server.handlers.set('big', () => big);
    const client = await connect();
    const answers = await Promise.all([
      client.exec('echo one'),
      client.exec('big'),
      client.exec('echo two'),
      client.exec('status'),
      client.exec('echo three'),
    ]);
    expect(answers.slice(0, 3)).toEqual(['one', big, 'two']);
    expect(answers[3]).toContain('#end');
    expect(answers[4]).toBe('three');
    expect(server.commands).toEqual(['echo one', 'big', 'echo two', 'status', 'echo three']);
  });

  it('times out a command the server never answers, and the connection recovers', async () => {
    server.handlers.set('echo', (args) => args);
    const client = await connect();
    server.behaviour = 'hang';
    const hung = client.exec('echo lost', { timeoutMs: SHORT_MS });
    const queued = client.exec('echo also lost', { timeoutMs: SHORT_MS });
    await expect(hung).rejects.toBeInstanceOf(RconTimeoutError);
    await expect(queued).rejects.toBeInstanceOf(RconTimeoutError);
    server.behaviour = 'answer';
    await expect(client.exec('echo back')).resolves.toBe('back');
    // One TCP stream, read in order: the server saw the lost commands before this one.
    expect(server.commands.at(-1)).toBe('echo back');
    expect(server.commands).toContain('echo lost');
  });

  it('fails the command in flight and those queued with RconConnectionError when the server drops', async () => {
    const client = await connect();
    server.behaviour = 'drop';
    const inFlight = client.exec('matchzy_loadmatch_url "http://x"');
    const queued = client.exec('status');
    await expect(inFlight).rejects.toBeInstanceOf(RconConnectionError);
    await expect(queued).rejects.toBeInstanceOf(RconConnectionError);
    expect(client.isOpen).toBe(false);
    await expect(client.exec('status')).rejects.toBeInstanceOf(RconConnectionError);
  });

  it('fails commands after close with RconConnectionError', async () => {
    const client = await connect();
    await client.close();
    await expect(client.exec('status')).rejects.toBeInstanceOf(RconConnectionError);
  });

  it('rejects a refused connection with RconConnectionError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const port = address.port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      connectRcon({ host: '127.0.0.1', port, password: 'x', ...GENEROUS }),
    ).rejects.toBeInstanceOf(RconConnectionError);
  });
});

describe('connecting to a server that never answers', () => {
  let blackhole: Server;
  const accepted: Socket[] = [];

  beforeEach(async () => {
    blackhole = createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
  });

  afterEach(async () => {
    for (const socket of accepted.splice(0)) socket.destroy();
    await new Promise<void>((resolve) => blackhole.close(() => resolve()));
  });

  it('gives up with RconTimeoutError after the connect timeout', async () => {
    const address = blackhole.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const attempt = connectRcon({
      host: '127.0.0.1',
      port: address.port,
      password: 'x',
      connectTimeoutMs: SHORT_MS,
    });
    await expect(attempt).rejects.toBeInstanceOf(RconTimeoutError);
    await expect(attempt).rejects.toThrow(/did not connect and authenticate/);
  });

  it('also gives up on a stand-in told to hang before authenticating', async () => {
    const server = await startSourceRcon();
    server.behaviour = 'hang';
    try {
      await expect(
        connectRcon({
          host: server.host,
          port: server.port,
          password: server.password,
          connectTimeoutMs: SHORT_MS,
        }),
      ).rejects.toBeInstanceOf(RconTimeoutError);
    } finally {
      await server.close();
    }
  });
});
