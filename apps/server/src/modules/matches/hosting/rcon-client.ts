// A Source RCON client (https://developer.valvesoftware.com/wiki/Source_RCON_Protocol) for the CS2
// servers we host matches on. Packets are little-endian int32 size, int32 id, int32 type, the body
// and two NULs; `size` counts everything after itself. One command runs at a time (others queue),
// and its answer may span several RESPONSE_VALUE packets: after each command we send an empty
// RESPONSE_VALUE, which the server mirrors only after it has sent the whole answer, so the answer is
// every packet carrying the command's id until that echo arrives.
import { createConnection, type Socket } from 'node:net';

const SERVERDATA_AUTH = 3;
const SERVERDATA_AUTH_RESPONSE = 2;
const SERVERDATA_EXECCOMMAND = 2;
const SERVERDATA_RESPONSE_VALUE = 0;
/** id + type + the two NULs: a packet's `size` is never below this. */
const MIN_PACKET_SIZE = 10;
/** srcds answers in packets of at most 4096 body bytes; anything far above is not RCON. */
const MAX_PACKET_SIZE = 1024 * 1024;
/** Ids are positive int32; -1 is the server's "bad password". */
const MAX_ID = 0x7fff_ffff;

export class RconError extends Error {
  override name = 'RconError';
}

/** The server refused the RCON password. */
export class RconAuthFailedError extends RconError {
  override name = 'RconAuthFailedError';
}

/** Connecting (including authentication) or a command did not finish in time. */
export class RconTimeoutError extends RconError {
  override name = 'RconTimeoutError';
}

/** The connection could not be made, was lost, was closed, or the server spoke something else. */
export class RconConnectionError extends RconError {
  override name = 'RconConnectionError';
}

export interface RconConnectOptions {
  host: string;
  port: number;
  password: string;
  /** Covers the TCP connection and the authentication. */
  connectTimeoutMs?: number;
  /** Default for `exec`: how long a caller waits for its answer, counted from the call. */
  commandTimeoutMs?: number;
}

export interface RconPacket {
  id: number;
  type: number;
  body: Buffer;
}

export function encodePacket(id: number, type: number, body: string): Buffer {
  const payload = Buffer.from(body, 'utf8');
  const packet = Buffer.alloc(4 + MIN_PACKET_SIZE + payload.length);
  packet.writeInt32LE(MIN_PACKET_SIZE + payload.length, 0);
  packet.writeInt32LE(id, 4);
  packet.writeInt32LE(type, 8);
  payload.copy(packet, 12);
  // The two trailing NULs are already zero from `alloc`.
  return packet;
}

/** Cuts a TCP byte stream into packets; throws on a size no RCON server sends. */
export class PacketReader {
  private buffer: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): RconPacket[] {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const packets: RconPacket[] = [];
    while (this.buffer.length >= 4) {
      const size = this.buffer.readInt32LE(0);
      if (size < MIN_PACKET_SIZE || size > MAX_PACKET_SIZE) {
        throw new RconConnectionError(`the server sent a packet of impossible size ${size}`);
      }
      if (this.buffer.length < 4 + size) break;
      const id = this.buffer.readInt32LE(4);
      const type = this.buffer.readInt32LE(8);
      // The body ends at its first NUL (srcds' marker echo carries bytes after one: ignore them).
      const raw = this.buffer.subarray(12, 4 + size - 2);
      const end = raw.indexOf(0);
      packets.push({ id, type, body: Buffer.from(end === -1 ? raw : raw.subarray(0, end)) });
      this.buffer = this.buffer.subarray(4 + size);
    }
    return packets;
  }
}

interface Job {
  command: string;
  resolve: (answer: string) => void;
  reject: (error: RconError) => void;
  timer: NodeJS.Timeout;
  /** Set once sent: the command's id and the id of the empty packet that closes its answer. */
  id?: number;
  markerId?: number;
  chunks: Buffer[];
}

interface AuthWait {
  id: number;
  resolve: () => void;
  reject: (error: RconError) => void;
}

export class RconClient {
  private readonly reader = new PacketReader();
  private readonly queue: Job[] = [];
  private current: Job | undefined;
  private auth: AuthWait | undefined;
  private lastId = 0;
  /** Once set, the connection is gone and every call fails with it. */
  private failure: RconError | undefined;
  private readonly closed: Promise<void>;

  /** Use `connectRcon`. */
  constructor(
    private readonly socket: Socket,
    private readonly commandTimeoutMs: number,
  ) {
    socket.setNoDelay(true);
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('data', (chunk: Buffer) => {
      let packets: RconPacket[];
      try {
        packets = this.reader.push(chunk);
      } catch (error) {
        this.fail(
          error instanceof RconError ? error : new RconConnectionError('unreadable packet'),
        );
        socket.destroy();
        return;
      }
      for (const packet of packets) this.onPacket(packet);
    });
    socket.on('error', (error) => {
      this.fail(new RconConnectionError(`RCON connection failed: ${error.message}`));
    });
    socket.on('close', () => {
      this.fail(new RconConnectionError('the RCON connection was lost'));
    });
  }

