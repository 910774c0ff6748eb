// The start of a tournament, a durable job at start_time: registration closes and, under the
// tournament's row lock in one transaction, either the bracket is built and every hold captured
// into the escrow, or (fewer than two players) the tournament is cancelled and every hold released.
import { randomInt } from 'node:crypto';
import type { DbOrTx, Tx } from '../../platform/db/database.js';
import type { AfterCommit, JobRunner } from '../../platform/jobs/job-runner.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { Ledger, Touched } from '../wallet/ledger.service.js';
import { allMatches, buildBracket, type Bracket } from './bracket.js';
import { rowOf } from './match-rows.js';
import type { MatchesEvent } from './matches.events.js';
import { matchesRepository as matches } from './matches.repository.js';
import { roundStartTime } from './rounds.js';
import { escrowOf } from './settlement.service.js';
import type { TournamentsEvent } from './tournaments.events.js';
import { tournamentsRepository as repo, type TournamentRow } from './tournaments.repository.js';
import { holdReference } from './tournaments.service.js';

export const START_JOB = 'tournament-start';

export interface TournamentStartDeps {
  jobs: JobRunner;
  ledger: Ledger;
  bus: EventPublisher<MatchesEvent | TournamentsEvent>;
  /** How long one of match_duration's minutes lasts (TOURNAMENT_MINUTE). */
  minuteMs?: number;
  now?: () => Date;
}

/** Schedules (or moves) the start job; creation and every start_time edit call it. */
export const scheduleStart = (jobs: JobRunner) => (tx: DbOrTx, id: number, startTime: Date) =>
  jobs.schedule(tx, {
    kind: START_JOB,
    key: `tournament:${String(id)}`,
    runAt: startTime,
    payload: { tournamentId: id },
  });

function tournamentIdOf(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null || !('tournamentId' in payload)) return null;
  const id = payload.tournamentId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/** A crypto-strong [0, 1) for the seeding draw, so nobody can predict how ties fall. */
const drawRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

async function writeBracket(
  tx: Tx,
  row: TournamentRow,
  bracket: Bracket,
  minuteMs: number | undefined,
): Promise<void> {
  const start = row.startTime;
  await matches.insertMatches(
    tx,
    allMatches(bracket).map((match) => ({
      tournamentId: row.id,
      level: match.level,
      position: match.position,
      isThirdPlace: match.isThirdPlace,
      ...rowOf(match, null),
      startTime: roundStartTime(start, row.matchDuration, row.grid, match.level, minuteMs),
      finishedAt: match.status === 'walkover' || match.status === 'void' ? start : null,
    })),
  );
}

type StartOutcome =
  | { kind: 'started'; userIds: number[] }
  | { kind: 'cancelled'; userIds: number[] }
  | { kind: 'none' };

export function createTournamentStart(deps: TournamentStartDeps) {
  const { ledger, bus } = deps;
  const now = deps.now ?? (() => new Date());

  async function cancel(tx: Tx, row: TournamentRow, touched: Touched): Promise<StartOutcome> {
    for (const holdId of await repo.openHoldIds(tx, holdReference(row.id)))
      await ledger.release(tx, holdId, touched);
    await repo.cancelApplications(tx, row.id);
    const userIds = await repo.participantUserIds(tx, row.id);
    await repo.update(tx, row.id, { status: 'cancelled', cancelledAt: now() });
    return { kind: 'cancelled', userIds };
  }

  async function start(tx: Tx, id: number, touched: Touched): Promise<StartOutcome> {
    const row = await repo.lock(tx, id);
    if (!row || row.status !== 'registration' || row.startTime > now()) return { kind: 'none' };
    const players = await matches.players(tx, id);
    const entrants = players.map((player) => ({ id: player.id, level: player.level }));
    const thirdPlace = row.thirdPlacePrize > 0;
    const built = buildBracket(entrants, row.grid, { thirdPlace, random: drawRandom });
    if (built.kind === 'cancel') return cancel(tx, row, touched);
    // Unanswered applications never entered: their fees go back before the rest is captured.
    for (const holdId of await matches.pendingApplicationHolds(tx, id))
      await ledger.release(tx, holdId, touched);
    await repo.cancelApplications(tx, id);
    for (const holdId of await repo.openHoldIds(tx, holdReference(id)))
      await ledger.capture(tx, holdId, escrowOf(id), touched);
    for (const seeded of built.seeds) await matches.setSeed(tx, seeded.id, seeded.seed);
    await writeBracket(tx, row, built.bracket, deps.minuteMs);
    await repo.update(tx, id, { status: 'running', startedAt: now() });
    return { kind: 'started', userIds: await repo.participantUserIds(tx, id) };
  }

  async function announce(id: number, outcome: StartOutcome, touched: Touched) {
    ledger.announce(touched);
    if (outcome.kind === 'started')
      await bus.publish({ type: 'TournamentStarted', tournamentId: id, userIds: outcome.userIds });
    if (outcome.kind === 'cancelled')
      await bus.publish({
        type: 'TournamentCancelled',
        tournamentId: id,
        userIds: outcome.userIds,
      });
  }

  deps.jobs.register(START_JOB, async (payload: unknown, tx: Tx): Promise<AfterCommit> => {
    const id = tournamentIdOf(payload);
    const touched: Touched = new Map();
    const outcome = id === null ? { kind: 'none' as const } : await start(tx, id, touched);
    return () => (id === null ? Promise.resolve() : announce(id, outcome, touched));
  });

  return { schedule: scheduleStart(deps.jobs) };
}
