// Tournament bans: the creator keeps a user or a team out until the start. Banning one who holds a
// place removes it (a banned user's own place and any team they play in) and declines their waiting
// applications, releasing every fee in the same transaction; a banned one cannot register, apply or
// be invited. `creator/bans` lists the bans of every tournament the caller organises.
import type { TournamentBan } from '@clutch/contract/tournament-registration';
import type { Db, Tx } from '../../../platform/db/database.js';
import type { Counted, PageWindow } from '../../../platform/http/pagination.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { Ledger, Touched } from '../../wallet/ledger/ledger.service.js';
import { failIf, lockTournament, release, tournamentNotFound } from './admission.tx.js';
import { applicationsRepository as applications } from './applications.repository.js';
import { eligibilityRepository as eligibility } from './eligibility.repository.js';
import {
  participantsRepository as participants,
  type BriefRow,
  type TeamBriefRow,
} from './participants.repository.js';
import { beforeStartProblem } from './registration-rules.js';
import { briefsOf, toTeamBrief } from './registration-view.js';
import type { RegistrationEvent } from '../registration.events.js';
import {
  registrationRepository as registrations,
  type LockedTournament,
} from './registration.repository.js';
import { tournamentBansRepository as repo, type BanRow } from './tournament-bans.repository.js';
import type { TournamentsEvent } from '../tournaments.events.js';
import { requireCreator } from '../core/tournaments.policy.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';
import { localizedError, localizedFields } from '../../../platform/http/localized-errors.js';
import { tournamentsMessage as say } from '../tournaments-messages.js';

export interface TournamentBansDeps {
  db: Db;
  ledger: Ledger;
  bus: EventPublisher<TournamentsEvent | RegistrationEvent>;
  now?: () => Date;
}

export interface BanTarget {
  user?: number | undefined;
  team?: number | undefined;
}

interface BanView {
  ban: BanRow;
  user: BriefRow | null;
  team: TeamBriefRow | null;
}

const banNotFound = () => localizedError('not_found', say('ban_not_found'));

async function requireTarget(tx: Tx, t: LockedTournament, callerId: number, who: BanTarget) {
  if (who.team !== undefined) {
    if (t.type === '1_1') throw localizedFields({ team: [say('bans_users_only_1x1')] });
    if (!(await repo.teamExists(tx, who.team)))
      throw localizedFields({ team: [say('no_team_with_id')] });
    return;
  }
  if (who.user === callerId) throw localizedFields({ user: [say('cannot_ban_self')] });
  const [person] = await eligibility.people(tx, t.id, [who.user ?? 0]);
  if (!person) throw localizedFields({ user: [say('no_user_with_id')] });
}

export function createTournamentBansService(deps: TournamentBansDeps) {
  const { db, ledger, bus } = deps;
  const now = deps.now ?? (() => new Date());

  async function view(rows: readonly BanView[]): Promise<TournamentBan[]> {
    const briefs = briefsOf(
      await participants.briefs(
        db,
        rows.map((row) => row.ban.tournamentId),
      ),
    );
    return rows.flatMap((row) => {
      const tournament = briefs.get(row.ban.tournamentId);
      if (!tournament) return [];
      return [
        {
          id: row.ban.id,
          tournament,
          user: row.user ? toUserBrief(row.user) : null,
          team: row.team ? toTeamBrief(row.team) : null,
          created_at: row.ban.createdAt.toISOString(),
        },
      ];
    });
  }

  /** Ends the target's places and waiting applications, fees back; answers who was concerned. */
  async function evict(tx: Tx, t: LockedTournament, who: BanTarget, touched: Touched) {
    const userIds = new Set<number>();
    const participantIds: number[] = [];
    for (const row of await registrations.registrationsOf(tx, t.id, who)) {
      (await release(ledger, tx, row, 'removed', touched)).userIds.forEach((id) => userIds.add(id));
      participantIds.push(row.id);
    }
    for (const application of await applications.pendingBy(tx, t.id, who)) {
      if (application.feeHoldId !== null) await ledger.release(tx, application.feeHoldId, touched);
      await applications.decide(tx, application.id, 'declined');
    }
    return { userIds: [...userIds], participantIds };
  }

  async function ban(callerId: number, id: number, who: BanTarget): Promise<TournamentBan> {
    const outcome = await ledger.run(async (tx, touched) => {
      const t = await lockTournament(tx, id);
      requireCreator(t, callerId, 'ban');
      failIf(beforeStartProblem(t, now()));
      await requireTarget(tx, t, callerId, who);
      const row = await repo.insert(tx, {
        tournamentId: id,
        bannedBy: callerId,
        ...(who.team === undefined ? { userId: who.user } : { teamId: who.team }),
      });
      if (!row) throw localizedError('conflict', say('already_banned'));
      const evicted = await evict(tx, t, who, touched);
      return { banId: row.id, evicted, version: await registrations.bumpVersion(tx, id) };
    });
    void bus.publish({ type: 'TournamentChanged', tournamentId: id, version: outcome.version });
    if (outcome.evicted.participantIds.length > 0)
      void bus.publish({
        type: 'TournamentParticipantsRemoved',
        tournamentId: id,
        ...outcome.evicted,
        reason: 'banned',
      });
    const found = await repo.withBriefs(db, outcome.banId);
    const [answer] = found ? await view([found]) : [];
    if (!answer) throw banNotFound();
    return answer;
  }

  async function unban(callerId: number, id: number, banId: number): Promise<void> {
    const version = await db.transaction(async (tx) => {
      const t = await lockTournament(tx, id);
      requireCreator(t, callerId, 'lift_bans');
      if (!(await repo.remove(tx, id, banId))) throw banNotFound();
      return registrations.bumpVersion(tx, id);
    });
    void bus.publish({ type: 'TournamentChanged', tournamentId: id, version });
  }

  async function list(
    callerId: number,
    id: number,
    window: PageWindow,
  ): Promise<Counted<TournamentBan>> {
    const t = await registrations.find(db, id);
    if (!t) throw tournamentNotFound();
    requireCreator(t, callerId, 'see_bans');
    const page = await repo.pageOfTournament(db, id, window);
    return { count: page.count, results: await view(page.results) };
  }

  async function ofCreator(callerId: number, window: PageWindow): Promise<Counted<TournamentBan>> {
    const page = await repo.pageOfCreator(db, callerId, window);
    return { count: page.count, results: await view(page.results) };
  }

  return { ban, unban, list, ofCreator };
}

export type TournamentBansService = ReturnType<typeof createTournamentBansService>;
