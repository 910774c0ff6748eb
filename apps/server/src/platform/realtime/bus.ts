// The event bus: services publish after their transaction commits; realtime pushers and other modules
// subscribe. In-process by default; over Redis pub/sub so several server instances share events.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export interface BusEvent {
  readonly type: string;
}

/** What services get: they announce their own events and need nothing else of the bus. */
export interface EventPublisher<E extends BusEvent> {
  publish(event: E): Promise<void>;
}

export interface EventBus<E extends BusEvent = BusEvent> extends EventPublisher<E> {
  readonly kind: 'memory' | 'redis';
  /** Handlers run after the publishing call returns, never inside the publisher's stack. */
  subscribe(handler: (event: E) => void): () => void;
  isHealthy(): boolean;
  /**
   * `handler` runs each time the bus comes back after losing events (Redis away, or its subscriber
   * cut): what other instances published meanwhile never arrived, so caches fed by events must be
   * refilled and live clients told to catch up. Never runs on the in-process bus.
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
