// Members through the API: the list (order, paging, who may see it), adding friends, bans and mutes
// (forever, until a UTC time, lapsing by themselves), lifting them, roles, removal, and what every
// change leaves behind: its system message, the members count and the events published after commit.
import { messengerEndpoints as api } from '@clutch/contract/messenger';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatsApi, recordEvents, systemNotes, utcMinutesFromNow } from '../../../test/chats.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { restrict } from '../../../test/messenger.js';
import { chatMembers, chats } from './messenger.tables.js';

const t = useTestApp();
const c = chatsApi(t);
const { client } = c;

/** An admin, and users who joined in this order. */
async function groupWith(count: number, type: 'group' | 'channel' = 'group') {
  const [admin, ...friends] = await c.withFriends(count);
  const chat = type === 'group' ? await c.group(admin) : await c.channel(admin);
  const address = c.addressOf(chat);
  for (const friend of friends) await c.join(friend, address);
  return { admin, friends, chat, address };
}

/** The items, each checked present (list indexing may answer undefined). */
function requireAll<T extends readonly unknown[]>(
  ...items: T
): { [K in keyof T]: NonNullable<T[K]> } {
  if (items.some((item) => item === undefined || item === null)) throw new Error('missing');
  return items as { [K in keyof T]: NonNullable<T[K]> };
}

async function storedCount(chatId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ count: chats.membersCount })
    .from(chats)
    .where(eq(chats.id, chatId));
  return row?.count ?? -1;
}

describe('the members list', () => {
  it('puts admins first, then moderators, then users, each by joining order', async () => {
    const { admin, friends, address } = await groupWith(4);
    const [u1, u2, u3, u4] = requireAll(friends[0], friends[1], friends[2], friends[3]);
    await c.role(admin, address, u3, 2);
    await c.role(admin, address, u4, 1);
    await c.role(admin, address, u1, 2);
    await c.ban(admin, address, u2);
    const page = (await c.members(admin, address)).body;
    expect(page.count).toBe(5);
    expect(page.results.map((m) => [m.user.id, m.role])).toEqual([
      [admin.id, 1],
      [u4.id, 1],
      [u1.id, 2],
      [u3.id, 2],
      [u2.id, 3],
    ]);
    expect(page.results[4]).toMatchObject({
      user: { id: u2.id, username: u2.username, avatar_url: null },
      ban: { is_banned: true, is_mute: false, until: null },
      is_banned: true,
    });
  });

  it('pages by 100 unless asked, in the same statements whatever the page size', async () => {
    const { admin, address } = await groupWith(3);
    // The caller's access to the chat is kept from the first read on, whatever its page.
    await c.members(admin, address, { per_page: 3 });
    const before = t.database.queryCount();
    const small = (await c.members(admin, address, { per_page: 2 })).body;
    const used = t.database.queryCount() - before;
    expect([small.count, small.results.length, small.next !== null]).toEqual([4, 2, true]);
    const from = t.database.queryCount();
    const all = (await c.members(admin, address)).body;
    expect(t.database.queryCount() - from).toBe(used);
    expect(all.results).toHaveLength(4);
    expect((await c.members(admin, address, { page: 5, per_page: 2 })).body).toMatchObject({
      count: 4,
      results: [],
    });
  });

  it('is shown to members only: outsiders of a public group get 403, of a private one 404', async () => {
    const { address, friends } = await groupWith(1);
    const outsider = await createUser(t);
    expect((await c.members(outsider, address)).status).toBe(403);
    const owner = await createUser(t);
    const secret = await c.group(owner, { private: true });
    expect((await c.members(outsider, c.addressOf(secret))).status).toBe(404);
    const [member] = requireAll(friends[0]);
    expect((await c.members(member, address)).status).toBe(200);
  });
});

