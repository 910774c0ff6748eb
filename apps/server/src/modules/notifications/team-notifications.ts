// Which teams events become which notifications. Invitations and join requests have their own
// types; joins, removals, leader changes and closed votes are `system` notices with a text and the
// team, until the web app gives them types of their own.
import type { NotificationAttributes } from '@clutch/contract/notifications';
import type { AppEvent } from '../../app-events.js';
import type { NotificationDraft } from './notifications.service.js';

const teamLink = (teamId: number) => `/team/${String(teamId)}/overview`;
const about = (teamId: number, name: string, text?: string): NotificationAttributes => ({
  team: { id: teamId, name },
  link: teamLink(teamId),
  ...(text === undefined ? {} : { text }),
});

export function teamNotificationsFor(event: AppEvent): NotificationDraft[] {
  switch (event.type) {
    case 'TeamInviteSent':
      return [
        {
          key: `team_invite:${String(event.inviteId)}`,
          userId: event.toUserId,
          type: 'team_invite',
          actorId: event.fromUserId,
          attributes: about(event.teamId, event.teamName),
        },
      ];
    case 'TeamJoinRequested':
      return [
        {
          key: `team_join_request:${String(event.requestId)}`,
          userId: event.leaderId,
          type: 'team_join_request',
          actorId: event.userId,
          attributes: about(event.teamId, event.teamName),
        },
      ];
    case 'TeamMemberJoined': {
      const key = `team_joined:${event.via}:${String(event.sourceId)}`;
      return [
        {
          key: `${key}:player`,
          userId: event.userId,
          type: 'system',
          attributes: about(event.teamId, event.teamName, `You joined ${event.teamName}.`),
        },
        {
          key: `${key}:leader`,
          userId: event.leaderId,
          type: 'system',
          actorId: event.userId,
          attributes: about(event.teamId, event.teamName, `A new player joined ${event.teamName}.`),
        },
      ];
    }
    case 'TeamMemberLeft':
      if (!event.kicked) return [];
      return [
        {
          key: `team_kicked:${String(event.teamId)}:${String(event.userId)}:${event.at}`,
          userId: event.userId,
          type: 'system',
          attributes: about(
            event.teamId,
            event.teamName,
            `You were removed from ${event.teamName}.`,
          ),
        },
      ];
    case 'TeamLeaderChanged':
      // A vote's result reaches every member through TeamVoteClosed.
      if (event.reason === 'vote') return [];
      return [
        {
          key: `team_leader:${String(event.teamId)}:${String(event.toUserId)}:${event.at}`,
          userId: event.toUserId,
          type: 'system',
          actorId: event.fromUserId,
          attributes: about(event.teamId, event.teamName, `You now lead ${event.teamName}.`),
        },
      ];
    case 'TeamVoteClosed': {
      const text =
        event.winnerId === null
          ? `The captain vote in ${event.teamName} has ended without a majority; the captain stays.`
          : `The captain vote in ${event.teamName} has ended; the captain has been chosen.`;
      return event.memberIds.map((userId) => ({
        key: `team_vote_closed:${String(event.voteId)}:${String(userId)}`,
        userId,
        type: 'system' as const,
        ...(event.winnerId === null ? {} : { actorId: event.winnerId }),
        attributes: about(event.teamId, event.teamName, text),
      }));
    }
    default:
      return [];
  }
}
