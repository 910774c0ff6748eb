// Members of a chat: the list, adding the caller's friends, bans and mutes (forever or until a UTC
// time; they lapse by themselves), lifting them, roles and removal. Every change holds the chat's row
// lock, writes its system message in the same transaction and is announced after the commit.
import {
  type AddChatUsersSchema,
  type BanMemberSchema,
  type ChangeRoleSchema,
  type ChatAddress,
  type ChatMember,
  type MemberTargetSchema,
} from '@clutch/contract/messenger';
import type { UserBrief } from '@clutch/contract/common';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import {
  localizedError,
  localizedFields,
  type LocalizedMessage,
} from '../../platform/http/localized-errors.js';
import { messengerMessage } from './messenger-messages.js';
import { keptPage, OwnedPageCache, pageKey } from '../../platform/http/page-cache.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import { toUserBrief, type UserBriefRow } from '../../platform/http/user-brief.js';
import { findChat, policyChat, type ChatAccess, type MemberRow } from './chat-access.repository.js';
import {
  type ChatOutbox,
  type MemberNote,
  noteMemberChange,
  type SystemNote,
  writeSystemMessage,
} from './chat-changes.tx.js';
import {
  activeRestriction,
  canActOn,
  canAddMembers,
  canGiveRole,
  canRead,
  type MemberAction,
} from './chat-policy.js';
import {
  bannedHere,
  findVisible,
  isBannedNow,
  notMemberHere,
  requireMember,
  requireVisible,
} from './chat-reads.tx.js';
import { createChatAccessCache } from './chat-access-cache.js';
import { restrictionOf, toChatMember } from './chat-view.js';
import { chatListsRepository as lists } from './chat-lists.repository.js';
import { chatsRepository as repo, type MemberChanges } from './chats.repository.js';

type Change = <T>(work: (tx: DbOrTx, out: ChatOutbox) => Promise<T>) => Promise<T>;

const UNTIL_FORMAT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/** 'YYYY-MM-DD HH:MM' read as UTC; a date that does not exist (31 April) is null. */
export function parseUntil(text: string): Date | null {
  const match = UNTIL_FORMAT.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  if ([y, mo, d, h, mi].some((part) => part === undefined)) return null;
  const at = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 0, h ?? 0, mi ?? 0));
  const roundTrip = at.toISOString().slice(0, 16).replace('T', ' ');
  return roundTrip === text ? at : null;
}

/** When a new ban or mute ends: null for good; a timed one must end strictly after `now`. */
function endOf(input: { permanent: number; until?: string | undefined }, now: Date): Date | null {
  if (input.permanent === 1) return null;
  if (input.until === undefined)
    throw localizedFields({ until: [messengerMessage('until_required')] });
  const until = parseUntil(input.until);
  if (until === null) throw localizedFields({ until: [messengerMessage('until_not_a_time')] });
  if (until <= now) throw localizedFields({ until: [messengerMessage('until_in_past')] });
  return until;
}

const memberMissing = () => localizedError('not_found', messengerMessage('member_missing'));
const notAllowed = () =>
  localizedError('permission_denied', messengerMessage('not_allowed_on_member'));

/** The member the action is about: in a private chat only the other party. */
async function requireTarget(tx: DbOrTx, access: ChatAccess, userId: number): Promise<MemberRow> {
  if (access.chat.type === 'private') {
    const party = [access.member, access.other].find((m) => m?.userId === userId);
    if (!party) throw memberMissing();
    return party;
  }
  const target = await repo.memberOf(tx, access.chat.id, userId);
  if (!target) throw memberMissing();
  return target;
}

async function requireBriefs(tx: DbOrTx, ids: number[]): Promise<UserBriefRow[]> {
  const found = await repo.briefs(tx, ids);
  return ids.map((id) => {
    const brief = found.get(id);
    if (!brief) throw localizedError('not_found', messengerMessage('user_not_found'));
    return brief;
  });
}

interface Acting {
  access: ChatAccess;
  actor: MemberRow;
  target: MemberRow;
  actorUser: UserBriefRow;
  targetUser: UserBriefRow;
}

/**
 * The shared step of a ban, an unban and a role change: updates the target member, writes the system
 * message about them and queues the member change; returns the member as they now are.
 */
async function updateTarget(
  tx: DbOrTx,
  out: ChatOutbox,
  who: Acting,
  changes: MemberChanges,
  system: Omit<SystemNote, 'user'>,
  note: Pick<MemberNote, 'change' | 'joinedIds' | 'goneIds'>,
  now: Date,
): Promise<ChatMember> {
  const updated = await repo.updateMember(tx, who.target.id, changes);
  const chat = who.access.chat;
  await writeSystemMessage(tx, out, chat, who.actorUser, { ...system, user: who.targetUser });
  noteMemberChange(out, chat.id, {
    ...note,
    user: who.targetUser,
    role: updated.role,
    ban: restrictionOf(updated, now),
    membersCount: chat.membersCount,
  });
  return toChatMember(updated, who.targetUser, now);
}

