// A stand-in Dota 2 lobby bot worker: it speaks the real bot protocol (`@clutch/contract/bot-protocol`)
// over a real socket to `/api/ws/bots/`, so server tests and browser journeys can host quick matches
// without Steam. A test drives each step (lobby made, players seated, launched, result), or
// `autoPlay` plays every assignment through to a result. Only `ws` and the contract: e2e imports it.
import { randomInt } from 'node:crypto';
import {
  BOT_PROTOCOL_VERSION,
  PlatformToBotSchema,
  type BotLobby,
  type BotPlayerStats,
  type BotToPlatform,
  type DotaTeam,
  type PlatformToBot,
} from '@clutch/contract/bot-protocol';
import WebSocket, { type RawData } from 'ws';

export type AssignFrame = Extract<PlatformToBot, { type: 'assign' }>;
export type FrameType = PlatformToBot['type'];
export type FrameOf<T extends FrameType> = Extract<PlatformToBot, { type: T }>;
export type MemberTeam = 'radiant' | 'dire' | 'unassigned' | 'spectator';
/** Per-player overrides of a result's line, by SteamID64. */
export type StatOverrides = Record<string, Partial<Omit<BotPlayerStats, 'steam_id' | 'team'>>>;

export interface StandInBotOptions {
  /** The app's address, `http://127.0.0.1:<port>` (or ws://). */
  baseUrl: string;
  secret: string;
  /** The Steam login name: the platform keeps one bot per account. */
  account: string;
  steamId: string;
  capacity?: number;
  /**
   * On every assignment: make the lobby, seat everyone, launch, and report `winner` after `afterMs`.
   * Without `afterMs` the game stays running until the caller reports it (journeys that look at the
   * running match first, at whatever pace the machine allows).
   */
  autoPlay?: { winner: DotaTeam; afterMs?: number };
  /** False to open the socket without saying hello (protocol tests). */
  hello?: boolean;
}

export interface Closed {
  code: number;
  reason: string;
}

export interface StandInBot {
  /** Every frame received, over every socket, in order. */
  readonly frames: readonly PlatformToBot[];
  /** The `assign` frames received, in order. */
  readonly assignments: readonly AssignFrame[];
  /** The bot id the current socket was welcomed with. */
  welcome(): Promise<number>;
  /** The next frame of a type not taken yet by an earlier `next`, waiting for it if needed. */
  next<T extends FrameType>(type: T, timeoutMs?: number): Promise<FrameOf<T>>;
  /** The current socket's close. */
  closed(): Promise<Closed>;
  /**
   * Resolves once the platform has handled every frame sent before: it handles a socket's frames
   * in order and answers one that is not JSON with an error frame saying so, which this takes out
   * of `next`'s way (other error frames stay for `next`). Say hello first.
   */
  sync(timeoutMs?: number): Promise<void>;
  /** Sends anything: an object as JSON, a string as it is (for malformed frames). */
  send(frame: BotToPlatform | string | object): void;
  hello(holding?: readonly number[]): void;
  lobbyCreated(assignmentId: number, lobbyId?: string): void;
  members(assignmentId: number, members: { steam_id: string; team: MemberTeam }[]): void;
  /** Everyone of the assignment seated on their side. */
  seatEveryone(assignmentId: number): void;
  /** Answers the GC's match id. */
  launch(assignmentId: number, matchId?: string): string;
  report(
    assignmentId: number,
    result: { winner: DotaTeam; stats?: StatOverrides; durationS?: number },
  ): BotToPlatform;
  fail(assignmentId: number, reason: string): void;
  /** Closes the socket abruptly (no close frame), as a crashed worker or a lost network would. */
  drop(): Promise<Closed>;
  /** A new socket that says hello with the assignments it still holds; answers the bot id. */
  reconnect(options?: { holding?: readonly number[] }): Promise<number>;
  close(): Promise<Closed>;
}

/** The socket was refused at the upgrade (a bad secret answers 401). */
export class BotSocketRefused extends Error {
  constructor(readonly status: number) {
    super(`the bot socket was refused with ${String(status)}`);
    this.name = 'BotSocketRefused';
  }
}

