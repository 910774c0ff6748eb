// Chats: starting a private chat, a group or a channel, the caller's chat list and search, one chat's
// card, editing. Each change is one transaction (holding the chat's row lock when it changes one);
// its system messages are written inside it and announced after it commits. This service also hands
// out the use cases of chat-joins.service (joining, leaving, invitation links) and
// chat-members.service (the members list, adding friends, roles, bans, removal).
import type { UserBrief } from '@clutch/contract/common';
import {
  CreateChannelSchema,
  CreateGroupSchema,
  CreatePrivateSchema,
  type ChatAddress,
  type ChatBarItem,
  type ChatInfo,
  type ChatType,
} from '@clutch/contract/messenger';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import {
  localizedError,
  localizedFields,
  schemaFieldsError,
} from '../../platform/http/localized-errors.js';
import { messengerMessage } from './messenger-messages.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import { toUserBrief } from '../../platform/http/user-brief.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import { activeBan, banRefusal } from '../auth/user-bans.service.js';
import type { FriendsService } from '../friends/friends.service.js';
import type { MediaService } from '../media/media.service.js';
import {
  addressOf,
  findChat,
  policyChat,
  privatePair,
  type ChatAccess,
} from './chat-access.repository.js';
import { ChatOutbox, noteMemberChange, writeSystemMessage } from './chat-changes.tx.js';
import { keptPage } from '../../platform/http/page-cache.js';
import { createChatBarPages } from './chat-bar-pages.js';
import { createChatMembersService } from './chat-members.service.js';
import { canEdit } from './chat-policy.js';
import { chatNotFound, findVisible, loadCard, requireBrief } from './chat-reads.tx.js';
import { toChatBarItem, toChatChanged } from './chat-view.js';
import { chatListsRepository as lists } from './chat-lists.repository.js';
import { chatsRepository as repo, newInviteToken } from './chats.repository.js';
import { createChatJoinsService } from './chat-joins.service.js';
import type { MessengerEvent } from './messenger.events.js';

/** A chat's avatar is stored as a square of this side (spec 2: 232x232). */
export const CHAT_AVATAR_SIDE = 232;

export interface ChatsDeps {
  db: Db;
  bus: EventPublisher<MessengerEvent>;
  media: MediaService;
  friends: Pick<FriendsService, 'isBlockedEitherWay'>;
  publicUrl: string;
}

export interface ChatEdit {
  name?: string | undefined;
  description?: string | undefined;
  private?: boolean | undefined;
  avatar_url?: string | undefined;
}

function parseAs<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw schemaFieldsError(schema, body, parsed.error.issues);
  return parsed.data;
}

function requireCreator(creator: number | undefined, callerId: number, field: string): void {
  if (creator !== undefined && creator !== callerId)
    throw localizedFields({ [field]: [messengerMessage('create_as_yourself')] });
}

