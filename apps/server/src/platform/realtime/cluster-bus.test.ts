// The cluster bus without processes: each worker's IPC channel is a queue to a primary that runs the
// real relay, with a JSON round trip for what IPC would serialise.
import { describe, expect, it } from 'vitest';
import { parseAppEvent, type AppEvent } from '../../app-events.js';
import { createBusRelay, type RelayPeer } from '../cluster/bus-relay.js';
import { createClusterBus, type EventBus, type PrimaryChannel } from './bus.js';

const profileChanged = (userId: number, version: number): AppEvent => ({
  type: 'ProfileChanged',
  userId,
  version,
});
/** IPC delivers in a later turn of the event loop, in order. */
const ipcTurn = () => new Promise((resolve) => setImmediate(resolve));
const settle = async () => {
  for (let turn = 0; turn < 8; turn += 1) await ipcTurn();
};
const copyOf = (message: unknown): unknown => JSON.parse(JSON.stringify(message));

interface FakeWorker {
  bus: EventBus<AppEvent>;
  peer: RelayPeer;
  received: AppEvent[];
  errors: unknown[];
  /** The IPC channel breaking, as when the primary is gone. */
  disconnect(): void;
  /** A worker whose event loop is held: what the primary sends it waits. */
  hold(): void;
  release(): void;
  /** What arrives from the primary that is not the bus (node:cluster's own messages, others'). */
  deliverRaw(message: unknown): void;
}

