// Registering for a tournament, leaving it, the creator removing a registration, and who takes part.
// Every change locks the tournament row first (the order is tournament, then team, then ledger
// accounts), so the window, the password, the 2^grid places and the fee hold are decided on one
// consistent view however many register at once. With applications on, registering applies instead
// (applications.service.ts confirms); an invite token skips the password and the application.
// A player whose new matches would overlap matches they already play is warned first (a 409 naming
// the clashes) unless they confirmed; the warning is advice, read before the transaction.
import { CALENDAR_CLASH_KEY } from '@clutch/contract/calendar';
import {
  JoinResultSchema,
  type JoinBody,
  type JoinResult,
  type Participant,
} from '@clutch/contract/tournament-registration';
import type { Db, Tx } from '../../../platform/db/database.js';
import { localizedError, localizedFields } from '../../../platform/http/localized-errors.js';
import type { Counted, PageWindow } from '../../../platform/http/pagination.js';
import type { IdempotencyKey } from '../../../platform/idempotency/idempotency.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { ClashCheck } from '../../matches/calendar-clash.js';
import type { Ledger, Touched } from '../../wallet/ledger/ledger.service.js';
import { activeBan, banRefusal } from '../../auth/user-bans.service.js';
import { tournamentsMessage as say } from '../tournaments-messages.js';
import {
  admit,
  assess,
  fail,
  failIf,
  holdFee,
  lockTournament,
  release,
  tournamentNotFound,
  type Admission,
  type Candidate,
} from './admission.tx.js';
import { applicationsRepository as applications } from './applications.repository.js';
import { eligibilityRepository as eligibility } from './eligibility.repository.js';
import { participantsRepository as participants } from './participants.repository.js';
import {
  beforeStartProblem,
  capacityProblem,
  isProblem,
  joinChoice,
  passwordProblem,
  windowProblem,
  type JoinChoice,
} from './registration-rules.js';
import type { RegistrationEvent } from '../registration.events.js';
import {
  registrationRepository as repo,
  type LockedTournament,
} from './registration.repository.js';
import { kindOf, rosterOf, toParticipant, toTeamBrief, userTypeOf } from './registration-view.js';
import { tournamentInvitesRepository as invites } from './tournament-invites.repository.js';
import { tokenHash } from './tournament-invites.service.js';
import { requireCreator } from '../core/tournaments.policy.js';
import type { TournamentsEvent } from '../tournaments.events.js';

export interface RegistrationDeps {
  db: Db;
  ledger: Ledger;
  bus: EventPublisher<TournamentsEvent | RegistrationEvent>;
  /** The caller's matches the tournament's would overlap (the calendar answers). */
  clashes: ClashCheck;
  /** How long one of freeze_time's minutes lasts (TOURNAMENT_MINUTE). */
  minuteMs?: number;
  /** The clock; tests may hand in another. */
  now?: () => Date;
}

/** What a join asks besides its body: `confirmClash` goes ahead despite clashes. */
export interface JoinOptions {
  confirmClash: boolean;
}

/** A 5_5 leader who names no team registers the one team they lead. */
async function candidateOf(tx: Tx, choice: JoinChoice, callerId: number): Promise<Candidate> {
  const base = { kind: choice.kind, registrantId: callerId, teamId: null };
  if (choice.kind === 'watcher' || choice.type === '1_1') return base;
  if (choice.team !== null) return { ...base, teamId: choice.team };
  const led = await eligibility.teamsLedBy(tx, callerId);
  const [only] = led;
  if (!only) throw localizedFields({ team: [say('lead_no_team')] });
  if (led.length > 1) throw localizedFields({ team: [say('lead_several_teams')] });
  return { ...base, teamId: only.id };
}

/** The caller's pending invite under `token` for this tournament, locked; a 400 otherwise. */
async function redeemable(tx: Tx, tournamentId: number, callerId: number, token: string) {
  const invite = await invites.lockByHash(tx, tokenHash(token));
  if (
    !invite ||
    invite.tournamentId !== tournamentId ||
    invite.userId !== callerId ||
    invite.status !== 'pending'
  )
    throw localizedFields({ token: [say('invite_not_valid')] });
  return invite;
}

