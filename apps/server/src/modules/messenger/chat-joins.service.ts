// Joining and leaving: openly (public groups and channels), by invitation link (private groups
// too), leaving (the last admin's heir), and new invitation links. One transaction each, holding the
// chat's row lock; system messages inside it, announcements after the commit.
import type { ChatAddress, ChatInfo } from '@clutch/contract/messenger';
import type { DbOrTx } from '../../platform/db/database.js';
import { localizedError, type LocalizedMessage } from '../../platform/http/localized-errors.js';
import { messengerMessage } from './messenger-messages.js';
import {
  addressOf,
  findChat,
  findChatById,
  policyChat,
  type ChatAccess,
  type ChatRow,
} from './chat-access.repository.js';
import { noteMemberChange, writeSystemMessage, type ChatOutbox } from './chat-changes.tx.js';
import { canAddMembers, canJoin, canLeave } from './chat-policy.js';
import {
  bannedHere,
  chatNotFound,
  findVisible,
  isBannedNow,
  loadCard,
  requireBrief,
  requireMember,
  requireVisible,
} from './chat-reads.tx.js';
import { chatsRepository as repo, newInviteToken } from './chats.repository.js';

type Change = <T>(work: (tx: DbOrTx, out: ChatOutbox) => Promise<T>) => Promise<T>;

/** Makes the caller a member (role user) of a chat they joined; writes and announces it. */
async function admit(tx: DbOrTx, out: ChatOutbox, chat: ChatRow, userId: number): Promise<void> {
  await repo.insertMembers(tx, chat.id, [{ userId, role: 3 }]);
  const membersCount = await repo.recountMembers(tx, chat.id);
  const user = await requireBrief(tx, userId);
  await writeSystemMessage(tx, out, chat, user, { event: 'joined', user });
  noteMemberChange(out, chat.id, {
    change: 'joined',
    user,
    role: 3,
    ban: null,
    membersCount,
    joinedIds: [userId],
  });
}

/**
 * Takes a leaver out. When the last admin of a group or channel leaves, the admin role passes to the
 * member who joined first and is not banned (none left: the chat stays, without an admin). A
 * leaving creator stops being the creator, so a channel's admins may edit it from then on.
 */
async function depart(tx: DbOrTx, out: ChatOutbox, access: ChatAccess, userId: number) {
  const member = requireMember(access);
  await repo.deleteMember(tx, member.id);
  const chat =
    access.chat.creatorId === userId
      ? await repo.updateChat(tx, access.chat.id, { creatorId: null })
      : access.chat;
  const membersCount = await repo.recountMembers(tx, chat.id);
  const user = await requireBrief(tx, userId);
  await writeSystemMessage(tx, out, chat, user, { event: 'left', user });
  noteMemberChange(out, chat.id, {
    change: 'left',
    user,
    role: null,
    ban: null,
    membersCount,
    goneIds: [userId],
  });
  if (member.role !== 1 || (await repo.hasAdminBesides(tx, chat.id, userId))) return;
  const heir = await repo.oldestUnbanned(tx, chat.id);
  if (!heir) return;
  await repo.updateMember(tx, heir.id, { role: 1 });
  const heirUser = await requireBrief(tx, heir.userId);
  await writeSystemMessage(tx, out, chat, null, { event: 'role_changed', user: heirUser, role: 1 });
  noteMemberChange(out, chat.id, {
    change: 'role',
    user: heirUser,
    role: 1,
    ban: null,
    membersCount,
  });
}

/** The chat with the caller's membership as it is now (after a change in this transaction). */
async function reread(tx: DbOrTx, callerId: number, chat: ChatRow): Promise<ChatAccess> {
  const access = await findChat(tx, callerId, addressOf(chat, callerId));
  if (!access) throw chatNotFound();
  return access;
}

export function createChatJoinsService(deps: { change: Change }) {
  const { change } = deps;
  return {
    join(callerId: number, address: ChatAddress): Promise<ChatInfo> {
      const now = new Date();
      return change(async (tx, out) => {
        const access = await findVisible(tx, callerId, address, { lock: true });
        if (access.member !== null) {
          if (isBannedNow(access.member, now)) throw bannedHere();
          return loadCard(tx, access, callerId, now);
        }
        if (!canJoin(policyChat(access.chat)))
          throw localizedError('permission_denied', messengerMessage('cannot_join'));
        await admit(tx, out, access.chat, callerId);
        return loadCard(tx, await reread(tx, callerId, access.chat), callerId, now);
      });
    },

    /** Works for private groups too: the link is the way in. */
    joinByInvite(callerId: number, token: string): Promise<ChatInfo> {
      const now = new Date();
      return change(async (tx, out) => {
        const chat = await repo.findByInviteToken(tx, token);
        if (!chat || chat.type === 'private' || chat.kind !== 'user')
          throw localizedError('not_found', messengerMessage('invite_not_valid'));
        const access = await reread(tx, callerId, chat);
        if (access.member !== null) {
          if (isBannedNow(access.member, now)) throw bannedHere();
          return loadCard(tx, access, callerId, now);
        }
        if (chat.archived) throw localizedError('permission_denied', messengerMessage('archived'));
        await admit(tx, out, chat, callerId);
        return loadCard(tx, await reread(tx, callerId, chat), callerId, now);
      });
    },

    async leave(callerId: number, address: ChatAddress): Promise<{ detail: LocalizedMessage }> {
      const now = new Date();
      await change(async (tx, out) => {
        const access = await findVisible(tx, callerId, address, { lock: true });
        const member = requireMember(access);
        if (!canLeave(policyChat(access.chat)))
          throw localizedError('permission_denied', messengerMessage('cannot_leave'));
        // Leaving would drop the ban with the membership, and a public chat could be joined again.
        if (isBannedNow(member, now)) throw bannedHere();
        await depart(tx, out, access, callerId);
      });
      return { detail: messengerMessage('left_chat') };
    },

    regenerateInvite(callerId: number, chatId: number): Promise<{ id: number; token: string }> {
      const now = new Date();
      return change(async (tx) => {
        const visible = requireVisible(await findChatById(tx, callerId, chatId, { lock: true }));
        // Those who manage a chat renew its link; a platform chat has none (its roster decides).
        if (!canAddMembers(policyChat(visible.chat), visible.member, now))
          throw localizedError('permission_denied', messengerMessage('cannot_manage'));
        const chat = await repo.updateChat(tx, chatId, { inviteToken: newInviteToken() });
        return { id: chat.id, token: chat.inviteToken };
      });
    },
  };
}