/** Member pages kept in all (100 members are some 15 KB), and of one chat. */
const MEMBER_PAGES_KEPT = 2_000;
const PAGES_PER_CHAT = 64;

/** A members page as written, and when it next changes by the clock (a restriction's end). */
interface KeptMembers {
  page: Counted<ChatMember>;
  changesAt: Date | null;
}

/** The page as the members are at `now`, and the first restriction end after `now`. */
function membersAt(found: Awaited<ReturnType<typeof lists.membersPage>>, now: Date): KeptMembers {
  let changesAt: Date | null = null;
  for (const { member } of found.results) {
    const end = member.restriction === null ? null : member.restrictedUntil;
    if (end !== null && end > now && (changesAt === null || end < changesAt)) changesAt = end;
  }
  return {
    page: keptPage({
      count: found.count,
      results: found.results.map((row) => toChatMember(row.member, row.user, now)),
    }),
    changesAt,
  };
}

export function createChatMembersService(deps: { db: Db; change: Change }) {
  const { db, change } = deps;
  // A chat's member pages are the same for every member: kept as written, until its members change
  // (dropPagesOf) or a member's name or picture does (dropPages): the messenger module's events.
  // A page is kept no longer than its first restriction lasts, so a lapsed ban shows lapsed.
  const pages = new OwnedPageCache<number, KeptMembers>(MEMBER_PAGES_KEPT, PAGES_PER_CHAT);
  // Who the caller is in a group or channel, kept alike, also dropped when the chat changes.
  const callers = createChatAccessCache((callerId, address) => findChat(db, callerId, address));

  /** Locks the chat and loads who acts on whom, checking the action against the policy. */
  async function acting(
    tx: DbOrTx,
    callerId: number,
    input: ChatAddress & { user: number },
    action: MemberAction,
    now: Date,
  ): Promise<Acting> {
    const access = await findVisible(tx, callerId, input, { lock: true });
    const actor = requireMember(access);
    const target = await requireTarget(tx, access, input.user);
    const chat = policyChat(access.chat);
    // Outside groups a mute does not exist: a 400 for those who could ban, a 403 for the others.
    if (action === 'mute' && chat.type !== 'group') {
      if (!canActOn(chat, actor, target, 'ban', now)) throw notAllowed();
      throw localizedFields({ is_mute: [messengerMessage('only_group_mute')] });
    }
    if (!canActOn(chat, actor, target, action, now)) throw notAllowed();
    const [actorUser, targetUser] = await requireBriefs(tx, [callerId, input.user]);
    if (!actorUser || !targetUser)
      throw localizedError('not_found', messengerMessage('user_not_found'));
    return { access, actor, target, actorUser, targetUser };
  }

  return {
    /** Members may list members (admins, moderators, users, each by joining order); nobody else. */
    async members(
      callerId: number,
      address: ChatAddress,
      window: PageWindow,
    ): Promise<Counted<ChatMember>> {
      const now = new Date();
      const access = requireVisible(await callers.load(callerId, address));
      if (access.member === null) throw notMemberHere();
      if (!canRead(policyChat(access.chat), access.member, now)) throw bannedHere();
      const chatId = access.chat.id;
      const key = pageKey({}, window);
      const read = async () => membersAt(await lists.membersPage(db, chatId, window), new Date());
      // A restriction on the page that ended since it was written has the page written again.
      return (await pages.load(chatId, key, read, (kept) => kept.changesAt)).page;
    },

    /** Forgets the chat's kept member pages and callers' access. */
    dropMemberPagesOf(chatId: number): void {
      pages.drop(chatId);
      callers.drop(chatId);
    },
    /** Forgets every chat's kept member pages and callers' access. */
    dropMemberPages(): void {
      pages.clear();
      callers.clear();
    },

    /** Friends of the caller only; `is_create` (part of making the group) writes no "added" notes. */
    addChatUsers(
      callerId: number,
      input: z.output<typeof AddChatUsersSchema>,
    ): Promise<{ added: UserBrief[] }> {
      const now = new Date();
      const ids = [...new Set(input.users_id)].filter((id) => id !== callerId);
      return change(async (tx, out) => {
        const access = await findVisible(tx, callerId, input, { lock: true });
        if (!canAddMembers(policyChat(access.chat), access.member, now))
          throw localizedError('permission_denied', messengerMessage('cannot_add_members'));
        if ((await repo.notFriends(tx, callerId, ids)).length > 0)
          throw localizedFields({ users_id: [messengerMessage('friends_only')] });
        const present = await repo.membersAmong(tx, access.chat.id, ids);
        const banned = present.filter((member) => isBannedNow(member, now));
        if (banned.length > 0) {
          const names = (
            await requireBriefs(
              tx,
              banned.map((m) => m.userId),
            )
          ).map((user) => user.username);
          throw localizedFields({
            users_id: [messengerMessage('banned_unban_first', { names: names.join(', ') })],
          });
        }
        const presentIds = new Set(present.map((member) => member.userId));
        const newcomers = ids.filter((id) => !presentIds.has(id));
        if (newcomers.length === 0) return { added: [] };
        await repo.insertMembers(
          tx,
          access.chat.id,
          newcomers.map((userId) => ({ userId, role: 3 as const })),
        );
        const membersCount = await repo.recountMembers(tx, access.chat.id);
        const [actor, ...added] = await requireBriefs(tx, [callerId, ...newcomers]);
        for (const user of added) {
          if (!input.is_create)
            await writeSystemMessage(tx, out, access.chat, actor ?? null, { event: 'added', user });
          noteMemberChange(out, access.chat.id, {
            change: 'added',
            user,
            role: 3,
            ban: null,
            membersCount,
            joinedIds: [user.id],
          });
        }
        return { added: added.map(toUserBrief) };
      });
    },

    /** A ban (or, in a group, a mute) forever or until a UTC time; a ban shuts the member out. */
    banMember(callerId: number, input: z.output<typeof BanMemberSchema>): Promise<ChatMember> {
      const now = new Date();
      const until = endOf(input, now);
      const action = input.is_mute === 1 ? 'mute' : 'ban';
      return change(async (tx, out) => {
        const who = await acting(tx, callerId, input, action, now);
        // In a private chat a ban stops posting only: both parties still read it.
        const shutOut = action === 'ban' && who.access.chat.type !== 'private';
        return updateTarget(
          tx,
          out,
          who,
          { restriction: action, restrictedUntil: until },
          { event: action === 'ban' ? 'banned' : 'muted', until },
          { change: 'restriction', goneIds: shutOut ? [who.target.userId] : [] },
          now,
        );
      });
    },

    unbanMember(callerId: number, input: z.output<typeof MemberTargetSchema>): Promise<ChatMember> {
      const now = new Date();
      return change(async (tx, out) => {
        const who = await acting(tx, callerId, input, 'unban', now);
        const was = activeRestriction(who.target, now);
        if (was === null)
          throw localizedError('bad_request', messengerMessage('neither_banned_nor_muted'));
        const readsAgain = was === 'ban' && who.access.chat.type !== 'private';
        return updateTarget(
          tx,
          out,
          who,
          { restriction: null, restrictedUntil: null },
          { event: 'unbanned' },
          { change: 'restriction', joinedIds: readsAgain ? [who.target.userId] : [] },
          now,
        );
      });
    },

    changeRole(callerId: number, input: z.output<typeof ChangeRoleSchema>): Promise<ChatMember> {
      const now = new Date();
      return change(async (tx, out) => {
        const who = await acting(tx, callerId, input, 'role', now);
        const { access, actor, target, targetUser } = who;
        if (!canGiveRole(policyChat(access.chat), actor, input.role)) throw notAllowed();
        if (target.role === input.role) return toChatMember(target, targetUser, now);
        return updateTarget(
          tx,
          out,
          who,
          { role: input.role },
          { event: 'role_changed', role: input.role },
          { change: 'role' },
          now,
        );
      });
    },

    /** Groups only. A removed member of a public group may join again (a ban keeps them out). */
    async removeMember(
      callerId: number,
      input: z.output<typeof MemberTargetSchema>,
    ): Promise<{ detail: LocalizedMessage }> {
      const now = new Date();
      await change(async (tx, out) => {
        const { access, target, actorUser, targetUser } = await acting(
          tx,
          callerId,
          input,
          'remove',
          now,
        );
        await repo.deleteMember(tx, target.id);
        const membersCount = await repo.recountMembers(tx, access.chat.id);
        await writeSystemMessage(tx, out, access.chat, actorUser, {
          event: 'removed',
          user: targetUser,
        });
        noteMemberChange(out, access.chat.id, {
          change: 'removed',
          user: targetUser,
          role: null,
          ban: null,
          membersCount,
          goneIds: [target.userId],
        });
      });
      return { detail: messengerMessage('member_removed') };
    },
  };
}

export type ChatMembersService = ReturnType<typeof createChatMembersService>;
