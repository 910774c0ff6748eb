// The start of a tournament, a durable job at start_time: registration closes and, under the
// tournament's row lock in one transaction, either the bracket is built and every hold captured
// into the escrow, or (fewer than two players) the tournament is cancelled and every hold released.
// Either way unanswered applications are declined first, their fees released and their applicants told.
import { randomInt } from 'node:crypto';
import type { DbOrTx, Tx } from '../../../platform/db/database.js';
import type { AfterCommit, JobHandlers, JobScheduler } from '../../../platform/jobs/job-runner.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { Ledger, Touched } from '../../wallet/ledger/ledger.service.js';
import { allMatches, buildBracket, type Bracket } from './bracket.js';
import { firstMatchesOf, rowOf, sidesOf } from './match-rows.js';
import type { FirstMatch, MatchesEvent } from '../matches.events.js';
import type { RegistrationEvent } from '../registration.events.js';
import { tournamentLinksRepository as links } from '../community/tournament-links.repository.js';
import { matchesRepository as matches } from './matches.repository.js';
import { roundStartTime } from './rounds.js';
import { escrowOf } from './settlement.tx.js';
import type { TournamentsEvent } from '../tournaments.events.js';
import {
  tournamentsRepository as repo,
  type TournamentRow,
} from '../core/tournaments.repository.js';
import { holdReference } from '../core/tournaments.service.js';

export const START_JOB = 'tournament-start';

export interface TournamentStartDeps {
  jobs: JobScheduler;
  ledger: Ledger;
  bus: EventPublisher<MatchesEvent | TournamentsEvent | RegistrationEvent>;
  /** How long one of match_duration's minutes lasts (TOURNAMENT_MINUTE). */
  minuteMs?: number;
  now?: () => Date;
}

/** Schedules (or moves) the start job; creation and every start_time edit call it. */
export const scheduleStart = (jobs: JobScheduler) => (tx: DbOrTx, id: number, startTime: Date) =>
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

type StartOutcome = {
  /** Applications declined because the start came before an answer. */
  declined: { applicationId: number; userId: number }[];
} & (
  | { kind: 'started'; userIds: number[]; firstMatches: FirstMatch[] }
  | { kind: 'cancelled'; userIds: number[] }
  | { kind: 'none' }
);

export function createTournamentStart(deps: TournamentStartDeps) {
  const { ledger, bus } = deps;
  const now = deps.now ?? (() => new Date());

  /** Unanswered applications never entered: their fees go back before anything is captured. */
  async function declinePending(tx: Tx, id: number, touched: Touched) {
    const pending = await matches.pendingApplications(tx, id);
    for (const application of pending)
      if (application.holdId !== null) await ledger.release(tx, application.holdId, touched);
    await repo.closeApplications(tx, id, 'declined');
    return pending.map((application) => ({
      applicationId: application.id,
      userId: application.userId,
    }));
  }

  async function cancel(tx: Tx, row: TournamentRow, touched: Touched) {
    for (const holdId of await repo.openHoldIds(tx, holdReference(row.id)))
      await ledger.release(tx, holdId, touched);
    // A cancelled tournament pays nothing out: its prize jars are free to break or reuse.
    await links.replaceJars(tx, row.id, 'prize', []);
    const userIds = await repo.participantUserIds(tx, row.id);
    await repo.update(tx, row.id, { status: 'cancelled', cancelledAt: now() });
    return { kind: 'cancelled' as const, userIds };
  }

  async function start(tx: Tx, id: number, touched: Touched): Promise<StartOutcome> {
    const row = await repo.lock(tx, id);
    if (!row || row.status !== 'registration' || row.startTime > now())
      return { kind: 'none', declined: [] };
    const declined = await declinePending(tx, id, touched);
    const players = await matches.players(tx, id);
    const entrants = players.map((player) => ({ id: player.id, level: player.level }));
    const thirdPlace = row.thirdPlacePrize > 0;
    const built = buildBracket(entrants, row.grid, { thirdPlace, random: drawRandom });
    if (built.kind === 'cancel') return { ...(await cancel(tx, row, touched)), declined };
    for (const holdId of await repo.openHoldIds(tx, holdReference(id)))
      await ledger.capture(tx, holdId, escrowOf(id), touched);
    for (const seeded of built.seeds) await matches.setSeed(tx, seeded.id, seeded.seed);
    await writeBracket(tx, row, built.bracket, deps.minuteMs);
    await repo.update(tx, id, { status: 'running', startedAt: now() });
    const written = await matches.matches(tx, id);
    const sides = await matches.playersOf(tx, sidesOf(written));
    const userIds = await repo.participantUserIds(tx, id);
    return { kind: 'started', userIds, firstMatches: firstMatchesOf(written, sides), declined };
  }

  async function announce(id: number, outcome: StartOutcome, touched: Touched) {
    ledger.announce(touched);
    for (const { applicationId, userId } of outcome.declined)
      await bus.publish({
        type: 'TournamentApplicationDecided',
        applicationId,
        tournamentId: id,
        userId,
        decision: 'declined',
      });
    if (outcome.kind === 'started') {
      const { userIds, firstMatches } = outcome;
      await bus.publish({ type: 'TournamentStarted', tournamentId: id, userIds, firstMatches });
    }
    if (outcome.kind === 'cancelled')
      await bus.publish({
        type: 'TournamentCancelled',
        tournamentId: id,
        userIds: outcome.userIds,
        reason: 'too_few_players',
      });
  }

  const jobs: JobHandlers = {
    [START_JOB]: async (payload: unknown, tx: Tx): Promise<AfterCommit> => {
      const id = tournamentIdOf(payload);
      const touched: Touched = new Map();
      const outcome: StartOutcome =
        id === null ? { kind: 'none', declined: [] } : await start(tx, id, touched);
      return () => (id === null ? Promise.resolve() : announce(id, outcome, touched));
    },
  };

  return { schedule: scheduleStart(deps.jobs), jobs };
}
