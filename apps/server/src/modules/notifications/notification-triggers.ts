// Which events of other modules become which notifications. Modules never call notifications: they
// announce their events and this table turns them into drafts. Every instance receives every event,
// so each draft carries a key that makes only the first instance create it.
// A later module adds its event here, keyed by something unique about it (an invite id, a match id).
import { toCrystals } from '@clutch/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { AppEvent } from '../../app-events.js';
import type { NotificationDraft, NotificationsService } from './notifications.service.js';
import { tournamentNotificationsFor } from './tournament-notifications.js';
import { teamNotificationsFor } from './team-notifications.js';

const profileLink = (userId: number) => `/profile/${String(userId)}/info/`;

export function notificationsFor(event: AppEvent): NotificationDraft[] {
  switch (event.type) {
    case 'FriendRequestSent':
      return [
        {
          key: `friend_request:${String(event.requestId)}`,
          userId: event.toUserId,
          type: 'friend_request',
          actorId: event.fromUserId,
          attributes: { friend_request_id: event.requestId, link: profileLink(event.fromUserId) },
        },
      ];
    case 'FriendRequestAccepted':
      return [
        {
          key: `friend_request_accepted:${String(event.requestId)}`,
          userId: event.fromUserId,
          type: 'friend_request_accepted',
          actorId: event.toUserId,
          attributes: { link: profileLink(event.toUserId) },
        },
      ];
    case 'CalendarClashFound':
      return [
        {
          // Each move is news: the new time is part of the key.
          key: `calendar_clash:${String(event.eventId)}:${String(event.clashEventId)}:${event.startTime}:${String(event.userId)}`,
          userId: event.userId,
          type: 'system',
          attributes: {
            tournament_id: event.tournamentId,
            link: '/profile/me/calendar',
            text: `${event.title} was moved to ${event.startTime.slice(0, 16).replace('T', ' ')} UTC and now overlaps ${event.clashTitle}, which you also play.`,
          },
        },
      ];
    case 'ReportDecided':
      // The outcome as staff wrote it for the reporter; the sanction itself is never named.
      return [
        {
          key: `report_decided:${String(event.reportId)}`,
          userId: event.reporterId,
          type: 'system',
          attributes: {
            link: '/profile/me/reports',
            text: `Your report "${event.title}" was reviewed: ${event.outcome}`,
          },
        },
      ];
    case 'TransferReceived':
      return [
        {
          key: `transfer_received:${String(event.transferId)}`,
          userId: event.userId,
          type: 'system',
          actorId: event.fromUserId,
          attributes: {
            link: '/profile/me/wallet',
            text: `You received ${String(toCrystals(event.amount))} crystals.`,
          },
        },
      ];
    case 'WithdrawalSettled':
      return [
        {
          key: `withdrawal_settled:${String(event.withdrawalId)}`,
          userId: event.userId,
          type: 'system',
          attributes: { link: '/profile/me/wallet', text: WITHDRAWAL_TEXT[event.status] },
        },
      ];
    case 'TournamentInviteSent':
      return [
        {
          key: `tournament_invite:${String(event.inviteId)}`,
          userId: event.userId,
          type: event.kind === 'player' ? 'tournament_invite_player' : 'tournament_invite_watcher',
          actorId: event.invitedBy,
          attributes: {
            tournament_id: event.tournamentId,
            invite_token: event.token,
            link: tournamentLink(event.tournamentId),
          },
        },
      ];
    case 'TournamentApplicationDecided':
      return [
        {
          key: `tournament_application:${String(event.applicationId)}`,
          userId: event.userId,
          type: 'system',
          attributes: {
            tournament_id: event.tournamentId,
            link: tournamentLink(event.tournamentId),
            text: APPLICATION_TEXT[event.decision],
          },
        },
      ];
    case 'TournamentParticipantsRemoved':
      return event.userIds.map((userId) => ({
        key: `tournament_removed:${event.participantIds.join(',')}:${String(userId)}`,
        userId,
        type: 'system' as const,
        attributes: {
          tournament_id: event.tournamentId,
          link: tournamentLink(event.tournamentId),
          text: REMOVED_TEXT[event.reason],
        },
      }));
    case 'TournamentTransferOffered':
      return [
        {
          key: `tournament_transfer:${String(event.transferId)}`,
          userId: event.toUserId,
          type: 'tournament_transfer',
          actorId: event.fromUserId,
          attributes: {
            tournament_id: event.tournamentId,
            transfer_token: event.token,
            link: `/tournaments/${String(event.tournamentId)}`,
          },
        },
      ];
    case 'CommentatorInvited':
      return [
        {
          // An invitation declined and asked again is a new notice: the key names the ask.
          key: `commentator_invite:${String(event.commentatorId)}:${event.invitedAt}`,
          userId: event.userId,
          type: 'commentator_invite',
          actorId: event.invitedBy,
          attributes: {
            tournament_id: event.tournamentId,
            match_id: event.matchId,
            commentator_instance: event.commentatorId,
            link: `/tournaments/${String(event.tournamentId)}`,
          },
        },
      ];
    case 'QuickMatchInvited':
      return [
        {
          key: `quick_match_invite:${String(event.quickMatchId)}:${String(event.userId)}:${event.invitedAt}`,
          userId: event.userId,
          type: 'quick_match_invite',
          actorId: event.invitedBy,
          attributes: {
            match_id: event.quickMatchId,
            ...(event.token ? { invite_token: event.token } : {}),
            link: quickMatchLink(event.quickMatchId, event.token),
          },
        },
      ];
    default:
      return [...teamNotificationsFor(event), ...tournamentNotificationsFor(event)];
  }
}

const tournamentLink = (tournamentId: number) => `/tournaments/${String(tournamentId)}`;
/** The lobby page; a closed lobby's invitation carries its token. */
const quickMatchLink = (id: number, token: string) =>
  token ? `/match/${String(id)}/${token}` : `/match/${String(id)}`;
const APPLICATION_TEXT = {
  confirmed: 'Your application was confirmed: you are registered for the tournament.',
  declined: 'Your application was declined; any fee is back on your balance.',
} as const;
const REMOVED_TEXT = {
  removed: 'The organiser removed your registration; any fee is back on your balance.',
  banned:
    'The organiser banned you or your team from the tournament; any fee is back on your balance.',
} as const;

const WITHDRAWAL_TEXT = {
  paid: 'Your withdrawal was paid out.',
  failed: 'Your withdrawal could not be paid out; the crystals are back on your balance.',
  rejected: 'Your withdrawal was rejected; the crystals are back on your balance.',
} as const;

/** The bus subscriber that turns each event into its notifications. */
export function notificationTrigger(
  notifications: NotificationsService,
  logger: FastifyBaseLogger,
): (event: AppEvent) => void {
  return (event) => {
    for (const draft of notificationsFor(event)) {
      notifications.notify(draft).catch((error: unknown) => {
        logger.error({ err: error, key: draft.key, type: draft.type }, 'notification not created');
      });
    }
  };
}
