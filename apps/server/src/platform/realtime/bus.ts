// The event bus: services publish after their transaction commits; realtime pushers and other modules
// subscribe. In-process by default; across the workers of one server through the cluster's primary;
// over Redis pub/sub so several server instances (and their workers) share events.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  BUS_DELIVERED,
  BUS_MESSAGE,
  isBusAck,
  isBusMessage,
  type BusDelivered,
  type BusMessage,
} from '../cluster/bus-relay.js';

export interface BusEvent {
  readonly type: string;
}

/** What services get: they announce their own events and need nothing else of the bus. */
export interface EventPublisher<E extends BusEvent> {
  publish(event: E): Promise<void>;
}

export interface EventBus<E extends BusEvent = BusEvent> extends EventPublisher<E> {
  readonly kind: 'memory' | 'cluster' | 'redis';
  /** Handlers run after the publishing call returns, never inside the publisher's stack. */
  subscribe(handler: (event: E) => void): () => void;
  isHealthy(): boolean;
  /**
   * `handler` runs each time the bus comes back after losing events (Redis away, or its subscriber
   * cut): what other instances published meanwhile never arrived, so caches fed by events must be
   * refilled and live clients told to catch up. Never runs on the in-process or cluster bus.
   */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
}

class Subscribers<E> {
  private readonly handlers = new Set<(event: E) => void>();
  add(handler: (event: E) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }
  deliver(event: E, onError: (error: unknown) => void): void {
    for (const handler of this.handlers) {
      try {
        handler(event);
      } catch (error) {
        onError(error);
      }
    }
  }
}

type ErrorSink = (error: unknown) => void;

export function createMemoryBus<E extends BusEvent>(onError: ErrorSink): EventBus<E> {
  const subscribers = new Subscribers<E>();
  return {
    kind: 'memory',
    publish(event) {
      queueMicrotask(() => subscribers.deliver(event, onError));
      return Promise.resolve();
    },
    subscribe: (handler) => subscribers.add(handler),
    isHealthy: () => true,
    onResync: () => () => undefined,
    close: () => Promise.resolve(),
  };
}

/** A worker's IPC channel to the cluster's primary (`process` in a node:cluster worker). */
export interface PrimaryChannel {
  send(message: BusMessage | BusDelivered, done: (error: Error | null) => void): void;
  onMessage(handler: (message: unknown) => void): () => void;
  isConnected(): boolean;
}

export function processChannel(): PrimaryChannel {
  return {
    send(message, done) {
      // With a callback, a closed channel is reported there instead of as the process's 'error'.
      if (process.send) process.send(message, undefined, {}, done);
      else done(new Error('not a cluster worker: no IPC channel'));
    },
    onMessage(handler) {
      process.on('message', handler);
      return () => process.off('message', handler);
    },
    isConnected: () => process.connected,
  };
}

/**
 * How long a publish waits for the other workers at most: a worker stuck on a long task must not
 * hold every write, and its cache is then dropped a little later instead.
 */
const CLUSTER_ACK_TIMEOUT_MS = 500;

/**
 * The bus of one server's workers when there is no Redis: a worker delivers its own events at once
 * (read-your-writes) and sends them to the primary, which relays them to every other worker
 * (`cluster/bus-relay.ts`). Unlike Redis (a network away), the publish resolves once every serving
 * worker has run its subscribers, so a write's answer leaves only after the caches it changes are
 * dropped in every worker: the next read, wherever it lands, is fresh. Nothing is lost while the
 * channel is open, and a worker whose primary is gone exits, so there is never a resync.
 */
