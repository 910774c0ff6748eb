// Memory per idle socket: the server child's RSS before and after a crowd of subscribed sockets has
// connected and gone quiet. A small crowd comes and goes first, so code loaded on the first
// connection (and the JIT's work on it) is not billed to the sockets.
import type { ChildServer } from './child-server.js';
import type { SocketCrowd } from './socket-crowd.js';
import { sleep } from './stats.js';

export interface IdleMemoryResult {
  sockets: number;
  beforeKb: number;
  afterKb: number;
  perSocketKb: number;
}

const WARMUP_SOCKETS = 50;

export async function measureIdleMemory(
  server: ChildServer,
  open: (count: number) => Promise<SocketCrowd>,
  count: number,
  settleMs: number,
): Promise<IdleMemoryResult> {
  const warmup = await open(WARMUP_SOCKETS);
  await warmup.close();
  await sleep(settleMs);
  const beforeKb = server.rssKb();
  const crowd = await open(count);
  try {
    await sleep(settleMs);
    const afterKb = server.rssKb();
    return {
      sockets: crowd.size,
      beforeKb,
      afterKb,
      perSocketKb: (afterKb - beforeKb) / crowd.size,
    };
  } finally {
    await crowd.close();
  }
}