const HEROES = 138;
/** Not JSON: the platform answers it with an error frame (that says so) and keeps the socket open. */
const SYNC_FRAME = 'sync';
const NOT_JSON = /JSON/;
const randomDigits = (length: number) =>
  Array.from({ length }, (_, i) => String(randomInt(i === 0 ? 1 : 0, 10))).join('');
const between = (min: number, max: number) => randomInt(min, max + 1);

export function botSocketUrl(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws').replace(/\/$/, '')}/api/ws/bots/`;
}

/** A plausible line for one player of a finished match of `durationS` seconds. */
export function plausibleStats(
  player: { steam_id: string; hero_id: number | null },
  team: DotaTeam,
  won: boolean,
  durationS: number,
): BotPlayerStats {
  const gpm = between(won ? 450 : 300, won ? 750 : 550);
  return {
    steam_id: player.steam_id,
    team,
    hero_id: player.hero_id ?? between(1, HEROES),
    kills: between(won ? 5 : 0, won ? 20 : 10),
    deaths: between(won ? 0 : 3, won ? 8 : 15),
    assists: between(0, 25),
    last_hits: between(40, 350),
    denies: between(0, 30),
    gpm,
    xpm: between(350, 850),
    net_worth: Math.round((gpm * durationS) / 60),
  };
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}

interface Waiter {
  type: FrameType;
  resolve: (frame: PlatformToBot) => void;
}

function isOfType<T extends FrameType>(type: T) {
  return (frame: PlatformToBot): frame is FrameOf<T> => frame.type === type;
}

