// Chats, list items and members as the API answers them (the contract's ChatInfo, ChatBarItem and
// ChatMember), from rows the repositories loaded and the policy's answers: no database access. What
// a viewer who cannot read the chat (a non-member looking at a public card, a banned member) gets is
// the card only: no member ids, no invitation, no last message, no unread count.
import type { UserBrief } from '@clutch/contract/common';
import {
  CHAT_MAX_UPLOAD_MB,
  type ChatBarItem,
  type ChatInfo,
  type ChatMember,
  type MemberRestriction,
} from '@clutch/contract/messenger';
import type { ChatChangedData } from '@clutch/contract/messenger-live';
import { toUserBrief, type UserBriefRow } from '../../platform/http/user-brief.js';
import {
  addressOf,
  policyChat,
  policyMember,
  type ChatAccess,
  type ChatRow,
} from './chat-access.repository.js';
import {
  activeRestriction,
  canEdit,
  canManage,
  canPost,
  canRead,
  type PolicyMember,
} from './chat-policy.js';
import type { BarRow } from './chat-lists.repository.js';

/** What a card adds for its viewer (chatsRepository.cardExtras). */
export interface CardExtras {
  memberIds: number[];
  accountChatBanned: boolean;
  other: UserBriefRow | null;
}

const NO_RESTRICTION: MemberRestriction = { is_banned: false, is_mute: false, until: null };

/** A member's ban or mute in force at `now`; a lapsed one reads as none. */
export function restrictionOf(member: PolicyMember | null, now: Date): MemberRestriction {
  if (member === null) return NO_RESTRICTION;
  const active = activeRestriction(member, now);
  if (active === null) return NO_RESTRICTION;
  return {
    is_banned: active === 'ban',
    is_mute: active === 'mute',
    until: member.restrictedUntil?.toISOString() ?? null,
  };
}

/** Where a platform chat belongs, from its owner key (`team:7` is /teams/7). */
export function toChatInfo(
  access: ChatAccess,
  viewerId: number,
  extras: CardExtras,
  now: Date,
): ChatInfo {
  const { chat, member, other } = access;
  const policy = policyChat(chat);
  const me = policyMember(member);
  const readable = canRead(policy, me, now);
  const address = addressOf(chat, viewerId);
  const interlocutor = extras.other === null ? null : toUserBrief(extras.other);
  const isPrivateChat = chat.type === 'private';
  const mine = restrictionOf(me, now);
  return {
    id: chat.id,
    chat_type: chat.type,
    kind: chat.kind,
    ...address,
    name: isPrivateChat ? (interlocutor?.username ?? '') : chat.name,
    description: chat.description,
    avatar_url: isPrivateChat ? (interlocutor?.avatar_url ?? null) : chat.avatarUrl,
    private: chat.isPrivate,
    creator: chat.creatorId,
    members: readable ? extras.memberIds : [],
    members_count: chat.membersCount,
    role: member?.role ?? null,
    is_member: member !== null,
    mute: mine.is_mute,
    ban: mine,
    can_post: canPost(policy, me, {
      now,
      accountChatBanned: extras.accountChatBanned,
      other: policyMember(other),
    }),
    can_manage: canManage(policy, me, now),
    can_edit: canEdit(policy, me, now),
    recipient: interlocutor,
    interlocutor,
    interlocutor_banned: restrictionOf(policyMember(other), now).is_banned,
    invitation:
      readable && !isPrivateChat && chat.kind === 'user'
        ? { id: chat.id, token: chat.inviteToken }
        : null,
    unread_count: readable && member ? Math.max(0, chat.lastOrdinal - member.lastReadOrdinal) : 0,
    last_read_message_id: readable && member ? member.lastReadMessageId : 0,
    max_uplaod_size: CHAT_MAX_UPLOAD_MB,
    archived: chat.archived,
    link: chat.link,
  };
}

const pictureOf = (row: BarRow) => ({ name: row.chat.name, avatar_url: row.chat.avatarUrl });

/** A chat list item; a chat the viewer is not a member of (found by search) shows no message. */
export function toChatBarItem(row: BarRow, viewerId: number): ChatBarItem {
  const { chat, member } = row;
  const message = member === null ? null : row.message;
  const address =
    chat.type === 'private'
      ? {
          receiver_content_type: 'user' as const,
          receiver_object_id:
            (chat.privateLowId === viewerId ? chat.privateHighId : chat.privateLowId) ?? 0,
        }
      : { receiver_content_type: chat.type, receiver_object_id: chat.id };
  const sender: UserBrief | null =
    message === null || row.sender === null ? null : toUserBrief(row.sender);
  return {
    id: chat.id,
    chat_type: chat.type,
    kind: chat.kind,
    ...address,
    unread_count: member === null ? 0 : Math.max(0, chat.lastOrdinal - member.lastReadOrdinal),
    last_read_message_id: member?.lastReadMessageId ?? 0,
    timestamp: (message?.createdAt ?? chat.createdAt).toISOString(),
    sender,
    content_text: message?.contentText ?? '',
    is_system: message?.isSystem ?? false,
    has_files: message?.hasFiles ?? false,
    attributes: message?.attributes ?? null,
    group: chat.type === 'group' ? pictureOf(row) : null,
    channel: chat.type === 'channel' ? pictureOf(row) : null,
    interlocutor: chat.type === 'private' && row.other !== null ? toUserBrief(row.other) : null,
    archived: chat.archived,
  };
}

/** A member row with the user it is; `is_banned` says the member is shut out (in a private chat: by the other party). */
export function toChatMember(
  member: PolicyMember & { id: number },
  user: UserBriefRow,
  now: Date,
): ChatMember {
  const ban = restrictionOf(member, now);
  return {
    id: member.id,
    user: toUserBrief(user),
    role: member.role,
    ban,
    is_banned: ban.is_banned,
  };
}

/** What the chat's readers are told when its card changes (a `ChatChanged` event). */
export const toChatChanged = (chat: ChatRow): ChatChangedData => ({
  chat_id: chat.id,
  name: chat.name,
  description: chat.description,
  avatar_url: chat.avatarUrl,
  private: chat.isPrivate,
  archived: chat.archived,
});
