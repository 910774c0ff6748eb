// The steps every way in and out of a tournament shares, run inside the caller's transaction after
// it has locked the tournament row: checking who a registration brings (the player, the watcher or
// a team's five), holding the fee, taking a place (never past 2^grid), and giving a place up with
// its fee released. Registering, applications, invites, leaving, removals and bans all use these.
import type { Tx } from '../../../platform/db/database.js';
import { localizedError, localizedFields } from '../../../platform/http/localized-errors.js';
import type { Ledger, Touched } from '../../wallet/ledger/ledger.service.js';
import { holdReference } from '../core/tournaments.service.js';
import { joinedMessages, tournamentsMessage as say } from '../tournaments-messages.js';
import {
  capacityProblem,
  levelOf,
  peopleProblemTexts,
  problem as problemOf,
  starterProblem,
  type Kind,
  type Problem,
} from './registration-rules.js';
import { eligibilityRepository as eligibility } from './eligibility.repository.js';
import {
  registrationRepository as repo,
  type LockedTournament,
  type ParticipantRow,
} from './registration.repository.js';

export const ENTRY_PURPOSE = 'tournament_entry';
export const WATCHER_PURPOSE = 'tournament_watcher';

/** Who asks for a place: a user for themself (1_1 player or watcher), or a leader for a team. */
export interface Candidate {
  kind: Kind;
  /** Who registers and pays: the player, the watcher, or the team's leader. */
  registrantId: number;
  teamId: number | null;
}

/** A candidate that passed the checks, with the roster and shares to lock. */
export interface Admission extends Candidate {
  level: number;
  roster: { userId: number; percentage: number }[];
}

export function fail(problem: Problem): never {
  if (problem.field !== undefined) throw localizedFields({ [problem.field]: [problem.text] });
  throw localizedError(
    'bad_request',
    problem.text,
    problem.code === undefined ? undefined : { code: problem.code },
  );
}

export const failIf = (problem: Problem | null) => {
  if (problem) fail(problem);
};

export const tournamentNotFound = () => localizedError('not_found', say('tournament_not_found'));

export async function lockTournament(tx: Tx, id: number): Promise<LockedTournament> {
  const row = await repo.lockTournament(tx, id);
  if (!row) throw tournamentNotFound();
  return row;
}

/** The team's five, checked person by person; every problem is listed under `team`. */
async function assessTeam(
  tx: Tx,
  t: LockedTournament,
  candidate: Candidate & { teamId: number },
  exceptApplication: number,
): Promise<Admission> {
  const team = await eligibility.lockTeam(tx, candidate.teamId);
  if (!team) throw localizedFields({ team: [say('no_team_with_id')] });
  if (team.leaderId !== candidate.registrantId)
    throw localizedError('permission_denied', say('team_leader_only', { team: team.name }));
  const standing = await eligibility.teamStanding(tx, t.id, team.id, exceptApplication);
  if (standing.banned) fail(problemOf(say('banned_here', { who: team.name }), { field: 'team' }));
  if (standing.taken)
    fail(problemOf(say('registered_or_applied', { who: team.name }), { field: 'team' }));
  const members = await eligibility.members(tx, team.id);
  failIf(starterProblem(members));
  const starters = members.filter((member) => !member.isSubstitute);
  const people = await eligibility.people(
    tx,
    t.id,
    starters.map((s) => s.userId),
    exceptApplication,
  );
  const problems = peopleProblemTexts(
    people.map((person) => ({ ...person, isCreator: person.userId === t.createdBy })),
    'player',
    t,
  );
  if (problems.length > 0) throw localizedFields({ team: problems });
  return {
    ...candidate,
    level: levelOf(people.map((person) => person.level)),
    roster: starters.map((s) => ({ userId: s.userId, percentage: s.prizePercentage })),
  };
}

/**
 * Checks who the candidate brings against the tournament's bans, levels and registrations, and the
 * registrant against operator bans and a second pending application. Throws the 4xx to answer.
 */
