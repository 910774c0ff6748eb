// D2 redis-restart-resync: a chat stream sent on instance A and watched on instance B through a
// private Redis, while Redis is shut down (nosave) and restarted, killed with SIGKILL and
// restarted, and has its subscribers cut. Every send must still be kept (no 5xx: PostgreSQL first),
// the bus must be back within 2 s of Redis, and each watcher, told to catch up (close 1012) and
// resuming from the last id it saw, must end with every message exactly once and in order; the
// notifications made meanwhile must all be there.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLOSE_CODES } from '@clutch/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, signUp, type Player } from '../src/api-client.js';
import { startPrivateRedis, type PrivateRedis } from '../src/fault-redis.js';
import { figure, ofTotal } from '../src/figures.js';
import type { FrameSocket } from '../src/frame-socket.js';
import {
  CatchUpPageSchema,
  catchUp,
  createGroupChat,
  joinGroupChat,
  openGroupChatSocket,
  pushedMessageIds,
  sendGroupMessage,
} from '../src/group-chat.js';
import { startSuiteServer, type SuiteInstance, type SuiteServer } from '../src/suite-server.js';
import { notificationsOf } from '../src/notifications.js';
import { healthy, until } from '../src/waiting.js';

const WATCHERS = 3;
const SEND_EVERY_MS = 25;
const FAULT_MS = 1_000;
const RECONNECT_BOUND_MS = 2_000;

let redis: PrivateRedis;
let a: SuiteServer;
let b: SuiteInstance;
let sender: Player;
let watchers: Player[] = [];
let befriender: Player;
let groupId = 0;

beforeAll(async () => {
  redis = await startPrivateRedis();
  a = await startSuiteServer({}, { redisUrl: redis.url });
  b = await a.startInstance();
  sender = await signUp(a.origin, 'd2sender');
  befriender = await signUp(a.origin, 'd2friend');
  watchers = await Promise.all(
    Array.from({ length: WATCHERS }, (_, index) => signUp(a.origin, `d2watch${String(index)}`)),
  );
  groupId = (await createGroupChat(a.origin, sender, { name: 'd2 room', private: false })).id;
  for (const watcher of watchers) await joinGroupChat(b.origin, watcher, groupId);
}, 120_000);

afterAll(async () => {
  await a?.stop();
  await redis?.destroy();
});

/** One watcher's view: every message id in the order it was rendered, across reconnects. */
class Watcher {
  readonly rendered: number[] = [];
  /** Ids that arrived again (in a catch-up and as a live push): the client renders them once. */
  overlaps = 0;
  /** Ids rendered out of order: a later id shown before an earlier one. */
  outOfOrder = 0;
  resyncCloses = 0;
  private socket: FrameSocket | null = null;
  private running = true;
  private readonly done: Promise<void>;

  constructor(private readonly player: Player) {
    this.done = this.loop();
  }

  private render(id: number): void {
    if (this.rendered.includes(id)) {
      this.overlaps += 1;
      return;
    }
    if (id < this.last()) this.outOfOrder += 1;
    this.rendered.push(id);
  }

  private last(): number {
    return this.rendered.length > 0 ? Math.max(...this.rendered) : 0;
  }

  /** Connects, catches up from the last id seen, renders live pushes; again after each close. */
  private async loop(): Promise<void> {
    while (this.running) {
      const socket = openGroupChatSocket(b.origin, this.player);
      this.socket = socket;
      let seenFrames = 0;
      const drain = () => {
        for (const id of pushedMessageIds(socket.received.slice(seenFrames))) this.render(id);
        seenFrames = socket.received.length;
      };
      // Live pushes that arrive before the catch-up answer wait until it is rendered.
      const answer = await catchUp(socket, groupId, this.last());
      if (typeof answer !== 'string') {
        const page = CatchUpPageSchema.safeParse(answer.data);
        if (page.success)
          for (const row of page.data.results) if (!row.is_system) this.render(row.id);
      }
      const closed = socket.closed;
      while (this.running) {
        drain();
        const outcome = await Promise.race([closed.then((close) => close), sleep(20)]);
        if (outcome !== undefined) {
          drain();
          if (outcome.code === CLOSE_CODES.resync) this.resyncCloses += 1;
          break;
        }
      }
      if (this.running) await sleep(50);
    }
  }

