// The bots' socket, `/api/ws/bots/` (our addition): a Dota bot worker connects with
// `Authorization: Bot <BOT_SECRET>`, says hello, and gets its assignments here. Each instance keeps
// the sockets of the bots connected to it; the bus says which bot to tell what, so an assignment
// made on any instance reaches the bot wherever it is connected.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { BotToPlatformSchema, type PlatformToBot } from '@clutch/contract/bot-protocol';
import { AppError } from '@clutch/contract/errors';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { HostingEvent } from '../hosting.events.js';
import type { DotaHost } from './dota-host.service.js';

/** Close codes a bot sees: a bad secret, a broken hello, another connection took the account. */
export const BOT_CLOSE = { unauthorised: 4401, badHello: 4400, replaced: 4409 } as const;
const PING_MS = 20_000;

function secretMatches(expected: string | undefined, header: string | undefined): boolean {
  if (!expected || !header?.startsWith('Bot ')) return false;
  const given = Buffer.from(header.slice(4));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

interface Link {
  ws: WebSocket;
  connection: string;
}

export interface BotSockets {
  /** Bus events for bots: sent on if the bot is connected to this instance. */
  onEvent(event: HostingEvent): void;
  /** Bots connected to this instance (tests and the health page). */
  connected(): number;
}

export function registerBotSockets(
  app: FastifyInstance,
  deps: { host: DotaHost; secret: string | undefined; logger: FastifyBaseLogger },
): BotSockets {
  const { host, logger } = deps;
  const links = new Map<number, Link>();
  const send = (ws: WebSocket, frame: PlatformToBot) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  };

  async function sendAssignment(botId: number, hostedId: number) {
    const link = links.get(botId);
    if (!link) return;
    const lobby = await host.assignment(hostedId);
    if (lobby) send(link.ws, { type: 'assign', assignment_id: hostedId, lobby });
  }

  app.get(
    '/api/ws/bots/',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        if (!secretMatches(deps.secret, request.headers.authorization))
          await reply.code(401).send({ detail: 'A bot must present the platform’s bot secret.' });
      },
    },
    (ws) => {
      const connection = randomUUID();
      let botId: number | null = null;
      let alive = true;
      const pinger = setInterval(() => {
        if (!alive) {
          ws.terminate();
          return;
        }
        alive = false;
        send(ws, { type: 'ping' });
      }, PING_MS);
      let queue = Promise.resolve();

      /** A refused frame is answered with why; before a hello the socket is closed too. */
      function refuse(detail: string) {
        send(ws, { type: 'error', detail });
        if (botId === null) ws.close(BOT_CLOSE.badHello, 'hello first');
      }

      async function handle(text: string) {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          refuse('A frame is one JSON object.');
          return;
        }
        const parsed = BotToPlatformSchema.safeParse(json);
        if (!parsed.success) {
          refuse(parsed.error.issues[0]?.message ?? 'Bad frame.');
          return;
        }
        const frame = parsed.data;
        alive = true;
        if (frame.type === 'pong') return;
        if (frame.type === 'hello') {
          const { bot, reassign, cancel } = await host.botConnected(frame, connection);
          const previous = links.get(bot.id);
          if (previous && previous.ws !== ws) previous.ws.close(BOT_CLOSE.replaced, 'replaced');
          botId = bot.id;
          links.set(bot.id, { ws, connection });
          send(ws, { type: 'welcome', bot_id: bot.id });
          for (const hostedId of cancel) send(ws, { type: 'cancel', assignment_id: hostedId });
          for (const hostedId of reassign) await sendAssignment(bot.id, hostedId);
          return;
        }
        if (botId === null) {
          refuse('Say hello first.');
          return;
        }
        try {
          const afterCommit = await host.botReported(botId, frame);
          if (afterCommit) await afterCommit();
        } catch (error) {
          if (error instanceof AppError) send(ws, { type: 'error', detail: error.message });
          else throw error;
        }
      }

      ws.on('message', (data, isBinary) => {
        const text = isBinary || !Buffer.isBuffer(data) ? '' : data.toString('utf8');
        queue = queue
          .then(() => handle(text))
          .catch((error: unknown) => logger.error({ err: error }, 'bot frame failed'));
      });
      ws.on('close', () => {
        clearInterval(pinger);
        const id = botId;
        if (id === null) return;
        if (links.get(id)?.connection === connection) links.delete(id);
        queue = queue
          .then(() => host.botDisconnected(id, connection))
          .catch((error: unknown) => logger.error({ err: error }, 'bot disconnect failed'));
      });
    },
  );

  return {
    onEvent(event) {
      const link = links.get(event.botId);
      if (!link) return;
      if (event.type === 'BotLobbyAssigned')
        sendAssignment(event.botId, event.hostedId).catch((error: unknown) =>
          logger.error({ err: error }, 'bot assignment failed'),
        );
      else if (event.type === 'BotLobbyResend')
        send(link.ws, { type: 'resend_invites', assignment_id: event.hostedId });
      else send(link.ws, { type: 'cancel', assignment_id: event.hostedId });
    },
    connected: () => links.size,
  };
}
