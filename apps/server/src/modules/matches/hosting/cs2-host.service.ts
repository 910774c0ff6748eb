// Real CS2 matches on the server pool with MatchZy. Starting a match claims a free server of its
// region (SKIP LOCKED), checks it answers RCON `status`, and records the hosted match with the
// MatchZy configuration; once that commits, a job sets the game password and the remote log and
// has the server load the config from a signed, expiring URL of ours. MatchZy's events then arrive
// at our remote-log route, each applied once; a poll over RCON catches what MatchZy failed to post
// (it never retries) and ends the match as a server failure when the server stops answering.
import { randomBytes } from 'node:crypto';
import { AppError } from '@clutch/contract/errors';
import type { Db, Tx } from '../../../platform/db/database.js';
import type { AfterCommit, JobHandlers, JobScheduler } from '../../../platform/jobs/job-runner.js';
import type { SecretBox } from '../../../platform/secret-box.js';
import type { RunnerMatch } from '../match.js';
import type { MatchRunner, RunnerPlayerLine, RunnerStart } from '../match-runner.js';
import { cs2ServersRepository as servers } from './cs2-servers.repository.js';
import type { HostingKeys } from './hosting-keys.js';
import {
  cancelHosted,
  failHosted,
  finishHosted,
  ownerKeyOf,
  type OutcomeDeps,
} from './hosting-outcomes.tx.js';
import type { HostedPlayer, HostedPlayerStats } from './hosted-matches.tables.js';
import { hostedMatchesRepository as repo, type HostedRow } from './hosted-matches.repository.js';
import {
  matchZyConfig,
  matchZyLoadMatchCommand,
  matchZyRemoteLogCommands,
  quoteArgument,
  type MatchZyRemoteLog,
} from './matchzy-config.js';
import {
  matchIdOf,
  matchZyEventKey,
  parseMatchZyEvent,
  playerStatsOf,
  seriesWinnerOf,
  type MapResultEvent,
  type MatchZyEvent,
  type RoundEndEvent,
} from './matchzy-events.js';
import {
  MATCHZY_END_MATCH_COMMAND,
  MATCHZY_STATUS_COMMAND,
  parseMatchZyStatus,
} from './matchzy-status.js';
import { connectRcon, type RconClient } from './rcon-client.js';
import { MATCHZY_SECRET_HEADER } from '@clutch/contract/hosting';
import { hostedPlayersOf, type PlayersOrProblem } from './hosted-players.js';

export const CS2_LOAD_JOB = 'cs2-match-load';
export const CS2_POLL_JOB = 'cs2-match-poll';
/** A claimed server that fails its health check is skipped; this many are tried per start. */
const SERVERS_TRIED = 3;

export interface Cs2HostDeps extends OutcomeDeps {
  db: Db;
  jobs: JobScheduler;
  secrets: SecretBox;
  keys: HostingKeys;
  /** Where game servers reach us (GAME_SERVER_CALLBACK_URL). */
  callbackUrl: string;
  rcon: { connectTimeoutMs: number; commandTimeoutMs: number };
  pollMs: number;
  deadAfterMisses: number;
  configTtlMs: number;
  now?: () => Date;
}

interface ServerAddress {
  id: number;
  name: string;
  host: string;
  port: number;
  sealed: string;
}

function hostedIdOf(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null || !('hostedId' in payload)) return null;
  const id = payload.hostedId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/**
 * The score a finished series stands at: the rounds of the one map in a best of one (what players
 * read), else the maps won. The series winner MatchZy names settles a score our events left level.
 */
function seriesScore(row: HostedRow, event: Extract<MatchZyEvent, { event: 'series_end' }>) {
  const maps = Number(row.setup.num_maps ?? 1);
  const winner = seriesWinnerOf(event);
  const rounds = { scoreA: row.scoreA, scoreB: row.scoreB };
  if (maps === 1 && rounds.scoreA !== rounds.scoreB) return rounds;
  const series = { scoreA: event.team1_series_score, scoreB: event.team2_series_score };
  if (series.scoreA !== series.scoreB) return series;
  if (winner === 'team1') return { scoreA: 1, scoreB: 0 };
  if (winner === 'team2') return { scoreA: 0, scoreB: 1 };
  return series;
}