export async function startStandInBot(options: StandInBotOptions): Promise<StandInBot> {
  const frames: PlatformToBot[] = [];
  const assignments: AssignFrame[] = [];
  const unread: PlatformToBot[] = [];
  const waiters: Waiter[] = [];
  const launched = new Map<number, string>();
  const playing = new Map<number, NodeJS.Timeout>();
  /** Syncs waiting for their error frame, oldest first. */
  const syncs: (() => void)[] = [];
  let ws: WebSocket;
  let closed: Promise<Closed>;
  let welcomed: Promise<number>;

  const lobbyOf = (assignmentId: number): BotLobby => {
    const assign = assignments.findLast((a) => a.assignment_id === assignmentId);
    if (!assign) throw new Error(`the stand-in bot holds no assignment ${String(assignmentId)}`);
    return assign.lobby;
  };

  function receive(data: RawData) {
    const frame = PlatformToBotSchema.parse(JSON.parse(textOf(data)));
    frames.push(frame);
    if (frame.type === 'ping') bot.send({ type: 'pong' });
    if (frame.type === 'assign') assignments.push(frame);
    if (frame.type === 'assign' && options.autoPlay) autoPlay(frame, options.autoPlay);
    if (frame.type === 'cancel') stopPlaying(frame.assignment_id);
    if (frame.type === 'error' && NOT_JSON.test(frame.detail) && syncs.length > 0) {
      syncs.shift()?.();
      return;
    }
    const index = waiters.findIndex((w) => w.type === frame.type);
    const waiter = index >= 0 ? waiters.splice(index, 1)[0] : undefined;
    if (waiter) waiter.resolve(frame);
    else unread.push(frame);
  }

  function stopPlaying(assignmentId: number) {
    clearTimeout(playing.get(assignmentId));
    playing.delete(assignmentId);
  }

  function autoPlay(frame: AssignFrame, play: { winner: DotaTeam; afterMs?: number }) {
    const id = frame.assignment_id;
    if (playing.has(id)) return;
    bot.lobbyCreated(id);
    bot.seatEveryone(id);
    bot.launch(id);
    if (play.afterMs === undefined) return;
    const timer = setTimeout(() => {
      playing.delete(id);
      if (ws.readyState === WebSocket.OPEN) bot.report(id, { winner: play.winner });
    }, play.afterMs);
    playing.set(id, timer);
  }

  /** Opens a socket; resolves once the upgrade is done, rejects with BotSocketRefused if refused. */
  function connect(sayHello: boolean, holding: readonly number[]): Promise<void> {
    const socket = new WebSocket(botSocketUrl(options.baseUrl), {
      headers: { authorization: `Bot ${options.secret}` },
    });
    ws = socket;
    closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    welcomed = new Promise((resolve) => {
      const onWelcome = (data: RawData) => {
        const parsed = PlatformToBotSchema.safeParse(JSON.parse(textOf(data)));
        if (parsed.success && parsed.data.type === 'welcome') {
          socket.off('message', onWelcome);
          resolve(parsed.data.bot_id);
        }
      };
      socket.on('message', onWelcome);
    });
    socket.on('message', receive);
    return new Promise((resolve, reject) => {
      socket.once('unexpected-response', (_request, response) => {
        reject(new BotSocketRefused(response.statusCode ?? 0));
        socket.terminate();
      });
      socket.once('open', () => {
        if (sayHello) bot.hello(holding);
        resolve();
      });
      socket.once('error', reject);
    });
  }

  const bot: StandInBot = {
    frames,
    assignments,
    welcome: () => welcomed,
    next<T extends FrameType>(type: T, timeoutMs = 10_000): Promise<FrameOf<T>> {
      const index = unread.findIndex((frame) => frame.type === type);
      const ready = index >= 0 ? unread.splice(index, 1)[0] : undefined;
      if (ready && isOfType(type)(ready)) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`no ${type} frame within ${String(timeoutMs)} ms`));
        }, timeoutMs);
        waiters.push({
          type,
          resolve: (frame) => {
            clearTimeout(timer);
            if (isOfType(type)(frame)) resolve(frame);
          },
        });
      });
    },
    closed: () => closed,
    sync(timeoutMs = 10_000) {
      const settled = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`the platform did not answer a sync within ${String(timeoutMs)} ms`));
        }, timeoutMs);
        syncs.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      bot.send(SYNC_FRAME);
      return settled;
    },
    send(frame) {
      ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    hello(holding = []) {
      bot.send({
        type: 'hello',
        version: BOT_PROTOCOL_VERSION,
        account: options.account,
        steam_id: options.steamId,
        capacity: options.capacity ?? 1,
        holding: [...holding],
      });
    },
    lobbyCreated(assignmentId, lobbyId = randomDigits(12)) {
      bot.send({ type: 'lobby_created', assignment_id: assignmentId, lobby_id: lobbyId });
    },
    members(assignmentId, members) {
      bot.send({ type: 'lobby_members', assignment_id: assignmentId, members });
    },
    seatEveryone(assignmentId) {
      const lobby = lobbyOf(assignmentId);
      bot.members(assignmentId, [
        ...lobby.radiant.map((p) => ({ steam_id: p.steam_id, team: 'radiant' as const })),
        ...lobby.dire.map((p) => ({ steam_id: p.steam_id, team: 'dire' as const })),
      ]);
    },
    launch(assignmentId, matchId = randomDigits(10)) {
      launched.set(assignmentId, matchId);
      bot.send({ type: 'launched', assignment_id: assignmentId, match_id: matchId });
      return matchId;
    },
    report(assignmentId, { winner, stats = {}, durationS = between(1200, 3000) }) {
      const lobby = lobbyOf(assignmentId);
      const lineOf = (player: BotLobby['radiant'][number], team: DotaTeam) => ({
        ...plausibleStats(player, team, team === winner, durationS),
        ...stats[player.steam_id],
      });
      const frame: BotToPlatform = {
        type: 'result',
        assignment_id: assignmentId,
        match_id: launched.get(assignmentId) ?? randomDigits(10),
        winner,
        duration_s: durationS,
        players: [
          ...lobby.radiant.map((p) => lineOf(p, 'radiant')),
          ...lobby.dire.map((p) => lineOf(p, 'dire')),
        ],
      };
      bot.send(frame);
      return frame;
    },
    fail(assignmentId, reason) {
      bot.send({ type: 'failed', assignment_id: assignmentId, reason });
    },
    drop() {
      ws.terminate();
      return closed;
    },
    async reconnect({ holding = [] } = {}) {
      if (ws.readyState !== WebSocket.CLOSED) await bot.drop();
      await connect(true, holding);
      return welcomed;
    },
    close() {
      for (const id of [...playing.keys()]) stopPlaying(id);
      if (ws.readyState === WebSocket.CONNECTING || ws.readyState === WebSocket.OPEN) ws.close();
      return closed;
    },
  };

  await connect(options.hello ?? true, []);
  return bot;
}
