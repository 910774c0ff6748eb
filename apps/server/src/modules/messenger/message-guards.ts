// The checks every message use case starts with, as errors: the rules are chat-policy.ts's; these
// only turn its answer into the status and the words the caller gets (a 404 says nothing of a chat).
import { localizedError } from '../../platform/http/localized-errors.js';
import { policyChat, policyMember, type ChatAccess } from './chat-access.repository.js';
import { activeRestriction, canPost, canRead } from './chat-policy.js';
import type { ChatContext } from './message-reads.repository.js';
import { messengerMessage } from './messenger-messages.js';

/** The caller reads the chat, or the call fails with nothing of the chat in its answer. */
export function requireReader(context: ChatContext | null): ChatAccess {
  const access = context?.access;
  if (!access) throw localizedError('not_found', messengerMessage('chat_not_found'));
  if (canRead(policyChat(access.chat), policyMember(access.member), new Date())) return access;
  throw localizedError(
    'permission_denied',
    messengerMessage(access.member ? 'banned_here' : 'not_member'),
  );
}

type Refusal = Parameters<typeof messengerMessage>[0];

/** Why canPost said no, in words for the 403 (the rule itself stays in chat-policy.ts). */
function postRefusal(access: ChatAccess, accountChatBanned: boolean, now: Date): Refusal {
  const { chat, member, other } = access;
  if (!member) return 'not_member';
  if (accountChatBanned) return 'account_chat_banned';
  if (chat.archived) return 'archived_read_only';
  const mine = activeRestriction(member, now);
  if (chat.type === 'private')
    return mine !== null
      ? 'banned_by_other'
      : other && activeRestriction(other, now) !== null
        ? 'you_banned_other'
        : 'cannot_write';
  if (mine === 'ban') return 'banned_here';
  if (mine === 'mute') return 'muted_here';
  if (chat.type === 'channel') return 'channel_staff_only';
  return 'cannot_write';
}

export function requirePoster(access: ChatAccess | null, accountChatBanned: boolean): ChatAccess {
  if (!access) throw localizedError('not_found', messengerMessage('chat_not_found'));
  const now = new Date();
  const allowed = canPost(policyChat(access.chat), policyMember(access.member), {
    now,
    accountChatBanned,
    other: policyMember(access.other),
  });
  if (!allowed)
    throw localizedError(
      'permission_denied',
      messengerMessage(postRefusal(access, accountChatBanned, now)),
    );
  return access;
}
