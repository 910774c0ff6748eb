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
): Promise<EventBus<E>> {
  const origin = randomUUID();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
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
  return {
    kind: 'redis',
    async publish(event) {
      queueMicrotask(() => subscribers.deliver(event, onError));
      await publisher.publish(channel, JSON.stringify({ origin, event }));
    },
    subscribe: (handler) => subscribers.add(handler),
    // quit() resolves on Redis's reply, before the client's status leaves 'ready'.
    isHealthy: () => !closed && publisher.status === 'ready' && subscriber.status === 'ready',
    async close() {
      closed = true;
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
