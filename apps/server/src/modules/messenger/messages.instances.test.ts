// Two instances of one deployment (one database; Redis pub/sub when REDIS_URL is set, else one
// shared in-process bus), 40 readers split across them in one chat, 2,000 messages from several
// senders with txn ids. Instance A stops mid-stream: its readers' sockets drop without a close frame,
// they reconnect to B and catch up from their last id; senders retry what A did not acknowledge on B.
// Every reader must end with exactly the chat's 2,000 ids, in seq order, none twice.
import { ChatMessageSchema, MissedMessagesSchema } from '@clutch/contract/messenger';
import { ServerFrameSchema, type ServerFrame } from '@clutch/contract/realtime';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket, { type RawData } from 'ws';
import type { AppEvent } from '../../app-events.js';
import { createMemoryBus } from '../../platform/realtime/bus.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestAppOptions,
} from '../../../test/harness.js';
import { createChat } from '../../../test/messenger.js';
import { socketUrl } from '../../../test/ws-client.js';
import { chatMessages } from './messenger.tables.js';

const READERS = 40;
const SENDERS = 8;
const MESSAGES = 2000;
/** Instance A stops once this many messages are acknowledged. */
const STOP_A_AFTER = 700;
/** A push that arrives ahead of a gap waits this long for the missing ones before a catch-up. */
const GAP_GRACE_MS = 300;

interface Seen {
  id: number;
  seq: number;
}

/**
 * A reader as the web client behaves: it appends messages in seq order, keeps early ones aside,
 * asks catch_up when a gap stays open, and after a drop (a close other than 1000) reconnects to
 * wherever `target()` says and catches up from its last id.
 */
