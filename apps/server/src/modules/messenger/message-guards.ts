// The checks every message use case starts with, as errors: the rules are chat-policy.ts's; these
// only turn its answer into the status and the words the caller gets (a 404 says nothing of a chat).
import { AppError } from '@clutch/contract/errors';
import { policyChat, policyMember, type ChatAccess } from './chat-access.repository.js';
import { activeRestriction, canPost, canRead } from './chat-policy.js';
import type { ChatContext } from './message-reads.repository.js';

export const CHAT_NOT_FOUND = 'Chat not found.';
export const MESSAGE_NOT_FOUND = 'Message not found.';

/** The caller reads the chat, or the call fails with nothing of the chat in its answer. */
export function requireReader(context: ChatContext | null): ChatAccess {
  const access = context?.access;
  if (!access) throw new AppError('not_found', CHAT_NOT_FOUND);
  if (canRead(policyChat(access.chat), policyMember(access.member), new Date())) return access;
  throw new AppError(
    'permission_denied',
    access.member ? 'You are banned from this chat.' : 'You are not a member of this chat.',
  );
}

/** Why canPost said no, in words for the 403 (the rule itself stays in chat-policy.ts). */
function postRefusal(access: ChatAccess, accountChatBanned: boolean, now: Date): string {
  const { chat, member, other } = access;
  if (!member) return 'You are not a member of this chat.';
  if (accountChatBanned) return 'Your account may not send chat messages at the moment.';
  if (chat.archived) return 'This chat is archived: it is read-only.';
  const mine = activeRestriction(member, now);
  if (chat.type === 'private')
    return mine !== null
      ? 'This user has banned you in this chat.'
      : other && activeRestriction(other, now) !== null
        ? 'You have banned this user: unban them to write.'
        : 'You cannot write in this chat.';
  if (mine === 'ban') return 'You are banned from this chat.';
  if (mine === 'mute') return 'You are muted in this chat.';
  if (chat.type === 'channel') return 'Only admins and moderators post in this channel.';
  return 'You cannot write in this chat.';
}

export function requirePoster(access: ChatAccess | null, accountChatBanned: boolean): ChatAccess {
  if (!access) throw new AppError('not_found', CHAT_NOT_FOUND);
  const now = new Date();
  const allowed = canPost(policyChat(access.chat), policyMember(access.member), {
    now,
    accountChatBanned,
    other: policyMember(access.other),
  });
  if (!allowed)
    throw new AppError('permission_denied', postRefusal(access, accountChatBanned, now));
  return access;
}
