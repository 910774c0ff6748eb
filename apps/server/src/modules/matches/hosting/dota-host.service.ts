// Real Dota 2 matches on lobby bots (`npm run dota-bot`). Starting a match claims an online bot with
// a free place and records the hosted match with the practice lobby it must create; once that
// commits, the bus tells the instance holding the bot's socket to send the assignment. The bot
// reports the lobby's life and, at the end, the result with every player's statistics. A bot that
// drops keeps its lobby for BOT_RECONNECT_GRACE; then a lobby not yet launched moves to another bot,
// and a launched one (or one no bot can take) is handed back to its owner as failed.
import { randomBytes } from 'node:crypto';
import {
  BotLobbySchema,
  DOTA_SERVER_REGIONS,
  type BotLobby,
  type BotToPlatform,
} from '@clutch/contract/bot-protocol';
import { AppError } from '@clutch/contract/errors';
import type { Db, Tx } from '../../../platform/db/database.js';
import type { AfterCommit, JobHandlers, JobScheduler } from '../../../platform/jobs/job-runner.js';
import { localizedError } from '../../../platform/http/localized-errors.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { HostingEvent } from '../hosting.events.js';
import type { RunnerMatch } from '../match.js';
import type { MatchRunner, RunnerPlayerLine, RunnerStart } from '../match-runner.js';
import { matchesMessage } from '../matches-messages.js';
import { failHosted, finishHosted, type OutcomeDeps } from './hosting-outcomes.tx.js';
import { hostedPlayersOf } from './hosted-players.js';
import type { HostedPlayer } from './hosted-matches.tables.js';
import {
  hostedMatchesRepository as repo,
  type BotRow,
  type HostedRow,
} from './hosted-matches.repository.js';

export const DOTA_ASSIGN_JOB = 'dota-lobby-assign';
export const DOTA_BOT_LOST_JOB = 'dota-bot-lost';
export const DOTA_CANCEL_JOB = 'dota-lobby-cancel';

/** 1v1 mid for one against one; otherwise all pick, each player held to their veto hero. */
const ONE_V_ONE_MID = 21;
const ALL_PICK = 1;

export interface DotaHostDeps extends OutcomeDeps {
  db: Db;
  jobs: JobScheduler;
  bus: EventPublisher<HostingEvent>;
  graceMs: number;
  now?: () => Date;
}

function idsOf(payload: unknown): { hostedId: number; botId: number | null } | null {
  if (typeof payload !== 'object' || payload === null || !('hostedId' in payload)) return null;
  const hostedId = payload.hostedId;
  const botId = 'botId' in payload ? payload.botId : null;
  if (typeof hostedId !== 'number' || !Number.isInteger(hostedId)) return null;
  return { hostedId, botId: typeof botId === 'number' ? botId : null };
}

const live = (row: HostedRow) => row.status === 'loading' || row.status === 'live';

/** The practice lobby a bot creates for the match. */
export function botLobbyOf(
  match: RunnerMatch,
  players: readonly HostedPlayer[],
  name: string,
  password: string,
): BotLobby {
  const side = (s: 'a' | 'b') =>
    players
      .filter((p) => p.side === s)
      .map((p) => ({ steam_id: p.steamId, name: p.name, hero_id: p.heroId }));
  const oneOnOne = match.sides.every((s) => s.userIds.length === 1);
  return {
    name,
    password,
    game_mode: match.settings?.gameMode ?? (oneOnOne ? ONE_V_ONE_MID : ALL_PICK),
    server_region: DOTA_SERVER_REGIONS[match.settings?.region ?? 'europe'],
    radiant: side('a'),
    dire: side('b'),
  };
}

