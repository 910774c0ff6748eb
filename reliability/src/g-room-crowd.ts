// Many chat sockets in the test process (G2): each signs in on group-chat-updates, is in its chats'
// rooms once a ping answers, and from then on every new_message it receives is stamped with its
// arrival time before anything else is done with it. Pushes are read by hand (not through zod):
// tens of thousands arrive a second and the load generator shares the server's cores.
import { performance } from 'node:perf_hooks';
import WebSocket, { type RawData } from 'ws';
import type { RoomMember } from './d1-chat-room.js';

const READY_TIMEOUT_MS = 20_000;

export interface Delivery {
  socket: number;
  messageId: number;
  txnId: string;
  /** performance.now() on arrival. */
  at: number;
}

export interface CrowdSocket {
  readonly index: number;
  readonly chatId: number;
  /** Message ids received, and how many of them arrived more than once. */
  readonly ids: Set<number>;
  repeats: number;
}

export interface RoomCrowd {
  readonly sockets: CrowdSocket[];
  /** Sockets whose ping answered (signed in and in their rooms), and how long the storm took. */
  readonly ready: number;
  readonly stormMs: number;
  /** Closes the test did not ask for, with their codes. */
  readonly unexpectedCloses: number[];
  listen(onDelivery: (delivery: Delivery) => void): void;
  close(): Promise<void>;
}

export interface CrowdMember {
  member: RoomMember;
  chatId: number;
  origin: string;
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/**
 * Opens one socket per member, `perSecond` handshakes started each second (a connection storm),
 * and resolves once each one answered its ping or gave up.
 */
export async function openRoomCrowd(
  members: readonly CrowdMember[],
  perSecond: number,
): Promise<RoomCrowd> {
  const sockets: CrowdSocket[] = [];
  const raw: WebSocket[] = [];
  const unexpectedCloses: number[] = [];
  let closing = false;
  let onDelivery: (delivery: Delivery) => void = () => undefined;
  const started = performance.now();
  const readiness = members.map(async ({ member, chatId, origin }, index) => {
    await new Promise((resolve) => setTimeout(resolve, (index * 1000) / perSecond));
    const socket: CrowdSocket = { index, chatId, ids: new Set(), repeats: 0 };
    sockets.push(socket);
    const url = `${origin.replace(/^http/, 'ws')}/api/ws/group-chat-updates/?token=${encodeURIComponent(member.token)}`;
    const ws = new WebSocket(url, { perMessageDeflate: false });
    raw.push(ws);
    return new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), READY_TIMEOUT_MS);
      ws.on('error', () => undefined);
      ws.on('open', () => ws.send(JSON.stringify({ action: 'ping', request_id: 'ready' })));
      ws.on('close', (code) => {
        clearTimeout(timer);
        resolve(null);
        if (!closing) unexpectedCloses.push(code);
      });
      ws.on('message', (data) => {
        const at = performance.now();
        let frame: unknown;
        try {
          frame = JSON.parse(textOf(data));
        } catch {
          return;
        }
        if (field(frame, 'request_id') === 'ready') {
          clearTimeout(timer);
          resolve(at);
          return;
        }
        if (field(frame, 'action') !== 'new_message') return;
        const message = field(frame, 'data');
        const [id, txnId] = [field(message, 'id'), field(message, 'txn_id')];
        if (typeof id !== 'number' || typeof txnId !== 'string') return;
        if (socket.ids.has(id)) socket.repeats += 1;
        socket.ids.add(id);
        onDelivery({ socket: index, messageId: id, txnId, at });
      });
    });
  });
  const readyAt = await Promise.all(readiness);
  const answered = readyAt.filter((at): at is number => at !== null);
  sockets.sort((x, y) => x.index - y.index);
  return {
    sockets,
    ready: answered.length,
    stormMs: answered.length > 0 ? Math.max(...answered) - started : Infinity,
    unexpectedCloses,
    listen(next) {
      onDelivery = next;
    },
    async close() {
      closing = true;
      await Promise.race([
        Promise.all(
          raw.map(
            (ws) =>
              new Promise<void>((resolve) => {
                if (ws.readyState === WebSocket.CLOSED) return resolve();
                ws.once('close', () => resolve());
                ws.close(1000);
              }),
          ),
        ),
        new Promise((resolve) => setTimeout(resolve, 5_000)),
      ]);
      for (const ws of raw) ws.terminate();
    },
  };
}
