// Chats and members for the chat route tests, made through the API (friends, groups, channels,
// private chats), plus what the API does not show directly: the system messages a change wrote and
// the events it published. Chats written straight into the tables are messenger.ts's.
import { friendsEndpoints } from '@clutch/contract/friends';
import {
  messengerEndpoints as api,
  type ChatAddress,
  type ChatInfo,
  type SystemAttributes,
} from '@clutch/contract/messenger';
import { and, asc, eq } from 'drizzle-orm';
import type { AppEvent } from '../src/app-events.js';
import { chatMessages } from '../src/modules/messenger/messenger.tables.js';
import { testClient } from './client.js';
import { createUser, type TestUser } from './factories.js';
import type { TestApp } from './harness.js';

export function chatsApi(t: TestApp) {
  const client = testClient(t);

  async function befriend(a: TestUser, ...others: TestUser[]): Promise<void> {
    for (const b of others) {
      await client.ok(friendsEndpoints.sendRequest, { as: a, params: { id: b.id } });
      await client.ok(friendsEndpoints.sendRequest, { as: b, params: { id: a.id } });
    }
  }

  /** A user and `count` friends of theirs. */
  async function withFriends(count: number): Promise<[TestUser, ...TestUser[]]> {
    const owner = await createUser(t);
    const friends: TestUser[] = [];
    for (let i = 0; i < count; i += 1) friends.push(await createUser(t));
    await befriend(owner, ...friends);
    return [owner, ...friends];
  }

  const addressOf = (chat: ChatInfo): ChatAddress => ({
    receiver_content_type: chat.receiver_content_type,
    receiver_object_id: chat.receiver_object_id,
  });

  return {
    client,
    befriend,
    withFriends,
    addressOf,
    group(as: TestUser, body: { name?: string; private?: boolean; users?: number[] } = {}) {
      return client.ok(api.createChat, {
        as,
        params: { type: 'group' },
        body: { name: body.name ?? 'Squad', ...body },
      });
    },
    channel(as: TestUser, name = 'News') {
      return client.ok(api.createChat, { as, params: { type: 'channel' }, body: { name } });
    },
    privateChat(as: TestUser, recipient: { id: number }) {
      return client.call(api.createChat, {
        as,
        params: { type: 'private' },
        body: { recipient: recipient.id },
      });
    },
    get(as: TestUser | null, address: ChatAddress) {
      return client.call(api.getChat, { as, query: address });
    },
    members(as: TestUser, address: ChatAddress, query: { page?: number; per_page?: number } = {}) {
      return client.call(api.members, { as, query: { ...address, ...query } });
    },
    join(as: TestUser, address: ChatAddress) {
      return client.call(api.join, { as, body: address });
    },
    leave(as: TestUser, address: ChatAddress) {
      return client.call(api.leave, { as, body: address });
    },
    add(as: TestUser, address: ChatAddress, users: TestUser[], isCreate = false) {
      return client.call(api.addChatUsers, {
        as,
        body: { ...address, users_id: users.map((u) => u.id), is_create: isCreate },
      });
    },
    ban(
      as: TestUser,
      address: ChatAddress,
      user: { id: number },
      options: { until?: string; mute?: boolean } = {},
    ) {
      return client.call(api.banMember, {
        as,
        body: {
          ...address,
          user: user.id,
          permanent: options.until === undefined ? 1 : 0,
          ...(options.until === undefined ? {} : { until: options.until }),
          is_mute: options.mute ? 1 : 0,
        },
      });
    },
    unban(as: TestUser, address: ChatAddress, user: { id: number }) {
      return client.call(api.unbanMember, { as, body: { ...address, user: user.id } });
    },
    role(as: TestUser, address: ChatAddress, user: { id: number }, role: 1 | 2 | 3) {
      return client.call(api.changeRole, { as, body: { ...address, user: user.id, role } });
    },
    remove(as: TestUser, address: ChatAddress, user: { id: number }) {
      return client.call(api.removeMember, { as, body: { ...address, user: user.id } });
    },
    bar(as: TestUser, query: { page?: number; per_page?: number } = {}) {
      return client.ok(api.messagesBar, { as, query });
    },
  };
}

/** 'YYYY-MM-DD HH:MM' in UTC, `minutes` from now. */
export function utcMinutesFromNow(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The chat's system messages, oldest first. */
export async function systemNotes(t: TestApp, chatId: number): Promise<SystemAttributes[]> {
  const rows = await t.database.db
    .select({ attributes: chatMessages.attributes })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.isSystem, true)))
    .orderBy(asc(chatMessages.seq));
  return rows.flatMap((row) => (row.attributes ? [row.attributes] : []));
}

/** Collects the messenger events published from now on. */
export function recordEvents(t: TestApp) {
  const events: AppEvent[] = [];
  const stop = t.bus.subscribe((event) => events.push(event));
  return {
    events,
    stop,
    /** Lets the in-process bus deliver what was published. */
    async settle(): Promise<AppEvent[]> {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return events;
    },
  };
}
