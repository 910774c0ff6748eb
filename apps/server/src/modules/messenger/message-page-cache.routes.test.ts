// A chat's message pages are kept in memory, as each reader sees them, until an event names the
// chat (a message, a reaction, a read marker, a member change, the chat itself) or a sender's name
// or picture changes; its member pages likewise, until its members change; and each caller's chat
// list, until an event about one of their chats or their own membership. Every such change made
// through the API is on the next read; a change behind the API's back (straight in SQL) is not,
// until an event comes. Who may read is checked on every read, kept page or not, and a timed ban
// is compared with the clock. On one instance, and on two sharing the Redis bus.
import { messengerEndpoints, type ChatMessage } from '@clutch/contract/messenger';
import { profileEndpoints } from '@clutch/contract/profile';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatsApi } from '../../../test/chats.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp, useTwoInstances, type TestApp } from '../../../test/harness.js';
import {
  createChat,
  createPrivateChat,
  messengerApi,
  type TestChat,
} from '../../../test/messenger.js';
import { untilIdle } from '../../../test/notifications.js';

const t = useTestApp();
const api = messengerApi(t);

const users = async (app: TestApp, n: number): Promise<TestUser[]> =>
  Promise.all(Array.from({ length: n }, () => createUser(app)));

/** A page of the chat as `as` reads it, read twice (the second one kept). */
async function pageOf(
  as: TestUser,
  chat: TestChat,
  page = 1,
  perPage?: number,
  through = api,
): Promise<{ count: number; results: ChatMessage[] }> {
  await through.page(as, chat, page, perPage);
  const res = await through.page(as, chat, page, perPage);
  expect(res.status).toBe(200);
  return res.body;
}

async function send(as: TestUser, chat: TestChat, text: string, through = api) {
  const res = await through.send(as, chat, text);
  expect(res.status).toBe(201);
  return res.body;
}

const texts = (page: { results: ChatMessage[] }) => page.results.map((m) => m.content_text);

