// The e-mail sent for a notification when the user's setting asks for one: a subject per type and
// a link into the web app.
import type { NotificationAttributes, NotificationType } from '@clutch/contract/notifications';

export interface MailContext {
  publicUrl: string;
  username: string;
  /** Who caused it, when someone did. */
  actorName: string | undefined;
  attributes: NotificationAttributes;
}

const SUBJECTS: Record<NotificationType, (actor: string) => string> = {
  friend_request: (actor) => `${actor} wants to be your friend`,
  friend_request_accepted: (actor) => `${actor} accepted your friend request`,
  team_invite: () => 'You are invited to a team',
  team_join_request: (actor) => `${actor} asks to join your team`,
  tournament_invite_player: () => 'You are invited to play in a tournament',
  tournament_invite_watcher: () => 'You are invited to watch a tournament',
  tournament_transfer: () => 'A tournament is being handed over to you',
  commentator_invite: () => 'You are invited to commentate a match',
  match_ready: () => 'Your match is ready',
  match_postponed: () => 'Your match has been postponed',
  match_win: () => 'Congratulations! You won the match!',
  quick_match_invite: (actor) => `${actor} invites you to a quick match`,
  new_chat_message: (actor) => `New message from ${actor}`,
  system: () => 'A message from Clutch',
};

export function notificationMail(
  type: NotificationType,
  context: MailContext,
): { subject: string; text: string } {
  const subject = SUBJECTS[type](context.actorName ?? 'Someone');
  const link = `${context.publicUrl}${context.attributes.link ?? '/'}`;
  const body = context.attributes.text ? `${context.attributes.text}\n\n` : '';
  return {
    subject: `Clutch: ${subject}`,
    text: `Hi ${context.username},\n\n${subject}.\n\n${body}Open Clutch: ${link}\n\nYou get this mail because e-mail is on for this kind of notification in your settings.`,
  };
}