export function createClusterBus<E extends BusEvent>(
  parse: (raw: unknown) => E | null,
  onError: ErrorSink,
  primary: PrimaryChannel = processChannel(),
  ackTimeoutMs = CLUSTER_ACK_TIMEOUT_MS,
): EventBus<E> {
  const subscribers = new Subscribers<E>();
  const acks = new Map<number, () => void>();
  let sent = 0;
  let closed = false;
  const reportFailure = (error: Error | null) => {
    if (error) onError(error);
  };
  const receive = (message: BusMessage) => {
    let event: E | null = null;
    try {
      event = parse(message.event);
    } catch (error) {
      onError(error);
    }
    if (event) subscribers.deliver(event, onError);
  };
  // Kept after close: a closed worker still answers, so nobody waits on it while it exits.
  primary.onMessage((message) => {
    if (isBusAck(message)) acks.get(message.id)?.();
    if (!isBusMessage(message)) return;
    if (!closed) receive(message);
    if (message.from !== undefined)
      primary.send({ type: BUS_DELIVERED, from: message.from, id: message.id }, reportFailure);
  });
  return {
    kind: 'cluster',
    publish(event) {
      queueMicrotask(() => subscribers.deliver(event, onError));
      if (closed) return Promise.resolve();
      sent += 1;
      const id = sent;
      const delivered = new Promise<void>((resolve) => {
        const timer = setTimeout(() => acks.get(id)?.(), ackTimeoutMs);
        acks.set(id, () => {
          clearTimeout(timer);
          acks.delete(id);
          resolve();
        });
      });
      primary.send({ type: BUS_MESSAGE, event, id }, (error) => {
        reportFailure(error);
        if (error) acks.get(id)?.();
      });
      return delivered;
    },
    subscribe: (handler) => subscribers.add(handler),
    isHealthy: () => !closed && primary.isConnected(),
    onResync: () => () => undefined,
    close() {
      closed = true;
      for (const release of [...acks.values()]) release();
      return Promise.resolve();
    },
  };
}

export const BUS_CHANNEL = 'clutch:events';

/**
 * The publishing instance delivers its own events at once (read-your-writes: a cache invalidated by
 * an event is fresh before the request that caused it answers) and skips their echo from Redis;
 * other instances receive them through Redis in publication order. Deployments (or test databases)
 * sharing one Redis need their own `channel`, or each would act on the other's ids: the server names
 * it after its database (`deployment-key.ts`), the test harness after each test database.
 */
export async function createRedisBus<E extends BusEvent>(
  url: string,
  parse: (raw: unknown) => E | null,
  onError: ErrorSink,
  channel: string = BUS_CHANNEL,
  /** Shown by CLIENT LIST as `<name>:pub` and `<name>:sub`, so an operator can tell them apart. */
  connectionName = 'clutch-bus',
): Promise<EventBus<E>> {
  const origin = randomUUID();
  // A paused or unreachable Redis fails a publish within a second.
  const publisher = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    commandTimeout: 1_000,
    connectionName: `${connectionName}:pub`,
  });
  const subscriber = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectionName: `${connectionName}:sub`,
  });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    // Otherwise the failed client keeps reconnecting and the other stays open, holding the process.
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  const subscribers = new Subscribers<E>();
  subscriber.on('message', (_channel: string, message: string) => {
    let event: E | null = null;
    try {
      const envelope: unknown = JSON.parse(message);
      const fromElsewhere =
        typeof envelope === 'object' &&
        envelope !== null &&
        'event' in envelope &&
        !('origin' in envelope && envelope.origin === origin);
      if (fromElsewhere) event = parse(envelope.event);
    } catch (error) {
      onError(error);
    }
    if (event) subscribers.deliver(event, onError);
  });
  await subscriber.subscribe(channel);
  let closed = false;
  // Events are lost from the moment the subscriber's connection drops (or a publish fails) until it
  // is subscribed again; ioredis resubscribes by itself when it reconnects.
  let eventsLost = false;
  const resyncHandlers = new Set<() => void>();
  const loseEvents = () => {
    if (!closed) eventsLost = true;
  };
  subscriber.on('close', loseEvents);
  subscriber.on('ready', () => {
    if (!eventsLost || closed) return;
    eventsLost = false;
    for (const handler of resyncHandlers) {
      try {
        handler();
      } catch (error) {
        onError(error);
      }
    }
  });
  return {
    kind: 'redis',
    publish(event) {
      queueMicrotask(() => subscribers.deliver(event, onError));
      // Not awaited: the change is committed and this instance has its event; a request never waits
      // on Redis for the others (one connection keeps the order). A publish Redis never takes is
      // lost for the other instances, which resync when the bus is back.
      publisher.publish(channel, JSON.stringify({ origin, event })).catch((error: unknown) => {
        loseEvents();
        onError(error);
      });
      return Promise.resolve();
    },
    subscribe: (handler) => subscribers.add(handler),
    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },
    // quit() resolves on Redis's reply, before the client's status leaves 'ready'.
    isHealthy: () => !closed && publisher.status === 'ready' && subscriber.status === 'ready',
    async close() {
      closed = true;
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
