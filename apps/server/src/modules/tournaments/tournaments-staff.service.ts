// What the operator console (staff, not the creator) may do to a tournament, inside the console's
// own transaction so its audit row commits with the change: cancel with every fee and the pool
// back, remove a participant, settle a disputed match. Each answers what to publish after commit.
//
// Removing a participant: before the start the registration ends and its fee goes back (as the
// creator's removal does). Once the bracket runs the fee is already in the escrow and the bracket
// cannot lose a side, so the participant forfeits the match they play now (ready or in game, with
// an opponent): the opponent wins 1:0 through the creator's resolution path. A participant with no
// such match (waiting for an opponent, or out) cannot be removed until they have one.
import type { Tx } from '../../platform/db/database.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { Score } from '../matches/match.js';
import type { Ledger, Touched } from '../wallet/ledger/ledger.service.js';
import { cancelTournamentIn } from './core/tournaments.service.js';
import { tournamentsRepository as tournaments } from './core/tournaments.repository.js';
import type { MatchesEvent } from './matches.events.js';
import { lockMatch, type MatchResults } from './play/match-results.service.js';
import { matchesRepository as matches } from './play/matches.repository.js';
import type { RegistrationEvent } from './registration.events.js';
import { release } from './registration/admission.tx.js';
import { registrationRepository as registrations } from './registration/registration.repository.js';
import { beforeStartProblem } from './registration/registration-rules.js';
import type { TournamentsEvent } from './tournaments.events.js';
import { localizedError } from '../../platform/http/localized-errors.js';
import { statusName, tournamentsMessage as say, tournamentsText } from './tournaments-messages.js';

type Event = TournamentsEvent | RegistrationEvent | MatchesEvent;

export interface StaffWork {
  tx: Tx;
  touched: Touched;
}

/** A change made: what to publish once the console's transaction commits. */
export interface StaffOutcome<T> {
  result: T;
  events: Event[];
}

export interface TournamentsStaffDeps {
  ledger: Ledger;
  bus: EventPublisher<Event>;
  results: Pick<MatchResults, 'applyResult'>;
  now?: () => Date;
}

const notFound = () => localizedError('not_found', say('tournament_not_found'));
const matchNotFound = () => localizedError('not_found', say('tournament_match_not_found'));

export function createTournamentsStaff(deps: TournamentsStaffDeps) {
  const { ledger, bus } = deps;
  const now = deps.now ?? (() => new Date());

  async function cancel(work: StaffWork, id: number): Promise<StaffOutcome<null>> {
    const row = await tournaments.lock(work.tx, id);
    if (!row) throw notFound();
    const userIds = await cancelTournamentIn({ ledger, ...work, at: now() }, row);
    return {
      result: null,
      events: [{ type: 'TournamentCancelled', tournamentId: id, userIds, reason: 'creator' }],
    };
  }

  /** Before the start: the registration (a player's or a whole team's) ends, its fee comes back. */
  async function withdraw(
    work: StaffWork,
    id: number,
    who: { user: number } | { team: number },
  ): Promise<StaffOutcome<{ mode: 'refunded'; participantIds: number[] }>> {
    const rows = (await registrations.registrationsOf(work.tx, id, who)).filter(
      (row) => 'team' in who || row.userId === who.user,
    );
    if (rows.length === 0) throw localizedError('not_found', say('participant_gone'));
    const userIds = new Set<number>();
    let version = 0;
    for (const row of rows) {
      const released = await release(ledger, work.tx, row, 'removed', work.touched);
      released.userIds.forEach((userId) => userIds.add(userId));
      version = released.version;
    }
    const participantIds = rows.map((row) => row.id);
    const events: Event[] = [
      {
        type: 'TournamentParticipantsRemoved',
        tournamentId: id,
        participantIds,
        userIds: [...userIds],
        reason: 'removed',
      },
    ];
    if (version > 0) events.push({ type: 'TournamentChanged', tournamentId: id, version });
    if (userIds.size > 0)
      events.push({
        type: 'TournamentParticipationChanged',
        tournamentId: id,
        userIds: [...userIds],
      });
    return { result: { mode: 'refunded', participantIds }, events };
  }

  /** Running: the participant's current match goes to the opponent, 1:0. */
  async function forfeit(
    work: StaffWork,
    id: number,
    participantId: number,
  ): Promise<StaffOutcome<{ mode: 'forfeited'; matchId: number }>> {
    const current = (await matches.matches(work.tx, id)).find(
      (row) =>
        (row.status === 'ready' || row.status === 'in_game') &&
        row.sideA !== null &&
        row.sideB !== null &&
        (row.sideA === participantId || row.sideB === participantId),
    );
    if (!current) throw localizedError('unprocessable', say('nothing_to_forfeit'));
    const { tournament, match } = await lockMatch(work.tx, current.id);
    const score: Score =
      match.sideA === participantId ? { scoreA: 0, scoreB: 1 } : { scoreA: 1, scoreB: 0 };
    const events = await deps.results.applyResult(work.tx, work.touched, {
      tournament,
      match,
      score,
      source: 'creator',
    });
    return { result: { mode: 'forfeited', matchId: match.id }, events };
  }

  async function removeParticipant(
    work: StaffWork,
    id: number,
    participant: { id: number; user: number | null; team: number | null },
  ) {
    const row = await registrations.lockTournament(work.tx, id);
    if (!row) throw notFound();
    if (!beforeStartProblem(row, now())) {
      const who = participant.team !== null ? { team: participant.team } : null;
      if (who) return withdraw(work, id, who);
      if (participant.user === null) throw new Error('a participant is a user or a team');
      return withdraw(work, id, { user: participant.user });
    }
    if (row.status !== 'running')
      throw localizedError(
        'unprocessable',
        tournamentsText('tournament_frozen', { status: statusName(row.status) }),
      );
    return forfeit(work, id, participant.id);
  }

  /** A disputed match gets the result staff chose, as the creator's decision would set it. */
  async function settle(
    work: StaffWork,
    id: number,
    matchId: number,
    score: Score,
  ): Promise<StaffOutcome<null>> {
    const { tournament, match } = await lockMatch(work.tx, matchId);
    if (match.tournamentId !== id) throw matchNotFound();
    if (!match.isDisputed) throw localizedError('unprocessable', say('not_disputed'));
    if (match.status !== 'in_game' && match.status !== 'ready')
      throw localizedError('unprocessable', say('match_has_result'));
    const events = await deps.results.applyResult(work.tx, work.touched, {
      tournament,
      match,
      score,
      source: 'creator',
    });
    return { result: null, events };
  }

  /** After commit: the moved balances, then the events. */
  async function announce(touched: Touched, events: readonly Event[]): Promise<void> {
    ledger.announce(touched);
    for (const event of events) await bus.publish(event);
  }

  return { cancel, removeParticipant, settle, announce };
}

export type TournamentsStaff = ReturnType<typeof createTournamentsStaff>;
