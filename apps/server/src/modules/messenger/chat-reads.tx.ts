// Steps every chat use case starts with, on the caller's connection: find the chat as the caller
// names it and refuse what the caller may not know of, then build its card. A stranger asking about
// a chat whose card is not public (a private group, someone else's private chat, a platform chat)
// gets the same 404 as for a chat that does not exist: ids are guessable, existence is data.
import type { ChatAddress, ChatInfo } from '@clutch/contract/messenger';
import type { DbOrTx } from '../../platform/db/database.js';
import { localizedError } from '../../platform/http/localized-errors.js';
import type { UserBriefRow } from '../../platform/http/user-brief.js';
import { findChat, policyChat, type ChatAccess, type MemberRow } from './chat-access.repository.js';
import { activeRestriction, canSeeCard } from './chat-policy.js';
import { toChatInfo } from './chat-view.js';
import { chatsRepository as repo } from './chats.repository.js';
import { messengerMessage } from './messenger-messages.js';

export const chatNotFound = () => localizedError('not_found', messengerMessage('chat_not_found'));
export const bannedHere = () =>
  localizedError('permission_denied', messengerMessage('banned_here'));
export const notMemberHere = () =>
  localizedError('permission_denied', messengerMessage('not_member'));

/** The chat, if the caller may know it exists: a member, or anyone when its card is public. */
export function requireVisible(access: ChatAccess | null): ChatAccess {
  if (access === null) throw chatNotFound();
  if (access.member === null && !canSeeCard(policyChat(access.chat))) throw chatNotFound();
  return access;
}

export async function findVisible(
  db: DbOrTx,
  callerId: number,
  address: ChatAddress,
  options: { lock?: boolean } = {},
): Promise<ChatAccess> {
  return requireVisible(await findChat(db, callerId, address, options));
}

/** The caller's own membership, for acting in the chat (a non-member of a public chat: 403). */
export function requireMember(access: ChatAccess): MemberRow {
  if (access.member === null) throw notMemberHere();
  return access.member;
}

export const isBannedNow = (member: MemberRow | null, now: Date) =>
  member !== null && activeRestriction(member, now) === 'ban';

export async function requireBrief(db: DbOrTx, userId: number): Promise<UserBriefRow> {
  const found = (await repo.briefs(db, [userId])).get(userId);
  if (!found) throw localizedError('not_found', messengerMessage('user_not_found'));
  return found;
}

/** The chat's card as `viewerId` sees it (one statement beyond the access). */
export async function loadCard(
  db: DbOrTx,
  access: ChatAccess,
  viewerId: number,
  now: Date,
): Promise<ChatInfo> {
  const extras = await repo.cardExtras(db, access.chat.id, viewerId, access.otherUserId);
  return toChatInfo(access, viewerId, extras, now);
}