export function createRegistrationService(deps: RegistrationDeps) {
  const { db, ledger, bus } = deps;
  const now = deps.now ?? (() => new Date());

  const changed = (tournamentId: number, version: number, userIds: number[] = []) => {
    if (version > 0) void bus.publish({ type: 'TournamentChanged', tournamentId, version });
    if (userIds.length > 0)
      void bus.publish({ type: 'TournamentParticipationChanged', tournamentId, userIds });
  };

  /** Every rule of the join data, in the order a person would want to hear them. */
  async function checkJoin(tx: Tx, t: LockedTournament, body: JoinBody, callerId: number) {
    // The caller's own account ban is a 403; a team member's stays one of the team's problems.
    const ban = await activeBan(tx, callerId, 'tournament');
    if (ban) throw banRefusal('tournament', ban.until);
    const choice = joinChoice(body ?? {}, t.type, callerId);
    if (isProblem(choice)) fail(choice);
    const invite = body?.token ? await redeemable(tx, t.id, callerId, body.token) : null;
    if (invite && invite.kind !== choice.kind)
      throw localizedFields({
        token: [say(invite.kind === 'player' ? 'invite_for_player' : 'invite_for_watcher')],
      });
    failIf(windowProblem(t, now(), deps.minuteMs));
    failIf(passwordProblem(t, choice.kind, body?.password, invite !== null));
    // Applying takes no place yet, but a full tournament has none left to confirm either.
    if (choice.kind === 'player') failIf(capacityProblem(t.playersCount, t.grid));
    const admission = await assess(tx, t, await candidateOf(tx, choice, callerId));
    return { admission, invite };
  }

  /** With applications on (and no invite), the fee is held and the creator decides. */
  async function applyFor(tx: Tx, t: LockedTournament, admission: Admission, touched: Touched) {
    const feeHoldId = await holdFee(ledger, tx, t, admission, touched);
    const applicationId = await applications.insert(tx, {
      tournamentId: t.id,
      kind: admission.kind,
      userId: admission.registrantId,
      teamId: admission.teamId,
      feeHoldId,
    });
    const result: JoinResult = {
      user_type: userTypeOf(admission.kind),
      status: 'applied',
      participant_id: null,
      application_id: applicationId,
    };
    return { result, version: await repo.bumpVersion(tx, t.id) };
  }

  /** A player (never a watcher) is told what the tournament's matches overlap before joining. */
  async function warnOfClashes(
    tx: Tx,
    callerId: number,
    id: number,
    body: JoinBody,
  ): Promise<void> {
    if (body?.watcher !== undefined) return;
    const clashes = await deps.clashes(callerId, { kind: 'tournament', tournamentId: id }, tx);
    if (clashes.length > 0)
      throw localizedError('conflict', say('calendar_clash'), { [CALENDAR_CLASH_KEY]: clashes });
  }

  async function register(
    callerId: number,
    id: number,
    body: JoinBody,
    key: IdempotencyKey | null,
    options: JoinOptions = { confirmClash: false },
  ): Promise<JoinResult> {
    let version = 0;
    let userIds: number[] = [];
    const result = await ledger.run(
      async (tx, touched) => {
        const t = await lockTournament(tx, id);
        const { admission, invite } = await checkJoin(tx, t, body, callerId);
        // After the rules: a join the tournament refuses gets its refusal, not a warning.
        if (!options.confirmClash) await warnOfClashes(tx, callerId, id, body);
        if (t.applications && !invite) {
          const applied = await applyFor(tx, t, admission, touched);
          version = applied.version;
          return applied.result;
        }
        const feeHoldId = await holdFee(ledger, tx, t, admission, touched);
        const admitted = await admit(tx, t, admission, feeHoldId);
        if (invite) await invites.decide(tx, invite.id, 'accepted');
        version = admitted.version;
        userIds = admitted.userIds;
        return {
          user_type: userTypeOf(admission.kind),
          status: 'registered' as const,
          participant_id: admitted.participantId,
          application_id: null,
        };
      },
      { key, schema: JoinResultSchema },
    );
    changed(id, version, userIds);
    return result;
  }

  async function leave(callerId: number, id: number): Promise<void> {
    const outcome = await ledger.run(async (tx, touched) => {
      const t = await lockTournament(tx, id);
      const own = await repo.ownRegistrations(tx, id, callerId);
      if (own.length === 0) {
        if (await repo.playsInTeam(tx, id, callerId))
          throw localizedError('permission_denied', say('leader_takes_team_out'));
        throw localizedError('permission_denied', say('not_registered'));
      }
      failIf(beforeStartProblem(t, now()));
      const left: { version: number; userIds: number[] } = { version: 0, userIds: [] };
      for (const row of own) {
        const released = await release(ledger, tx, row, 'left', touched);
        left.version = released.version;
        left.userIds.push(...released.userIds);
      }
      return left;
    });
    changed(id, outcome.version, outcome.userIds);
  }

  async function remove(
    callerId: number,
    id: number,
    who: { user?: number | undefined; team?: number | undefined },
  ): Promise<void> {
    const outcome = await ledger.run(async (tx, touched) => {
      const t = await lockTournament(tx, id);
      requireCreator(t, callerId, 'remove_participants');
      failIf(beforeStartProblem(t, now()));
      const rows = (await repo.registrationsOf(tx, id, who)).filter(
        (row) => who.team !== undefined || row.userId === who.user,
      );
      if (rows.length === 0)
        throw localizedError(
          'not_found',
          say(who.team !== undefined ? 'team_not_registered' : 'user_not_registered'),
        );
      const userIds = new Set<number>();
      let version = 0;
      for (const row of rows) {
        const released = await release(ledger, tx, row, 'removed', touched);
        released.userIds.forEach((userId) => userIds.add(userId));
        version = released.version;
      }
      return { version, userIds: [...userIds], participantIds: rows.map((row) => row.id) };
    });
    changed(id, outcome.version);
    void bus.publish({
      type: 'TournamentParticipantsRemoved',
      tournamentId: id,
      participantIds: outcome.participantIds,
      userIds: outcome.userIds,
      reason: 'removed',
    });
  }

  return {
    register,
    leave,
    remove,

    async participants(
      id: number,
      filter: { userType?: number | undefined; search?: string | undefined },
      window: PageWindow,
    ): Promise<Counted<Participant>> {
      if (!(await participants.exists(db, id))) throw tournamentNotFound();
      const kind = filter.userType === undefined ? undefined : kindOf(filter.userType);
      const page = await participants.page(db, id, { kind, search: filter.search }, window);
      const rosters = await participants.rosters(
        db,
        page.results.map((row) => row.participant.id),
      );
      return { count: page.count, results: page.results.map((row) => toParticipant(row, rosters)) };
    },

    async players(id: number) {
      if (!(await participants.exists(db, id))) throw tournamentNotFound();
      const page = await participants.page(db, id, { kind: 'player' }, null);
      const rosters = await participants.rosters(
        db,
        page.results.map((row) => row.participant.id),
      );
      return page.results.map((row) => ({
        id: row.participant.id,
        team: row.team ? toTeamBrief(row.team) : null,
        players: rosterOf(rosters, row.participant.id),
      }));
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