describe('adding friends', () => {
  it('adds the caller’s friends as users, with an "added" note each, and counts them', async () => {
    const all = await c.withFriends(2);
    const [admin, f1, f2] = requireAll(all[0], all[1], all[2]);
    const group = await c.group(admin);
    const address = c.addressOf(group);
    const recorder = recordEvents(t);
    const res = await c.add(admin, address, [f1, f2]);
    expect(res.status).toBe(200);
    expect(res.body.added.map((u) => u.id)).toEqual([f1.id, f2.id]);
    const events = await recorder.settle();
    recorder.stop();
    expect(await storedCount(group.id)).toBe(3);
    const notes = await systemNotes(t, group.id);
    expect(notes.slice(1).map((n) => [n.event, n.user?.id])).toEqual([
      ['added', f1.id],
      ['added', f2.id],
    ]);
    const addedF1 = events.find(
      (e) => e.type === 'ChatMembersChanged' && e.joinedIds.includes(f1.id),
    );
    expect(addedF1).toMatchObject({
      chatId: group.id,
      joinedIds: [f1.id],
      goneIds: [],
      change: { change: 'added', role: 3, members_count: 3, user: { id: f1.id } },
    });
    const posted = events.filter((e) => e.type === 'ChatMessagePosted');
    expect(posted).toHaveLength(2);
    expect(posted[0]).toMatchObject({
      message: { is_system: true, chat_id: group.id, sender: { id: admin.id } },
    });
    // Again: members already there are skipped.
    expect((await c.add(admin, address, [f1])).body.added).toEqual([]);
  });

  it('writes no notes when part of creating the group (is_create)', async () => {
    const all = await c.withFriends(1);
    const [admin, f1] = requireAll(all[0], all[1]);
    const group = await c.group(admin);
    await c.add(admin, c.addressOf(group), [f1], true);
    expect((await systemNotes(t, group.id)).map((n) => n.event)).toEqual(['created']);
    expect(await storedCount(group.id)).toBe(2);
  });

  it('refuses strangers, a banned member, and callers who do not manage the chat', async () => {
    const all = await c.withFriends(2);
    const [admin, f1, f2] = requireAll(all[0], all[1], all[2]);
    const stranger = await createUser(t);
    const group = await c.group(admin);
    const address = c.addressOf(group);
    const mixed = await c.add(admin, address, [f1, stranger]);
    expect(mixed.status).toBe(400);
    expect(mixed.error).toEqual({ users_id: ['Only your friends can be added.'] });
    expect(await storedCount(group.id)).toBe(1);
    await c.add(admin, address, [f1]);
    await c.ban(admin, address, f1);
    const again = await c.add(admin, address, [f1]);
    expect(again.status).toBe(400);
    expect(again.error).toEqual({
      users_id: [`Banned from this chat, unban first: ${f1.username}.`],
    });
    await c.befriend(f1, f2);
    await c.unban(admin, address, f1);
    expect((await c.add(f1, address, [f2])).status).toBe(403);
    const empty = await client.call(api.addChatUsers, {
      as: admin,
      body: { ...address, users_id: [] },
    });
    expect(empty.status).toBe(400);
  });

  it('is refused in a private chat', async () => {
    const all = await c.withFriends(2);
    const [a, b, friend] = requireAll(all[0], all[1], all[2]);
    const direct = (await c.privateChat(a, b)).body;
    expect((await c.add(a, c.addressOf(direct), [friend])).status).toBe(403);
  });
});