  /** A last catch-up after the stream ends, as the client does on its next open. */
  async finish(): Promise<void> {
    await sleep(500);
    this.running = false;
    this.socket?.close();
    await this.done;
    const socket = openGroupChatSocket(b.origin, this.player);
    for (;;) {
      const answer = await catchUp(socket, groupId, this.last());
      if (typeof answer === 'string') break;
      const page = CatchUpPageSchema.parse(answer.data);
      for (const row of page.results) if (!row.is_system) this.render(row.id);
      if (!page.has_more) break;
    }
    socket.close();
  }
}

describe('D2 redis-restart-resync', () => {
  it('keeps every send and delivers each message once, in order, across three Redis faults', async () => {
    const views = watchers.map((watcher) => new Watcher(watcher));
    await sleep(500);
    const sent: number[] = [];
    const statuses = new Map<number, number>();
    let streaming = true;
    const stream = (async () => {
      let index = 0;
      while (streaming) {
        index += 1;
        const answer = await sendGroupMessage(a.origin, sender, groupId, `d2 ${String(index)}`, {
          txn_id: randomUUID(),
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const id = z.object({ id: z.number() }).safeParse(answer.body);
        if (answer.status === 201 && id.success) sent.push(id.data.id);
        await sleep(SEND_EVERY_MS);
      }
    })();

    const reconnects: Record<string, number> = {};
    let notificationsMade = 0;
    const faults: [string, () => Promise<unknown>][] = [
      ['shutdown nosave', () => redis.shutdown()],
      ['SIGKILL', () => redis.kill()],
      ['CLIENT KILL TYPE pubsub', () => redis.killSubscribers()],
    ];
    for (const [name, fault] of faults) {
      await sleep(1_000);
      await fault();
      // A friend request during the fault: its notification must be there afterwards.
      if (name === 'shutdown nosave') {
        const request = await api(
          a.origin,
          `/api/profile/${String(watchers[0]?.id ?? 0)}/friend-request/`,
          { method: 'POST', token: befriender.tokens.access },
        );
        if (request.status === 201) notificationsMade += 1;
      }
      if (name !== 'CLIENT KILL TYPE pubsub') {
        await sleep(FAULT_MS);
        await redis.start();
      }
      const back = Date.now();
      const ms = await until(
        async () =>
          (await healthy(a.origin)) &&
          (await healthy(b.origin)) &&
          (await redis.clients()).pubsub >= 2,
        10_000,
      );
      reconnects[name] = ms === Number.POSITIVE_INFINITY ? ms : Date.now() - back;
    }
    await sleep(1_000);
    streaming = false;
    await stream;
    await Promise.all(views.map((view) => view.finish()));

    const fiveHundreds = [...statuses].filter(([status]) => status >= 500);
    figure('D2', 'messages sent (201)', sent.length);
    figure('D2', 'send answers by status', JSON.stringify(Object.fromEntries(statuses)));
    for (const [name, ms] of Object.entries(reconnects))
      figure('D2', `${name}: bus back on both instances and resubscribed (ms)`, ms);
    const sorted = [...sent].sort((x, y) => x - y);
    for (const [index, view] of views.entries()) {
      figure(
        'D2',
        `watcher ${String(index)}: delivered, out of order, arrived twice (rendered once), resync closes`,
        `${ofTotal(view.rendered.filter((id) => sent.includes(id)).length, sent.length)}, ${String(view.outOfOrder)}, ${String(view.overlaps)}, ${String(view.resyncCloses)}`,
      );
    }
    const befriended = watchers[0];
    if (!befriended) throw new Error('D2: no watchers');
    const notifications = await notificationsOf(b.origin, befriended);
    figure(
      'D2',
      'notifications made during the faults, found afterwards',
      `${String(notifications.length)} (made ${String(notificationsMade)})`,
    );

    expect(fiveHundreds).toEqual([]);
    expect(sent.length).toBeGreaterThan(50);
    for (const ms of Object.values(reconnects)) expect(ms).toBeLessThan(RECONNECT_BOUND_MS);
    for (const view of views) {
      expect(view.outOfOrder).toBe(0);
      expect(view.rendered.filter((id) => sent.includes(id))).toEqual(sorted);
      expect(view.resyncCloses).toBeGreaterThanOrEqual(1);
    }
    expect(notifications.length).toBeGreaterThanOrEqual(notificationsMade);
  }, 120_000);
});
