// The primary's half of the cluster bus (realtime/bus.ts has the workers' half): each worker sends
// what it publishes to the primary over IPC; the primary hands it on to every other worker and,
// once each worker that serves has delivered it, tells the sender, whose publish then resolves.

export const BUS_MESSAGE = 'clutch:bus-event';
export const BUS_DELIVERED = 'clutch:bus-delivered';
export const BUS_ACK = 'clutch:bus-ack';

/** An event on its way (`event` is parsed again on arrival); `id` counts per sender. */
export interface BusMessage {
  readonly type: typeof BUS_MESSAGE;
  readonly event: unknown;
  readonly id: number;
  /** Set by the primary when relaying: the sender's worker id. */
  readonly from?: number;
}
/** A worker has run its subscribers for the event `id` of worker `from`. */
export interface BusDelivered {
  readonly type: typeof BUS_DELIVERED;
  readonly from: number;
  readonly id: number;
}
/** Every worker that serves has the sender's event `id`. */
export interface BusAck {
  readonly type: typeof BUS_ACK;
  readonly id: number;
}

const isTagged = (message: unknown, type: string): message is Record<string, unknown> =>
  typeof message === 'object' && message !== null && 'type' in message && message.type === type;

export const isBusMessage = (message: unknown): message is BusMessage =>
  isTagged(message, BUS_MESSAGE) && typeof message['id'] === 'number' && 'event' in message;
export const isBusDelivered = (message: unknown): message is BusDelivered =>
  isTagged(message, BUS_DELIVERED) &&
  typeof message['from'] === 'number' &&
  typeof message['id'] === 'number';
export const isBusAck = (message: unknown): message is BusAck =>
  isTagged(message, BUS_ACK) && typeof message['id'] === 'number';

/** A worker as the primary sees it (node:cluster's Worker fits). */
export interface RelayPeer {
  readonly id: number;
  isConnected(): boolean;
  send(message: BusMessage | BusAck): unknown;
}

export interface BusRelay<P extends RelayPeer> {
  /** Handles a worker's message if it belongs to the bus; `isReady` says which workers serve. */
  receive(from: P, message: unknown, peers: Iterable<P>, isReady: (peer: P) => boolean): void;
  /** A worker exited: nobody waits for it any more, and its own waits are dropped. */
  forget(peer: P): void;
}

/**
 * The sender already delivered the event to itself (read-your-writes), so it is skipped: every
 * worker gets each event once. One IPC channel per worker keeps each sender's order, and the primary
 * relays in the order it receives. Every worker gets the event, but only those that serve are waited
 * for: one still starting has no cache to drop yet, and would hold every publish until it listens.
 */
export function createBusRelay<P extends RelayPeer>(): BusRelay<P> {
  const waiting = new Map<string, { sender: P; id: number; peers: Set<P> }>();
  const settle = (key: string) => {
    const entry = waiting.get(key);
    if (!entry || entry.peers.size > 0) return;
    waiting.delete(key);
    if (entry.sender.isConnected()) entry.sender.send({ type: BUS_ACK, id: entry.id });
  };
  return {
    receive(from, message, peers, isReady) {
      if (isBusDelivered(message)) {
        const key = `${String(message.from)}:${String(message.id)}`;
        waiting.get(key)?.peers.delete(from);
        settle(key);
        return;
      }
      if (!isBusMessage(message)) return;
      const relayed: BusMessage = { ...message, from: from.id };
      const awaited = new Set<P>();
      for (const peer of peers) {
        if (peer === from || !peer.isConnected()) continue;
        peer.send(relayed);
        if (isReady(peer)) awaited.add(peer);
      }
      const key = `${String(from.id)}:${String(message.id)}`;
      waiting.set(key, { sender: from, id: message.id, peers: awaited });
      settle(key);
    },
    forget(peer) {
      for (const [key, entry] of waiting) {
        if (entry.sender === peer) waiting.delete(key);
        else if (entry.peers.delete(peer)) settle(key);
      }
    },
  };
}
