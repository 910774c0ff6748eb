// Websocket gateway for the six live channels: authenticates the socket by its query token, parses
// and rate-limits frames, routes actions to module handlers and fans pushes out to rooms.
import {
  CHANNEL_ACTIONS,
  ChannelSchema,
  ClientMessageSchema,
  CLOSE_CODES,
  SOCKET_LIMITS,
  type Channel,
  type ClientAction,
  type ClientMessage,
  type PushOf,
  type ServerFrame,
} from '@clutch/contract/realtime';
import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Authenticator } from '../http/auth-guard.js';
import { roomChannel, type Room, type RoomChannel } from './rooms.js';

type RequestId = string | number | null;

export interface Connection {
  readonly userId: number;
  readonly sessionId: number;
  readonly channel: Channel;
}

export interface ActionResult {
  status: number;
  data?: unknown;
  errors?: string[];
  /** Room the socket joins; later pushes to it carry this request's request_id. */
  join?: Room;
  leave?: Room;
}

export type ActionHandler = (
  connection: Connection,
  message: ClientMessage,
) => Promise<ActionResult>;

/** Rooms a socket of the channel joins as soon as it is authenticated (before its first frame is answered). */
export type OpenHandler = (connection: Connection) => Promise<readonly Room[]>;

export interface RealtimeGateway {
  handle(channel: Channel, action: ClientAction, handler: ActionHandler): void;
  onOpen(channel: Channel, handler: OpenHandler): void;
  /** Puts every socket the user has open on the room's channel (on this instance) in the room. */
  joinUser(userId: number, room: Room): void;
  /** Takes every socket of the user (on this instance) out of the room. */
  leaveUser(userId: number, room: Room): void;
  /**
   * Sends `{action, data, errors: [], response_status: 200, request_id, version}` to every socket in
   * the room; `message` is one of the pushes the contract lists for the room's channel. Answers how
   * many sockets it was sent to; a send that fails is logged.
   */
  push<R extends Room>(room: R, message: PushOf<RoomChannel<R>>, version?: number): number;
  /** Whether any socket on this instance is in the room: lets pushers skip reads nobody here needs. */
  hasMembers(room: Room): boolean;
  disconnectSession(sessionId: number, code: number, reason: string): void;
  disconnectUser(userId: number, code: number, reason: string): void;
  /** Closes every socket with `code`; their clients reconnect (and catch up) unless told otherwise. */
  disconnectAll(code: number, reason: string): void;
  connectionCount(): number;
  close(): void;
}

class Socket implements Connection {
  readonly rooms = new Map<Room, RequestId>();
  alive = true;
  constructor(
    readonly ws: WebSocket,
    readonly userId: number,
    readonly sessionId: number,
    readonly channel: Channel,
  ) {}
}

function frame(
  action: string,
  data: unknown,
  status: number,
  requestId: RequestId,
  errors: string[] = [],
): string {
  const body: ServerFrame = {
    action,
    data,
    errors,
    response_status: status,
    request_id: requestId,
  };
  return JSON.stringify(body);
}

export interface GatewayOptions {
  /** How often sockets are pinged; one that has not answered the previous ping is ended. */
  heartbeatMs: number;
}

