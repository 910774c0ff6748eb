// Invitations (the leader asks a user) and join requests (a user asks the team). Either side may
// drop one (decline or withdraw); accepting adds the user under the team lock, as a starting player
// while there are fewer than five and as a substitute for the 6th and 7th, with a 0% share.
import { AppError } from '@clutch/contract/errors';
import {
  TEAM_MAX_MEMBERS,
  TEAM_PLAYERS,
  type Team,
  type TeamInvitation,
} from '@clutch/contract/teams';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { FriendsService } from '../friends/friends.service.js';
import {
  teamInvitationsRepository as invitations,
  type InvitationKind,
  type InvitationRow,
  type ListedInvitationRow,
} from './team-invitations.repository.js';
import { loadTeam, requireLockedTeam, requireTeam } from './team-reads.tx.js';
import type { TeamBannersReader } from './team-view.js';
import type { TeamsEvent } from './teams.events.js';
import { requireLeader, requireRosterOpen, type RosterLock } from './teams.policy.js';
import { teamsRepository as repo, type TeamRow } from './teams.repository.js';
import { toUserBrief } from '../../platform/http/user-brief.js';

export interface TeamInvitationsDeps {
  db: Db;
  bus: EventPublisher<TeamsEvent>;
  friends: Pick<FriendsService, 'isBlockedEitherWay'>;
  rosterLocked: RosterLock;
  /** The banners module's reader of the banners teams show. */
  bannersOf: TeamBannersReader;
}

const NOUN: Record<InvitationKind, string> = { invite: 'Invitation', join_request: 'Join request' };
const ROSTER_FULL = `The team is full: ${String(TEAM_PLAYERS)} players and ${String(TEAM_MAX_MEMBERS - TEAM_PLAYERS)} substitutes.`;

const toInvitation = (row: ListedInvitationRow): TeamInvitation => ({
  id: row.id,
  team: { id: row.team.id, name: row.team.name, avatar_url: row.team.avatarUrl },
  user: toUserBrief(row.user),
  created: row.createdAt.toISOString(),
});

/** Under the team lock: refuses a full roster, adds the user, clears what was pending for them. */
async function addMember(tx: DbOrTx, team: TeamRow, userId: number): Promise<void> {
  const members = await repo.memberIds(tx, team.id);
  if (members.includes(userId)) throw new AppError('bad_request', 'Already a player of this team.');
  if (members.length >= TEAM_MAX_MEMBERS) throw new AppError('bad_request', ROSTER_FULL);
  await repo.insertMember(tx, {
    teamId: team.id,
    userId,
    isSubstitute: members.length >= TEAM_PLAYERS,
    prizePercentage: 0,
  });
  await invitations.deleteBetween(tx, team.id, userId);
}

