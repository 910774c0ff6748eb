import {
  CHAT_CATCH_UP_LIMIT,
  messengerEndpoints as endpoints,
  type ChatMessage,
} from '@clutch/contract/messenger';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import {
  addMembers,
  banFromChatting,
  countMessages,
  createChat,
  createPrivateChat,
  messengerApi,
  readMarkerOf,
  restrict,
  type TestChat,
} from '../../../test/messenger.js';
import { appendMessage } from './messages.repository.js';
import { chatMessages, chatReactions, chats } from './messenger.tables.js';

const t = useTestApp();
const api = messengerApi(t);

const users = (n: number) => Promise.all(Array.from({ length: n }, () => createUser(t)));
const hour = 3_600_000;

/** Writes n messages straight through appendMessage (the send limit is for people). */
async function fill(chat: TestChat, senders: TestUser[], n: number, from = 1): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const sender = senders[i % senders.length];
    const row = await appendMessage(t.database.db, {
      chatId: chat.id,
      senderId: sender?.id ?? null,
      text: `message ${String(from + i)}`,
      files: [],
      system: null,
      txnId: null,
    });
    if (!row) throw new Error('no chat');
    ids.push(row.id);
  }
  return ids;
}

async function sent(as: TestUser, chat: TestChat, text: string): Promise<ChatMessage> {
  return (await api.send(as, chat, text)).body;
}

