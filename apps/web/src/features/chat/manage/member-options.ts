// What the aside offers (spec 2 sections 5 and 6): the actions on the chat itself, and for each member
// the management dialog's choices. These mirror the server's chat policy so no button is shown that
// would only be refused; the server still decides every action on its own.
import {
  CHAT_ROLES,
  type ChatInfo,
  type ChatMember,
  type ChatRole,
  type MemberRestriction,
} from '@clutch/contract/messenger';

export const ROLE_ORDER: readonly ChatRole[] = [
  CHAT_ROLES.admin,
  CHAT_ROLES.moderator,
  CHAT_ROLES.user,
];

export type Restriction = 'ban' | 'mute';

/** The ban or mute in force at `now`: a timed one lapses by itself. */
export function activeRestriction(ban: MemberRestriction, now: Date): Restriction | null {
  if (!ban.is_banned && !ban.is_mute) return null;
  if (ban.until !== null) {
    const until = new Date(ban.until).getTime();
    if (!Number.isNaN(until) && until <= now.getTime()) return null;
  }
  return ban.is_banned ? 'ban' : 'mute';
}

export interface MemberOptions {
  /** The roles the member may be given: the other two, admin only by an admin or the creator. */
  roles: ChatRole[];
  restriction: Restriction | null;
  /** Ban forever or until a time (only while nothing is in force). */
  canBan: boolean;
  /** Groups only. */
  canMute: boolean;
  /** Cancel the ban or mute in force. */
  canLift: boolean;
  /** Groups made by users only: platform chats follow their roster. */
  canRemove: boolean;
}

/**
 * The member-management choices the viewer has over `member`, or null when the action button is not
 * shown: on the viewer's own row, in private chats (the action list bans there), for someone who may
 * not manage, on the creator, and on anyone of the viewer's own rank or above (unless the viewer made
 * the chat).
 */
export function memberOptions(
  chat: ChatInfo,
  member: ChatMember,
  viewerId: number | null,
  now: Date,
): MemberOptions | null {
  if (viewerId === null || member.user.id === viewerId) return null;
  if (chat.chat_type === 'private' || !chat.can_manage) return null;
  if (member.user.id === chat.creator) return null;
  const isCreator = viewerId === chat.creator;
  if (!isCreator && (chat.role === null || chat.role >= member.role)) return null;
  const restriction = activeRestriction(member.ban, now);
  const isGroup = chat.chat_type === 'group';
  return {
    roles: ROLE_ORDER.filter(
      (role) =>
        role !== member.role &&
        (role !== CHAT_ROLES.admin || isCreator || chat.role === CHAT_ROLES.admin),
    ),
    restriction,
    canBan: restriction === null,
    canMute: isGroup && restriction === null,
    canLift: restriction !== null,
    canRemove: isGroup && chat.kind === 'user',
  };
}

export type AsideAction =
  'copy-link' | 'regenerate-link' | 'add-friends' | 'leave' | 'ban-other' | 'unban-other';

/** The aside's action list for the viewer, in the order it is shown. */
export function asideActions(chat: ChatInfo): AsideAction[] {
  if (chat.chat_type === 'private') {
    if (otherParty(chat) === null) return [];
    return [chat.interlocutor_banned ? 'unban-other' : 'ban-other'];
  }
  const actions: AsideAction[] = [];
  if (chat.invitation !== null) actions.push('copy-link');
  if (chat.invitation !== null && chat.can_manage) actions.push('regenerate-link');
  if (chat.can_manage && chat.kind === 'user' && !chat.archived) actions.push('add-friends');
  if (chat.kind === 'user' && chat.is_member) actions.push('leave');
  return actions;
}

/** The person on the other side of a private chat. */
export function otherParty(chat: ChatInfo): ChatInfo['interlocutor'] {
  return chat.interlocutor ?? chat.recipient;
}

/** The link that lets someone join (spec 2 section 2: {origin}/join/chat/{token}). */
export function invitationLink(origin: string, token: string): string {
  return `${origin}/join/chat/${encodeURIComponent(token)}`;
}