export function createChatsService(deps: ChatsDeps) {
  const { db, bus, media } = deps;

  /** Runs a change in one transaction, then announces what it queued. */
  async function change<T>(work: (tx: DbOrTx, out: ChatOutbox) => Promise<T>): Promise<T> {
    const out = new ChatOutbox();
    const result = await db.transaction((tx) => work(tx, out));
    await out.publish(bus);
    return result;
  }

  async function startPrivate(callerId: number, body: unknown): Promise<ChatInfo> {
    const input = parseAs(CreatePrivateSchema, body);
    requireCreator(input.initiator, callerId, 'initiator');
    const recipientId = input.recipient;
    if (recipientId === callerId)
      throw localizedFields({ recipient: [messengerMessage('chat_with_self')] });
    const address: ChatAddress = { receiver_content_type: 'user', receiver_object_id: recipientId };
    const now = new Date();
    // Asked before the transaction: the friends service reads on its own connection (an unknown
    // recipient blocks nobody, so the 404 below still comes first for them).
    if (await deps.friends.isBlockedEitherWay(callerId, recipientId))
      throw localizedError('permission_denied', messengerMessage('chat_blocked'));
    return change(async (tx, out) => {
      const recipient = await requireBrief(tx, recipientId);
      const existing = await findChat(tx, callerId, address);
      if (existing) return loadCard(tx, existing, callerId, now);
      const [low, high] = privatePair(callerId, recipientId);
      // Two starts at once: the pair's unique index keeps one chat, the other answers it.
      const made = await repo.insertChat(tx, {
        type: 'private',
        privateLowId: low,
        privateHighId: high,
        creatorId: callerId,
        inviteToken: newInviteToken(),
      });
      if (made) {
        await repo.insertMembers(tx, made.id, [
          { userId: callerId, role: 1 },
          { userId: recipientId, role: 1 },
        ]);
        noteMemberChange(out, made.id, {
          change: 'joined',
          user: await requireBrief(tx, callerId),
          role: 1,
          ban: null,
          membersCount: await repo.recountMembers(tx, made.id),
          joinedIds: [callerId, recipient.id],
        });
      }
      const access = await findChat(tx, callerId, address);
      if (!access) throw chatNotFound();
      return loadCard(tx, access, callerId, now);
    });
  }

  async function startGroupOrChannel(
    callerId: number,
    type: 'group' | 'channel',
    body: unknown,
  ): Promise<ChatInfo> {
    const input =
      type === 'group'
        ? parseAs(CreateGroupSchema, body)
        : { ...parseAs(CreateChannelSchema, body), private: false, users: [] };
    requireCreator(input.creator, callerId, 'creator');
    const userIds = [...new Set(input.users)].filter((id) => id !== callerId);
    const now = new Date();
    return change(async (tx, out) => {
      const strangers = await repo.notFriends(tx, callerId, userIds);
      if (strangers.length > 0)
        throw localizedFields({ users: [messengerMessage('friends_only')] });
      const chat = await repo.insertChat(tx, {
        type,
        name: input.name,
        description: input.description,
        isPrivate: input.private,
        creatorId: callerId,
        inviteToken: newInviteToken(),
      });
      if (!chat) throw localizedError('conflict', messengerMessage('try_again'));
      await repo.insertMembers(tx, chat.id, [
        { userId: callerId, role: 1 },
        ...userIds.map((userId) => ({ userId, role: 3 as const })),
      ]);
      const membersCount = await repo.recountMembers(tx, chat.id);
      const briefs = await repo.briefs(tx, [callerId, ...userIds]);
      const creator = briefs.get(callerId);
      if (!creator) throw localizedError('not_found', messengerMessage('user_not_found'));
      await writeSystemMessage(tx, out, chat, creator, { event: 'created', user: creator });
      const note = { ban: null, membersCount };
      noteMemberChange(out, chat.id, {
        ...note,
        change: 'joined',
        user: creator,
        role: 1,
        joinedIds: [callerId],
      });
      for (const id of userIds) {
        const user = briefs.get(id);
        if (user)
          noteMemberChange(out, chat.id, {
            ...note,
            change: 'added',
            user,
            role: 3,
            joinedIds: [id],
          });
      }
      const access = await findChat(tx, callerId, addressOf(chat, callerId));
      if (!access) throw chatNotFound();
      return loadCard(tx, access, callerId, now);
    });
  }

  // Each caller's chat list, kept until an event about one of their chats (chat-bar-pages.ts).
  const bars = createChatBarPages(async (callerId, window) => {
    const now = new Date();
    const [found, memberships] = await Promise.all([
      lists.barPage(db, callerId, window),
      lists.barMemberships(db, callerId, now),
    ]);
    return {
      page: keptPage({
        count: found.count,
        results: found.results.map((row) => toChatBarItem(row, callerId)),
      }),
      ...memberships,
    };
  });
  const members = createChatMembersService({ db, change });
  const joins = createChatJoinsService({ change });

  return {
    ...members,
    ...joins,

    async createChat(callerId: number, type: ChatType, body: unknown): Promise<ChatInfo> {
      // An account chat ban stops reaching people through a new chat as well as writing.
      const ban = await activeBan(db, callerId, 'chat');
      if (ban) throw banRefusal('chat', ban.until);
      return type === 'private'
        ? startPrivate(callerId, body)
        : startGroupOrChannel(callerId, type, body);
    },

    async getChat(callerId: number, address: ChatAddress): Promise<ChatInfo> {
      const access = await findVisible(db, callerId, address);
      return loadCard(db, access, callerId, new Date());
    },

    messagesBar: (callerId: number, window: PageWindow): Promise<Counted<ChatBarItem>> =>
      bars.load(callerId, window),

    /** The kept chat lists: the messenger module drops them on its events. */
    bars,

    async search(
      callerId: number,
      text: string,
    ): Promise<{ chats: ChatBarItem[]; users: UserBrief[] }> {
      if (text === '') return { chats: [], users: [] };
      const [chats, users] = await Promise.all([
        lists.searchChats(db, callerId, text),
        lists.searchUsers(db, callerId, text),
      ]);
      return {
        chats: chats.map((row) => toChatBarItem(row, callerId)),
        users: users.map(toUserBrief),
      };
    },

    async edit(
      callerId: number,
      address: ChatAddress,
      input: ChatEdit,
      avatarFile?: Buffer,
    ): Promise<ChatInfo> {
      const now = new Date();
      const requireEditor = (access: ChatAccess) => {
        if (!canEdit(policyChat(access.chat), access.member, now))
          throw localizedError('permission_denied', messengerMessage('cannot_edit'));
        if (input.private !== undefined && access.chat.type !== 'group')
          throw localizedFields({ private: [messengerMessage('only_group_private')] });
      };
      // Checked before the image is processed and stored, and again under the lock.
      requireEditor(await findVisible(db, callerId, address));
      let avatarUrl: string | null | undefined;
      if (avatarFile)
        avatarUrl = await media.storeImage(avatarFile, 'avatar', { square: CHAT_AVATAR_SIDE });
      else if (input.avatar_url === '') avatarUrl = null;
      else if (input.avatar_url !== undefined)
        avatarUrl = await media.acceptImageUrl(input.avatar_url, 'avatar_url');
      const changes = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.private === undefined ? {} : { isPrivate: input.private }),
        ...(avatarUrl === undefined ? {} : { avatarUrl }),
      };
      return change(async (tx, out) => {
        const access = await findVisible(tx, callerId, address, { lock: true });
        requireEditor(access);
        if (Object.keys(changes).length === 0) return loadCard(tx, access, callerId, now);
        const chat = await repo.updateChat(tx, access.chat.id, changes);
        out.add({ type: 'ChatChanged', chatId: chat.id, chat: toChatChanged(chat) });
        return loadCard(tx, { ...access, chat }, callerId, now);
      });
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
