// The bracket as the creator and everyone else see it: the grid, starting the ready matches through
// the match runner, and moving a match that has not started later.
import { AppError } from '@clutch/contract/errors';
import type { Db, Tx } from '../../platform/db/database.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import { gridMatchOf } from './match-rows.js';
import { lockMatch, type MatchResults } from './match-results.service.js';
import type { MatchRunner } from './match-runner.js';
import type { MatchesEvent } from './matches.events.js';
import { matchesRepository as repo, type MatchRow } from './matches.repository.js';
import { tournamentsRepository as tournaments } from './tournaments.repository.js';

export interface MatchesDeps {
  db: Db;
  bus: EventPublisher<MatchesEvent>;
  results: MatchResults;
  /** The runner a tournament's matches are played through (the simulator only for demo ones). */
  runnerFor: (tournament: { isDemo: boolean }) => MatchRunner;
  now?: () => Date;
}

const notFound = () => new AppError('not_found', 'Tournament not found.');
const creatorOnly = (what: string) =>
  new AppError('permission_denied', `Only the tournament’s creator may ${what}.`);

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

  async function startOne(tx: Tx, match: MatchRow, isDemo: boolean) {
    const runner = deps.runnerFor({ isDemo });
    const runnerMatch = { id: match.id, tournamentId: match.tournamentId, isDemo };
    const started = await runner.start(runnerMatch, tx);
    if (!started.ok) return { problem: started.problem };
    const { lobbyName, lobbyPassword, connectString } = started.lobby;
    const updated = await repo.update(tx, match.id, {
      status: 'in_game',
      startedAt: now(),
      lobbyName,
      lobbyPassword,
      connectString,
    });
    return { updated };
  }

  /** Starts every ready match whose time has come; a runner's refusal is reported, not fatal. */
  async function startGame(callerId: number, id: number) {
    const events: MatchesEvent[] = [];
    const problems: string[] = [];
    await db.transaction(async (tx) => {
      const row = await tournaments.lock(tx, id);
      if (!row) throw notFound();
      if (row.createdBy !== callerId) throw creatorOnly('start its matches');
      if (row.status !== 'running')
        throw new AppError('unprocessable', 'This tournament is not running.');
      const due = (await repo.matches(tx, id)).filter(
        (match) => match.status === 'ready' && match.startTime <= now(),
      );
      if (due.length === 0) throw new AppError('unprocessable', 'No match is ready to start yet.');
      for (const match of due) {
        const outcome = await startOne(tx, match, row.isDemo);
        if ('problem' in outcome && outcome.problem) problems.push(outcome.problem);
        if ('updated' in outcome && outcome.updated)
          events.push({
            type: 'MatchUpdated',
            tournamentId: id,
            matchId: match.id,
            version: outcome.updated.version,
          });
      }
    });
    await publish(events);
    const message = `Started ${String(events.length)} match(es).`;
    return { message: problems.length === 0 ? message : `${message} ${problems.join(' ')}` };
  }

  async function postpone(callerId: number, matchId: number, startTime: Date) {
    const event = await db.transaction(async (tx) => {
      const { tournament, match } = await lockMatch(tx, matchId);
      if (tournament.createdBy !== callerId) throw creatorOnly('postpone a match');
      if (match.status === 'in_game' || match.status === 'finished')
        throw new AppError('unprocessable', 'This match has already started.');
      if (startTime <= now() || startTime <= match.startTime)
        throw AppError.fields({
          new_start_time: ['Choose a time later than now and than the match’s current start.'],
        });
      await repo.update(tx, matchId, { startTime });
      const sides = [match.sideA, match.sideB].filter((side): side is number => side !== null);
      const userIds = await repo.playerIds(tx, sides);
      return {
        type: 'MatchPostponed' as const,
        tournamentId: tournament.id,
        matchId,
        startTime: startTime.toISOString(),
        userIds,
      };
    });
    await publish([event]);
    return deps.results.gridMatch(matchId);
  }

  return { grid, startGame, postpone };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
