// A chat reader as the web client behaves (apps/web/src/features/chat/realtime.ts): it keeps a
// conversation's messages by server id in seq order, shows each once, keeps pushes that skip ahead
// aside and asks for what it missed when a gap stays open, and after a drop (a close other than
// 1000) reconnects to wherever `origin()` says and catches up over HTTP with
// `messanger/messages/missed/?after_id=<last seen>`. It counts what a test judges: pushes, repeated
// and early pushes, conflicts (two ids for one seq), and how long each recovery took.
import { MissedMessagesSchema } from '@clutch/contract/messenger';
import WebSocket, { type RawData } from 'ws';
import type { RoomMember } from './d1-chat-room.js';

/** A push that arrives ahead of a gap waits this long for the missing ones before a catch-up. */
const GAP_GRACE_MS = 300;
const HTTP_TIMEOUT_MS = 5_000;
const PING_TIMEOUT_MS = 5_000;
const RECONNECT_PAUSE_MS = 25;
const CATCH_UP_ATTEMPTS = 20;

export interface Recovery {
  /** Date.now() when the socket dropped. */
  droppedAt: number;
  /** Date.now() when the new socket opened, and when its ping answered (it was in the rooms). */
  openedAt: number;
  inRoomsAt: number;
  /** Date.now() once a new socket was in the rooms and the catch-up had answered in full. */
  recoveredAt: number;
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}

/** Pushes arrive by the tens of thousands: they are read by hand rather than through zod. */
function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

