// Who may do what in a chat (spec 2 section 6), as pure functions of the chat, the acting member and
// the time; the services ask these and nothing else, and chat-policy.test.ts tables every case.
//  - Channels: roles 1 and 2 post; everyone else reads and reacts.
//  - Groups: members who are not muted post.
//  - Managing (adding friends, a new invitation link, roles, bans and mutes, removal): channel roles
//    1 and 2, group role 1 (the spec's "0 and 1"; we have no role 0). Mutes and removal: groups only.
//  - Nobody acts on themselves or on the chat's creator, and only someone above the member (a lower
//    role number) or the creator acts on them; only admins make admins.
//  - Private chats: either party bans or unbans the other; while one has banned the other neither posts.
//  - A ban (until it lapses) shuts a member out: nothing to read, nothing to post. A mute stops posting.
//  - Platform chats (team, match) follow their roster: nobody joins, leaves or is removed by hand,
//    and an archived chat is read-only for everyone.
//  - An account-level chat ban stops the user sending anywhere.
import {
  CHAT_ROLES,
  type ChatKind,
  type ChatRole,
  type ChatType,
} from '@clutch/contract/messenger';
import type { ChatRestriction } from './messenger.tables.js';

export interface PolicyChat {
  readonly type: ChatType;
  readonly kind: ChatKind;
  readonly isPrivate: boolean;
  readonly archived: boolean;
  readonly creatorId: number | null;
}

export interface PolicyMember {
  readonly userId: number;
  readonly role: ChatRole;
  readonly restriction: ChatRestriction | null;
  readonly restrictedUntil: Date | null;
}

/** The restriction in force at `now` (a timed one lapses by itself). */
export function activeRestriction(member: PolicyMember, now: Date): ChatRestriction | null {
  if (member.restriction === null) return null;
  if (member.restrictedUntil !== null && member.restrictedUntil <= now) return null;
  return member.restriction;
}

const isBanned = (member: PolicyMember, now: Date) => activeRestriction(member, now) === 'ban';

/** Reading messages: members who are not banned (in a private chat, both parties always). */
export function canRead(chat: PolicyChat, member: PolicyMember | null, now: Date): boolean {
  if (member === null) return false;
  if (chat.type === 'private') return true;
  return !isBanned(member, now);
}

/** What a non-member may see of a chat: public user-made groups and channels show their card. */
export function canSeeCard(chat: PolicyChat): boolean {
  return chat.type !== 'private' && chat.kind === 'user' && !chat.isPrivate;
}

export interface PostContext {
  readonly now: Date;
  /** The account has an active chat ban. */
  readonly accountChatBanned: boolean;
  /** Private chats: the other party's member row. */
  readonly other?: PolicyMember | null;
}

export function canPost(chat: PolicyChat, member: PolicyMember | null, ctx: PostContext): boolean {
  if (member === null || chat.archived || ctx.accountChatBanned) return false;
  const mine = activeRestriction(member, ctx.now);
  if (chat.type === 'private') {
    const theirs = ctx.other ? activeRestriction(ctx.other, ctx.now) : null;
    return mine === null && theirs === null;
  }
  if (mine !== null) return false;
  if (chat.type === 'channel') return member.role <= CHAT_ROLES.moderator;
  return true;
}

export function canReact(chat: PolicyChat, member: PolicyMember | null, now: Date): boolean {
  return !chat.archived && canRead(chat, member, now);
}

/** Add friends, regenerate the invitation link, change roles, ban or mute, remove. */
export function canManage(chat: PolicyChat, member: PolicyMember | null, now: Date): boolean {
  if (member === null || chat.archived || isBanned(member, now)) return false;
  if (chat.type === 'channel') return member.role <= CHAT_ROLES.moderator;
  if (chat.type === 'group') return member.role === CHAT_ROLES.admin;
  return false;
}

/** Platform chats follow their roster: nobody is added by hand. */
export function canAddMembers(chat: PolicyChat, member: PolicyMember | null, now: Date): boolean {
  return chat.kind === 'user' && canManage(chat, member, now);
}

/** Edit name, description, avatar, privacy: a channel's creator (its admins once the creator is gone), a group's admins. */
export function canEdit(chat: PolicyChat, member: PolicyMember | null, now: Date): boolean {
  if (member === null || chat.kind !== 'user' || !canManage(chat, member, now)) return false;
  if (chat.type === 'channel')
    return chat.creatorId === null
      ? member.role === CHAT_ROLES.admin
      : member.userId === chat.creatorId;
  return true;
}

export type MemberAction = 'ban' | 'mute' | 'unban' | 'role' | 'remove';

/** Whether `actor` may apply `action` to `target` (who is a member of the chat). */
export function canActOn(
  chat: PolicyChat,
  actor: PolicyMember | null,
  target: PolicyMember,
  action: MemberAction,
  now: Date,
): boolean {
  if (actor === null || actor.userId === target.userId) return false;
  if (chat.type === 'private') return action === 'ban' || action === 'unban';
  if (!canManage(chat, actor, now)) return false;
  if ((action === 'mute' || action === 'remove') && chat.type !== 'group') return false;
  if (action === 'remove' && chat.kind !== 'user') return false;
  if (target.userId === chat.creatorId) return false;
  return actor.userId === chat.creatorId || actor.role < target.role;
}

/** Only admins (and the creator) hand out the admin role. */
export function canGiveRole(chat: PolicyChat, actor: PolicyMember, role: ChatRole): boolean {
  return (
    role !== CHAT_ROLES.admin || actor.role === CHAT_ROLES.admin || actor.userId === chat.creatorId
  );
}

/** Users join (open groups and channels) and leave their own chats; platform chats follow their roster. */
export function canJoin(chat: PolicyChat): boolean {
  return chat.type !== 'private' && chat.kind === 'user' && !chat.isPrivate && !chat.archived;
}
export function canLeave(chat: PolicyChat): boolean {
  return chat.type !== 'private' && chat.kind === 'user';
}