export async function assess(
  tx: Tx,
  t: LockedTournament,
  candidate: Candidate,
  exceptApplication = 0,
): Promise<Admission> {
  const [registrant] = await eligibility.people(
    tx,
    t.id,
    [candidate.registrantId],
    exceptApplication,
  );
  if (!registrant) throw localizedError('not_found', say('user_not_found'));
  const registrantProblems = peopleProblemTexts(
    [{ ...registrant, taken: false, isCreator: false }],
    'watcher',
    t,
  );
  if (registrantProblems.length > 0)
    throw localizedError('bad_request', joinedMessages(registrantProblems));
  if (await eligibility.hasPendingApplication(tx, t.id, candidate.registrantId, exceptApplication))
    throw localizedError('bad_request', say('application_waiting'));
  if (candidate.teamId !== null)
    return assessTeam(tx, t, { ...candidate, teamId: candidate.teamId }, exceptApplication);
  const problems = peopleProblemTexts(
    [{ ...registrant, isCreator: registrant.userId === t.createdBy }],
    candidate.kind,
    t,
  );
  if (problems.length > 0) throw localizedError('bad_request', joinedMessages(problems));
  return {
    ...candidate,
    level: registrant.level,
    roster: candidate.kind === 'player' ? [{ userId: registrant.userId, percentage: 100 }] : [],
  };
}

/** Holds the entry or watcher fee from the registrant's book of the tournament; null when free. */
export async function holdFee(
  ledger: Ledger,
  tx: Tx,
  t: LockedTournament,
  candidate: Candidate,
  touched: Touched,
): Promise<number | null> {
  const amount = candidate.kind === 'player' ? t.entryFee : t.watcherEntryFee;
  if (amount === 0) return null;
  const hold = await ledger.hold(
    tx,
    {
      userId: candidate.registrantId,
      book: t.isDemo ? 'demo' : 'real',
      amount,
      purpose: candidate.kind === 'player' ? ENTRY_PURPOSE : WATCHER_PURPOSE,
      reference: holdReference(t.id),
    },
    touched,
  );
  return hold.id;
}

/**
 * Takes a place with the roster locked; answers the participant id, the tournament's version and
 * everyone the place concerns (the registrant and the players).
 */
export async function admit(
  tx: Tx,
  t: LockedTournament,
  admission: Admission,
  feeHoldId: number | null,
): Promise<{ participantId: number; version: number; userIds: number[] }> {
  if (admission.kind === 'player') failIf(capacityProblem(t.playersCount, t.grid));
  const version = await repo.count(tx, t.id, admission.kind, 1);
  if (version === null)
    fail(capacityProblem(Infinity, t.grid) ?? problemOf(say('tournament_full_short')));
  const participantId = await repo.insertParticipant(tx, {
    tournamentId: t.id,
    kind: admission.kind,
    userId: admission.teamId === null ? admission.registrantId : null,
    teamId: admission.teamId,
    registeredBy: admission.registrantId,
    level: admission.level,
    feeHoldId,
  });
  await repo.insertRoster(tx, participantId, t.id, admission.roster);
  const userIds = new Set([admission.registrantId, ...admission.roster.map((r) => r.userId)]);
  return { participantId, version, userIds: [...userIds] };
}

/**
 * Gives a place up (left or removed): the roster frees its players, the fee goes back, the
 * counter drops. Answers everyone the registration concerned (for notices) and the new version.
 */
export async function release(
  ledger: Ledger,
  tx: Tx,
  row: ParticipantRow,
  status: 'left' | 'removed',
  touched: Touched,
): Promise<{ userIds: number[]; version: number }> {
  const ended = await repo.endRegistration(tx, row.id, status);
  if (!ended) return { userIds: [], version: 0 };
  if (row.feeHoldId !== null) await ledger.release(tx, row.feeHoldId, touched);
  const version = (await repo.count(tx, row.tournamentId, row.kind, -1)) ?? 0;
  const userIds = new Set([row.registeredBy, ...ended.rosterUserIds]);
  if (row.userId !== null) userIds.add(row.userId);
  return { userIds: [...userIds], version };
}