describe('a chat’s message pages answer every change on the next read', () => {
  it('keeps a page: a change behind the API’s back is not seen until an event names the chat', async () => {
    const [owner, reader] = await users(t, 2);
    if (!owner || !reader) throw new Error('users');
    const chat = await createChat(t, 'group', [owner, reader]);
    const message = await send(owner, chat, 'kept');
    expect((await pageOf(reader, chat)).results[0]?.reactions.likes_count).toBe(0);
    await t.database.db.execute(
      sql`UPDATE chat_messages SET likes_count = 5 WHERE id = ${message.id}`,
    );
    expect((await pageOf(reader, chat)).results[0]?.reactions.likes_count).toBe(0);
    expect((await api.markRead(reader, chat)).status).toBe(200);
    expect((await pageOf(reader, chat)).results[0]?.reactions.likes_count).toBe(5);
  });

  it('a new message is on the first page, and shifts every later one', async () => {
    const [owner, reader] = await users(t, 2);
    if (!owner || !reader) throw new Error('users');
    const chat = await createChat(t, 'group', [owner, reader]);
    for (let i = 1; i <= 3; i += 1) await send(owner, chat, `m${String(i)}`);
    expect(texts(await pageOf(reader, chat, 2, 2))).toEqual(['m1']);
    expect(texts(await pageOf(reader, chat, 1, 2))).toEqual(['m3', 'm2']);
    await send(owner, chat, 'm4');
    expect(await pageOf(reader, chat, 1, 2)).toMatchObject({ count: 4 });
    expect(texts(await pageOf(reader, chat, 1, 2))).toEqual(['m4', 'm3']);
    expect(texts(await pageOf(reader, chat, 2, 2))).toEqual(['m2', 'm1']);
  });

  it('a reaction: the counts for every reader, whose own it is for its author only', async () => {
    const [owner, reader, reactor] = await users(t, 3);
    if (!owner || !reader || !reactor) throw new Error('users');
    const chat = await createChat(t, 'group', [owner, reader, reactor]);
    const message = await send(owner, chat, 'react to me');
    await pageOf(reader, chat);
    await pageOf(reactor, chat);
    expect((await api.react(reactor, message.id, 'L')).status).toBe(200);
    expect((await pageOf(reader, chat)).results[0]?.reactions).toEqual({
      likes_count: 1,
      dislikes_count: 0,
      user_has_reacted: false,
      user_reaction_type: null,
    });
    expect((await pageOf(reactor, chat)).results[0]?.reactions).toMatchObject({
      likes_count: 1,
      user_reaction_type: 'L',
    });
    expect((await api.react(reactor, message.id, null)).status).toBe(200);
    expect((await pageOf(reader, chat)).results[0]?.reactions.likes_count).toBe(0);
    expect((await pageOf(reactor, chat)).results[0]?.reactions.user_has_reacted).toBe(false);
  });

  it('a read marker makes the sender’s kept message seen', async () => {
    const [owner, reader] = await users(t, 2);
    if (!owner || !reader) throw new Error('users');
    const chat = await createChat(t, 'group', [owner, reader]);
    await send(owner, chat, 'read me');
    expect((await pageOf(owner, chat)).results[0]?.seen).toBe(false);
    expect((await api.markRead(reader, chat)).status).toBe(200);
    expect((await pageOf(owner, chat)).results[0]?.seen).toBe(true);
  });

  it('a sender renamed', async () => {
    const [owner, reader] = await users(t, 2);
    if (!owner || !reader) throw new Error('users');
    const chat = await createChat(t, 'group', [owner, reader]);
    await send(owner, chat, 'who wrote this');
    expect((await pageOf(reader, chat)).results[0]?.sender?.username).toBe(owner.username);
    const username = `sender${String(owner.id)}`;
    await api.client.ok(profileEndpoints.patchMe, { as: owner, body: { username } });
    expect((await pageOf(reader, chat)).results[0]?.sender?.username).toBe(username);
  });

  it('a member who left reads nothing more, though the page is kept for the others', async () => {
    const [owner, reader, leaver] = await users(t, 3);
    if (!owner || !reader || !leaver) throw new Error('users');
    const chat = await createChat(t, 'group', [owner, reader, leaver]);
    await send(owner, chat, 'members only');
    await pageOf(leaver, chat);
    await pageOf(reader, chat);
    const c = chatsApi(t);
    expect((await c.leave(leaver, chat.address(leaver))).status).toBe(200);
    expect((await api.page(leaver, chat)).status).toBe(403);
    expect(texts(await pageOf(reader, chat))).toContain('members only');
  });

  it('a private chat’s kept pages name the other user to each of the two', async () => {
    const [a, b] = await users(t, 2);
    if (!a || !b) throw new Error('users');
    const chat = await createPrivateChat(t, a, b);
    await send(a, chat, 'hi');
    expect((await pageOf(a, chat)).results[0]?.receiver_object_id).toBe(b.id);
    expect((await pageOf(b, chat)).results[0]?.receiver_object_id).toBe(a.id);
  });

  it('costs nothing kept, until the chat changes, whatever other chats do', async () => {
    const [owner, reader] = await users(t, 2);
    if (!owner || !reader) throw new Error('users');
    const chat = await createChat(t, 'group', [owner, reader]);
    const other = await createChat(t, 'group', [owner, reader]);
    await send(owner, chat, 'counted');
    await untilIdle(t);
    const statements = async (of = chat) => {
      const before = t.database.queryCount();
      await pageOf(reader, of);
      return t.database.queryCount() - before;
    };
    // pageOf reads twice. A cold read costs the reader's context, the page and its readers (3); a
    // kept one nothing.
    expect(await statements()).toBe(3);
    expect(await statements()).toBe(0);
    await send(owner, other, 'elsewhere');
    await untilIdle(t);
    expect(await statements()).toBe(0);
    await send(owner, chat, 'here');
    await untilIdle(t);
    expect(await statements()).toBe(3);
  });

  it('reads a private chat’s context each time: it is named by the other user', async () => {
    const [a, b] = await users(t, 2);
    if (!a || !b) throw new Error('users');
    const chat = await createPrivateChat(t, a, b);
    await send(a, chat, 'hi');
    await untilIdle(t);
    await pageOf(b, chat);
    const before = t.database.queryCount();
    await api.page(b, chat);
    expect(t.database.queryCount() - before).toBe(1);
  });
});

