// A real `ws` client for realtime tests: keeps every frame the server sends, parsed against the
// contract, so a test can wait for the next one, ask for an answer by request_id, or see a close.
import { ServerFrameSchema, type ServerFrame } from '@clutch/contract/realtime';
import { afterAll, afterEach, beforeAll } from 'vitest';
import WebSocket, { type RawData } from 'ws';
import { buildTestApp, type TestApp, type TestAppOptions } from './harness.js';

export interface Closed {
  code: number;
  reason: string;
}

export interface WsClient {
  readonly ws: WebSocket;
  /** Objects go as JSON; a string goes as it is, so tests can send malformed frames. */
  send(message: unknown): void;
  /** The first frame not taken yet (that matches), waiting for it if needed. */
  next(match?: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  /** Sends a message and waits for the answer that echoes its request_id. */
  request(
    message: { action: string; request_id: string | number } & Record<string, unknown>,
  ): Promise<ServerFrame>;
  /** Frames received and not taken yet. */
  unread(): ServerFrame[];
  /** Resolves when the server (or the client) closes the socket. */
  readonly closed: Promise<Closed>;
  /** `closed`, but rejects when the socket is still open after `timeoutMs`. */
  waitClosed(timeoutMs?: number): Promise<Closed>;
  close(): Promise<Closed>;
}

const open = new Set<WsClient>();

export function socketUrl(baseUrl: string, channel: string, token: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/api/ws/${channel}/?token=${encodeURIComponent(token)}`;
}

/** Opens a socket and resolves once the upgrade is done; the token check happens after that. */
export function openSocket(
  baseUrl: string,
  channel: string,
  token: string,
  onOpen?: (client: WsClient) => void,
): Promise<WsClient> {
  const ws = new WebSocket(socketUrl(baseUrl, channel, token));
  const frames: ServerFrame[] = [];
  const waiters: {
    match: (frame: ServerFrame) => boolean;
    resolve: (frame: ServerFrame) => void;
  }[] = [];
  let closedWith: Closed | null = null;
  const closed = new Promise<Closed>((resolve) => {
    ws.on('close', (code, reason) => {
      closedWith = { code, reason: reason.toString() };
      resolve(closedWith);
    });
  });
  ws.on('message', (data) => {
    const frame = ServerFrameSchema.parse(JSON.parse(textOf(data)));
    const index = waiters.findIndex((w) => w.match(frame));
    const waiter = index >= 0 ? waiters.splice(index, 1)[0] : undefined;
    if (waiter) waiter.resolve(frame);
    else frames.push(frame);
  });

  const client: WsClient = {
    ws,
    closed,
    send(message) {
      ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    next(match = () => true, timeoutMs = 10_000) {
      const index = frames.findIndex(match);
      const ready = index >= 0 ? frames.splice(index, 1)[0] : undefined;
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const state = closedWith ? `closed with ${String(closedWith.code)}` : 'still open';
          reject(
            new Error(
              `no matching frame within ${String(timeoutMs)} ms (socket ${state}; unread: ${JSON.stringify(frames)})`,
            ),
          );
        }, timeoutMs);
        waiters.push({
          match,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        });
      });
    },
    request(message) {
      client.send(message);
      return client.next(
        (frame) => frame.request_id === message.request_id && frame.action !== 'update',
      );
    },
    unread: () => [...frames],
    waitClosed(timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`socket still open after ${String(timeoutMs)} ms`)),
          timeoutMs,
        );
        void closed.then((result) => {
          clearTimeout(timer);
          resolve(result);
        });
      });
    },
    close() {
      if (ws.readyState === WebSocket.CONNECTING || ws.readyState === WebSocket.OPEN) ws.close();
      return closed;
    },
  };
  open.add(client);
  void closed.then(() => open.delete(client));

  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      onOpen?.(client);
      resolve(client);
    });
    // After the upgrade an error is followed by 'close', which the test sees through `closed`.
    ws.on('error', reject);
  });
}

/** Closes every socket a test left open, so the app can shut down. */
export async function closeAllSockets(): Promise<void> {
  await Promise.all([...open].map((client) => client.close()));
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}

export const isAction = (action: string) => (frame: ServerFrame) => frame.action === action;

/**
 * The frames not taken yet once a ping's pong is in: anything the server sent before the ping
 * arrived. A push that waits on a read after commit may still come later.
 */
export async function settledFrames(socket: WsClient): Promise<ServerFrame[]> {
  await socket.request({ action: 'ping', request_id: 'settle' });
  return socket.unread().filter((frame) => frame.action !== 'pong');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One listening app for a realtime test file, its sockets closed after each test: `ready` gets the
 * app and its base address once they exist (before the first test).
 */
export function useListeningApp(
  ready: (app: TestApp, base: string) => void,
  options: TestAppOptions = {},
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp(options);
    ready(app, await app.listen());
  });
  afterEach(async () => {
    await closeAllSockets();
  });
  afterAll(async () => {
    await app?.close();
  });
}
