// A channel post reaching its members' sockets across two instances: both share the bench database
// and a Redis bus; the members' sockets alternate between them, so half of every post reaches its
// readers through Redis. One post at a time over HTTP on instance A; each delivery's latency runs from
// the POST's start to that socket's `new_message` (whose version is the message's seq).
import { connect } from 'node:net';
import { ChatMessageSchema } from '@clutch/contract/messenger';
import type { ChildServer } from './child-server.js';
import { seedChannelWithMembers } from './chat-seed.js';
import { call } from './clutch-client.js';
import { measureFanout, type FanoutResult } from './fanout.js';
import type { RunContext } from './run-context.js';
import { openCrowd, type SocketCrowd } from './socket-crowd.js';
import { fanoutOnBareWs, wsOrigin } from './socket-sections.js';

export interface ChannelPostFigures {
  clutch: FanoutResult;
  bare: FanoutResult;
}

// group-chat-updates answers a ping once the socket is in its chats' rooms.
const READY_FRAME = JSON.stringify({ action: 'ping', request_id: 'ready' });

/** Whether something listens at the Redis address (the instances would not start otherwise). */
function reachable(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function merged(crowds: readonly SocketCrowd[]): SocketCrowd {
  return {
    size: crowds.reduce((sum, crowd) => sum + crowd.size, 0),
    listen: (listener) => {
      for (const crowd of crowds) crowd.listen(listener);
    },
    close: async () => {
      await Promise.all(crowds.map((crowd) => crowd.close()));
    },
  };
}

async function postOnce(origin: string, authorization: string, channelId: number, round: number) {
  const answer = await call(origin, '/api/messanger/create-message/', {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      receiver_content_type: 'channel',
      receiver_object_id: channelId,
      content_text: `Bench announcement ${String(round)}`,
    }),
  });
  return ChatMessageSchema.parse(answer).seq;
}

export async function measureChannelPosts(
  ctx: RunContext,
): Promise<{ skipped: string | null; figures: ChannelPostFigures[] }> {
  const { settings, user } = ctx;
  if (!(await reachable(settings.redisUrl)))
    return {
      skipped: `The channel post runs need Redis at ${settings.redisUrl.href} (BENCH_REDIS_URL), which did not answer: they were not run.`,
      figures: [],
    };
  const largest = Math.max(...settings.chatSockets);
  console.log(`  seeding a channel with ${String(largest)} members ...`);
  const { channelId, memberIds } = await seedChannelWithMembers(ctx.database.url, user.id, largest);
  const env = { REDIS_URL: settings.redisUrl.href };
  const [a, b] = await Promise.all([
    ctx.startClutch('chat-a', env),
    ctx.startClutch('chat-b', env),
  ]);
  const crowds: SocketCrowd[] = [];
  const clutch: FanoutResult[] = [];
  try {
    let opened = 0;
    for (const sockets of settings.chatSockets) {
      // Members from `opened` on: even ones on A, odd ones on B.
      const members = memberIds.slice(opened, sockets);
      const onInstance = (server: ChildServer, parity: number) => {
        const mine = members.filter((_, i) => (opened + i) % 2 === parity);
        return openCrowd({
          url: '',
          urlOf: (index) =>
            `${wsOrigin(server)}/api/ws/group-chat-updates/?token=${encodeURIComponent(ctx.accessTokenFor(mine[index] ?? 0))}`,
          count: mine.length,
          subscribeFrame: READY_FRAME,
          subscribedStatus: 200,
        });
      };
      crowds.push(...(await Promise.all([onInstance(a, 0), onInstance(b, 1)])));
      opened = sockets;
      const result = await measureFanout({
        crowd: merged(crowds),
        serverPid: a.pid,
        warmupPushes: settings.warmupPushes,
        pushes: settings.pushes,
        action: 'new_message',
        trigger: (round) => postOnce(a.origin, user.authorization, channelId, round),
      });
      console.log(
        `  channel post → ${String(result.sockets)} sockets on 2 instances: p50 ${result.latency.p50.toFixed(2)} ms, p99 ${result.latency.p99.toFixed(2)} ms, delivered ${String(result.delivered)}/${String(result.expected)}`,
      );
      clutch.push(result);
    }
  } finally {
    await Promise.all(crowds.map((crowd) => crowd.close()));
    await Promise.all([a.stop(), b.stop()]);
  }
  const figures: ChannelPostFigures[] = [];
  for (const result of clutch) {
    const bare = await fanoutOnBareWs(
      ctx,
      `chat-baseline-${String(result.sockets)}`,
      result.sockets,
      result.frameBytes,
    );
    console.log(
      `  bare ws → ${String(bare.sockets)} sockets: p99 ${bare.latency.p99.toFixed(2)} ms`,
    );
    figures.push({ clutch: result, bare });
  }
  return { skipped: null, figures };
}