class Reader {
  readonly ids: number[] = [];
  /** Catch-up answers that did not start right after the last message (must never happen). */
  readonly broken: string[] = [];
  reconnects = 0;
  private lastSeq = 0;
  private lastId = 0;
  private readonly ahead = new Map<number, Seen>();
  private socket: WebSocket | null = null;
  private readonly waiting = new Map<
    string,
    { resolve: (f: ServerFrame) => void; reject: (e: Error) => void }
  >();
  private requests = 0;
  private catchUps: Promise<void> = Promise.resolve();
  private gapTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    readonly user: TestUser,
    private readonly chatId: number,
    private readonly target: () => string,
  ) {}

  get count(): number {
    return this.lastSeq;
  }

  async connect(): Promise<void> {
    const ws = new WebSocket(socketUrl(this.target(), 'group-chat-updates', this.user.access));
    ws.on('message', (data) => this.onFrame(JSON.parse(textOf(data))));
    ws.on('close', (code) => this.onClose(ws, code));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    this.socket = ws;
    try {
      await this.request({ action: 'ping' });
      await this.catchUp();
    } catch (error) {
      ws.terminate();
      throw error;
    }
  }

  /** Drops the connection the way a crashed server or a cut cable does: no close frame. */
  drop(): void {
    this.socket?.terminate();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.gapTimer) clearTimeout(this.gapTimer);
    const ws = this.socket;
    if (ws && ws.readyState === WebSocket.OPEN) {
      const closed = new Promise((resolve) => ws.once('close', resolve));
      ws.close(1000);
      await closed;
    }
  }

  private onClose(ws: WebSocket, code: number) {
    if (this.socket !== ws) return;
    this.socket = null;
    for (const pending of this.waiting.values()) pending.reject(new Error('socket closed'));
    this.waiting.clear();
    if (this.stopped || code === 1000) return;
    this.reconnects += 1;
    void this.reconnect();
  }

  /** Until a socket is open again: a failure after it opened closes it and lands here again. */
  private async reconnect(): Promise<void> {
    for (let attempt = 0; attempt < 50 && !this.stopped && !this.socket; attempt += 1) {
      try {
        await this.connect();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }

  private request(message: Record<string, unknown>): Promise<ServerFrame> {
    const ws = this.socket;
    if (!ws) return Promise.reject(new Error('not connected'));
    this.requests += 1;
    const requestId = `r${String(this.requests)}`;
    return new Promise((resolve, reject) => {
      this.waiting.set(requestId, { resolve, reject });
      ws.send(JSON.stringify({ ...message, request_id: requestId }));
    });
  }

  /** 80,000 pushes arrive here: they are read by hand rather than through zod. */
  private onFrame(raw: unknown) {
    const requestId = field(raw, 'request_id');
    const pending = typeof requestId === 'string' ? this.waiting.get(requestId) : undefined;
    if (pending && typeof requestId === 'string') {
      this.waiting.delete(requestId);
      pending.resolve(ServerFrameSchema.parse(raw));
      return;
    }
    if (field(raw, 'action') !== 'new_message') return;
    const data = field(raw, 'data');
    const [chatId, id, seq] = [field(data, 'chat_id'), field(data, 'id'), field(data, 'seq')];
    if (typeof id !== 'number' || typeof seq !== 'number')
      throw new Error('a push without id or seq');
    if (chatId !== this.chatId || seq <= this.lastSeq) return;
    this.ahead.set(seq, { id, seq });
    this.drain();
    if (this.ahead.size > 0) this.watchGap();
  }

  private append(message: Seen) {
    this.ids.push(message.id);
    this.lastSeq = message.seq;
    this.lastId = message.id;
  }

  private drain() {
    for (
      let next = this.ahead.get(this.lastSeq + 1);
      next;
      next = this.ahead.get(this.lastSeq + 1)
    ) {
      this.ahead.delete(next.seq);
      this.append(next);
    }
    for (const seq of this.ahead.keys()) if (seq <= this.lastSeq) this.ahead.delete(seq);
  }

  private watchGap() {
    if (this.gapTimer) return;
    this.gapTimer = setTimeout(() => {
      this.gapTimer = null;
      if (this.ahead.size > 0) void this.catchUp().catch(() => undefined);
    }, GAP_GRACE_MS);
  }

  /** Catch-ups run one after another, each from the last id the reader has when it starts. */
  private catchUp(): Promise<void> {
    const run = this.catchUps.then(() => this.catchUpOnce());
    this.catchUps = run.catch(() => undefined);
    return run;
  }

  private async catchUpOnce(): Promise<void> {
    for (;;) {
      const answer = await this.request({
        action: 'catch_up',
        pk: this.chatId,
        last_id: this.lastId,
      });
      if (answer.response_status !== 200)
        throw new Error(`catch_up answered ${String(answer.response_status)}`);
      const missed = MissedMessagesSchema.parse(answer.data);
      for (const message of missed.results) {
        if (message.seq <= this.lastSeq) continue;
        if (message.seq !== this.lastSeq + 1)
          this.broken.push(`after seq ${String(this.lastSeq)} came ${String(message.seq)}`);
        this.append(message);
      }
      if (!missed.has_more) break;
    }
    this.drain();
    if (this.ahead.size > 0) this.watchGap();
  }
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

async function waitFor(what: string, done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('live delivery across two instances', () => {
  const redisUrl = process.env['REDIS_URL'];

  it(`brings ${String(MESSAGES)} messages to ${String(READERS)} readers in order, once each, though one instance stops mid-stream (${redisUrl ? 'Redis bus' : 'shared in-process bus'})`, async () => {
    const busErrors: unknown[] = [];
    const sharedBus = redisUrl
      ? undefined
      : createMemoryBus<AppEvent>((error) => busErrors.push(error));
    const shared = await createTestDatabase();
    const options: TestAppOptions = {
      env: { CHAT_SEND_LIMIT: '100000' },
      database: shared.database,
      ...(sharedBus ? { bus: sharedBus } : { redisBus: true }),
    };
    const a: TestApp = await buildTestApp(options);
    const b: TestApp = await buildTestApp(options);
    const readers: Reader[] = [];
    const acknowledged = new Map<string, number>();
    try {
      const [baseA, baseB] = await Promise.all([a.listen(), b.listen()]);
      const people = await Promise.all(Array.from({ length: READERS }, () => createUser(a)));
      const chat = await createChat(a, 'group', people);
      let aStopped = false;
      people.forEach((user, i) => {
        const home = i % 2 === 0 ? baseA : baseB;
        readers.push(new Reader(user, chat.id, () => (aStopped ? baseB : home)));
      });
      await Promise.all(readers.map((reader) => reader.connect()));

      // Senders: several users, each sending its share in turn, alternating between the instances.
      const senders = people.slice(0, SENDERS);
      const lostAcks = new Map<string, number>();
      const stopping: Promise<void>[] = [];
      const stopA = async () => {
        aStopped = true;
        for (const [i, reader] of readers.entries()) if (i % 2 === 0) reader.drop();
        // A crash rather than a drain: requests in flight lose their connections (their senders
        // retry on B) and nothing waits for keep-alive clients to leave.
        const closing = a.app.close();
        a.app.server.closeAllConnections();
        await closing;
      };
      const post = async (sender: TestUser, base: string, txn: string): Promise<number | null> => {
        try {
          const res = await fetch(`${base}/api/messanger/create-message/`, {
            method: 'POST',
            headers: { ...sender.headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              ...chat.address(sender),
              content_text: `text ${txn}`,
              txn_id: txn,
            }),
          });
          if (res.status !== 200 && res.status !== 201) return null;
          const body: unknown = await res.json();
          return ChatMessageSchema.parse(body).id;
        } catch {
          return null;
        }
      };
      const sendAll = async (sender: TestUser, s: number) => {
        for (let n = 0; n < MESSAGES / SENDERS; n += 1) {
          const txn = `s${String(s)}-${String(n)}`;
          let base = n % 2 === 0 ? baseA : baseB;
          let id: number | null = null;
          for (let attempt = 0; id === null; attempt += 1) {
            if (attempt > 20) throw new Error(`${txn} was never acknowledged`);
            id = await post(sender, aStopped ? baseB : base, txn);
            // Every 50th send loses its answer on the way back: the sender retries it elsewhere.
            if (id !== null && n % 50 === 7 && !lostAcks.has(txn)) {
              lostAcks.set(txn, id);
              id = null;
            }
            base = base === baseA ? baseB : baseA;
          }
          acknowledged.set(txn, id);
          if (acknowledged.size === STOP_A_AFTER) stopping.push(stopA());
        }
      };
      await Promise.all(senders.map(sendAll));
      await Promise.all(stopping);
      expect(aStopped).toBe(true);

      await waitFor(
        'every reader to have every message',
        () => readers.every((reader) => reader.count >= MESSAGES),
        120_000,
      ).catch((error: unknown) => {
        const short = readers.filter((reader) => reader.count < MESSAGES);
        throw new Error(`${String(error)}: readers at ${short.map((r) => r.count).join(', ')}`);
      });

      const stored = await shared.database.db
        .select({ id: chatMessages.id, seq: chatMessages.seq, txnId: chatMessages.txnId })
        .from(chatMessages)
        .where(eq(chatMessages.chatId, chat.id))
        .orderBy(asc(chatMessages.seq));
      expect(stored).toHaveLength(MESSAGES);
      expect(stored.map((row) => row.seq)).toEqual(
        Array.from({ length: MESSAGES }, (_, i) => i + 1),
      );
      const inOrder = stored.map((row) => row.id);
      expect(new Set(inOrder).size).toBe(MESSAGES);
      // Each send made one message, and a send retried after a lost answer got that same message.
      expect(acknowledged.size).toBe(MESSAGES);
      for (const row of stored) expect(acknowledged.get(row.txnId ?? '')).toBe(row.id);
      for (const [txn, id] of lostAcks) expect(acknowledged.get(txn)).toBe(id);
      expect(lostAcks.size).toBeGreaterThan(0);

      for (const reader of readers) {
        expect(reader.broken).toEqual([]);
        expect(reader.ids).toEqual(inOrder);
      }
      // The readers of instance A really lost their connection and came back through B.
      expect(
        readers.filter((reader, i) => i % 2 === 0).every((reader) => reader.reconnects >= 1),
      ).toBe(true);
      expect(busErrors).toEqual([]);
    } finally {
      await Promise.all(readers.map((reader) => reader.stop()));
      await b.close();
      await a.close();
      await shared.drop();
    }
  }, 300_000);
});