export function createTeamInvitationsService(deps: TeamInvitationsDeps) {
  const { db, bus } = deps;

  /** The invitation if the caller is the user it concerns or the team's leader; else a 404. */
  async function visible(kind: InvitationKind, id: number, callerId: number) {
    const row = await invitations.find(db, kind, id);
    const team = row ? await repo.findTeam(db, row.teamId) : undefined;
    if (!row || !team || (row.userId !== callerId && team.leaderId !== callerId))
      throw new AppError('not_found', `${NOUN[kind]} not found.`);
    return { row, team };
  }

  async function listed(id: number): Promise<TeamInvitation> {
    const row = await invitations.findListed(db, id);
    if (!row) throw new AppError('not_found', 'Not found.');
    return toInvitation(row);
  }

  async function refuseFullOrMember(team: TeamRow, userId: number): Promise<void> {
    const members = await repo.memberIds(db, team.id);
    if (members.includes(userId))
      throw new AppError('bad_request', 'Already a player of this team.');
    if (members.length >= TEAM_MAX_MEMBERS) throw new AppError('bad_request', ROSTER_FULL);
  }

  async function insertOnce(
    kind: InvitationKind,
    team: TeamRow,
    userId: number,
  ): Promise<InvitationRow> {
    const row = await invitations.insert(db, kind, team.id, userId);
    if (!row)
      throw new AppError(
        'bad_request',
        kind === 'invite' ? 'This user is already invited.' : 'You have already asked to join.',
      );
    return row;
  }

  async function accept(kind: InvitationKind, row: InvitationRow, team: TeamRow): Promise<Team> {
    const leaderId = await db.transaction(async (tx) => {
      const locked = await requireLockedTeam(tx, team.id);
      await requireRosterOpen(deps.rosterLocked, tx, team.id);
      // Withdrawn or declined while this waited for the lock.
      if (!(await invitations.find(tx, kind, row.id)))
        throw new AppError('not_found', `${NOUN[kind]} not found.`);
      await addMember(tx, locked, row.userId);
      return locked.leaderId;
    });
    await bus.publish({
      type: 'TeamMemberJoined',
      teamId: team.id,
      teamName: team.name,
      userId: row.userId,
      leaderId,
      via: kind,
      sourceId: row.id,
    });
    return loadTeam(db, team.id, deps.bannersOf);
  }

  return {
    async invite(callerId: number, teamId: number, userId: number): Promise<TeamInvitation> {
      const team = await requireTeam(db, teamId);
      requireLeader(team, callerId, 'invite players');
      if ((await repo.briefs(db, [userId])).size === 0)
        throw new AppError('not_found', 'User not found.');
      await refuseFullOrMember(team, userId);
      if (await deps.friends.isBlockedEitherWay(callerId, userId))
        throw new AppError('permission_denied', 'You cannot invite this user.');
      const row = await insertOnce('invite', team, userId);
      await bus.publish({
        type: 'TeamInviteSent',
        inviteId: row.id,
        teamId,
        teamName: team.name,
        fromUserId: callerId,
        toUserId: userId,
      });
      return listed(row.id);
    },

    async requestToJoin(callerId: number, teamId: number): Promise<TeamInvitation> {
      const team = await requireTeam(db, teamId);
      await refuseFullOrMember(team, callerId);
      if (await deps.friends.isBlockedEitherWay(callerId, team.leaderId))
        throw new AppError('permission_denied', 'You cannot ask to join this team.');
      const row = await insertOnce('join_request', team, callerId);
      await bus.publish({
        type: 'TeamJoinRequested',
        requestId: row.id,
        teamId,
        teamName: team.name,
        userId: callerId,
        leaderId: team.leaderId,
      });
      return listed(row.id);
    },

    async listMine(kind: InvitationKind, callerId: number, window: PageWindow) {
      const found = await invitations.list(db, kind, { userId: callerId }, window);
      return { count: found.count, results: found.results.map(toInvitation) };
    },

    async listOfTeam(
      kind: InvitationKind,
      callerId: number,
      teamId: number,
      window: PageWindow,
    ): Promise<Counted<TeamInvitation>> {
      const team = await requireTeam(db, teamId);
      requireLeader(team, callerId, 'see its invitations and join requests');
      const found = await invitations.list(db, kind, { teamId }, window);
      return { count: found.count, results: found.results.map(toInvitation) };
    },

    async getOne(kind: InvitationKind, callerId: number, id: number): Promise<TeamInvitation> {
      await visible(kind, id, callerId);
      return listed(id);
    },

    /** Declines (the side that was asked) or withdraws (the side that asked). */
    async remove(kind: InvitationKind, callerId: number, id: number): Promise<void> {
      await visible(kind, id, callerId);
      await invitations.delete(db, id);
    },

    /** An invitation is accepted by the invited user; a join request by the team's leader. */
    async accept(kind: InvitationKind, callerId: number, id: number): Promise<Team> {
      const { row, team } = await visible(kind, id, callerId);
      if (kind === 'invite' && row.userId !== callerId)
        throw new AppError('permission_denied', 'Only the invited user can accept.');
      if (kind === 'join_request') requireLeader(team, callerId, 'accept join requests');
      return accept(kind, row, team);
    },
  };
}

export type TeamInvitationsService = ReturnType<typeof createTeamInvitationsService>;