describe('a chat’s member pages answer every change on the next read', () => {
  const c = chatsApi(t);
  /** The members as `as` reads them, read twice (the second one kept). */
  async function membersOf(as: TestUser, chat: TestChat) {
    await c.members(as, chat.address(as));
    const res = await c.members(as, chat.address(as));
    expect(res.status).toBe(200);
    return res.body;
  }
  const rolesOf = async (as: TestUser, chat: TestChat) =>
    (await membersOf(as, chat)).results.map((m) => [m.user.id, m.role, m.ban.is_banned]);

  it('keeps a page: a change behind the API’s back is not seen until the members change', async () => {
    const [admin, a, b] = await users(t, 3);
    if (!admin || !a || !b) throw new Error('users');
    const chat = await createChat(t, 'group', [admin, a, b]);
    expect(await rolesOf(admin, chat)).toEqual([
      [admin.id, 1, false],
      [a.id, 3, false],
      [b.id, 3, false],
    ]);
    await t.database.db.execute(
      sql`UPDATE chat_members SET role = 2 WHERE chat_id = ${chat.id} AND user_id = ${b.id}`,
    );
    expect((await rolesOf(admin, chat))[2]).toEqual([b.id, 3, false]);
    expect((await c.ban(admin, chat.address(admin), a)).status).toBe(200);
    expect(await rolesOf(admin, chat)).toEqual([
      [admin.id, 1, false],
      [b.id, 2, false],
      [a.id, 3, true],
    ]);
  });

  it('a role given, a ban lifted, a member removed and one who joined', async () => {
    const [admin, a, b, joiner] = await users(t, 4);
    if (!admin || !a || !b || !joiner) throw new Error('users');
    const chat = await createChat(t, 'group', [admin, a, b]);
    const address = chat.address(admin);
    expect((await c.ban(admin, address, b)).status).toBe(200);
    await membersOf(a, chat);
    expect((await c.role(admin, address, a, 2)).status).toBe(200);
    expect((await c.unban(admin, address, b)).status).toBe(200);
    expect(await rolesOf(a, chat)).toEqual([
      [admin.id, 1, false],
      [a.id, 2, false],
      [b.id, 3, false],
    ]);
    expect((await c.remove(admin, address, b)).status).toBe(200);
    expect((await c.join(joiner, address)).status).toBe(200);
    const page = await membersOf(a, chat);
    expect(page.count).toBe(3);
    expect(page.results.map((m) => m.user.id)).toEqual([admin.id, a.id, joiner.id]);
  });

  it('a timed ban shows lapsed on a kept page once its end has passed', async () => {
    const [admin, a] = await users(t, 2);
    if (!admin || !a) throw new Error('users');
    const chat = await createChat(t, 'group', [admin, a]);
    const until = new Date(Date.now() + 3_000);
    await t.database.db.execute(
      sql`UPDATE chat_members SET restriction = 'ban', restricted_until = ${until.toISOString()}::timestamptz WHERE chat_id = ${chat.id} AND user_id = ${a.id}`,
    );
    const kept = (await rolesOf(admin, chat))[1];
    // Read before the end (checked after the read, so however slow the machine): still banned.
    if (Date.now() < until.getTime()) expect(kept).toEqual([a.id, 3, true]);
    await expect
      .poll(async () => (await rolesOf(admin, chat))[1], { timeout: 20_000, interval: 200 })
      .toEqual([a.id, 3, false]);
    expect(Date.now()).toBeGreaterThanOrEqual(until.getTime());
  });

  it('the chat made private: an outsider’s kept 403 turns into a 404', async () => {
    const [admin, outsider] = await users(t, 2);
    if (!admin || !outsider) throw new Error('users');
    const chat = await createChat(t, 'group', [admin]);
    expect((await c.members(outsider, chat.address(outsider))).status).toBe(403);
    expect((await c.members(outsider, chat.address(outsider))).status).toBe(403);
    const edited = await api.client.call(messengerEndpoints.edit, {
      as: admin,
      params: { chatType: 'group', id: chat.id },
      body: { private: true },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await c.members(outsider, chat.address(outsider))).status).toBe(404);
  });

  it('a member renamed', async () => {
    const [admin, a] = await users(t, 2);
    if (!admin || !a) throw new Error('users');
    const chat = await createChat(t, 'group', [admin, a]);
    expect((await membersOf(admin, chat)).results[1]?.user.username).toBe(a.username);
    const username = `member${String(a.id)}`;
    await api.client.ok(profileEndpoints.patchMe, { as: a, body: { username } });
    expect((await membersOf(admin, chat)).results[1]?.user.username).toBe(username);
  });
});