export async function registerGateway(
  app: FastifyInstance,
  authenticator: Authenticator,
  logger: FastifyBaseLogger,
  options: GatewayOptions = { heartbeatMs: 30_000 },
): Promise<RealtimeGateway> {
  const handlers = new Map<string, ActionHandler>();
  const openHandlers = new Map<Channel, OpenHandler>();
  const rooms = new Map<Room, Set<Socket>>();
  const sockets = new Set<Socket>();
  const byUser = new Map<number, Set<Socket>>();
  /** Every open connection, authenticated or not, so shutdown reaches them all. */
  const connected = new Set<WebSocket>();

  const leave = (socket: Socket, room: Room) => {
    socket.rooms.delete(room);
    const members = rooms.get(room);
    members?.delete(socket);
    if (members?.size === 0) rooms.delete(room);
  };
  const join = (socket: Socket, room: Room, requestId: RequestId) => {
    socket.rooms.set(room, requestId);
    let members = rooms.get(room);
    if (!members) rooms.set(room, (members = new Set()));
    members.add(socket);
  };
  const drop = (socket: Socket) => {
    sockets.delete(socket);
    const own = byUser.get(socket.userId);
    own?.delete(socket);
    if (own?.size === 0) byUser.delete(socket.userId);
    for (const room of [...socket.rooms.keys()]) leave(socket, room);
  };

  const dispatch = async (socket: Socket, raw: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      socket.ws.send(frame('error', null, 400, null, ['Malformed JSON.']));
      return;
    }
    const requestId = requestIdOf(parsed);
    const named = actionOf(parsed);
    // As djangochannelsrestframework does: an action the channel does not know is 405, whatever its fields.
    if (named !== null && !CHANNEL_ACTIONS[socket.channel].some((allowed) => allowed === named)) {
      socket.ws.send(frame(named, null, 405, requestId, [`Action ${named} is not allowed here.`]));
      return;
    }
    const message = ClientMessageSchema.safeParse(parsed);
    if (!message.success) {
      const errors = message.error.issues.map(
        (i) => `${i.path.join('.') || 'message'}: ${i.message}`,
      );
      socket.ws.send(frame(named ?? 'error', null, 400, requestId, errors));
      return;
    }
    const { action } = message.data;
    if (action === 'ping') {
      socket.ws.send(frame('pong', null, 200, requestId));
      return;
    }
    const handler = handlers.get(`${socket.channel}:${action}`);
    if (!handler) {
      socket.ws.send(
        frame(action, null, 405, requestId, [`Action ${action} is not allowed here.`]),
      );
      return;
    }
    try {
      const result = await handler(socket, message.data);
      if (result.leave) leave(socket, result.leave);
      if (result.join && socket.ws.readyState === socket.ws.OPEN)
        join(socket, result.join, requestId);
      socket.ws.send(
        frame(action, result.data ?? null, result.status, requestId, result.errors ?? []),
      );
    } catch (error) {
      logger.error({ err: error, channel: socket.channel, action }, 'socket action failed');
      socket.ws.send(frame(action, null, 500, requestId, ['A server error occurred.']));
    }
  };

  const overRate = (rate: { start: number; frames: number }): boolean => {
    const now = Date.now();
    if (now - rate.start > SOCKET_LIMITS.windowMs) {
      rate.start = now;
      rate.frames = 0;
    }
    rate.frames += 1;
    return rate.frames > SOCKET_LIMITS.maxFramesPerWindow;
  };

  await app.register(websocket, {
    options: {
      maxPayload: SOCKET_LIMITS.maxFrameBytes,
      perMessageDeflate: false,
      clientTracking: false,
    },
  });

  app.get<{ Params: { channel: string }; Querystring: { token?: string } }>(
    '/api/ws/:channel/',
    { websocket: true, schema: { hide: true } },
    (ws, request) => {
      const channel = ChannelSchema.safeParse(request.params.channel);
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      if (!channel.success) {
        ws.close(CLOSE_CODES.unknownChannel, 'Unknown channel');
        return;
      }
      connected.add(ws);
      // Counted from the moment the socket opens, so a client cannot flood while its token is checked.
      const rate = { start: Date.now(), frames: 0 };
      // Frames that arrive while the token is being checked wait for it; every frame is answered in
      // the order it came, even when an earlier one waits on the database.
      const pending: string[] = [];
      let socket: Socket | null = null;
      let expiry: NodeJS.Timeout | undefined;
      let queue = Promise.resolve();
      const enqueue = (current: Socket, text: string) => {
        queue = queue
          .then(() => dispatch(current, text))
          .catch((error: unknown) =>
            logger.error({ err: error, channel: current.channel }, 'socket frame failed'),
          );
      };
      ws.on('message', (data, isBinary) => {
        if (ws.readyState !== ws.OPEN) return;
        if (overRate(rate)) {
          ws.close(CLOSE_CODES.flood, 'Too many messages');
          return;
        }
        const text = isBinary ? '' : textOf(data);
        if (socket) enqueue(socket, text);
        else pending.push(text);
      });
      ws.on('pong', () => {
        if (socket) socket.alive = true;
      });
      ws.on('close', () => {
        clearTimeout(expiry);
        connected.delete(ws);
        if (socket) drop(socket);
      });
      authenticator.verifyAccess(token).then(
        (caller) => {
          if (ws.readyState !== ws.OPEN) return;
          // The token was checked once, at the handshake: the socket must not outlive it (reliability
          // test D3). The client refreshes on 4001 and reconnects.
          expiry = setTimeout(
            () => ws.close(CLOSE_CODES.tokenNotValid, 'token_not_valid'),
            Math.min(Math.max((caller.expiresAt ?? Infinity) - Date.now(), 0), MAX_TIMER_MS),
          );
          expiry.unref();
          const current = new Socket(ws, caller.id, caller.sessionId, channel.data);
          socket = current;
          sockets.add(current);
          let own = byUser.get(current.userId);
          if (!own) byUser.set(current.userId, (own = new Set()));
          own.add(current);
          const onOpen = openHandlers.get(current.channel);
          // The socket's standing rooms come first, so no frame is answered before it is in them.
          if (onOpen)
            queue = onOpen(current).then(
              (joined) => {
                if (ws.readyState !== ws.OPEN) return;
                for (const room of joined) join(current, room, null);
              },
              (error: unknown) =>
                logger.error({ err: error, channel: current.channel }, 'socket open failed'),
            );
          for (const text of pending.splice(0)) enqueue(current, text);
        },
        () => ws.close(CLOSE_CODES.tokenNotValid, 'token_not_valid'),
      );
    },
  );

  // Dead peers never send a close; a missed pong between two sweeps ends them.
  const heartbeat = setInterval(() => {
    for (const socket of sockets) {
      if (!socket.alive) {
        socket.ws.terminate();
        continue;
      }
      socket.alive = false;
      socket.ws.ping();
    }
  }, options.heartbeatMs);
  heartbeat.unref();

  // Runs before the HTTP server stops: it waits for upgraded connections, so they must end first.
  const closeAll = () => {
    clearInterval(heartbeat);
    for (const ws of connected) ws.close(CLOSE_CODES.goingAway, 'Server shutting down');
  };
  app.addHook('preClose', (done) => {
    closeAll();
    done();
  });

  const closeWhere = (match: (s: Socket) => boolean, code: number, reason: string) => {
    for (const socket of sockets) if (match(socket)) socket.ws.close(code, reason);
  };

  return {
    handle(channel, action, handler) {
      handlers.set(`${channel}:${action}`, handler);
    },
    onOpen(channel, handler) {
      openHandlers.set(channel, handler);
    },
    joinUser(userId, room) {
      const channel = roomChannel(room);
      for (const socket of byUser.get(userId) ?? [])
        if (socket.channel === channel && !socket.rooms.has(room)) join(socket, room, null);
    },
    leaveUser(userId, room) {
      for (const socket of byUser.get(userId) ?? [])
        if (socket.rooms.has(room)) leave(socket, room);
    },
    hasMembers: (room) => (rooms.get(room)?.size ?? 0) > 0,
    push(room, { action, data }, version) {
      const members = rooms.get(room);
      if (!members) return 0;
      // Serialise once; only request_id differs between sockets.
      const head = JSON.stringify({
        action,
        data,
        errors: [],
        response_status: 200,
        ...(version === undefined ? {} : { version }),
      }).slice(0, -1);
      let sent = 0;
      const failed = (error?: Error) => {
        if (error) logger.warn({ err: error, room, action }, 'socket push failed');
      };
      for (const socket of members) {
        // A socket closing under us leaves its rooms on `close`; until then there is nothing to send.
        if (socket.ws.readyState !== socket.ws.OPEN) continue;
        const requestId = JSON.stringify(socket.rooms.get(room) ?? null);
        socket.ws.send(`${head},"request_id":${requestId}}`, failed);
        sent += 1;
      }
      return sent;
    },
    disconnectSession: (sessionId, code, reason) =>
      closeWhere((s) => s.sessionId === sessionId, code, reason),
    disconnectUser: (userId, code, reason) => {
      for (const socket of [...(byUser.get(userId) ?? [])]) socket.ws.close(code, reason);
    },
    disconnectAll: (code, reason) => closeWhere(() => true, code, reason),
    connectionCount: () => sockets.size,
    close: closeAll,
  };
}

/** setTimeout's largest delay; a token living longer is closed then, and the client reconnects. */
const MAX_TIMER_MS = 2_147_483_647;

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}

function requestIdOf(value: unknown): RequestId {
  if (typeof value !== 'object' || value === null || !('request_id' in value)) return null;
  const id = value.request_id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

function actionOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('action' in value)) return null;
  return typeof value.action === 'string' ? value.action.slice(0, 64) : null;
}
