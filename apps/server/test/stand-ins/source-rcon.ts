// A stand-in for a CS2 dedicated server's RCON port on loopback, speaking Source RCON over TCP as
// srcds does: AUTH is answered by an empty RESPONSE_VALUE then an AUTH_RESPONSE (id -1 for a bad
// password), answers longer than 4096 bytes are split over several RESPONSE_VALUE packets, and an
// empty RESPONSE_VALUE is mirrored, followed by the odd 0x00 0x01 0x00 0x00 packet srcds adds.
// It can be told to hang (read, never answer) or to drop the connection when a command arrives.
// The framing is written out here on purpose, apart from the client's, so a bug cannot hide in both.
import { createServer, type Socket } from 'node:net';

const AUTH = 3;
const AUTH_RESPONSE = 2;
const EXECCOMMAND = 2;
const RESPONSE_VALUE = 0;
const MAX_BODY = 4096;

/** Answers a command; `args` is what follows the command's first word. */
export type RconHandler = (args: string, command: string) => string;

export type RconBehaviour =
  /** Answer every packet. */
  | 'answer'
  /** Read everything, answer nothing (also not AUTH). */
  | 'hang'
  /** Close the connection as soon as a command arrives. */
  | 'drop';

export interface SourceRconStandIn {
  host: string;
  port: number;
  password: string;
  /** Handlers by the command's first word (lower case); add or replace freely. */
  handlers: Map<string, RconHandler>;
  /** Every command received on an authenticated connection, in order (also when hanging). */
  commands: string[];
  /** Passwords tried, in order. */
  authAttempts: string[];
  behaviour: RconBehaviour;
  /** Connections currently open. */
  connectionCount(): number;
  close(): Promise<void>;
}

export interface SourceRconOptions {
  password?: string;
  handlers?: Record<string, RconHandler>;
  /** A fixed loopback port (a browser journey's server is told it at start); a free one if unset. */
  port?: number;
}

function packet(id: number, type: number, body: Buffer): Buffer {
  const out = Buffer.alloc(14 + body.length);
  out.writeInt32LE(10 + body.length, 0);
  out.writeInt32LE(id, 4);
  out.writeInt32LE(type, 8);
  body.copy(out, 12);
  return out;
}

/** A CS2-shaped `status` answer. */
export function cs2Status(port: number): string {
  return [
    'Server:  Running [0.0.0.0:' + port + ']',
    'Client:  Disconnected',
    '@ Current  :  game',
    'source   : hibernating',
    'hostname : Clutch stand-in',
    'spawn    : 1',
    'version  : 1.40.8.6/14086 10491 secure  public',
    'steamid  : [A:1:123456789:12345] (90200000000000000)',
    'udp/ip   : 0.0.0.0:' + port + ' (public 127.0.0.1:' + port + ')',
    'os/type  : Linux dedicated',
    'map      : de_dust2',
    'players  : 0 humans, 0 bots (0 max) (not hibernating) (unreserved)',
    '---------players--------',
    '  id     time ping loss      state   rate adr name',
    '#end',
    '',
  ].join('\n');
}

export async function startSourceRcon(options: SourceRconOptions = {}): Promise<SourceRconStandIn> {
  const sockets = new Set<Socket>();
  const handlers = new Map<string, RconHandler>(Object.entries(options.handlers ?? {}));
  const standIn: SourceRconStandIn = {
    host: '127.0.0.1',
    port: 0,
    password: options.password ?? 'rcon-secret',
    handlers,
    commands: [],
    authAttempts: [],
    behaviour: 'answer',
    connectionCount: () => sockets.size,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  if (!handlers.has('status')) handlers.set('status', () => cs2Status(standIn.port));

  function run(command: string): string {
    const trimmed = command.trim();
    const space = trimmed.search(/\s/);
    const name = (space === -1 ? trimmed : trimmed.slice(0, space)).toLowerCase();
    const handler = handlers.get(name);
    if (!handler) return `Unknown command '${name}'!\n`;
    return handler(space === -1 ? '' : trimmed.slice(space + 1).trim(), trimmed);
  }

  function serve(socket: Socket): void {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer: Buffer = Buffer.alloc(0);
    let authenticated = false;

    const send = (id: number, type: number, body: Buffer) => socket.write(packet(id, type, body));

    function onPacket(id: number, type: number, body: Buffer): void {
      const text = body.toString('utf8');
      if (type === AUTH) {
        standIn.authAttempts.push(text);
        if (standIn.behaviour === 'hang') return;
        authenticated = text === standIn.password;
        send(id, RESPONSE_VALUE, Buffer.alloc(0));
        send(authenticated ? id : -1, AUTH_RESPONSE, Buffer.alloc(0));
        return;
      }
      // srcds drops connections that send commands without authenticating.
      if (!authenticated) {
        socket.destroy();
        return;
      }
      if (type === EXECCOMMAND) {
        standIn.commands.push(text);
        if (standIn.behaviour === 'hang') return;
        if (standIn.behaviour === 'drop') {
          socket.destroy();
          return;
        }
        const answer = Buffer.from(run(text), 'utf8');
        if (answer.length === 0) send(id, RESPONSE_VALUE, answer);
        for (let at = 0; at < answer.length; at += MAX_BODY) {
          send(id, RESPONSE_VALUE, answer.subarray(at, at + MAX_BODY));
        }
        return;
      }
      if (type === RESPONSE_VALUE) {
        if (standIn.behaviour !== 'answer') return;
        send(id, RESPONSE_VALUE, Buffer.alloc(0));
        send(id, RESPONSE_VALUE, Buffer.from([0x00, 0x01, 0x00, 0x00]));
      }
    }

    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      while (buffer.length >= 4) {
        const size = buffer.readInt32LE(0);
        if (size < 10 || size > MAX_BODY + 10) {
          socket.destroy();
          return;
        }
        if (buffer.length < 4 + size) return;
        const id = buffer.readInt32LE(4);
        const type = buffer.readInt32LE(8);
        const body = buffer.subarray(12, 4 + size - 2);
        buffer = buffer.subarray(4 + size);
        onPacket(id, type, body);
        if (socket.destroyed) return;
      }
    });
  }

  const server = createServer(serve);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the RCON stand-in has no port');
  standIn.port = address.port;
  return standIn;
}