export function createCs2Host(deps: Cs2HostDeps) {
  const { db, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  async function withRcon<T>(server: ServerAddress, use: (rcon: RconClient) => Promise<T>) {
    const rcon = await connectRcon({
      host: server.host,
      port: server.port,
      password: deps.secrets.open(server.sealed),
      connectTimeoutMs: deps.rcon.connectTimeoutMs,
      commandTimeoutMs: deps.rcon.commandTimeoutMs,
    });
    try {
      return await use(rcon);
    } finally {
      await rcon.close().catch(() => undefined);
    }
  }

  const eventsUrl = (id: number) => `${deps.callbackUrl}/api/hosting/matchzy/${String(id)}/events/`;

  /** Claims servers of the region until one answers `status`; the ones that do not are benched. */
  async function claimHealthy(tx: Tx, match: RunnerMatch, ownerKey: string) {
    const region = match.settings?.region ?? 'europe';
    for (let tried = 0; tried < SERVERS_TRIED; tried += 1) {
      const claimed = await servers.claimFree(tx, region, ownerKey);
      if (!claimed) return null;
      const server = { ...claimed, sealed: claimed.rconPasswordEncrypted };
      try {
        await withRcon(server, (rcon) => rcon.exec('status'));
        await repo.markServer(tx, server.id, { lastHealthAt: now(), lastError: null });
        return server;
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        await servers.release(tx, server.id, ownerKey);
        await repo.markServer(tx, server.id, { status: 'unhealthy', lastError: problem });
      }
    }
    return null;
  }

  const remoteLogOf = (id: number): MatchZyRemoteLog => ({
    url: eventsUrl(id),
    headerKey: MATCHZY_SECRET_HEADER,
    headerValue: deps.keys.eventSecret(id),
  });

  function configFor(row: HostedRow, players: readonly HostedPlayer[], match: RunnerMatch) {
    const settings = match.settings;
    const side = (s: 'a' | 'b') =>
      players.filter((p) => p.side === s).map((p) => ({ steamId: p.steamId, name: p.name }));
    const maps = settings?.maps ?? [];
    return matchZyConfig({
      matchId: row.id,
      team1: { name: settings?.names[0] ?? 'Team A', players: side('a') },
      team2: { name: settings?.names[1] ?? 'Team B', players: side('b') },
      maps: maps.map((map) => map.name),
      sides: maps.map((map) =>
        map.sideA === 'ct' ? 'team1_ct' : map.sideA === 't' ? 'team1_t' : 'knife',
      ),
      playersPerTeam: Math.max(side('a').length, side('b').length),
      roundsToWin: settings?.roundsToWin ?? null,
      // Our overtime setting counts rounds per half (MR3 is 3); MatchZy's cvar counts both halves.
      overtimeMaxRounds: settings?.overtimeRounds ? settings.overtimeRounds * 2 : null,
      friendlyFire: settings?.friendlyFire ?? null,
      // Also in the config: some MatchZy builds forget the RCON-set remote log when a match loads.
      remoteLog: remoteLogOf(row.id),
    });
  }

  const runner: MatchRunner = {
    async start(match, tx): Promise<RunnerStart> {
      if (!match.settings || match.settings.maps.length === 0)
        return { ok: false, problem: 'This match has no map to play yet.' };
      const players: PlayersOrProblem = await hostedPlayersOf(tx, match);
      if (!players.ok) return { ok: false, problem: players.problem, code: 'steam_not_linked' };
      const ownerKey = ownerKeyOf({ ownerKind: match.owner.kind, matchId: match.id });
      const server = await claimHealthy(tx, match, ownerKey);
      if (!server)
        return {
          ok: false,
          problem: 'No game server is free to host this match.',
          code: 'no_free_servers',
        };
      const password = randomBytes(6).toString('hex');
      const connectString = `connect ${server.host}:${String(server.port)}; password ${password}`;
      const row = await repo.insert(tx, {
        ownerKind: match.owner.kind,
        ownerId: match.owner.id,
        matchId: match.id,
        game: match.game,
        hostKind: 'cs2',
        cs2ServerId: server.id,
        status: 'loading',
        setup: {},
        players: players.players,
        lobbyName: server.name,
        lobbyPassword: password,
        connectString,
      });
      const config = configFor(row, players.players, match);
      await repo.update(tx, row.id, { setup: { ...config } });
      await jobs.schedule(tx, {
        kind: CS2_LOAD_JOB,
        key: `hosted:${String(row.id)}`,
        runAt: now(),
        payload: { hostedId: row.id },
      });
      return {
        ok: true,
        lobby: { lobbyName: server.name, lobbyPassword: password, connectString },
      };
    },
  };

  function configUrl(id: number): string {
    const expires = Math.floor((now().getTime() + deps.configTtlMs) / 1000);
    const signature = deps.keys.configSignature(id, expires);
    return `${deps.callbackUrl}/api/hosting/matchzy/${String(id)}/config/?expires=${String(expires)}&signature=${signature}`;
  }

  async function schedulePoll(tx: Tx, id: number) {
    await jobs.schedule(tx, {
      kind: CS2_POLL_JOB,
      key: `hosted:${String(id)}`,
      runAt: new Date(now().getTime() + deps.pollMs),
      payload: { hostedId: id },
    });
  }

  /** After the start commits: the server gets its password, our remote log, and loads the match. */
  async function load(payload: unknown, tx: Tx): Promise<AfterCommit | void> {
    const id = hostedIdOf(payload);
    const row = id === null ? null : await repo.lock(tx, id);
    if (!row || row.status !== 'loading' || row.cs2ServerId === null) return;
    const server = await repo.server(tx, row.cs2ServerId);
    if (!server)
      return failHosted(deps, tx, row, 'The server was removed.', { serverUnhealthy: false });
    try {
      // MatchZy answers a load with nothing and downloads in the background: the poll confirms it
      // by seeing our match id in get5_status.
      await withRcon(server, async (rcon) => {
        // Whatever an earlier match left loaded (one decided without its server) ends first:
        // MatchZy refuses a new match while one is set up.
        await rcon.exec(MATCHZY_END_MATCH_COMMAND);
        await rcon.exec(`sv_password ${quoteArgument(row.lobbyPassword)}`);
        for (const command of matchZyRemoteLogCommands(remoteLogOf(row.id)))
          await rcon.exec(command);
        const answer = await rcon.exec(matchZyLoadMatchCommand(configUrl(row.id)));
        if (/cannot load|invalid url/i.test(answer)) throw new Error(answer.trim());
      });
    } catch (error) {
      const problem = `The server did not take the match: ${error instanceof Error ? error.message : String(error)}`;
      return failHosted(deps, tx, row, problem, { serverUnhealthy: true });
    }
    await schedulePoll(tx, row.id);
  }

  /** The poll: MatchZy never retries a lost post, so the server's own state is read over RCON. */
  async function poll(payload: unknown, tx: Tx): Promise<AfterCommit | void> {
    const id = hostedIdOf(payload);
    const row = id === null ? null : await repo.lock(tx, id);
    if (!row || (row.status !== 'loading' && row.status !== 'live') || row.cs2ServerId === null)
      return;
    const server = await repo.server(tx, row.cs2ServerId);
    if (!server)
      return failHosted(deps, tx, row, 'The server was removed.', { serverUnhealthy: false });
    let answer: string;
    try {
      answer = await withRcon(server, (rcon) => rcon.exec(MATCHZY_STATUS_COMMAND));
    } catch (error) {
      const misses = row.misses + 1;
      const problem = error instanceof Error ? error.message : String(error);
      if (misses >= deps.deadAfterMisses)
        return failHosted(deps, tx, row, `The server stopped answering: ${problem}`, {
          serverUnhealthy: true,
        });
      await repo.update(tx, row.id, { misses });
      await schedulePoll(tx, row.id);
      return;
    }
    await repo.markServer(tx, server.id, { lastHealthAt: now() });
    const status = parseMatchZyStatus(answer);
    const ours = status.matchId === String(row.id);
    if (ours && status.team1Score !== null && status.team2Score !== null) {
      await repo.update(tx, row.id, {
        misses: 0,
        status: status.state === 'live' || status.state === 'paused' ? 'live' : row.status,
        scoreA: Math.max(row.scoreA, status.team1Score),
        scoreB: Math.max(row.scoreB, status.team2Score),
      });
    } else if (!ours && row.status === 'loading') {
      // Still not loaded: the download failed or the server dropped it. Counted like a silent poll.
      if (row.misses + 1 >= deps.deadAfterMisses)
        return failHosted(deps, tx, row, 'The server did not load the match.', {
          serverUnhealthy: true,
        });
      await repo.update(tx, row.id, { misses: row.misses + 1 });
    } else if (row.misses !== 0) await repo.update(tx, row.id, { misses: 0 });
    const fresh = (await repo.lock(tx, row.id)) ?? row;
    // The series is over on the server but its series_end never reached us: finish from what we
    // have (the last map's statistics, when its map_result came).
    const over = ours && status.state === 'postgame';
    const forgotten = !ours && row.status === 'live';
    if ((over || forgotten) && fresh.scoreA !== fresh.scoreB)
      return finishHosted(deps, tx, fresh, scoreOf(fresh), linesOf(fresh));
    if (forgotten)
      return failHosted(deps, tx, fresh, 'The server lost the match it was playing.', {
        serverUnhealthy: true,
      });
    await schedulePoll(tx, row.id);
  }

  const scoreOf = (row: HostedRow) => ({ scoreA: row.scoreA, scoreB: row.scoreB });
  const statsOf = (row: HostedRow, event: MapResultEvent | RoundEndEvent): HostedPlayerStats[] => {
    const bySteam = new Map(row.players.map((p) => [p.steamId, p.userId]));
    return playerStatsOf(event).flatMap((line) => {
      const userId = bySteam.get(line.steamId);
      return userId === undefined ? [] : [{ userId, hero: null, stats: line.stats }];
    });
  };
  const linesOf = (row: HostedRow): RunnerPlayerLine[] =>
    (row.stats ?? []).map((line) => ({ userId: line.userId, hero: line.hero, stats: line.stats }));

  /** Applies one MatchZy event to a locked hosted match. */
  async function apply(
    tx: Tx,
    row: HostedRow,
    event: MatchZyEvent,
  ): Promise<AfterCommit | undefined> {
    const at = now();
    switch (event.event) {
      case 'series_start':
      case 'going_live':
        await repo.update(tx, row.id, { status: 'live', lastEventAt: at });
        return undefined;
      case 'round_end':
      case 'map_result': {
        // Every round_end carries each player's running totals for the map, so statistics survive
        // a lost map_result, and a map_result without players (older MatchZy builds).
        const stats = statsOf(row, event);
        await repo.update(tx, row.id, {
          status: event.event === 'round_end' ? 'live' : row.status,
          lastEventAt: at,
          scoreA: event.team1.score,
          scoreB: event.team2.score,
          ...(stats.length > 0 ? { stats } : {}),
        });
        return undefined;
      }
      case 'series_end': {
        const fresh = (await repo.lock(tx, row.id)) ?? row;
        const score = seriesScore(fresh, event);
        if (score.scoreA === score.scoreB) return undefined;
        return finishHosted(deps, tx, fresh, score, linesOf(fresh));
      }
      case 'player_disconnect':
        await repo.update(tx, row.id, { lastEventAt: at });
        return undefined;
    }
  }

  /** MatchZy's remote log: checked by the match's secret, recorded by key, applied once. */
  async function receiveEvent(
    id: number,
    secret: string | undefined,
    body: Record<string, unknown>,
  ): Promise<{ received: boolean; applied: boolean }> {
    if (!deps.keys.eventSecretValid(id, secret))
      throw new AppError('permission_denied', 'This is not the secret of that match.');
    const parsed = parseMatchZyEvent(body);
    if (parsed.event === 'invalid') throw new AppError('bad_request', parsed.problem);
    if (parsed.event === 'ignored') return { received: true, applied: false };
    const outcome = await db.transaction(async (tx) => {
      const row = await repo.lock(tx, id);
      if (!row) throw new AppError('not_found', 'No such hosted match.');
      if (matchIdOf(parsed) !== row.id)
        throw new AppError('bad_request', 'The event is about another match.');
      const fresh = await repo.recordEvent(tx, row.id, matchZyEventKey(parsed), body);
      if (!fresh || (row.status !== 'loading' && row.status !== 'live'))
        return { received: true, applied: false, afterCommit: undefined };
      const afterCommit = await apply(tx, row, parsed);
      return { received: true, applied: true, afterCommit };
    });
    if (outcome.afterCommit) await outcome.afterCommit();
    return { received: outcome.received, applied: outcome.applied };
  }

  /** The config the server downloads: only through a signed URL that has not expired. */
  async function config(id: number, expires: number, signature: string) {
    if (!deps.keys.configValid(id, expires, signature, now()))
      throw new AppError('permission_denied', 'This link is not valid or has expired.');
    const row = await repo.find(db, id);
    if (!row || row.hostKind !== 'cs2') throw new AppError('not_found', 'No such hosted match.');
    return row.setup;
  }

  const jobHandlers: JobHandlers = { [CS2_LOAD_JOB]: load, [CS2_POLL_JOB]: poll };

  return { runner, jobs: jobHandlers, receiveEvent, config, cancelHosted };
}

export type Cs2Host = ReturnType<typeof createCs2Host>;
