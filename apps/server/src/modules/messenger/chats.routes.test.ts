// Chats through the API: starting private chats, groups and channels, one chat's card for members,
// outsiders and strangers, the chat list (order, unread, bans), search, editing, invitation links,
// joining and leaving (the last admin's heir).
import { friendsEndpoints } from '@clutch/contract/friends';
import { CHAT_MAX_UPLOAD_MB, messengerEndpoints as api } from '@clutch/contract/messenger';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chatsApi, recordEvents, systemNotes } from '../../../test/chats.js';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, useTestApp } from '../../../test/harness.js';
import * as images from '../../../test/images.js';
import { banFromChatting, restrict } from '../../../test/messenger.js';
import { appendMessage } from './messages.repository.js';
import { chats as chatsTable } from './messenger.tables.js';

const t = useTestApp();
const c = chatsApi(t);
const { client } = c;

const post = (chatId: number, senderId: number, text = 'hello') =>
  appendMessage(t.database.db, {
    chatId,
    senderId,
    text,
    files: [],
    system: null,
    txnId: null,
  });

describe('a private chat', () => {
  it('is started once per pair, whoever starts it, and named by the other user', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const res = await c.privateChat(a, b);
    expect(res.status).toBe(201);
    const chat = res.body;
    expect(chat).toMatchObject({
      chat_type: 'private',
      kind: 'user',
      receiver_content_type: 'user',
      receiver_object_id: b.id,
      name: b.username,
      creator: a.id,
      members_count: 2,
      is_member: true,
      interlocutor: { id: b.id, username: b.username, avatar_url: null },
      recipient: { id: b.id },
      invitation: null,
      can_post: true,
      can_manage: false,
      can_edit: false,
      max_uplaod_size: CHAT_MAX_UPLOAD_MB,
    });
    expect([...chat.members].sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
    const again = await c.privateChat(b, a);
    expect(again.body).toMatchObject({ id: chat.id, receiver_object_id: a.id, name: a.username });
    const viaForm = await client.call(api.createChat, {
      as: a,
      params: { type: 'private' },
      body: { initiator: a.id, recipient: b.id },
    });
    expect(viaForm.body.id).toBe(chat.id);
  });

  it('refuses yourself, another initiator, nobody and a user either side has blocked', async () => {
    const [a, b, c2] = [await createUser(t), await createUser(t), await createUser(t)];
    expect((await c.privateChat(a, a)).error).toEqual({
      recipient: ['You cannot start a chat with yourself.'],
    });
    const asOther = await client.call(api.createChat, {
      as: a,
      params: { type: 'private' },
      body: { initiator: b.id, recipient: c2.id },
    });
    expect(asOther.status).toBe(400);
    expect(asOther.error).toHaveProperty('initiator');
    expect((await c.privateChat(a, { id: 2_000_000 })).status).toBe(404);
    await client.ok(friendsEndpoints.banUser, { as: b, query: { banned_user: a.id } });
    expect((await c.privateChat(a, b)).status).toBe(403);
    expect((await c.privateChat(b, a)).status).toBe(403);
  });

  it('is a 404 before it is started, and to anyone but its two users', async () => {
    const [a, b, stranger] = [await createUser(t), await createUser(t), await createUser(t)];
    const none = await c.get(a, { receiver_content_type: 'user', receiver_object_id: b.id });
    expect(none.status).toBe(404);
    const chat = (await c.privateChat(a, b)).body;
    expect((await c.get(b, { receiver_content_type: 'user', receiver_object_id: a.id })).ok).toBe(
      true,
    );
    // A stranger can only name a private chat as their own with one party: a different chat.
    const theirs = await c.get(stranger, {
      receiver_content_type: 'user',
      receiver_object_id: a.id,
    });
    expect(theirs.status).toBe(404);
    const asGroup = await c.get(stranger, {
      receiver_content_type: 'group',
      receiver_object_id: chat.id,
    });
    expect(asGroup.status).toBe(404);
    const regenerate = await client.call(api.regenerateInvite, {
      as: stranger,
      params: { id: chat.id },
    });
    expect(regenerate.status).toBe(404);
  });
});