describe('create-message', () => {
  it('writes a member’s message as the next of its chat and answers it as the sender sees it', async () => {
    const [admin, member] = await users(2);
    if (!admin || !member) throw new Error('users');
    const chat = await createChat(t, 'group', [admin, member]);
    const first = await api.send(member, chat, '  gl hf  ');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      seq: 1,
      chat_id: chat.id,
      sender: { id: member.id, username: member.username },
      receiver_content_type: 'group',
      receiver_object_id: chat.id,
      content_text: 'gl hf',
      files: [],
      seen: false,
      is_system: false,
      reactions: { likes_count: 0, dislikes_count: 0, user_has_reacted: false },
      txn_id: null,
    });
    const second = await sent(admin, chat, 'thanks');
    expect(second.seq).toBe(2);
    expect(second.id).toBeGreaterThan(first.body.id);
    // Sending reads everything up to the own message.
    expect(await readMarkerOf(t, chat.id, member)).toMatchObject({
      seq: 1,
      messageId: first.body.id,
    });
  });

  it('names a private chat by the other user for the sender', async () => {
    const [a, b] = await users(2);
    if (!a || !b) throw new Error('users');
    const chat = await createPrivateChat(t, a, b);
    const message = await sent(a, chat, 'hi');
    expect(message).toMatchObject({ receiver_content_type: 'user', receiver_object_id: b.id });
    const [seenByB] = (await api.page(b, chat)).body.results;
    expect(seenByB).toMatchObject({ id: message.id, receiver_object_id: a.id });
  });

  it.each([
    ['empty', ''],
    ['blank', '  \n\t '],
  ])('refuses a message with %s text and no file', async (_, text) => {
    const [admin] = await users(1);
    if (!admin) throw new Error('users');
    const chat = await createChat(t, 'group', [admin]);
    const res = await api.send(admin, chat, text);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ content_text: ['Write a message or attach a file.'] });
    expect(await countMessages(t, chat.id)).toBe(0);
  });

  it('refuses a sender other than the caller', async () => {
    const [admin, member] = await users(2);
    if (!admin || !member) throw new Error('users');
    const chat = await createChat(t, 'group', [admin, member]);
    const res = await api.send(member, chat, 'as the admin', { sender: admin.id });
    expect(res.status).toBe(403);
    expect(await countMessages(t, chat.id)).toBe(0);
    expect((await api.send(member, chat, 'as me', { sender: member.id })).status).toBe(201);
  });

  it('answers 404 for a chat that does not exist and for a private chat not started', async () => {
    const [a, b] = await users(2);
    if (!a || !b) throw new Error('users');
    const res = await api.client.call(endpoints.createMessage, {
      as: a,
      body: {
        receiver_content_type: 'group',
        receiver_object_id: 2_000_000_000,
        content_text: 'x',
      },
    });
    expect(res.status).toBe(404);
    const notStarted: TestChat = {
      id: 0,
      type: 'private',
      address: () => ({ receiver_content_type: 'user', receiver_object_id: b.id }),
    };
    expect((await api.send(a, notStarted, 'hello')).status).toBe(404);
  });

  describe('who may post', () => {
    it('refuses, with the reason, whoever chat-policy says may not post', async () => {
      const [admin, muted, banned, stranger, reader, moderator, chatBanned] = await users(7);
      if (!admin || !muted || !banned || !stranger || !reader || !moderator || !chatBanned)
        throw new Error('users');
      const group = await createChat(t, 'group', [
        admin,
        { user: muted, restriction: 'mute' },
        { user: banned, restriction: 'ban', until: new Date(Date.now() + hour) },
        chatBanned,
      ]);
      const channel = await createChat(t, 'channel', [admin, reader, { user: moderator, role: 2 }]);
      const archived = await createChat(t, 'group', [admin], { archived: true });
      const chatBanEnd = new Date(Date.now() + hour);
      await banFromChatting(t, chatBanned, chatBanEnd);
      const refusals: [TestUser, TestChat, string][] = [
        [muted, group, 'You are muted in this chat.'],
        [banned, group, 'You are banned from this chat.'],
        [stranger, group, 'You are not a member of this chat.'],
        [reader, channel, 'Only admins and moderators post in this channel.'],
        [admin, archived, 'This chat is archived: it is read-only.'],
        [chatBanned, group, `Your account is banned from chat until ${chatBanEnd.toISOString()}.`],
      ];
      for (const [user, chat, detail] of refusals) {
        const res = await api.send(user, chat, 'let me in');
        expect(res.status, detail).toBe(403);
        expect(res.error).toMatchObject({ detail });
      }
      expect(await countMessages(t, group.id)).toBe(0);
      expect(await countMessages(t, channel.id)).toBe(0);
      expect((await api.send(moderator, channel, 'news')).status).toBe(201);
      expect((await api.send(admin, channel, 'more news')).status).toBe(201);
    });

    it('lets a member post again once a timed mute or an account ban has lapsed', async () => {
      const [admin, member] = await users(2);
      if (!admin || !member) throw new Error('users');
      const chat = await createChat(t, 'group', [
        admin,
        { user: member, restriction: 'mute', until: new Date(Date.now() - 1000) },
      ]);
      await banFromChatting(t, member, new Date(Date.now() - 1000));
      expect((await api.send(member, chat, 'free again')).status).toBe(201);
    });

    it('stops both parties of a private chat while one has banned the other', async () => {
      const [a, b] = await users(2);
      if (!a || !b) throw new Error('users');
      const chat = await createPrivateChat(t, a, b);
      // a banned b: b's member row carries the ban.
      await restrict(t, chat.id, b, 'ban');
      const byB = await api.send(b, chat, 'why');
      expect(byB.status).toBe(403);
      expect(byB.error).toMatchObject({ detail: 'This user has banned you in this chat.' });
      const byA = await api.send(a, chat, 'bye');
      expect(byA.error).toMatchObject({
        detail: 'You have banned this user: unban them to write.',
      });
      // Both still read it.
      expect((await api.page(b, chat)).status).toBe(200);
    });
  });

  describe('txn_id', () => {
    it('answers a retried send with the first message and writes it once', async () => {
      const [admin] = await users(1);
      if (!admin) throw new Error('users');
      const chat = await createChat(t, 'group', [admin]);
      const first = await api.send(admin, chat, 'once', { txn_id: 'tx-1' });
      const retry = await api.send(admin, chat, 'once', { txn_id: 'tx-1' });
      expect(first.status).toBe(201);
      expect([200, 201]).toContain(retry.status);
      expect(retry.body).toMatchObject({ id: first.body.id, seq: 1, txn_id: 'tx-1' });
      expect(await countMessages(t, chat.id)).toBe(1);
      // Another sender's equal txn_id is their own send.
      const [other] = await users(1);
      if (!other) throw new Error('users');
      await addMembers(t, chat.id, [other]);
      const theirs = await api.send(other, chat, 'mine', { txn_id: 'tx-1' });
      expect(theirs.body.id).not.toBe(first.body.id);
      expect(await countMessages(t, chat.id)).toBe(2);
    });

    it('writes one message when retries of one send race each other', async () => {
      const [admin] = await users(1);
      if (!admin) throw new Error('users');
      const chat = await createChat(t, 'group', [admin]);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => api.send(admin, chat, 'racing', { txn_id: 'race' })),
      );
      const ids = new Set(answers.map((res) => res.body.id));
      expect(ids.size).toBe(1);
      expect(await countMessages(t, chat.id)).toBe(1);
      // The chat's numbering has no gap after the refused writes.
      expect((await sent(admin, chat, 'next')).seq).toBe(2);
    });
  });

  it('throttles a user past the send limit with a clear 429', async () => {
    const [admin, other] = await users(2);
    if (!admin || !other) throw new Error('users');
    const chat = await createChat(t, 'group', [admin, other]);
    for (let i = 0; i < t.config.CHAT_SEND_LIMIT; i += 1)
      expect((await api.send(admin, chat, `spam ${String(i)}`)).status).toBe(201);
    const over = await api.send(admin, chat, 'one more');
    expect(over.status).toBe(429);
    expect(String(over.error['detail'])).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds\.$/,
    );
    expect(over.headers['retry-after']).toBeDefined();
    // The limit is the user's, not the chat's.
    expect((await api.send(other, chat, 'still here')).status).toBe(201);
  });
});

