// The bot's socket to the platform (`/api/ws/bots/`): says hello on every connect, answers pings,
// checks every frame both ways against the contract, and reconnects with backoff when dropped.
// Frames sent while disconnected wait in a queue, so a result is never lost to a reconnect.
import {
  BOT_PROTOCOL_VERSION,
  BotToPlatformSchema,
  PlatformToBotSchema,
  type BotToPlatform,
  type PlatformToBot,
} from '@clutch/contract/bot-protocol';
import WebSocket from 'ws';
import { describeError, silentLogger, type Logger } from './logger.js';

export interface HelloDetails {
  account: string;
  steam_id: string;
  capacity: number;
  holding: number[];
}

export interface PlatformLinkOptions {
  /** The platform's base URL, http(s); the socket uses ws(s) on the same host. */
  clutchUrl: string;
  botSecret: string;
  /** Called at every connect, so `holding` names what the bot runs at that moment. */
  hello: () => HelloDetails;
  onFrame: (frame: PlatformToBot) => void;
  logger?: Logger;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  maxQueued?: number;
}

export function botSocketUrl(clutchUrl: string): string {
  const url = new URL(`${clutchUrl.replace(/\/+$/, '')}/api/ws/bots/`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export class PlatformLink {
  readonly #options: PlatformLinkOptions;
  readonly #logger: Logger;
  readonly #queue: BotToPlatform[] = [];
  #socket: WebSocket | null = null;
  #failedAttempts = 0;
  #reconnectTimer: NodeJS.Timeout | null = null;
  #isClosed = false;

  constructor(options: PlatformLinkOptions) {
    this.#options = options;
    this.#logger = options.logger ?? silentLogger;
  }

  start(): void {
    this.#connect();
  }

  get isOpen(): boolean {
    return this.#socket?.readyState === WebSocket.OPEN;
  }

  /** Sends a frame, or queues it until the socket is back. Frames the contract refuses are dropped. */
  send(frame: BotToPlatform): void {
    const parsed = BotToPlatformSchema.safeParse(frame);
    if (!parsed.success) {
      this.#logger.error('Refused to send a frame the contract rejects.', {
        type: frame.type,
        issues: parsed.error.issues.map((issue) => issue.message),
      });
      return;
    }
    if (this.#socket?.readyState === WebSocket.OPEN) this.#write(this.#socket, parsed.data);
    else this.#enqueue(parsed.data);
  }

  close(): void {
    this.#isClosed = true;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#socket?.close(1000, 'bot shutting down');
  }

  #connect(): void {
    const url = botSocketUrl(this.#options.clutchUrl);
    const socket = new WebSocket(url, {
      headers: { Authorization: `Bot ${this.#options.botSecret}` },
    });
    this.#socket = socket;
    socket.on('open', () => this.#onOpen(socket));
    socket.on('message', (data) => this.#onMessage(socket, data));
    socket.on('error', (error) => {
      this.#logger.warn('The platform socket failed.', { error: describeError(error) });
    });
    socket.on('close', (code) => this.#onClose(socket, code));
  }

  #onOpen(socket: WebSocket): void {
    this.#failedAttempts = 0;
    const hello = BotToPlatformSchema.safeParse({
      type: 'hello',
      version: BOT_PROTOCOL_VERSION,
      ...this.#options.hello(),
    });
    if (!hello.success) {
      // Nothing can be said before hello; closing makes the link try again later.
      this.#logger.error('The hello does not pass the contract.', {
        issues: hello.error.issues.map((issue) => issue.message),
      });
      socket.close(1011, 'invalid hello');
      return;
    }
    this.#logger.info('Connected to the platform.');
    this.#write(socket, hello.data);
    for (const frame of this.#queue.splice(0)) this.#write(socket, frame);
  }

  #onMessage(socket: WebSocket, data: WebSocket.RawData): void {
    const frame = parsePlatformFrame(data);
    if (!frame) {
      this.#logger.warn('Ignored a frame the contract rejects.');
      return;
    }
    if (frame.type === 'ping') {
      this.#write(socket, { type: 'pong' });
      return;
    }
    if (frame.type === 'error') {
      this.#logger.warn('The platform refused a frame.', { detail: frame.detail });
      return;
    }
    try {
      this.#options.onFrame(frame);
    } catch (error) {
      this.#logger.error('Handling a platform frame failed.', { error: describeError(error) });
    }
  }

  #onClose(socket: WebSocket, code: number): void {
    if (this.#socket === socket) this.#socket = null;
    if (this.#isClosed) return;
    const delayMs = this.#nextBackoffMs();
    this.#logger.warn('The platform socket closed; reconnecting.', { code, delay_ms: delayMs });
    this.#reconnectTimer = setTimeout(() => this.#connect(), delayMs);
  }

  /** Doubles from the minimum to the maximum, with jitter so a fleet of bots does not stampede. */
  #nextBackoffMs(): number {
    const min = this.#options.minBackoffMs ?? 1_000;
    const max = this.#options.maxBackoffMs ?? 30_000;
    const ceiling = Math.min(max, min * 2 ** this.#failedAttempts);
    this.#failedAttempts += 1;
    return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
  }

  #write(socket: WebSocket, frame: BotToPlatform): void {
    socket.send(JSON.stringify(frame));
  }

  /** A newer member list makes an older queued one for the same assignment worthless. */
  #enqueue(frame: BotToPlatform): void {
    if (frame.type === 'lobby_members') {
      const stale = this.#queue.findIndex(
        (queued) => queued.type === 'lobby_members' && queued.assignment_id === frame.assignment_id,
      );
      if (stale >= 0) this.#queue.splice(stale, 1);
    }
    this.#queue.push(frame);
    const maxQueued = this.#options.maxQueued ?? 200;
    if (this.#queue.length > maxQueued) this.#queue.splice(0, this.#queue.length - maxQueued);
  }
}

function parsePlatformFrame(data: WebSocket.RawData): PlatformToBot | null {
  try {
    const parsed = PlatformToBotSchema.safeParse(JSON.parse(rawText(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
