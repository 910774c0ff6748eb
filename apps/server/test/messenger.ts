// Chats for messenger tests, written straight into the tables (whatever state a test needs: roles,
// bans, mutes, archived rooms), and a typed client for the message endpoints.
import { randomBytes } from 'node:crypto';
import type { ChatAddress, ChatRole, ChatType } from '@clutch/contract/messenger';
import { messengerEndpoints as api } from '@clutch/contract/messenger';
import { and, count, eq } from 'drizzle-orm';
import { userBans } from '../src/modules/auth/user-bans.tables.js';
import {
  chatMembers,
  chatMessages,
  chats,
  type ChatRestriction,
} from '../src/modules/messenger/messenger.tables.js';
import { testClient, type TestClient } from './client.js';
import type { TestUser } from './factories.js';
import type { TestApp } from './harness.js';
import type { FormPart } from './multipart.js';

export interface MemberSpec {
  user: { id: number };
  role?: ChatRole;
  restriction?: ChatRestriction | null;
  until?: Date | null;
}

export interface TestChat {
  id: number;
  type: ChatType;
  /** How `viewer` names the chat. */
  address(viewer: { id: number }): ChatAddress;
}

/** A chat a test wrote into the tables. */
export interface CreatedChat extends TestChat {
  inviteToken: string;
}

type Member = MemberSpec | { id: number };
const specOf = (member: Member): MemberSpec => ('user' in member ? member : { user: member });
/** A new invitation token, shaped like the service's: 24 random bytes, 32 URL-safe characters. */
const newToken = () => randomBytes(24).toString('base64url');

/** A group or channel with these members (the first is its admin and creator unless roles say otherwise). */
export async function createChat(
  t: TestApp,
  type: 'group' | 'channel',
  members: Member[],
  options: { archived?: boolean; isPrivate?: boolean } = {},
): Promise<CreatedChat> {
  const specs = members.map(specOf);
  const [chat] = await t.database.db
    .insert(chats)
    .values({
      type,
      name: `${type} ${randomBytes(3).toString('hex')}`,
      creatorId: specs[0]?.user.id ?? null,
      inviteToken: newToken(),
      isPrivate: options.isPrivate ?? false,
      archived: options.archived ?? false,
      membersCount: specs.length,
    })
    .returning({ id: chats.id, inviteToken: chats.inviteToken });
  if (!chat) throw new Error('no chat');
  await addMembers(
    t,
    chat.id,
    specs.map((spec, i) => ({ role: i === 0 ? 1 : 3, ...spec })),
  );
  return {
    ...chat,
    type,
    address: () => ({ receiver_content_type: type, receiver_object_id: chat.id }),
  };
}

/**
 * The private chat between two users, made afresh (any earlier one between them is deleted);
 * `a` is its creator unless `creator` says otherwise.
 */
export async function createPrivateChat(
  t: TestApp,
  a: Member,
  b: Member,
  options: { creator?: { id: number } } = {},
): Promise<CreatedChat> {
  const specs = [specOf(a), specOf(b)];
  const [x = 0, y = 0] = specs.map((spec) => spec.user.id);
  const [low, high] = x < y ? [x, y] : [y, x];
  await t.database.db
    .delete(chats)
    .where(and(eq(chats.privateLowId, low), eq(chats.privateHighId, high)));
  const [chat] = await t.database.db
    .insert(chats)
    .values({
      type: 'private',
      creatorId: options.creator?.id ?? x,
      inviteToken: newToken(),
      privateLowId: low,
      privateHighId: high,
      membersCount: 2,
    })
    .returning({ id: chats.id, inviteToken: chats.inviteToken });
  if (!chat) throw new Error('no chat');
  await addMembers(t, chat.id, specs);
  return {
    ...chat,
    type: 'private',
    address: (viewer) => ({
      receiver_content_type: 'user',
      receiver_object_id: viewer.id === low ? high : low,
    }),
  };
}

export async function addMembers(t: TestApp, chatId: number, members: Member[]): Promise<void> {
  const specs = members.map(specOf);
  if (specs.length === 0) return;
  await t.database.db.insert(chatMembers).values(
    specs.map((spec) => ({
      chatId,
      userId: spec.user.id,
      role: spec.role ?? 3,
      restriction: spec.restriction ?? null,
      restrictedUntil: spec.until ?? null,
    })),
  );
}

/** Bans or mutes a member (null lifts it), until a time or for good. */
export async function restrict(
  t: TestApp,
  chatId: number,
  user: { id: number },
  restriction: ChatRestriction | null,
  until: Date | null = null,
): Promise<void> {
  await t.database.db
    .update(chatMembers)
    .set({ restriction, restrictedUntil: restriction === null ? null : until })
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, user.id)));
}

/** An operator's account-level chat ban (user_bans kind 'chat'). */
export async function banFromChatting(
  t: TestApp,
  user: { id: number },
  until: Date | null = null,
): Promise<void> {
  await t.database.db.insert(userBans).values({ userId: user.id, kind: 'chat', until });
}

export async function readMarkerOf(t: TestApp, chatId: number, user: { id: number }) {
  const [row] = await t.database.db
    .select({
      seq: chatMembers.lastReadSeq,
      messageId: chatMembers.lastReadMessageId,
      ordinal: chatMembers.lastReadOrdinal,
    })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, user.id)));
  return row;
}

export async function countMessages(t: TestApp, chatId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId));
  return row?.n ?? 0;
}

/** The message endpoints, called as a user. */
export function messengerApi(t: TestApp) {
  const client: TestClient = testClient(t);
  return {
    client,
    send(
      as: TestUser,
      chat: TestChat,
      text: string,
      extra: { txn_id?: string; sender?: number } = {},
    ) {
      return client.call(api.createMessage, {
        as,
        body: { ...chat.address(as), content_text: text, ...extra },
      });
    },
    sendForm(as: TestUser, chat: TestChat, parts: FormPart[]) {
      const address = chat.address(as);
      return client.call(api.createMessage, {
        as,
        form: [
          { name: 'receiver_content_type', value: address.receiver_content_type },
          { name: 'receiver_object_id', value: String(address.receiver_object_id) },
          ...parts,
        ],
      });
    },
    page(as: TestUser, chat: TestChat, page = 1, perPage?: number) {
      return client.call(api.messages, {
        as,
        query: { ...chat.address(as), page, ...(perPage ? { per_page: perPage } : {}) },
      });
    },
    missed(as: TestUser, chat: TestChat, afterId: number) {
      return client.call(api.missed, { as, query: { ...chat.address(as), after_id: afterId } });
    },
    markRead(as: TestUser, chat: TestChat, message?: number) {
      return client.call(api.markRead, {
        as,
        body: { ...chat.address(as), ...(message === undefined ? {} : { message }) },
      });
    },
    react(as: TestUser, messageId: number, type: 'L' | 'D' | null) {
      return type === null
        ? client.call(api.deleteReaction, { as, body: { message_id: messageId } })
        : client.call(api.addReaction, { as, body: { message_id: messageId, type } });
    },
  };
}