describe('messages', () => {
  it('turns page numbers into seq ranges, newest first, 25 a page, with DRF links', async () => {
    const [admin, member] = await users(2);
    if (!admin || !member) throw new Error('users');
    const chat = await createChat(t, 'group', [admin, member]);
    const ids = await fill(chat, [admin, member], 60);
    const one = (await api.page(member, chat, 1)).body;
    expect(one.count).toBe(60);
    expect(one.results.map((m) => m.seq)).toEqual(range(60, 36));
    expect(one.results[0]?.id).toBe(ids[59]);
    expect(one.previous).toBeNull();
    expect(one.next).toMatch(/[?&]page=2/);
    const three = (await api.page(member, chat, 3)).body;
    expect(three.results.map((m) => m.seq)).toEqual(range(10, 1));
    expect(three.next).toBeNull();
    expect(three.previous).toMatch(/[?&]page=2/);
    const beyond = (await api.page(member, chat, 4)).body;
    expect(beyond).toMatchObject({ count: 60, results: [], next: null });
    expect((await api.page(member, chat, 1_000_000)).body.results).toEqual([]);
  });

  it('gives every message exactly once across the pages, for any page size', async () => {
    const [admin] = await users(1);
    if (!admin) throw new Error('users');
    const chat = await createChat(t, 'group', [admin]);
    const ids = await fill(chat, [admin], 47);
    for (const perPage of [1, 7, 25, 47, 100]) {
      const seen: ChatMessage[] = [];
      for (let page = 1; page <= Math.ceil(47 / perPage); page += 1)
        seen.push(...(await api.page(admin, chat, page, perPage)).body.results);
      expect(seen.map((m) => m.id)).toEqual([...ids].reverse());
      expect(seen.map((m) => m.content_text)).toEqual(
        range(47, 1).map((n) => `message ${String(n)}`),
      );
    }
  });

  it('answers an empty first page for a chat without messages', async () => {
    const [admin] = await users(1);
    if (!admin) throw new Error('users');
    const chat = await createChat(t, 'channel', [admin]);
    expect((await api.page(admin, chat)).body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('costs the same few statements on the last page as on the first', async () => {
    const [admin] = await users(1);
    if (!admin) throw new Error('users');
    const chat = await createChat(t, 'group', [admin]);
    await fill(chat, [admin], 120);
    const statements = async (page: number) => {
      const before = t.database.queryCount();
      expect((await api.page(admin, chat, page, 10)).body.results).toHaveLength(10);
      return t.database.queryCount() - before;
    };
    // The first read also reads the reader's context, kept from then on (until the chat changes).
    expect(await statements(1)).toBeLessThanOrEqual(4);
    const second = await statements(2);
    expect(await statements(12)).toBe(second);
    expect(second).toBeLessThanOrEqual(3);
  });

  it('tells each message’s sender whether someone else has read it', async () => {
    const [a, b, c] = await users(3);
    if (!a || !b || !c) throw new Error('users');
    const chat = await createChat(t, 'group', [a, b, c]);
    const m1 = await sent(a, chat, 'one');
    const m2 = await sent(a, chat, 'two');
    await sent(a, chat, 'three');
    const seenFlags = async () =>
      (await api.page(a, chat)).body.results.map((m) => [m.content_text, m.seen]);
    expect(await seenFlags()).toEqual([
      ['three', false],
      ['two', false],
      ['one', false],
    ]);
    expect((await api.markRead(b, chat, m2.id)).body).toEqual({
      read_message: m2.id,
      unread_count: 1,
    });
    expect(await seenFlags()).toEqual([
      ['three', false],
      ['two', true],
      ['one', true],
    ]);
    // c reads less far than b: nothing changes; c's own post reads everything before it.
    await api.markRead(c, chat, m1.id);
    const m4 = await sent(c, chat, 'four');
    expect(await seenFlags()).toEqual([
      ['four', false],
      ['three', true],
      ['two', true],
      ['one', true],
    ]);
    await api.markRead(a, chat, m4.id);
    expect((await api.page(c, chat)).body.results[0]).toMatchObject({ id: m4.id, seen: true });
  });

  it('shows each reader their own reaction and everyone the counts', async () => {
    const [a, b] = await users(2);
    if (!a || !b) throw new Error('users');
    const chat = await createChat(t, 'group', [a, b]);
    const message = await sent(a, chat, 'react to me');
    await api.react(b, message.id, 'D');
    const [forA] = (await api.page(a, chat)).body.results;
    const [forB] = (await api.page(b, chat)).body.results;
    expect(forA?.reactions).toEqual({
      likes_count: 0,
      dislikes_count: 1,
      user_has_reacted: false,
      user_reaction_type: null,
    });
    expect(forB?.reactions).toEqual({
      likes_count: 0,
      dislikes_count: 1,
      user_has_reacted: true,
      user_reaction_type: 'D',
    });
  });

  it('answers what came after an id, oldest first, at most the catch-up limit', async () => {
    const [admin] = await users(1);
    if (!admin) throw new Error('users');
    const chat = await createChat(t, 'group', [admin]);
    const ids = await fill(chat, [admin], 8);
    const after = (await api.missed(admin, chat, ids[4] ?? 0)).body;
    expect(after.results.map((m) => m.id)).toEqual(ids.slice(5));
    expect(after.has_more).toBe(false);
    expect((await api.missed(admin, chat, 0)).body.results.map((m) => m.seq)).toEqual(range(1, 8));
    expect((await api.missed(admin, chat, ids[7] ?? 0)).body.results).toEqual([]);
    const more = await fill(chat, [admin], CHAT_CATCH_UP_LIMIT + 1, 9);
    const long = (await api.missed(admin, chat, ids[7] ?? 0)).body;
    expect(long.has_more).toBe(true);
    expect(long.results).toHaveLength(CHAT_CATCH_UP_LIMIT);
    expect(long.results[0]?.id).toBe(more[0]);
  });
});

describe('add-unread-message', () => {
  it('moves the read marker forward only and counts what stays unread, system messages aside', async () => {
    const [a, b] = await users(2);
    if (!a || !b) throw new Error('users');
    const chat = await createChat(t, 'group', [a, b]);
    const ids = await fill(chat, [a], 5);
    expect((await api.markRead(b, chat, ids[1])).body).toEqual({
      read_message: ids[1],
      unread_count: 3,
    });
    // Never back.
    expect((await api.markRead(b, chat, ids[0])).body).toEqual({
      read_message: ids[1],
      unread_count: 3,
    });
    const system = await appendMessage(t.database.db, {
      chatId: chat.id,
      senderId: null,
      text: '',
      files: [],
      system: { event: 'joined', user: null, role: null, until: null },
      txnId: null,
    });
    expect((await api.markRead(b, chat, ids[1])).body.unread_count).toBe(3);
    expect((await api.page(b, chat)).body.results[0]).toMatchObject({
      id: system?.id,
      seq: 6,
      sender: null,
      is_system: true,
      attributes: { event: 'joined', user: null, role: null, until: null },
    });
    // Without a message: up to the newest, the system message included.
    expect((await api.markRead(b, chat)).body).toEqual({
      read_message: system?.id,
      unread_count: 0,
    });
    expect(await readMarkerOf(t, chat.id, b)).toMatchObject({ seq: 6, ordinal: 5 });
  });

  it('accepts the marker under either of the spec’s names', async () => {
    const [a, b] = await users(2);
    if (!a || !b) throw new Error('users');
    const chat = await createChat(t, 'group', [a, b]);
    const ids = await fill(chat, [a], 3);
    const res = await api.client.call(endpoints.markRead, {
      as: b,
      body: { ...chat.address(b), last_read_message_id: ids[2] },
    });
    expect(res.body).toEqual({ read_message: ids[2], unread_count: 0 });
  });

  it('refuses a message of another chat', async () => {
    const [a] = await users(1);
    if (!a) throw new Error('users');
    const mine = await createChat(t, 'group', [a]);
    const other = await createChat(t, 'group', [a]);
    const [foreign] = await fill(other, [a], 1);
    const res = await api.markRead(a, mine, foreign);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ message: ['This message is not in this chat.'] });
  });
});

describe('reactions', () => {
  it('likes, replaces a like with a dislike, and takes it back', async () => {
    const [a, b] = await users(2);
    if (!a || !b) throw new Error('users');
    const chat = await createChat(t, 'group', [a, b]);
    const message = await sent(a, chat, 'hot take');
    const liked = await api.react(b, message.id, 'L');
    expect(liked.body).toEqual({
      message_id: message.id,
      reactions: {
        likes_count: 1,
        dislikes_count: 0,
        user_has_reacted: true,
        user_reaction_type: 'L',
      },
    });
    expect((await api.react(b, message.id, 'D')).body.reactions).toMatchObject({
      likes_count: 0,
      dislikes_count: 1,
      user_reaction_type: 'D',
    });
    const taken = (await api.react(b, message.id, null)).body.reactions;
    expect(taken).toEqual({
      likes_count: 0,
      dislikes_count: 0,
      user_has_reacted: false,
      user_reaction_type: null,
    });
    expect((await api.react(b, message.id, null)).body.reactions.likes_count).toBe(0);
  });

  it('keeps the counts equal to the reactions when many react and change their minds at once', async () => {
    const people = await users(16);
    const [author] = people;
    if (!author) throw new Error('users');
    const chat = await createChat(t, 'group', people);
    const message = await sent(author, chat, 'vote');
    const choices = ['L', 'D', null] as const;
    await Promise.all(
      people.map(async (user, i) => {
        await api.react(user, message.id, i % 2 === 0 ? 'L' : 'D');
        await api.react(user, message.id, choices[i % 3] ?? null);
      }),
    );
    const [stored] = await t.database.db
      .select({ likes: chatMessages.likesCount, dislikes: chatMessages.dislikesCount })
      .from(chatMessages)
      .where(eq(chatMessages.id, message.id));
    const counted = async (type: 'L' | 'D') =>
      (
        await t.database.db
          .select({ n: count() })
          .from(chatReactions)
          .where(and(eq(chatReactions.messageId, message.id), eq(chatReactions.type, type)))
      )[0]?.n;
    expect(stored).toEqual({ likes: await counted('L'), dislikes: await counted('D') });
    expect(stored).toEqual({ likes: 6, dislikes: 5 });
  });

  it('refuses reactions in an archived chat', async () => {
    const [a] = await users(1);
    if (!a) throw new Error('users');
    const chat = await createChat(t, 'group', [a]);
    const [id] = await fill(chat, [a], 1);
    await t.database.db.update(chats).set({ archived: true }).where(eq(chats.id, chat.id));
    const res = await api.react(a, id ?? 0, 'L');
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ detail: 'This chat is archived: it is read-only.' });
  });
});