  get isOpen(): boolean {
    return this.failure === undefined;
  }

  /** Runs a console command and answers its whole output (possibly several packets, joined). */
  exec(command: string, options: { timeoutMs?: number } = {}): Promise<string> {
    if (this.failure) return Promise.reject(this.failure);
    if (command.includes('\0')) {
      return Promise.reject(new RconError('an RCON command cannot contain NUL'));
    }
    const timeoutMs = options.timeoutMs ?? this.commandTimeoutMs;
    return new Promise<string>((resolve, reject) => {
      const job: Job = {
        command,
        resolve,
        reject,
        chunks: [],
        timer: setTimeout(() => this.timeOut(job, timeoutMs), timeoutMs),
      };
      this.queue.push(job);
      this.pump();
    });
  }

  /** Ends the connection; commands still waiting fail with RconConnectionError. */
  async close(): Promise<void> {
    this.fail(new RconConnectionError('the RCON connection was closed'));
    this.socket.end();
    const forced = setTimeout(() => this.socket.destroy(), 1000);
    await this.closed;
    clearTimeout(forced);
  }

  /** Sends the password; resolves when the server accepts it. Called once by `connectRcon`. */
  authenticate(password: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      const id = this.nextId();
      this.auth = { id, resolve, reject };
      this.socket.write(encodePacket(id, SERVERDATA_AUTH, password));
    });
  }

  /** Kills the connection at once (used when connecting gives up). */
  destroy(reason: RconError): void {
    this.fail(reason);
    this.socket.destroy();
  }

  private nextId(): number {
    this.lastId = this.lastId >= MAX_ID ? 1 : this.lastId + 1;
    return this.lastId;
  }

  private onPacket(packet: RconPacket): void {
    const auth = this.auth;
    if (auth) {
      // Before the AUTH_RESPONSE srcds sends an empty RESPONSE_VALUE: nothing to do with it.
      if (packet.type !== SERVERDATA_AUTH_RESPONSE) return;
      if (packet.id === -1) {
        this.auth = undefined;
        auth.reject(new RconAuthFailedError('the server refused the RCON password'));
      } else if (packet.id === auth.id) {
        this.auth = undefined;
        auth.resolve();
      }
      return;
    }
    const job = this.current;
    // Anything else belongs to a command that already timed out (or srcds' second marker echo).
    if (!job || packet.type !== SERVERDATA_RESPONSE_VALUE) return;
    if (packet.id === job.id) {
      job.chunks.push(packet.body);
    } else if (packet.id === job.markerId) {
      this.settle(job);
      job.resolve(Buffer.concat(job.chunks).toString('utf8'));
      this.pump();
    }
  }

  private pump(): void {
    if (this.current || this.failure) return;
    const job = this.queue.shift();
    if (!job) return;
    this.current = job;
    job.id = this.nextId();
    job.markerId = this.nextId();
    this.socket.write(
      Buffer.concat([
        encodePacket(job.id, SERVERDATA_EXECCOMMAND, job.command),
        encodePacket(job.markerId, SERVERDATA_RESPONSE_VALUE, ''),
      ]),
    );
  }

  private timeOut(job: Job, timeoutMs: number): void {
    const waiting = this.queue.indexOf(job);
    if (waiting !== -1) this.queue.splice(waiting, 1);
    if (this.current === job) this.current = undefined;
    job.reject(
      new RconTimeoutError(`RCON command "${job.command}" got no answer in ${timeoutMs} ms`),
    );
    // A late answer to it carries its ids, which no longer match, so the next command is safe.
    this.pump();
  }

  private settle(job: Job): void {
    clearTimeout(job.timer);
    if (this.current === job) this.current = undefined;
  }

  private fail(error: RconError): void {
    if (this.failure) return;
    this.failure = error;
    const auth = this.auth;
    this.auth = undefined;
    auth?.reject(error);
    const jobs = [...(this.current ? [this.current] : []), ...this.queue.splice(0)];
    this.current = undefined;
    for (const job of jobs) {
      clearTimeout(job.timer);
      job.reject(error);
    }
  }
}

/** Connects and authenticates; rejects with RconAuthFailedError, RconTimeoutError or RconConnectionError. */
export async function connectRcon(options: RconConnectOptions): Promise<RconClient> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 5000;
  const socket = createConnection({ host: options.host, port: options.port });
  const client = new RconClient(socket, options.commandTimeoutMs ?? 5000);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new RconTimeoutError(
            `RCON at ${options.host}:${options.port} did not connect and authenticate in ${connectTimeoutMs} ms`,
          ),
        ),
      connectTimeoutMs,
    );
  });
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('close', () =>
      reject(
        new RconConnectionError(`could not connect to RCON at ${options.host}:${options.port}`),
      ),
    );
  });
  try {
    await Promise.race([connected.then(() => client.authenticate(options.password)), deadline]);
    return client;
  } catch (error) {
    const reason =
      error instanceof RconError ? error : new RconConnectionError('could not connect to RCON');
    client.destroy(reason);
    throw reason;
  } finally {
    clearTimeout(timer);
  }
}