describe('creating a group or a channel', () => {
  it('makes the creator its admin, adds friends as users and writes "created"', async () => {
    const [owner, f1, f2] = await c.withFriends(2);
    if (!f1 || !f2) throw new Error('no friends');
    const res = await client.call(api.createChat, {
      as: owner,
      params: { type: 'group' },
      body: {
        name: '  Squad  ',
        description: 'Evenings',
        private: true,
        creator: owner.id,
        users: [f1.id, f2.id, owner.id, f1.id],
      },
    });
    expect(res.status).toBe(201);
    const group = res.body;
    expect(group).toMatchObject({
      chat_type: 'group',
      receiver_content_type: 'group',
      receiver_object_id: group.id,
      name: 'Squad',
      description: 'Evenings',
      private: true,
      creator: owner.id,
      members: [owner.id, f1.id, f2.id],
      members_count: 3,
      role: 1,
      is_member: true,
      can_post: true,
      can_manage: true,
      can_edit: true,
      unread_count: 0,
    });
    expect(group.invitation?.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await systemNotes(t, group.id)).toEqual([
      {
        event: 'created',
        user: { id: owner.id, username: owner.username, avatar_url: null },
        role: null,
        until: null,
      },
    ]);
    const friendView = (await c.get(f1, c.addressOf(group))).body;
    expect(friendView).toMatchObject({
      role: 3,
      can_manage: false,
      can_edit: false,
      can_post: true,
    });
  });

  it('adds only friends, and writes nothing when refused', async () => {
    const [owner, friend] = await c.withFriends(1);
    const stranger = await createUser(t);
    const res = await client.call(api.createChat, {
      as: owner,
      params: { type: 'group' },
      body: { name: 'Mixed', users: [friend?.id ?? 0, stranger.id] },
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ users: ['Only your friends can be added.'] });
    expect((await c.bar(owner)).count).toBe(0);
  });

  it('names the field at fault, for the shape :type asks for', async () => {
    const user = await createUser(t);
    const create = (type: 'group' | 'channel' | 'private', body: Record<string, unknown>) =>
      client.call(api.createChat, { as: user, params: { type }, rawBody: body });
    expect((await create('group', { name: '   ' })).error).toHaveProperty('name');
    expect((await create('group', { recipient: 5 })).error).toHaveProperty('name');
    expect((await create('channel', { name: 'x'.repeat(101) })).error).toHaveProperty('name');
    expect((await create('private', { name: 'Squad' })).error).toHaveProperty('recipient');
    expect((await create('group', { name: 'Mine', creator: user.id + 1 })).error).toHaveProperty(
      'creator',
    );
  });

  it('makes a channel whose creator alone may post, and which is never private', async () => {
    const owner = await createUser(t);
    const channel = await c.channel(owner, 'Announcements');
    expect(channel).toMatchObject({
      chat_type: 'channel',
      private: false,
      role: 1,
      members_count: 1,
      can_post: true,
      can_edit: true,
    });
    const reader = await createUser(t);
    const joined = (await c.join(reader, c.addressOf(channel))).body;
    expect(joined).toMatchObject({ role: 3, can_post: false, is_member: true, members_count: 2 });
  });

  it('is rate-limited per account', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '2' } });
    try {
      const user = await createUser(limited);
      const other = await createUser(limited);
      const lc = chatsApi(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await lc.privateChat(user, other)).status);
      expect(statuses).toEqual([201, 201, 429]);
      expect((await lc.privateChat(other, user)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('one chat’s card', () => {
  it('shows a public group to outsiders without members, invitation or unread', async () => {
    const [owner, friend] = await c.withFriends(1);
    const group = await c.group(owner, { users: [friend?.id ?? 0] });
    const outsider = await createUser(t);
    const card = (await c.get(outsider, c.addressOf(group))).body;
    expect(card).toMatchObject({
      id: group.id,
      name: group.name,
      is_member: false,
      role: null,
      members: [],
      members_count: 2,
      invitation: null,
      can_post: false,
      can_manage: false,
      unread_count: 0,
    });
  });

  it('is a 404 for a private group, a wrong type or a missing id, to an outsider', async () => {
    const owner = await createUser(t);
    const secret = await c.group(owner, { private: true });
    const outsider = await createUser(t);
    expect((await c.get(outsider, c.addressOf(secret))).status).toBe(404);
    expect(
      (await c.get(owner, { receiver_content_type: 'channel', receiver_object_id: secret.id }))
        .status,
    ).toBe(404);
    expect(
      (await c.get(owner, { receiver_content_type: 'group', receiver_object_id: 2_000_000 }))
        .status,
    ).toBe(404);
    expect((await c.get(null, c.addressOf(secret))).status).toBe(401);
  });

  it('counts unread messages from the read marker and ignores system messages', async () => {
    const [owner, friend] = await c.withFriends(1);
    if (!friend) throw new Error('no friend');
    const group = await c.group(owner, { users: [friend.id] });
    await post(group.id, owner.id, 'one');
    const last = await post(group.id, owner.id, 'two');
    const view = (await c.get(friend, c.addressOf(group))).body;
    expect(view.unread_count).toBe(2);
    expect(view.last_read_message_id).toBe(0);
    const mine = (await c.get(owner, c.addressOf(group))).body;
    expect(mine).toMatchObject({ unread_count: 0, last_read_message_id: last?.id });
    // Someone joining later has nothing unread from before.
    const late = await createUser(t);
    expect((await c.join(late, c.addressOf(group))).body.unread_count).toBe(0);
  });

  it('shows an account-wide chat ban as no right to post', async () => {
    const owner = await createUser(t);
    const group = await c.group(owner);
    await banFromChatting(t, owner);
    expect((await c.get(owner, c.addressOf(group))).body).toMatchObject({
      can_post: false,
      can_manage: true,
    });
  });
});

describe('the chat list', () => {
  it('puts the latest activity first, with the last message and the unread count', async () => {
    const [me, friend] = await c.withFriends(1);
    if (!friend) throw new Error('no friend');
    const older = await c.group(me, { name: 'Older' });
    const direct = (await c.privateChat(friend, me)).body;
    const newer = await c.channel(me, 'Newer');
    await post(direct.id, friend.id, 'ping');
    const bar = await c.bar(me);
    expect(bar.count).toBe(3);
    expect(bar.results.map((item) => item.id)).toEqual([direct.id, newer.id, older.id]);
    expect(bar.results[0]).toMatchObject({
      chat_type: 'private',
      receiver_content_type: 'user',
      receiver_object_id: friend.id,
      interlocutor: { id: friend.id },
      sender: { id: friend.id },
      content_text: 'ping',
      is_system: false,
      has_files: false,
      unread_count: 1,
      group: null,
      channel: null,
    });
    expect(bar.results[1]).toMatchObject({
      channel: { name: 'Newer', avatar_url: null },
      is_system: true,
      unread_count: 0,
    });
  });

  it('leaves out chats the caller is banned from, until the ban lapses', async () => {
    const owner = await createUser(t);
    const member = await createUser(t);
    const group = await c.group(owner);
    await c.join(member, c.addressOf(group));
    await c.ban(owner, c.addressOf(group), member);
    // A ban that ends in 3 s: the list is kept no longer than that, with no event at its end.
    const until = new Date(Date.now() + 3_000);
    await restrict(t, group.id, member, 'ban', until);
    const banned = await c.bar(member);
    // Read before the end (checked after the read, so however slow the machine): left out.
    if (Date.now() < until.getTime()) expect(banned.count).toBe(0);
    await expect
      .poll(async () => (await c.bar(member)).results.map((item) => item.id), {
        timeout: 20_000,
        interval: 200,
      })
      .toEqual([group.id]);
  });

  it('pages with the total, in the same number of statements whatever the page size', async () => {
    const me = await createUser(t);
    for (let i = 0; i < 5; i += 1) await c.group(me, { name: `G${String(i)}` });
    const before = t.database.queryCount();
    const first = await c.bar(me, { per_page: 2 });
    const used = t.database.queryCount() - before;
    // Two statements: the page (each chat's last message, sender and other party, and the total)
    // and the caller's memberships, which say what may change the list while it is kept.
    expect(used).toBe(2);
    expect(first.count).toBe(5);
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('page=2');
    const from = t.database.queryCount();
    const all = await c.bar(me, { per_page: 100 });
    expect(t.database.queryCount() - from).toBe(used);
    expect(all.results).toHaveLength(5);
    expect((await c.bar(me, { page: 9, per_page: 2 })).count).toBe(5);
  });
});

describe('search', () => {
  it('finds the caller’s chats, public ones by name and people, never others’ private ones', async () => {
    const [me, friend] = await c.withFriends(1);
    if (!friend) throw new Error('no friend');
    const owner = await createUser(t);
    const tag = `zq${String(Date.now()).slice(-6)}`;
    const mine = await c.group(me, { name: `${tag} mine`, private: true });
    const open = await c.group(owner, { name: `${tag} open` });
    const hidden = await c.group(owner, { name: `${tag} hidden`, private: true });
    await post(open.id, owner.id, 'members only');
    const found = await client.ok(api.search, { as: me, query: { q: tag } });
    const ids = found.chats.map((chat) => chat.id);
    expect(ids).toEqual([mine.id, open.id]);
    expect(ids).not.toContain(hidden.id);
    expect(found.chats[1]).toMatchObject({ content_text: '', sender: null, unread_count: 0 });
    const people = await client.ok(api.search, { as: me, query: { q: friend.username } });
    expect(people.users.map((u) => u.id)).toEqual([friend.id]);
    expect(await client.ok(api.search, { as: me, query: { q: '' } })).toEqual({
      chats: [],
      users: [],
    });
  });
});

describe('editing a chat', () => {
  it('changes name, description and privacy of a group, and announces it', async () => {
    const owner = await createUser(t);
    const group = await c.group(owner);
    const recorder = recordEvents(t);
    const res = await client.call(api.edit, {
      as: owner,
      params: { chatType: 'group', id: group.id },
      body: { name: 'Renamed', description: 'New text', private: true },
    });
    expect(res.body).toMatchObject({ name: 'Renamed', description: 'New text', private: true });
    const events = await recorder.settle();
    recorder.stop();
    expect(events).toContainEqual({
      type: 'ChatChanged',
      chatId: group.id,
      chat: {
        chat_id: group.id,
        name: 'Renamed',
        description: 'New text',
        avatar_url: null,
        private: true,
        archived: false,
      },
    });
  });

  it('refuses `private` for a channel, and anyone but an editor', async () => {
    const owner = await createUser(t);
    const channel = await c.channel(owner);
    const params = { chatType: 'channel' as const, id: channel.id };
    const priv = await client.call(api.edit, { as: owner, params, body: { private: true } });
    expect(priv.status).toBe(400);
    expect(priv.error).toHaveProperty('private');
    const moderator = await createUser(t);
    await c.join(moderator, c.addressOf(channel));
    await c.role(owner, c.addressOf(channel), moderator, 2);
    expect(
      (await client.call(api.edit, { as: moderator, params, body: { name: 'x' } })).status,
    ).toBe(403);
    const secret = await c.group(owner, { private: true });
    const stranger = await createUser(t);
    const hidden = await client.call(api.edit, {
      as: stranger,
      params: { chatType: 'group', id: secret.id },
      body: { name: 'x' },
    });
    expect(hidden.status).toBe(404);
  });

  it('stores an uploaded avatar as a 232x232 webp, and removes it with an empty address', async () => {
    const owner = await createUser(t);
    const group = await c.group(owner);
    const params = { chatType: 'group' as const, id: group.id };
    for (const field of ['avatar', 'avatar_url']) {
      const res = await client.call(api.edit, {
        as: owner,
        params,
        form: [
          { name: 'name', value: 'Pictured' },
          {
            name: field,
            value: await images.png(600, 300),
            filename: 'a.png',
            contentType: 'image/png',
          },
        ],
      });
      expect(res.status).toBe(200);
      const url = res.body.avatar_url ?? '';
      expect(url).toMatch(/\/media\/images\/.+\.webp$/);
      const stored = await t.app.inject({
        method: 'GET',
        url: new URL(url, 'http://clutch.test').pathname,
      });
      const meta = await sharp(stored.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 232, 232]);
    }
    const cleared = await client.call(api.edit, { as: owner, params, body: { avatar_url: '' } });
    expect(cleared.body.avatar_url).toBeNull();
    const foreign = await client.call(api.edit, {
      as: owner,
      params,
      body: { avatar_url: 'https://evil.example/x.png' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.error).toHaveProperty('avatar_url');
    const notImage = await client.call(api.edit, {
      as: owner,
      params,
      form: [{ name: 'avatar', value: images.elfExecutable(), filename: 'a.png' }],
    });
    expect(notImage.status).toBe(400);
    expect(notImage.error).toHaveProperty('avatar');
  });
});

describe('invitation links', () => {
  it('let anyone into a private group, answer the chat, and stop working once regenerated', async () => {
    const owner = await createUser(t);
    const secret = await c.group(owner, { private: true });
    const token = secret.invitation?.token ?? '';
    const guest = await createUser(t);
    const res = await client.call(api.joinByInvite, { as: guest, query: { invite_token: token } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: secret.id, is_member: true, role: 3, members_count: 2 });
    const again = await client.call(api.joinByInvite, {
      as: guest,
      query: { invite_token: token },
    });
    expect(again.body.members_count).toBe(2);
    const fresh = await client.ok(api.regenerateInvite, { as: owner, params: { id: secret.id } });
    expect(fresh.id).toBe(secret.id);
    expect(fresh.token).not.toBe(token);
    const late = await createUser(t);
    const old = await client.call(api.joinByInvite, { as: late, query: { invite_token: token } });
    expect(old.status).toBe(404);
    expect(old.error).toEqual({ detail: 'This invitation link is not valid.' });
    expect(
      (await client.call(api.regenerateInvite, { as: guest, params: { id: secret.id } })).status,
    ).toBe(403);
  });

  it('do not let a banned member back in, and say why', async () => {
    const owner = await createUser(t);
    const group = await c.group(owner);
    const member = await createUser(t);
    await c.join(member, c.addressOf(group));
    await c.ban(owner, c.addressOf(group), member);
    const res = await client.call(api.joinByInvite, {
      as: member,
      query: { invite_token: group.invitation?.token ?? '' },
    });
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ detail: 'You are banned from this chat.' });
    expect((await c.join(member, c.addressOf(group))).status).toBe(403);
  });
});

describe('joining and leaving', () => {
  it('joins a public group once, with a "joined" note, and refuses a private one', async () => {
    const owner = await createUser(t);
    const open = await c.group(owner);
    const user = await createUser(t);
    expect((await c.join(user, c.addressOf(open))).body).toMatchObject({
      is_member: true,
      role: 3,
    });
    expect((await c.join(user, c.addressOf(open))).body.members_count).toBe(2);
    const notes = await systemNotes(t, open.id);
    expect(notes.map((n) => [n.event, n.user?.id])).toEqual([
      ['created', owner.id],
      ['joined', user.id],
    ]);
    const secret = await c.group(owner, { private: true });
    expect((await c.join(user, c.addressOf(secret))).status).toBe(404);
  });

  it('leaves with a note; the last admin hands the role to the oldest member; the chat stays', async () => {
    const [owner, f1, f2] = await c.withFriends(2);
    if (!f1 || !f2) throw new Error('no friends');
    const group = await c.group(owner, { users: [f1.id, f2.id] });
    await c.ban(owner, c.addressOf(group), f1);
    const recorder = recordEvents(t);
    const res = await c.leave(owner, c.addressOf(group));
    expect(res.body).toEqual({ detail: 'You left the chat.' });
    // f1 joined first but is banned: the heir is f2.
    const heir = (await c.get(f2, c.addressOf(group))).body;
    expect(heir).toMatchObject({ role: 1, creator: null, members_count: 2, can_edit: true });
    const notes = await systemNotes(t, group.id);
    expect(notes.slice(-2).map((n) => [n.event, n.user?.id, n.role])).toEqual([
      ['left', owner.id, null],
      ['role_changed', f2.id, 1],
    ]);
    const events = await recorder.settle();
    recorder.stop();
    const changes = events.filter((e) => e.type === 'ChatMembersChanged');
    expect(changes).toMatchObject([
      { chatId: group.id, goneIds: [owner.id], change: { change: 'left', members_count: 2 } },
      { chatId: group.id, goneIds: [], change: { change: 'role', role: 1, user: { id: f2.id } } },
    ]);
    await c.leave(f2, c.addressOf(group));
    const [row] = await t.database.db
      .select({ count: chatsTable.membersCount })
      .from(chatsTable)
      .where(eq(chatsTable.id, group.id));
    expect(row?.count).toBe(1);
  });

  it('refuses leaving a private chat, a chat one is not in, and while banned', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const direct = (await c.privateChat(a, b)).body;
    expect((await c.leave(a, c.addressOf(direct))).status).toBe(403);
    const group = await c.group(a);
    expect((await c.leave(b, c.addressOf(group))).status).toBe(403);
    await c.join(b, c.addressOf(group));
    await c.ban(a, c.addressOf(group), b);
    expect((await c.leave(b, c.addressOf(group))).status).toBe(403);
  });
});