describe('a stranger or a banned member', () => {
  it('reads nothing of a chat over HTTP, whichever ids they try', async () => {
    const [a, b, stranger, banned] = await users(4);
    if (!a || !b || !stranger || !banned) throw new Error('users');
    const secret = `secret-${String(Date.now())}`;
    const group = await createChat(t, 'group', [a, { user: banned, restriction: 'ban' }]);
    const channel = await createChat(t, 'channel', [a, { user: banned, restriction: 'ban' }]);
    const privateChat = await createPrivateChat(t, a, b);
    const ids: number[] = [];
    for (const chat of [group, channel, privateChat]) ids.push((await sent(a, chat, secret)).id);
    const leaks: string[] = [];
    const expectNothing = (what: string, res: { status: number; text: string }) => {
      if (res.status < 400 || res.text.includes(secret))
        leaks.push(`${what}: ${String(res.status)} ${res.text}`);
    };
    for (const outsider of [stranger, banned]) {
      for (const type of ['group', 'channel'] as const)
        for (let id = 1; id <= Math.max(group.id, channel.id) + 1; id += 1) {
          const guess: TestChat = {
            id,
            type,
            address: () => ({ receiver_content_type: type, receiver_object_id: id }),
          };
          expectNothing(`page ${type}/${String(id)}`, await api.page(outsider, guess));
          expectNothing(`missed ${type}/${String(id)}`, await api.missed(outsider, guess, 0));
          expectNothing(`read ${type}/${String(id)}`, await api.markRead(outsider, guess));
          expectNothing(`send ${type}/${String(id)}`, await api.send(outsider, guess, 'hi'));
        }
      for (const id of ids) {
        expectNothing(`like ${String(id)}`, await api.react(outsider, id, 'L'));
        expectNothing(`unlike ${String(id)}`, await api.react(outsider, id, null));
      }
    }
    expect(leaks).toEqual([]);
    const [stored] = await t.database.db
      .select({ likes: chatMessages.likesCount })
      .from(chatMessages)
      .where(eq(chatMessages.id, ids[0] ?? 0));
    expect(stored?.likes).toBe(0);
  });

  it('reads again once a timed ban has lapsed', async () => {
    const [a, b] = await users(2);
    if (!a || !b) throw new Error('users');
    // The reader's context is kept: the ban's end is compared with the clock on each read.
    const until = new Date(Date.now() + 3_000);
    const chat = await createChat(t, 'group', [a, { user: b, restriction: 'ban', until }]);
    await sent(a, chat, 'while you were out');
    const refused = await api.page(b, chat);
    // Read before the end (checked after the read, so however slow the machine): refused.
    if (Date.now() < until.getTime()) expect(refused.status).toBe(403);
    await expect
      .poll(async () => (await api.page(b, chat)).status, { timeout: 20_000, interval: 200 })
      .toBe(200);
    expect((await api.page(b, chat)).body.results).toHaveLength(1);
  });
});

function range(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step);
}
