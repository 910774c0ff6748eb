// Live channels under /api/ws/<channel>/?token=<access>: one connection per channel, opened when the
// first subscription asks for it and closed with the last. Frames are parsed with the contract's
// schema and handed to the subscription whose request_id they carry. A dropped connection reopens
// with exponential backoff and sends every subscription again; close codes follow the gateway.
// A channel whose rooms the server joins by itself (group-chat-updates) is heard through `listen`:
// its pushes carry no request_id, and a listener's own requests (catch_up) are answered to it.
import {
  CHANNEL_ACTIONS,
  CLOSE_CODES,
  ServerFrameSchema,
  type Channel,
  type ClientMessage,
  type ServerFrame,
} from '@clutch/contract/realtime';

type WithoutRequestId<T> = T extends unknown ? Omit<T, 'request_id'> : never;
export type SubscribeMessage = WithoutRequestId<Exclude<ClientMessage, { action: 'ping' }>>;
export type FrameHandler = (frame: ServerFrame) => void;

export interface SocketHandlers {
  onOpen(): void;
  onMessage(text: string): void;
  onClose(code: number): void;
}
/** The part of a WebSocket the client drives; tests hand in a scripted fake. */
export interface SocketLike {
  send(text: string): void;
  close(code: number): void;
}
export type OpenSocket = (url: string, handlers: SocketHandlers) => SocketLike;

export interface SocketClientDeps {
  openSocket: OpenSocket;
  urlFor(channel: Channel, token: string): string;
  readToken(): string | null;
  /** Renews the access token after a 4001 close; false when the session is over. */
  refreshSession(): Promise<boolean>;
  /** A revoked session (4003) or a banned user (4004) ends the session here too. */
  endSession(): void;
  random?: () => number;
}

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** After a 4429 the server wants a pause: never come back sooner than this. */
export const FLOOD_PAUSE_MS = 10_000;
/** 4001 twice in a row with fresh tokens means refreshing does not help. */
const MAX_TOKEN_RETRIES = 2;

interface Subscription {
  message: SubscribeMessage;
  onFrame: FrameHandler;
}

export interface ChannelListener {
  /** Pushes without a request_id, and the answers to this listener's own requests. */
  onFrame: FrameHandler;
  /** Each time the connection opens: the first time, and after every reconnect. */
  onOpen?: () => void;
}

export interface Listening {
  /** Sends a request while the connection is open (answered to onFrame); false when it is not. */
  send(message: SubscribeMessage): boolean;
  stop(): void;
}