export class ChatReader {
  /** Server ids as shown, in seq order: seq n is at index n - 1. */
  readonly shown: number[] = [];
  /** Messages whose seq or id contradicts one already shown (must never happen). */
  readonly conflicts: string[] = [];
  readonly recoveries: Recovery[] = [];
  /** new_message pushes received. */
  pushes = 0;
  /** Pushes of a message already shown (a retried send announces its message again). */
  repeatedPushes = 0;
  /** Pushes whose seq skipped ahead of the last one shown. */
  earlyPushes = 0;
  /** HTTP catch-ups asked, and the ones that failed (their socket's instance died, say). */
  catchUps = 0;
  failedCatchUps = 0;
  /** Drops: closes the reader did not ask for. */
  drops = 0;
  private readonly shownIds = new Set<number>();
  private readonly ahead = new Map<number, number>();
  private socket: WebSocket | null = null;
  private readonly waiting = new Map<string, () => void>();
  private requests = 0;
  /** When the current socket opened and joined its rooms (for the recovery's phases). */
  private openedAt = 0;
  private inRoomsAt = 0;
  private catchUpChain: Promise<void> = Promise.resolve();
  private gapTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    readonly member: RoomMember,
    private readonly chatId: number,
    private readonly origin: () => string,
  ) {}

  get lastSeq(): number {
    return this.shown.length;
  }

  get connected(): boolean {
    return this.socket !== null;
  }

  /** Opens a socket, waits until it is in the chat's room (a ping answers then) and catches up. */
  async connect(): Promise<void> {
    const origin = this.origin();
    const url = `${origin.replace(/^http/, 'ws')}/api/ws/group-chat-updates/?token=${encodeURIComponent(this.member.token)}`;
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.on('message', (data) => this.onFrame(ws, data));
    ws.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('close', () => reject(new Error('closed before opening')));
    });
    ws.on('close', (code) => this.onClose(ws, code));
    this.socket = ws;
    this.openedAt = Date.now();
    try {
      await this.ping(ws);
      this.inRoomsAt = Date.now();
      // A busy server may refuse a catch-up (503); the socket stays and the catch-up is asked again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await this.catchUp();
          break;
        } catch (error) {
          if (this.socket !== ws || attempt >= CATCH_UP_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, RECONNECT_PAUSE_MS * 4));
        }
      }
    } catch (error) {
      // Not this reader's socket any more, so its close starts no second reconnect.
      if (this.socket === ws) this.socket = null;
      ws.terminate();
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.gapTimer) clearTimeout(this.gapTimer);
    const ws = this.socket;
    if (ws && ws.readyState === WebSocket.OPEN) {
      const closed = new Promise((resolve) => ws.once('close', resolve));
      ws.close(1000);
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    }
    ws?.terminate();
  }

  /** Waits until the queued catch-ups are done (for a final check). */
  async settle(): Promise<void> {
    await this.catchUpChain;
  }

  private ping(ws: WebSocket): Promise<void> {
    this.requests += 1;
    const requestId = `ping-${String(this.requests)}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(requestId);
        reject(new Error('ping unanswered'));
      }, PING_TIMEOUT_MS);
      this.waiting.set(requestId, () => {
        clearTimeout(timer);
        resolve();
      });
      ws.once('close', () => {
        clearTimeout(timer);
        reject(new Error('closed before the ping answered'));
      });
      ws.send(JSON.stringify({ action: 'ping', request_id: requestId }));
    });
  }

  private onClose(ws: WebSocket, code: number): void {
    if (this.socket !== ws) return;
    this.socket = null;
    this.waiting.clear();
    if (this.stopped || code === 1000) return;
    this.drops += 1;
    void this.reconnect(Date.now());
  }

  /** Until a socket is open again; a failure after opening closes it and lands in onClose. */
  private async reconnect(droppedAt: number): Promise<void> {
    while (!this.stopped && !this.socket) {
      try {
        await this.connect();
        this.recoveries.push({
          droppedAt,
          openedAt: this.openedAt,
          inRoomsAt: this.inRoomsAt,
          recoveredAt: Date.now(),
        });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_PAUSE_MS));
      }
    }
  }

  private onFrame(ws: WebSocket, data: RawData): void {
    let raw: unknown;
    try {
      raw = JSON.parse(textOf(data));
    } catch {
      return;
    }
    const requestId = field(raw, 'request_id');
    if (typeof requestId === 'string') {
      const answered = this.waiting.get(requestId);
      this.waiting.delete(requestId);
      answered?.();
      return;
    }
    if (ws !== this.socket || field(raw, 'action') !== 'new_message') return;
    const message = field(raw, 'data');
    const [chatId, id, seq] = [
      field(message, 'chat_id'),
      field(message, 'id'),
      field(message, 'seq'),
    ];
    if (chatId !== this.chatId || typeof id !== 'number' || typeof seq !== 'number') return;
    this.pushes += 1;
    if (seq > this.lastSeq + 1 && !this.ahead.has(seq)) this.earlyPushes += 1;
    this.receive(id, seq);
    if (this.ahead.size > 0) this.watchGap();
  }

  /** One message from a push or a catch-up: shown once, in seq order. */
  private receive(id: number, seq: number): void {
    if (seq <= this.lastSeq) {
      if (this.shown[seq - 1] === id) this.repeatedPushes += 1;
      else
        this.conflicts.push(
          `seq ${String(seq)}: shown ${String(this.shown[seq - 1])}, got ${String(id)}`,
        );
      return;
    }
    const early = this.ahead.get(seq);
    if (early !== undefined && early !== id)
      this.conflicts.push(`seq ${String(seq)}: held ${String(early)}, got ${String(id)}`);
    this.ahead.set(seq, id);
    for (let next = this.ahead.get(this.lastSeq + 1); next !== undefined;) {
      this.ahead.delete(this.lastSeq + 1);
      if (this.shownIds.has(next))
        this.conflicts.push(`id ${String(next)} again at seq ${String(this.lastSeq + 1)}`);
      this.shownIds.add(next);
      this.shown.push(next);
      next = this.ahead.get(this.lastSeq + 1);
    }
  }

  private watchGap(): void {
    if (this.gapTimer || this.stopped) return;
    this.gapTimer = setTimeout(() => {
      this.gapTimer = null;
      if (this.ahead.size > 0) void this.catchUp().catch(() => this.watchGap());
    }, GAP_GRACE_MS);
  }

  /** Catch-ups run one after another, each from the last id shown when it starts. */
  private catchUp(): Promise<void> {
    const run = this.catchUpChain.then(() => this.catchUpOnce());
    this.catchUpChain = run.catch(() => undefined);
    return run;
  }

  private async catchUpOnce(): Promise<void> {
    for (;;) {
      const afterId = this.shown.at(-1) ?? 0;
      this.catchUps += 1;
      const query = `receiver_content_type=group&receiver_object_id=${String(this.chatId)}&after_id=${String(afterId)}`;
      let body: unknown;
      try {
        const response = await fetch(`${this.origin()}/api/messanger/messages/missed/?${query}`, {
          headers: { authorization: `Token ${this.member.token}` },
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        });
        if (response.status !== 200) throw new Error(`missed answered ${String(response.status)}`);
        body = await response.json();
      } catch (error) {
        this.failedCatchUps += 1;
        throw error;
      }
      const missed = MissedMessagesSchema.parse(body);
      for (const message of missed.results) this.receive(message.id, message.seq);
      if (!missed.has_more) break;
    }
    if (this.ahead.size > 0) this.watchGap();
  }
}