describe('banning and muting', () => {
  it('bans for good: the member is shut out, announced as gone, with a note', async () => {
    const { admin, friends, chat, address } = await groupWith(1);
    const [member] = requireAll(friends[0]);
    const recorder = recordEvents(t);
    const res = await c.ban(admin, address, member);
    expect(res.body).toMatchObject({
      user: { id: member.id },
      role: 3,
      ban: { is_banned: true, is_mute: false, until: null },
    });
    const events = await recorder.settle();
    recorder.stop();
    expect(events.find((e) => e.type === 'ChatMembersChanged')).toMatchObject({
      goneIds: [member.id],
      joinedIds: [],
      change: { change: 'restriction', user: { id: member.id }, ban: { is_banned: true } },
    });
    const kinds = events.map((e) => e.type);
    expect(kinds.indexOf('ChatMessagePosted')).toBeLessThan(kinds.indexOf('ChatMembersChanged'));
    const notes = await systemNotes(t, chat.id);
    expect(notes.at(-1)).toMatchObject({ event: 'banned', user: { id: member.id }, until: null });
    const card = (await c.get(member, address)).body;
    expect(card).toMatchObject({
      is_member: true,
      ban: { is_banned: true, until: null },
      members: [],
      invitation: null,
      can_post: false,
    });
    expect((await c.members(member, address)).status).toBe(403);
  });

  it('bans until a UTC time in the future, and the ban lapses by itself', async () => {
    const { admin, friends, chat, address } = await groupWith(1);
    const [member] = requireAll(friends[0]);
    const until = utcMinutesFromNow(90);
    const res = await c.ban(admin, address, member, { until });
    expect(res.body.ban).toEqual({
      is_banned: true,
      is_mute: false,
      until: `${until.replace(' ', 'T')}:00.000Z`,
    });
    expect((await systemNotes(t, chat.id)).at(-1)?.until).toBe(
      `${until.replace(' ', 'T')}:00.000Z`,
    );
    // The end moved to 3 s from now: the ban lapses with no event, and the kept access with it.
    const soon = new Date(Date.now() + 3_000);
    await restrict(t, chat.id, member, 'ban', soon);
    const refused = await c.members(member, address);
    // Read before the end (checked after the read, so however slow the machine): refused.
    if (Date.now() < soon.getTime()) expect(refused.status).toBe(403);
    await expect
      .poll(async () => (await c.members(member, address)).status, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(200);
    expect((await c.get(member, address)).body).toMatchObject({
      ban: { is_banned: false, is_mute: false, until: null },
      can_post: true,
    });
    const listed = (await c.members(admin, address)).body.results.find(
      (m) => m.user.id === member.id,
    );
    expect(listed).toMatchObject({ ban: { is_banned: false }, is_banned: false });
  });

  it('refuses a time that is not strictly in the future, malformed or missing', async () => {
    const { admin, friends, address } = await groupWith(1);
    const [member] = requireAll(friends[0]);
    const tries: [Record<string, unknown>, string][] = [
      [{ permanent: 0, until: utcMinutesFromNow(-1) }, 'until'],
      [{ permanent: 0, until: utcMinutesFromNow(0) }, 'until'],
      [{ permanent: 0, until: '2031-02-30 10:00' }, 'until'],
      [{ permanent: 0, until: '2031-01-01T10:00' }, 'until'],
      [{ permanent: 0 }, 'until'],
      [{ permanent: 2 }, 'permanent'],
    ];
    for (const [extra, field] of tries) {
      const res = await client.call(api.banMember, {
        as: admin,
        rawBody: { ...address, user: member.id, ...extra },
      });
      expect([res.status, Object.keys(res.error)]).toEqual([400, [field]]);
    }
    expect((await c.get(member, address)).body.ban.is_banned).toBe(false);
  });

  it('mutes in groups only: a muted member reads but cannot post', async () => {
    const { admin, friends, chat, address } = await groupWith(1);
    const [member] = requireAll(friends[0]);
    const until = utcMinutesFromNow(30);
    const res = await c.ban(admin, address, member, { mute: true, until });
    expect(res.body.ban).toMatchObject({ is_banned: false, is_mute: true });
    expect((await systemNotes(t, chat.id)).at(-1)).toMatchObject({
      event: 'muted',
      user: { id: member.id },
    });
    expect((await c.get(member, address)).body).toMatchObject({ mute: true, can_post: false });
    expect((await c.members(member, address)).status).toBe(200);
    const channel = await groupWith(1, 'channel');
    const [reader] = requireAll(channel.friends[0]);
    const refused = await c.ban(channel.admin, channel.address, reader, { mute: true });
    expect(refused.status).toBe(400);
    expect(refused.error).toHaveProperty('is_mute');
  });

  it('lifts a ban or a mute, lets the member back into the room, and refuses lifting nothing', async () => {
    const { admin, friends, chat, address } = await groupWith(2);
    const [banned, muted] = requireAll(friends[0], friends[1]);
    await c.ban(admin, address, banned);
    await c.ban(admin, address, muted, { mute: true });
    const recorder = recordEvents(t);
    const res = await c.unban(admin, address, banned);
    expect(res.body.ban).toEqual({ is_banned: false, is_mute: false, until: null });
    expect((await c.unban(admin, address, muted)).body.ban.is_mute).toBe(false);
    const events = await recorder.settle();
    recorder.stop();
    const changes = events.filter((e) => e.type === 'ChatMembersChanged');
    expect(changes.map((e) => (e.type === 'ChatMembersChanged' ? e.joinedIds : []))).toEqual([
      [banned.id],
      [],
    ]);
    expect((await systemNotes(t, chat.id)).slice(-2).map((n) => n.event)).toEqual([
      'unbanned',
      'unbanned',
    ]);
    const nothing = await c.unban(admin, address, banned);
    expect(nothing.status).toBe(400);
    expect((await c.get(banned, address)).body.can_post).toBe(true);
  });

  it('answers 404 for someone who is not a member', async () => {
    const { admin, address } = await groupWith(0);
    const outsider = await createUser(t);
    expect((await c.ban(admin, address, outsider)).status).toBe(404);
    expect((await c.role(admin, address, outsider, 2)).status).toBe(404);
  });
});

describe('a private chat', () => {
  it('lets either party ban the other: neither posts, both still read', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const fromA = (await c.privateChat(a, b)).body;
    const fromB = (await c.get(b, { receiver_content_type: 'user', receiver_object_id: a.id }))
      .body;
    const res = await c.ban(a, c.addressOf(fromA), b);
    expect(res.body).toMatchObject({ user: { id: b.id }, is_banned: true });
    expect((await c.get(a, c.addressOf(fromA))).body).toMatchObject({
      interlocutor_banned: true,
      can_post: false,
    });
    const bView = (await c.get(b, c.addressOf(fromB))).body;
    expect(bView).toMatchObject({
      interlocutor_banned: false,
      ban: { is_banned: true },
      can_post: false,
    });
    expect([...bView.members].sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect((await c.bar(b)).results.map((item) => item.id)).toEqual([fromA.id]);
    expect((await c.members(b, c.addressOf(fromB))).status).toBe(200);
    expect((await c.ban(a, c.addressOf(fromA), a)).status).toBe(403);
    expect((await c.ban(a, c.addressOf(fromA), b, { mute: true })).status).toBe(400);
    expect((await c.role(a, c.addressOf(fromA), b, 2)).status).toBe(403);
    expect((await c.remove(a, c.addressOf(fromA), b)).status).toBe(403);
    expect((await c.unban(a, c.addressOf(fromA), b)).status).toBe(200);
    expect((await c.get(b, c.addressOf(fromB))).body.can_post).toBe(true);
  });
});

describe('roles', () => {
  it('change with a note; only admins make admins; nobody acts above their rank', async () => {
    const { admin, friends, chat, address } = await groupWith(3, 'channel');
    const [mod, user, other] = requireAll(friends[0], friends[1], friends[2]);
    const res = await c.role(admin, address, mod, 2);
    expect(res.body).toMatchObject({ user: { id: mod.id }, role: 2 });
    expect((await systemNotes(t, chat.id)).at(-1)).toMatchObject({
      event: 'role_changed',
      user: { id: mod.id },
      role: 2,
    });
    expect((await c.role(mod, address, user, 1)).status).toBe(403);
    expect((await c.role(mod, address, user, 2)).body.role).toBe(2);
    expect((await c.role(mod, address, user, 3)).status).toBe(403);
    expect((await c.role(mod, address, admin, 3)).status).toBe(403);
    expect((await c.role(other, address, mod, 3)).status).toBe(403);
    const same = await c.role(admin, address, other, 3);
    expect(same.body.role).toBe(3);
    const invalid = await client.call(api.changeRole, {
      as: admin,
      rawBody: { ...address, user: other.id, role: 4 },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.error).toHaveProperty('role');
  });
});

describe('removing a member', () => {
  it('takes them out of a group with a note and a smaller count; they may join again', async () => {
    const { admin, friends, chat, address } = await groupWith(2);
    const [gone] = requireAll(friends[0]);
    const recorder = recordEvents(t);
    const res = await c.remove(admin, address, gone);
    expect(res.body).toEqual({ detail: 'The member was removed.' });
    const events = await recorder.settle();
    recorder.stop();
    expect(events.find((e) => e.type === 'ChatMembersChanged')).toMatchObject({
      goneIds: [gone.id],
      change: { change: 'removed', members_count: 2 },
    });
    expect(await storedCount(chat.id)).toBe(2);
    expect((await systemNotes(t, chat.id)).at(-1)).toMatchObject({
      event: 'removed',
      user: { id: gone.id },
    });
    const rows = await t.database.db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.chatId, chat.id), eq(chatMembers.userId, gone.id)));
    expect(rows).toEqual([]);
    expect((await c.get(gone, address)).body.is_member).toBe(false);
    expect((await c.join(gone, address)).body.is_member).toBe(true);
  });

  it('is for groups only', async () => {
    const { admin, friends, address } = await groupWith(1, 'channel');
    const [reader] = requireAll(friends[0]);
    expect((await c.remove(admin, address, reader)).status).toBe(403);
  });
});

describe('changes under concurrency', () => {
  it('keep the members count equal to the rows when many join at once', async () => {
    const owner = await createUser(t);
    const group = await c.group(owner);
    const joiners: TestUser[] = [];
    for (let i = 0; i < 6; i += 1) joiners.push(await createUser(t));
    const results = await Promise.all(joiners.map((u) => c.join(u, c.addressOf(group))));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await storedCount(group.id)).toBe(7);
    const seqs = (await systemNotes(t, group.id)).map((n) => n.event);
    expect(seqs.filter((e) => e === 'joined')).toHaveLength(6);
  });
});