interface Connection {
  channel: Channel;
  subscriptions: Map<string, Subscription>;
  listeners: Set<ChannelListener>;
  /** request_id → the listener that sent it. */
  requests: Map<string, ChannelListener>;
  socket: SocketLike | null;
  isOpen: boolean;
  attempts: number;
  tokenRetries: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export function backoffDelay(attempt: number, random: number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  // Jitter keeps a thousand tabs from coming back in the same millisecond after a restart.
  return Math.round(ceiling * (0.5 + random / 2));
}

export function createSocketClient(deps: SocketClientDeps) {
  const connections = new Map<Channel, Connection>();
  const random = deps.random ?? Math.random;
  let nextRequestId = 1;

  function connectionFor(channel: Channel): Connection {
    let connection = connections.get(channel);
    if (connection === undefined) {
      connection = {
        channel,
        subscriptions: new Map(),
        listeners: new Set(),
        requests: new Map(),
        socket: null,
        isOpen: false,
        attempts: 0,
        tokenRetries: 0,
        timer: null,
      };
      connections.set(channel, connection);
    }
    return connection;
  }

  function sendSubscription(connection: Connection, requestId: string, sub: Subscription): void {
    connection.socket?.send(JSON.stringify({ ...sub.message, request_id: requestId }));
  }

  function receive(connection: Connection, text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const frame = ServerFrameSchema.safeParse(parsed);
    if (!frame.success) return;
    // A frame proves the token was accepted, so the next failure starts the backoff afresh.
    connection.attempts = 0;
    connection.tokenRetries = 0;
    const requestId = frame.data.request_id;
    if (requestId === null || requestId === undefined) {
      for (const listener of connection.listeners) listener.onFrame(frame.data);
      return;
    }
    const key = String(requestId);
    const sub = connection.subscriptions.get(key);
    if (sub !== undefined) {
      sub.onFrame(frame.data);
      return;
    }
    // A listener's request is answered once.
    const owner = connection.requests.get(key);
    connection.requests.delete(key);
    owner?.onFrame(frame.data);
  }

  const isIdle = (connection: Connection) =>
    connection.subscriptions.size === 0 && connection.listeners.size === 0;

  function connect(connection: Connection): void {
    if (connection.socket !== null || connection.timer !== null) return;
    if (isIdle(connection)) return;
    const token = deps.readToken();
    // Without a session there is nothing to connect as; a new session reconnects (resume).
    if (token === null) return;
    const socket = deps.openSocket(deps.urlFor(connection.channel, token), {
      onOpen() {
        if (connection.socket !== socket) return;
        connection.isOpen = true;
        for (const [requestId, sub] of connection.subscriptions) {
          sendSubscription(connection, requestId, sub);
        }
        for (const listener of [...connection.listeners]) listener.onOpen?.();
      },
      onMessage(text) {
        if (connection.socket === socket) receive(connection, text);
      },
      onClose(code) {
        if (connection.socket !== socket) return;
        connection.socket = null;
        connection.isOpen = false;
        // Answers to requests of the closed socket never come.
        connection.requests.clear();
        void afterClose(connection, code);
      },
    });
    connection.socket = socket;
  }

  function scheduleReconnect(connection: Connection, minimumMs = 0): void {
    const delay = Math.max(minimumMs, backoffDelay(connection.attempts, random()));
    connection.attempts += 1;
    connection.timer = setTimeout(() => {
      connection.timer = null;
      connect(connection);
    }, delay);
  }

  async function afterClose(connection: Connection, code: number): Promise<void> {
    if (isIdle(connection)) return;
    switch (code) {
      case CLOSE_CODES.normal:
      case CLOSE_CODES.unknownChannel:
        return;
      case CLOSE_CODES.sessionRevoked:
      case CLOSE_CODES.userBanned:
        deps.endSession();
        return;
      case CLOSE_CODES.tokenNotValid: {
        connection.tokenRetries += 1;
        if (connection.tokenRetries > MAX_TOKEN_RETRIES || !(await deps.refreshSession())) return;
        connect(connection);
        return;
      }
      case CLOSE_CODES.flood:
        scheduleReconnect(connection, FLOOD_PAUSE_MS);
        return;
      default:
        scheduleReconnect(connection);
    }
  }

  function shut(connection: Connection): void {
    if (connection.timer !== null) clearTimeout(connection.timer);
    connection.timer = null;
    const socket = connection.socket;
    connection.socket = null;
    connection.isOpen = false;
    socket?.close(CLOSE_CODES.normal);
  }

  function release(connection: Connection, requestId: string): void {
    const sub = connection.subscriptions.get(requestId);
    if (sub === undefined) return;
    connection.subscriptions.delete(requestId);
    if (isIdle(connection)) {
      shut(connection);
      connections.delete(connection.channel);
      return;
    }
    const { message } = sub;
    const canLeave = CHANNEL_ACTIONS[connection.channel].includes('unsubscribe_instance');
    if (connection.isOpen && message.action === 'subscribe_instance' && canLeave) {
      connection.socket?.send(JSON.stringify({ action: 'unsubscribe_instance', pk: message.pk }));
    }
  }

  return {
    /** Subscribes on the channel (opening it if needed); the answer and every push go to onFrame. */
    subscribe(channel: Channel, message: SubscribeMessage, onFrame: FrameHandler): () => void {
      const connection = connectionFor(channel);
      const requestId = `${channel}:${String(nextRequestId++)}`;
      const sub = { message, onFrame };
      connection.subscriptions.set(requestId, sub);
      if (connection.isOpen) sendSubscription(connection, requestId, sub);
      else connect(connection);
      return () => release(connection, requestId);
    },
    /** Hears the channel's pushes (opening it if needed) without subscribing to anything. */
    listen(channel: Channel, listener: ChannelListener): Listening {
      const connection = connectionFor(channel);
      const own: ChannelListener = { ...listener };
      connection.listeners.add(own);
      if (connection.isOpen) own.onOpen?.();
      else connect(connection);
      return {
        send(message) {
          if (!connection.isOpen || !connection.listeners.has(own)) return false;
          const requestId = `${channel}:${String(nextRequestId++)}`;
          connection.requests.set(requestId, own);
          connection.socket?.send(JSON.stringify({ ...message, request_id: requestId }));
          return true;
        },
        stop() {
          if (!connection.listeners.delete(own)) return;
          for (const [id, owner] of connection.requests) {
            if (owner === own) connection.requests.delete(id);
          }
          if (isIdle(connection)) {
            shut(connection);
            connections.delete(connection.channel);
          }
        },
      };
    },
    /** A new session: connect the channels whose subscriptions waited for a token. */
    resume(): void {
      for (const connection of connections.values()) connect(connection);
    },
    /** Logout: every connection closes and every subscription is dropped. */
    closeAll(): void {
      for (const connection of connections.values()) {
        connection.subscriptions.clear();
        connection.listeners.clear();
        connection.requests.clear();
        shut(connection);
      }
      connections.clear();
    },
    isConnected: (channel: Channel) => connections.get(channel)?.isOpen ?? false,
  };
}

export type SocketClient = ReturnType<typeof createSocketClient>;
