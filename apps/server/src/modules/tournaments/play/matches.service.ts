// The bracket as the creator and everyone else see it: the grid, starting the ready matches through
// the match runner, and moving a match that has not started later.
import type { Db, Tx } from '../../../platform/db/database.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import { gridMatchOf, sidesOf } from './match-rows.js';
import {
  lockMatch,
  playersOn,
  statusEvent,
  updatedEvent,
  type MatchResults,
  type Players,
} from './match-results.service.js';
import type { RunnerMatch } from '../../matches/match.js';
import type { MatchRunner } from '../../matches/match-runner.js';
import type { MatchesEvent } from '../matches.events.js';
import { matchesRepository as repo, type MatchRow } from './matches.repository.js';
import type { SideView } from './match-rows.js';
import {
  tournamentsRepository as tournaments,
  type TournamentRow,
} from '../core/tournaments.repository.js';
import { localizedError, localizedFields } from '../../../platform/http/localized-errors.js';
import { tournamentsMessage as say } from '../tournaments-messages.js';

export interface MatchesDeps {
  db: Db;
  bus: EventPublisher<MatchesEvent>;
  results: MatchResults;
  /** The runner a match is played through (the simulator only for demo ones). */
  runnerFor: (match: RunnerMatch) => MatchRunner;
  /** How far a match is moved when no game server or bot is free to host it. */
  postponeMs: number;
  now?: () => Date;
}

export type StartingTournament = Pick<
  TournamentRow,
  | 'game'
  | 'isDemo'
  | 'server'
  | 'mode'
  | 'roundsToWin'
  | 'friendlyFire'
  | 'overtimeMaxRounds'
  | 'mapList'
>;

/** A side's name in the game: its team's, or its player's. */
const sideName = (side: SideView | undefined, fallback: string) =>
  side?.team?.name ?? side?.user?.username ?? fallback;

/**
 * A bracket match as the matches module's runners see it. A tournament has no map veto: a CS2
 * match plays the first map of the tournament's list, sides decided by a knife round.
 */
const runnerMatchOf = (
  match: MatchRow,
  tournament: StartingTournament,
  players: Players,
  sides: ReadonlyMap<number, SideView>,
): RunnerMatch => ({
  id: match.id,
  owner: { kind: 'tournament', id: match.tournamentId },
  game: tournament.game,
  book: tournament.isDemo ? 'demo' : 'real',
  sides: [
    { id: match.sideA, userIds: playersOn([match.sideA], players) },
    { id: match.sideB, userIds: playersOn([match.sideB], players) },
  ],
  settings: {
    region: tournament.server ?? 'europe',
    names: [
      sideName(match.sideA === null ? undefined : sides.get(match.sideA), 'Team A'),
      sideName(match.sideB === null ? undefined : sides.get(match.sideB), 'Team B'),
    ],
    maps: [{ name: tournament.mapList?.[0] ?? 'de_dust2', sideA: null }],
    roundsToWin: tournament.roundsToWin,
    overtimeRounds: tournament.overtimeMaxRounds,
    friendlyFire: tournament.friendlyFire,
    heroes: new Map(),
    gameMode: tournament.mode ?? 1,
  },
});

const notFound = () => localizedError('not_found', say('tournament_not_found'));
const creatorOnly = (code: 'creator_starts_matches' | 'creator_postpones') =>
  localizedError('permission_denied', say(code));