describe('a caller’s chat list answers every change on the next read', () => {
  const c = chatsApi(t);
  /** The chat list as `as` reads it, read twice (the second one kept). */
  async function barOf(as: TestUser) {
    await c.bar(as);
    return c.bar(as);
  }
  const itemOf = async (as: TestUser, chat: TestChat) => {
    const item = (await barOf(as)).results.find((found) => found.id === chat.id);
    if (!item) throw new Error(`chat ${String(chat.id)} is not on the list`);
    return item;
  };

  it('a message: its text and unread count on every member’s list, read away by a marker', async () => {
    const [owner, reader] = await users(t, 2);
    if (!owner || !reader) throw new Error('users');
    const chat = await createChat(t, 'group', [owner, reader]);
    await barOf(reader);
    await send(owner, chat, 'first news');
    expect(await itemOf(reader, chat)).toMatchObject({
      content_text: 'first news',
      unread_count: 1,
    });
    await send(owner, chat, 'more news');
    expect(await itemOf(reader, chat)).toMatchObject({
      content_text: 'more news',
      unread_count: 2,
    });
    expect(await itemOf(owner, chat)).toMatchObject({ content_text: 'more news', unread_count: 0 });
    expect((await api.markRead(reader, chat)).status).toBe(200);
    expect(await itemOf(reader, chat)).toMatchObject({ unread_count: 0 });
  });

  it('newest activity first: a message moves its chat to the top', async () => {
    const [owner, reader] = await users(t, 2);
    if (!owner || !reader) throw new Error('users');
    const older = await createChat(t, 'group', [owner, reader]);
    const newer = await createChat(t, 'group', [owner, reader]);
    await send(owner, older, 'a');
    await send(owner, newer, 'b');
    expect((await barOf(reader)).results.map((item) => item.id)).toEqual([newer.id, older.id]);
    await send(owner, older, 'c');
    expect((await barOf(reader)).results.map((item) => item.id)).toEqual([older.id, newer.id]);
  });

  it('a chat joined, renamed, and one the caller was banned from', async () => {
    const [owner, member] = await users(t, 2);
    if (!owner || !member) throw new Error('users');
    const chat = await createChat(t, 'group', [owner]);
    expect((await barOf(member)).count).toBe(0);
    expect((await c.join(member, chat.address(member))).status).toBe(200);
    expect((await barOf(member)).results.map((item) => item.id)).toEqual([chat.id]);
    const edited = await api.client.call(messengerEndpoints.edit, {
      as: owner,
      params: { chatType: 'group', id: chat.id },
      body: { name: 'Renamed group' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await itemOf(member, chat)).group).toMatchObject({ name: 'Renamed group' });
    expect((await c.ban(owner, chat.address(owner), member)).status).toBe(200);
    expect((await barOf(member)).count).toBe(0);
  });

  it('a private chat’s other party renamed', async () => {
    const [a, b] = await users(t, 2);
    if (!a || !b) throw new Error('users');
    const chat = await createPrivateChat(t, a, b);
    await send(a, chat, 'hello');
    expect((await itemOf(b, chat)).interlocutor?.username).toBe(a.username);
    const username = `party${String(a.id)}`;
    await api.client.ok(profileEndpoints.patchMe, { as: a, body: { username } });
    expect((await itemOf(b, chat)).interlocutor?.username).toBe(username);
  });

  it('costs nothing kept, until one of the caller’s chats changes, whatever other chats do', async () => {
    const [owner, reader, stranger] = await users(t, 3);
    if (!owner || !reader || !stranger) throw new Error('users');
    const chat = await createChat(t, 'group', [owner, reader]);
    const elsewhere = await createChat(t, 'group', [owner, stranger]);
    await send(owner, chat, 'mine');
    await untilIdle(t);
    const statements = async () => {
      const before = t.database.queryCount();
      await c.bar(reader);
      return t.database.queryCount() - before;
    };
    expect(await statements()).toBe(2);
    expect(await statements()).toBe(0);
    await send(owner, elsewhere, 'not theirs');
    await untilIdle(t);
    expect(await statements()).toBe(0);
    await send(owner, chat, 'theirs');
    await untilIdle(t);
    expect(await statements()).toBe(2);
  });
});

describe.skipIf(!process.env['REDIS_URL'])('across two instances sharing the Redis bus', () => {
  const [one, two] = useTwoInstances();

  it('a change through one instance is on the next read through the other, once its event arrives', async () => {
    const [owner, reader] = await users(one, 2);
    if (!owner || !reader) throw new Error('users');
    const chat = await createChat(one, 'group', [owner, reader]);
    const through = [messengerApi(one), messengerApi(two)] as const;
    const first = await send(owner, chat, 'first', through[0]);
    for (let round = 0; round < 4; round += 1) {
      const writer = through[round % 2] ?? through[0];
      const other = through[(round + 1) % 2] ?? through[1];
      await pageOf(reader, chat, 1, undefined, other);
      // A reaction changes the kept page without moving its window.
      const type = round % 2 === 0 ? 'L' : 'D';
      expect((await writer.react(owner, first.id, type)).status).toBe(200);
      const want =
        round % 2 === 0
          ? { likes_count: 1, dislikes_count: 0 }
          : { likes_count: 0, dislikes_count: 1 };
      // Redis is a network away: the other instance drops the chat's pages when the event arrives.
      await expect
        .poll(
          async () => {
            const { reactions } =
              (await pageOf(reader, chat, 1, undefined, other)).results[0] ?? {};
            return {
              likes_count: reactions?.likes_count,
              dislikes_count: reactions?.dislikes_count,
            };
          },
          { timeout: 5_000 },
        )
        .toEqual(want);
    }
  });
});
