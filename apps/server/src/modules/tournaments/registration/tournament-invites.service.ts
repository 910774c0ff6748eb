// Invitations to a tournament: the creator invites a user to play or watch while registration is
// open; the user learns the token from their notification only (the database keeps its SHA-256),
// reads what it offers through invite_link, and registers with it (registration.service.ts), which
// skips the password and the application but no other rule. The invited user may decline it instead.
import { createHash, randomBytes } from 'node:crypto';
import type { InviteInfo } from '@clutch/contract/tournament-registration';
import type { Db } from '../../../platform/db/database.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import { failIf, lockTournament, tournamentNotFound } from './admission.tx.js';
import { eligibilityRepository as eligibility } from './eligibility.repository.js';
import { participantsRepository as participants } from './participants.repository.js';
import { briefsOf, kindOf, toTeamBrief, userTypeOf } from './registration-view.js';
import { windowProblem } from './registration-rules.js';
import type { RegistrationEvent } from '../registration.events.js';
import { tournamentInvitesRepository as repo } from './tournament-invites.repository.js';
import { requireCreator } from '../core/tournaments.policy.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';
import { localizedError, localizedFields } from '../../../platform/http/localized-errors.js';
import { statusName, tournamentsMessage as say, tournamentsText } from '../tournaments-messages.js';

export interface TournamentInvitesDeps {
  db: Db;
  bus: EventPublisher<RegistrationEvent>;
  /** The friends module's block list: no invitations between users where either blocked the other. */
  blocks: { isBlockedEitherWay(a: number, b: number): Promise<boolean> };
  /** How long one of freeze_time's minutes lasts (TOURNAMENT_MINUTE). */
  minuteMs?: number;
  now?: () => Date;
}

/** Tokens are 32 random bytes; only their SHA-256 is stored, so a database leak redeems nothing. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function createTournamentInvitesService(deps: TournamentInvitesDeps) {
  const { db, bus } = deps;
  const now = deps.now ?? (() => new Date());

  async function send(callerId: number, id: number, input: { user: number; user_type: number }) {
    if (input.user === callerId) throw localizedFields({ user: [say('invite_someone_else')] });
    if (await deps.blocks.isBlockedEitherWay(callerId, input.user))
      throw localizedError('bad_request', say('cannot_invite'));
    const kind = kindOf(input.user_type);
    const token = randomBytes(32).toString('base64url');
    const invite = await db.transaction(async (tx) => {
      const t = await lockTournament(tx, id);
      requireCreator(t, callerId, 'invite');
      failIf(windowProblem(t, now(), deps.minuteMs));
      const [person] = await eligibility.people(tx, id, [input.user]);
      if (!person) throw localizedFields({ user: [say('no_user_with_id')] });
      if (person.bannedHere)
        throw localizedFields({ user: [say('lift_ban_first', { who: person.username })] });
      if (person.taken)
        throw localizedFields({ user: [say('registered_or_applied', { who: person.username })] });
      return repo.insert(tx, {
        tournamentId: id,
        userId: input.user,
        invitedBy: callerId,
        kind,
        tokenHash: tokenHash(token),
      });
    });
    void bus.publish({
      type: 'TournamentInviteSent',
      inviteId: invite.id,
      tournamentId: id,
      userId: input.user,
      invitedBy: callerId,
      kind,
      token,
    });
    const user = await repo.userBrief(db, input.user);
    if (!user) throw localizedError('not_found', say('user_not_found'));
    return {
      id: invite.id,
      user: toUserBrief(user),
      user_type: userTypeOf(kind),
      created_at: invite.createdAt.toISOString(),
    };
  }

  /** What the invite modal shows; only the invited user may read it. */
  async function info(callerId: number, token: string): Promise<InviteInfo> {
    const found = await repo.findByHash(db, tokenHash(token));
    if (!found) throw localizedError('not_found', say('invite_not_found'));
    const { invite } = found;
    if (invite.userId !== callerId)
      throw localizedError('permission_denied', say('invite_for_other'));
    const brief = briefsOf(await participants.briefs(db, [invite.tournamentId])).get(
      invite.tournamentId,
    );
    if (!brief) throw tournamentNotFound();
    const teams =
      invite.kind === 'player' && brief.type === '5_5' ? await repo.teamsLedBy(db, callerId) : [];
    return {
      id: invite.id,
      tournament: brief,
      invation_type: userTypeOf(invite.kind),
      invited_by: toUserBrief(found.invitedBy),
      teams: teams.map(toTeamBrief),
      invited_team: found.team ? toTeamBrief(found.team) : null,
      start_time: brief.start_time,
      status: invite.status,
    };
  }

  /** The invited user turns it down; a declined invite never registers anyone. */
  async function decline(callerId: number, token: string): Promise<void> {
    await db.transaction(async (tx) => {
      const invite = await repo.lockByHash(tx, tokenHash(token));
      if (!invite) throw localizedError('not_found', say('invite_not_found'));
      if (invite.userId !== callerId)
        throw localizedError('permission_denied', say('invite_for_other'));
      if (invite.status !== 'pending')
        throw localizedError(
          'bad_request',
          tournamentsText('invite_decided', { status: statusName(invite.status) }),
        );
      await repo.decide(tx, invite.id, 'declined');
    });
  }

  return { send, info, decline };
}

export type TournamentInvitesService = ReturnType<typeof createTournamentInvitesService>;
