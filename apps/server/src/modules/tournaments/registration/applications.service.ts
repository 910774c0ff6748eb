// Applications: with `applications` on, registering waits here with its fee held until the creator
// confirms it (a place under the same rules and the same 2^grid cap, checked again now) or declines
// it (the fee goes back); the applicant may withdraw it meanwhile. Each decision locks the tournament
// row first, then the application, like every other change to who takes part.
import type { Application } from '@clutch/contract/tournament-registration';
import type { Db } from '../../../platform/db/database.js';
import type { Counted, PageWindow } from '../../../platform/http/pagination.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { Ledger } from '../../wallet/ledger/ledger.service.js';
import { admit, assess, failIf, lockTournament, tournamentNotFound } from './admission.tx.js';
import {
  applicationsRepository as repo,
  type ApplicationFilter,
  type ApplicationRow,
} from './applications.repository.js';
import type { TeamBriefRow, BriefRow } from './participants.repository.js';
import { windowProblem } from './registration-rules.js';
import type { RegistrationEvent } from '../registration.events.js';
import { registrationRepository as registrations } from './registration.repository.js';
import { toTeamBrief, userTypeOf } from './registration-view.js';
import type { TournamentsEvent } from '../tournaments.events.js';
import { requireCreator } from '../core/tournaments.policy.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';
import { localizedError } from '../../../platform/http/localized-errors.js';
import { statusName, tournamentsMessage as say, tournamentsText } from '../tournaments-messages.js';

export interface ApplicationsDeps {
  db: Db;
  ledger: Ledger;
  bus: EventPublisher<TournamentsEvent | RegistrationEvent>;
  /** How long one of freeze_time's minutes lasts (TOURNAMENT_MINUTE). */
  minuteMs?: number;
  now?: () => Date;
}

interface ApplicationView {
  application: ApplicationRow;
  user: BriefRow;
  team: TeamBriefRow | null;
}

function toApplication(row: ApplicationView): Application {
  const { application } = row;
  return {
    id: application.id,
    tournament_id: application.tournamentId,
    user_type: userTypeOf(application.kind),
    user: toUserBrief(row.user),
    team: row.team ? toTeamBrief(row.team) : null,
    status: application.status,
    created_at: application.createdAt.toISOString(),
  };
}

const notFound = () => localizedError('not_found', say('application_not_found'));

export function createApplicationsService(deps: ApplicationsDeps) {
  const { db, ledger, bus } = deps;
  const now = deps.now ?? (() => new Date());

  async function view(id: number): Promise<Application> {
    const row = await repo.withBriefs(db, id);
    if (!row) throw notFound();
    return toApplication(row);
  }

  async function list(
    callerId: number,
    id: number,
    filter: ApplicationFilter,
    window: PageWindow,
  ): Promise<Counted<Application>> {
    const t = await registrations.find(db, id);
    if (!t) throw tournamentNotFound();
    requireCreator(t, callerId, 'see_applications');
    const page = await repo.page(db, id, filter, window);
    return { count: page.count, results: page.results.map(toApplication) };
  }

  async function decide(callerId: number, applicationId: number, action: 'confirm' | 'decline') {
    const found = await repo.find(db, applicationId);
    if (!found) throw notFound();
    const outcome = await ledger.run(async (tx, touched) => {
      const t = await lockTournament(tx, found.tournamentId);
      const application = await repo.lock(tx, applicationId);
      if (!application) throw notFound();
      requireCreator(t, callerId, 'decide_applications');
      if (application.status !== 'pending')
        throw localizedError(
          'bad_request',
          tournamentsText('application_decided', { status: statusName(application.status) }),
        );
      if (action === 'decline') {
        if (application.feeHoldId !== null)
          await ledger.release(tx, application.feeHoldId, touched);
        await repo.decide(tx, applicationId, 'declined');
        const version = await registrations.bumpVersion(tx, t.id);
        return { application, version, userIds: [] };
      }
      failIf(windowProblem(t, now(), deps.minuteMs));
      const candidate = {
        kind: application.kind,
        registrantId: application.userId,
        teamId: application.teamId,
      };
      const admission = await assess(tx, t, candidate, applicationId);
      const admitted = await admit(tx, t, admission, application.feeHoldId);
      await repo.decide(tx, applicationId, 'confirmed', admitted.participantId);
      return { application, version: admitted.version, userIds: admitted.userIds };
    });
    const { application, version } = outcome;
    if (outcome.userIds.length > 0)
      void bus.publish({
        type: 'TournamentParticipationChanged',
        tournamentId: application.tournamentId,
        userIds: outcome.userIds,
      });
    void bus.publish({
      type: 'TournamentChanged',
      tournamentId: application.tournamentId,
      version,
    });
    void bus.publish({
      type: 'TournamentApplicationDecided',
      applicationId,
      tournamentId: application.tournamentId,
      userId: application.userId,
      decision: action === 'confirm' ? 'confirmed' : 'declined',
    });
    return view(applicationId);
  }

  /** The applicant withdraws their pending application; the fee goes back. */
  async function cancel(callerId: number, id: number): Promise<void> {
    const version = await ledger.run(async (tx, touched) => {
      const t = await lockTournament(tx, id);
      const application = await repo.pendingOf(tx, id, callerId);
      if (!application) throw localizedError('permission_denied', say('no_application_waiting'));
      if (application.feeHoldId !== null) await ledger.release(tx, application.feeHoldId, touched);
      await repo.decide(tx, application.id, 'cancelled');
      return registrations.bumpVersion(tx, t.id);
    });
    void bus.publish({ type: 'TournamentChanged', tournamentId: id, version });
  }

  return { list, decide, cancel };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