export function createDotaHost(deps: DotaHostDeps) {
  const { db, jobs, bus } = deps;
  const now = deps.now ?? (() => new Date());

  async function scheduleAssign(tx: Tx, hostedId: number) {
    await jobs.schedule(tx, {
      kind: DOTA_ASSIGN_JOB,
      key: `hosted:${String(hostedId)}`,
      runAt: now(),
      payload: { hostedId },
    });
  }

  /**
   * An online bot with a free place, locked. The claim's count of the bot's lobbies is read from the
   * statement's snapshot: a racing start that filled the last place and committed while this one
   * waited for the bot's lock is not in it, so the places are counted again, after the lock, in a
   * statement that sees that commit (read committed).
   */
  async function claimBot(tx: Tx, except: number[] = []): Promise<BotRow | null> {
    const refused = [...except];
    for (;;) {
      const bot = await repo.claimIdleBot(tx, refused);
      if (!bot) return null;
      if ((await repo.liveOfBot(tx, bot.id)).length < bot.capacity) return bot;
      refused.push(bot.id);
    }
  }

  const runner: MatchRunner = {
    async start(match, tx): Promise<RunnerStart> {
      const players = await hostedPlayersOf(tx, match);
      if (!players.ok) return { ok: false, problem: players.problem, code: 'steam_not_linked' };
      const bot = await claimBot(tx);
      if (!bot)
        return {
          ok: false,
          problem: 'No game bot is online to host the match.',
          code: 'no_online_bots',
        };
      const lobbyName = `Clutch ${match.owner.kind === 'quickmatch' ? 'QM' : 'T'}${String(match.id)}`;
      const password = randomBytes(4).toString('hex');
      const row = await repo.insert(tx, {
        ownerKind: match.owner.kind,
        ownerId: match.owner.id,
        matchId: match.id,
        game: match.game,
        hostKind: 'dota',
        botId: bot.id,
        status: 'loading',
        setup: { ...botLobbyOf(match, players.players, lobbyName, password) },
        players: players.players,
        lobbyName,
        lobbyPassword: password,
        connectString: null,
      });
      await scheduleAssign(tx, row.id);
      return { ok: true, lobby: { lobbyName, lobbyPassword: password, connectString: null } };
    },
  };

  /** After the start (or a move to another bot) commits: the bot's instance sends the lobby. */
  async function assign(payload: unknown, tx: Tx): Promise<AfterCommit | void> {
    const ids = idsOf(payload);
    const row = ids ? await repo.find(tx, ids.hostedId) : null;
    if (!row || !live(row) || row.botId === null) return;
    const botId = row.botId;
    return () => bus.publish({ type: 'BotLobbyAssigned', botId, hostedId: row.id });
  }

  /** The grace is over: a bot still away loses its lobby to another bot, or the match fails. */
  async function lost(payload: unknown, tx: Tx): Promise<AfterCommit | void> {
    const ids = idsOf(payload);
    const row = ids ? await repo.lock(tx, ids.hostedId) : null;
    if (!row || !live(row) || row.botId === null || row.botId !== ids?.botId) return;
    const bot = await repo.bot(tx, row.botId);
    if (bot?.connection) return;
    if (row.status === 'loading') {
      const other = await claimBot(tx, [row.botId]);
      if (other) {
        await repo.update(tx, row.id, { botId: other.id });
        await scheduleAssign(tx, row.id);
        return;
      }
    }
    return failHosted(deps, tx, row, 'The lobby bot disconnected.', { serverUnhealthy: false });
  }

  /**
   * A bot said hello on `connection`: what it holds stays, what it lost is assigned again, and what
   * it holds that is no longer its own (moved to another bot, or ended while it was away) it must
   * let go of, or it would keep a lobby nobody plays in.
   */
  async function botConnected(
    hello: Extract<BotToPlatform, { type: 'hello' }>,
    connection: string,
  ): Promise<{ bot: BotRow; reassign: number[]; cancel: number[] }> {
    const bot = await repo.connectBot(db, {
      account: hello.account,
      steamId: hello.steam_id,
      capacity: hello.capacity,
      connection,
    });
    const holding = new Set(hello.holding);
    const ids = (await repo.liveOfBot(db, bot.id)).map((row) => row.id);
    const own = new Set(ids);
    return {
      bot,
      reassign: ids.filter((id) => !holding.has(id)),
      cancel: [...holding].filter((id) => !own.has(id)),
    };
  }

  /** The bot's socket closed: its lobbies wait out the grace before they move or fail. */
  async function botDisconnected(botId: number, connection: string): Promise<void> {
    await db.transaction(async (tx) => {
      if (!(await repo.disconnectBot(tx, botId, connection))) return;
      for (const row of await repo.liveOfBot(tx, botId))
        await jobs.schedule(tx, {
          kind: DOTA_BOT_LOST_JOB,
          key: `hosted:${String(row.id)}`,
          runAt: new Date(now().getTime() + deps.graceMs),
          payload: { hostedId: row.id, botId },
        });
    });
  }

  const winnerScore = (winner: 'radiant' | 'dire') =>
    winner === 'radiant' ? { scoreA: 1, scoreB: 0 } : { scoreA: 0, scoreB: 1 };

  /** A report from a bot about one of its lobbies; a lobby that is not the bot's is refused. */
  async function botReported(
    botId: number,
    frame: Exclude<BotToPlatform, { type: 'hello' } | { type: 'pong' }>,
  ): Promise<AfterCommit | undefined> {
    return db.transaction(async (tx) => {
      const row = await repo.lock(tx, frame.assignment_id);
      if (!row || row.botId !== botId)
        throw new AppError('not_found', 'This bot holds no such assignment.');
      if (!live(row)) return undefined;
      const at = now();
      switch (frame.type) {
        case 'lobby_created':
          await repo.update(tx, row.id, {
            lastEventAt: at,
            setup: { ...row.setup, lobby_id: frame.lobby_id },
          });
          return undefined;
        case 'lobby_members':
          await repo.update(tx, row.id, { lastEventAt: at });
          return undefined;
        case 'launched':
          await repo.update(tx, row.id, {
            status: 'live',
            lastEventAt: at,
            setup: { ...row.setup, match_id: frame.match_id },
          });
          return undefined;
        case 'result': {
          const bySteam = new Map(row.players.map((p) => [p.steamId, p.userId]));
          const lines: RunnerPlayerLine[] = frame.players.flatMap((p) => {
            const userId = bySteam.get(p.steam_id);
            if (userId === undefined) return [];
            const { steam_id: _steam, team: _team, hero_id, ...stats } = p;
            return [{ userId, hero: hero_id > 0 ? hero_id : null, stats }];
          });
          return finishHosted(deps, tx, row, winnerScore(frame.winner), lines);
        }
        case 'failed':
          return failHosted(deps, tx, row, `The lobby bot failed: ${frame.reason}`, {
            serverUnhealthy: false,
          });
      }
    });
  }

  /** What a bot must be sent for an assignment it is to host. */
  async function assignment(hostedId: number): Promise<BotLobby | null> {
    const row = await repo.find(db, hostedId);
    if (!row || !live(row)) return null;
    const { lobby_id: _lobby, match_id: _match, ...lobby } = row.setup;
    return lobbyOf(lobby);
  }

  /**
   * A player of a running hosted match asks for the in-game invitation again: only the bot of a Dota
   * lobby sends invitations (a CS2 player connects by the address). Someone who does not play in
   * the match is told there is none, as if it did not exist.
   */
  async function resendInvites(
    userId: number,
    ownerKind: 'tournament' | 'quickmatch',
    matchId: number,
  ) {
    const row = await repo.liveOf(db, ownerKind, matchId);
    if (!row || !row.players.some((p) => p.userId === userId))
      throw localizedError('not_found', matchesMessage('not_in_running_match'));
    if (row.hostKind !== 'dota' || row.botId === null) return false;
    await bus.publish({ type: 'BotLobbyResend', botId: row.botId, hostedId: row.id });
    return true;
  }

  /** The owner decided the match another way: the bot drops the lobby once this commits. */
  async function release(tx: Tx, row: HostedRow): Promise<void> {
    if (row.botId === null) return;
    await jobs.schedule(tx, {
      kind: DOTA_CANCEL_JOB,
      key: `hosted:${String(row.id)}`,
      runAt: now(),
      payload: { hostedId: row.id, botId: row.botId },
    });
  }

  function cancelled(payload: unknown): Promise<AfterCommit | void> {
    const ids = idsOf(payload);
    if (!ids || ids.botId === null) return Promise.resolve();
    const botId = ids.botId;
    return Promise.resolve(() =>
      bus.publish({ type: 'BotLobbyCancelled', botId, hostedId: ids.hostedId }),
    );
  }

  const jobHandlers: JobHandlers = {
    [DOTA_ASSIGN_JOB]: assign,
    [DOTA_BOT_LOST_JOB]: lost,
    [DOTA_CANCEL_JOB]: cancelled,
  };

  return {
    runner,
    jobs: jobHandlers,
    botConnected,
    botDisconnected,
    botReported,
    assignment,
    resendInvites,
    release,
  };
}

export type DotaHost = ReturnType<typeof createDotaHost>;

/** A stored lobby read back through its schema (the row's JSON is typed loosely). */
function lobbyOf(stored: Record<string, unknown>): BotLobby | null {
  const parsed = BotLobbySchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