export function createMatchesService(deps: MatchesDeps) {
  const { db, bus } = deps;
  const now = deps.now ?? (() => new Date());

  async function publish(events: MatchesEvent[]) {
    for (const event of events) await bus.publish(event);
  }

  async function grid(id: number) {
    const found = await tournaments.find(db, id);
    if (!found) throw notFound();
    const [rows, sides] = await Promise.all([repo.matches(db, id), repo.sides(db, id)]);
    return rows.map((row) => gridMatchOf(row, sides));
  }

  /**
   * Starts one match through its runner; answers what its players and watchers are told. A match no
   * game server or bot is free for is postponed by `postponeMs` (the spec's
   * match_postponed_no_free_servers), never left silently waiting.
   */
  async function startOne(
    tx: Tx,
    match: MatchRow,
    tournament: StartingTournament,
    players: Players,
  ): Promise<MatchesEvent[]> {
    const sides = await repo.sides(tx, match.tournamentId, sidesOf([match]));
    const runnerMatch = runnerMatchOf(match, tournament, players, sides);
    const started = await deps.runnerFor(runnerMatch).start(runnerMatch, tx);
    if (!started.ok) {
      const userIds = playersOn([match.sideA, match.sideB], players);
      const { id: matchId, tournamentId } = match;
      const failed: MatchesEvent = {
        type: 'MatchStartFailed',
        tournamentId,
        matchId,
        problem: started.problem,
        userIds,
      };
      if (started.code !== 'no_free_servers' && started.code !== 'no_online_bots') return [failed];
      const startTime = new Date(now().getTime() + deps.postponeMs);
      await repo.update(tx, match.id, { startTime });
      return [
        { ...failed, problem: `${started.problem} The match is postponed.` },
        {
          type: 'MatchPostponed',
          tournamentId,
          matchId,
          status: match.status,
          startTime: startTime.toISOString(),
          userIds,
        },
      ];
    }
    const { lobbyName, lobbyPassword, connectString } = started.lobby;
    const updated = await repo.update(tx, match.id, {
      status: 'in_game',
      startedAt: now(),
      lobbyName,
      lobbyPassword,
      connectString,
    });
    return [updatedEvent(updated), statusEvent(updated, players)];
  }

  /** Starts every ready match whose time has come; a runner's refusal is reported, not fatal. */
  async function startGame(callerId: number, id: number) {
    const events = await db.transaction(async (tx) => {
      const row = await tournaments.lock(tx, id);
      if (!row) throw notFound();
      if (row.createdBy !== callerId) throw creatorOnly('creator_starts_matches');
      if (row.status !== 'running') throw localizedError('unprocessable', say('not_running'));
      const due = (await repo.matches(tx, id)).filter(
        (match) => match.status === 'ready' && match.startTime <= now(),
      );
      if (due.length === 0) throw localizedError('unprocessable', say('no_match_ready'));
      const players = await repo.playersOf(tx, sidesOf(due));
      const all: MatchesEvent[] = [];
      for (const match of due) all.push(...(await startOne(tx, match, row, players)));
      return all;
    });
    await publish(events);
    const started = events.filter((event) => event.type === 'MatchUpdated').length;
    const problems = events.flatMap((event) =>
      event.type === 'MatchStartFailed' ? [event.problem] : [],
    );
    const message = `Started ${String(started)} match(es).`;
    return { message: problems.length === 0 ? message : `${message} ${problems.join(' ')}` };
  }

  async function postpone(callerId: number, matchId: number, startTime: Date) {
    const event = await db.transaction(async (tx) => {
      const { tournament, match } = await lockMatch(tx, matchId);
      if (tournament.createdBy !== callerId) throw creatorOnly('creator_postpones');
      if (match.status === 'in_game' || match.status === 'finished')
        throw localizedError('unprocessable', say('match_started'));
      if (startTime <= now() || startTime <= match.startTime)
        throw localizedFields({ new_start_time: [say('postpone_later')] });
      await repo.update(tx, matchId, { startTime });
      const userIds = await repo.playerIds(tx, sidesOf([match]));
      return {
        type: 'MatchPostponed' as const,
        tournamentId: tournament.id,
        matchId,
        status: match.status,
        startTime: startTime.toISOString(),
        userIds,
      };
    });
    await publish([event]);
    return deps.results.gridMatch(matchId);
  }

  /** A match as the grid shows it, with its version; null when there is no such match. */
  async function liveMatch(matchId: number) {
    const row = await repo.find(db, matchId);
    if (!row) return null;
    // Pushed for every change of a watched match: only its two sides are read.
    const match = gridMatchOf(row, await repo.sides(db, row.tournamentId, sidesOf([row])));
    return { match, version: row.version };
  }

  return { grid, liveMatch, startGame, postpone };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