function fakeCluster(size: number, options: { ackTimeoutMs?: number; ready?: number } = {}) {
  const relay = createBusRelay<RelayPeer>();
  const peers: RelayPeer[] = [];
  const ready = new Set<RelayPeer>();
  const workers = Array.from({ length: size }, (_, index): FakeWorker => {
    const handlers = new Set<(message: unknown) => void>();
    let connected = true;
    let held: unknown[] | null = null;
    const deliver = (message: unknown) => {
      if (held) held.push(message);
      else for (const handler of handlers) handler(message);
    };
    const peer: RelayPeer = {
      id: index + 1,
      isConnected: () => connected,
      send: (message) => setImmediate(() => deliver(copyOf(message))),
    };
    peers.push(peer);
    if (index < (options.ready ?? size)) ready.add(peer);
    const channel: PrimaryChannel = {
      send(message, done) {
        if (!connected) return setImmediate(() => done(new Error('channel closed')));
        const copy = copyOf(message);
        setImmediate(() => {
          relay.receive(peer, copy, peers, (p) => ready.has(p));
          done(null);
        });
      },
      onMessage(handler) {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
      isConnected: () => connected,
    };
    const received: AppEvent[] = [];
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    const bus = createClusterBus(parseAppEvent, onError, channel, options.ackTimeoutMs ?? 5_000);
    bus.subscribe((event) => received.push(event));
    return {
      bus,
      peer,
      received,
      errors,
      disconnect: () => (connected = false),
      hold: () => (held = []),
      release() {
        const waiting = held ?? [];
        held = null;
        for (const message of waiting) deliver(message);
      },
      deliverRaw: deliver,
    };
  });
  return { workers, relay };
}

describe('cluster bus', () => {
  it('delivers every event once to every worker, the sender included, in each sender’s order', async () => {
    const { workers } = fakeCluster(3);
    // Two senders interleaved: user 1's events from worker 0, user 2's from worker 1.
    for (let version = 1; version <= 50; version += 1) {
      void workers[0]?.bus.publish(profileChanged(1, version));
      void workers[1]?.bus.publish(profileChanged(2, version));
    }
    await settle();
    const versions = (events: AppEvent[], userId: number) =>
      events.flatMap((e) =>
        e.type === 'ProfileChanged' && e.userId === userId ? [e.version] : [],
      );
    const inOrder = Array.from({ length: 50 }, (_, i) => i + 1);
    for (const worker of workers) {
      expect(worker.received).toHaveLength(100);
      expect(versions(worker.received, 1)).toEqual(inOrder);
      expect(versions(worker.received, 2)).toEqual(inOrder);
      expect(worker.errors).toEqual([]);
    }
  });

  it('delivers to the sender at once, and resolves the publish once every other worker has it', async () => {
    const { workers } = fakeCluster(3);
    const [sender, other, third] = workers;
    let isResolved = false;
    const published = sender?.bus.publish(profileChanged(7, 1)).then(() => (isResolved = true));
    await Promise.resolve();
    expect(sender?.received).toEqual([profileChanged(7, 1)]);
    expect(other?.received).toEqual([]);
    await published;
    expect(isResolved).toBe(true);
    expect(other?.received).toEqual([profileChanged(7, 1)]);
    expect(third?.received).toEqual([profileChanged(7, 1)]);
    expect(sender?.received).toHaveLength(1);
  });

  it('waits for a busy worker, up to the timeout only', async () => {
    const { workers } = fakeCluster(2, { ackTimeoutMs: 200 });
    const [sender, busy] = workers;
    busy?.hold();
    let isResolved = false;
    const began = Date.now();
    const published = sender?.bus.publish(profileChanged(8, 1)).then(() => (isResolved = true));
    await settle();
    expect(isResolved).toBe(false);
    await published;
    expect(Date.now() - began).toBeGreaterThanOrEqual(190);
    busy?.release();
    await settle();
    expect(busy?.received).toEqual([profileChanged(8, 1)]);
  });

  it('sends to a worker still starting without waiting for it', async () => {
    const { workers } = fakeCluster(2, { ready: 1 });
    const [sender, starting] = workers;
    starting?.hold();
    await sender?.bus.publish(profileChanged(9, 1));
    starting?.release();
    await settle();
    expect(starting?.received).toEqual([profileChanged(9, 1)]);
  });

  it('stops waiting for a worker that exits', async () => {
    const { workers, relay } = fakeCluster(2);
    const [sender, dying] = workers;
    dying?.hold();
    const published = sender?.bus.publish(profileChanged(10, 1));
    await settle();
    if (dying) relay.forget(dying.peer);
    await published;
  });

  it('ignores messages that are not bus events and events the parser refuses', async () => {
    const { workers } = fakeCluster(1);
    const [worker] = workers;
    worker?.deliverRaw({ cmd: 'NODE_CLUSTER', act: 'listening' });
    worker?.deliverRaw('hello');
    worker?.deliverRaw({ type: 'clutch:bus-event', id: 1, event: { type: 'NoSuchEvent' } });
    worker?.deliverRaw({ type: 'clutch:bus-event', id: 2, event: profileChanged(3, 2) });
    await settle();
    expect(worker?.received).toEqual([profileChanged(3, 2)]);
  });

  it('skips workers whose channel is closed, and reports a publish that cannot be sent', async () => {
    const { workers } = fakeCluster(3);
    const [sender, gone, other] = workers;
    gone?.disconnect();
    expect(gone?.bus.isHealthy()).toBe(false);
    await sender?.bus.publish(profileChanged(4, 1));
    await gone?.bus.publish(profileChanged(5, 1));
    await settle();
    expect(other?.received).toEqual([profileChanged(4, 1)]);
    expect(gone?.received).toEqual([profileChanged(5, 1)]);
    expect(gone?.errors).toHaveLength(1);
    expect(sender?.received).toEqual([profileChanged(4, 1)]);
  });

  it('stops sending and receiving once closed', async () => {
    const { workers } = fakeCluster(2);
    const [closing, other] = workers;
    expect(closing?.bus.kind).toBe('cluster');
    expect(closing?.bus.isHealthy()).toBe(true);
    await closing?.bus.close();
    expect(closing?.bus.isHealthy()).toBe(false);
    await other?.bus.publish(profileChanged(6, 1));
    await closing?.bus.publish(profileChanged(6, 2));
    await settle();
    expect(closing?.received).toEqual([profileChanged(6, 2)]);
    expect(other?.received).toEqual([profileChanged(6, 1)]);
  });
});
