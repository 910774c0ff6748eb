// The platform's own chats through the API and the bus: a team's chat follows its roster, a lobby's
// and a tournament match's rooms gather their players, organiser and casters and are archived when
// the match is over, the room answers its roster only, and the reconcile is idempotent and race-safe.
import { messengerEndpoints as chatApi, type ChatRole } from '@clutch/contract/messenger';
import { tournamentMatchesEndpoints as matchApi } from '@clutch/contract/tournament-matches';
import { teamsEndpoints } from '@clutch/contract/teams';
import { and, asc, eq } from 'drizzle-orm';
import type { AppEvent } from '../../app-events.js';
import { describe, expect, it, vi } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { organiseLive } from '../../../test/live-tournament.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { teamApi } from '../../../test/teams.js';
import { matchesDue, runApi, startNow } from '../../../test/tournament-run.js';
import { useLedgerTestApp } from '../../../test/wallet.js';
import { teamMembers } from '../teams/teams.tables.js';
import { chatMembers, chatMessages, chats } from './messenger.tables.js';
import { createPlatformChatsService } from './platform-chats.service.js';

const t = useLedgerTestApp();
const client = testClient(t);
const teams = teamApi(t);
const qm = quickMatchApi(t);

type Kind = 'team' | 'quickmatch' | 'tournament-match';
const WAIT = { timeout: 10_000, interval: 20 };

const room = (as: TestUser, kind: Kind, id: number) =>
  client.call(chatApi.room, { as, params: { kind, id } });

async function chatOf(kind: Kind, id: number) {
  const [chat] = await t.database.db
    .select()
    .from(chats)
    .where(eq(chats.ownerKey, `${kind}:${String(id)}`));
  return chat ?? null;
}

/** The chat's members as `{userId: role}`, or null while there is no chat. */
async function rosterOf(kind: Kind, id: number): Promise<Record<number, ChatRole> | null> {
  const chat = await chatOf(kind, id);
  if (!chat) return null;
  const rows = await t.database.db
    .select({ userId: chatMembers.userId, role: chatMembers.role })
    .from(chatMembers)
    .where(eq(chatMembers.chatId, chat.id));
  return Object.fromEntries(rows.map((row) => [row.userId, row.role]));
}

/** The chat's system messages in order, as `event` or `event:userId` (`:role` for role changes). */
async function notesOf(kind: Kind, id: number): Promise<string[]> {
  const chat = await chatOf(kind, id);
  if (!chat) return [];
  const rows = await t.database.db
    .select({ attributes: chatMessages.attributes })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chat.id), eq(chatMessages.isSystem, true)))
    .orderBy(asc(chatMessages.seq));
  return rows.map(({ attributes: a }) => {
    if (!a) return '?';
    const who = a.user ? `:${String(a.user.id)}` : '';
    return a.event === 'role_changed' ? `${a.event}${who}:${String(a.role)}` : `${a.event}${who}`;
  });
}

const expectRoster = (kind: Kind, id: number, expected: Record<number, ChatRole>) =>
  vi.waitFor(async () => expect(await rosterOf(kind, id)).toEqual(expected), WAIT);

describe("a team's chat", () => {
  it('when players join, leave, are kicked and the captaincy moves, then its members follow, each change noted', async () => {
    const [leader, ann, ben, cid] = [
      await createUser(t),
      await createUser(t),
      await createUser(t),
      await createUser(t),
    ];
    const team = await teams.createTeam(leader);
    await teams.join(team, leader, ann);
    await expectRoster('team', team.id, { [leader.id]: 1, [ann.id]: 3 });
    await teams.join(team, leader, ben);
    await expectRoster('team', team.id, { [leader.id]: 1, [ann.id]: 3, [ben.id]: 3 });

    const seen: AppEvent[] = [];
    const stop = t.bus.subscribe((event) => seen.push(event));
    await client.ok(teamsEndpoints.leave, { as: ben, params: { id: team.id } });
    await expectRoster('team', team.id, { [leader.id]: 1, [ann.id]: 3 });
    // After the commit: ben's sockets leave the chat's room, its members see the note.
    await vi.waitFor(() => {
      const gone = seen.find(
        (event) => event.type === 'ChatMembersChanged' && event.goneIds.includes(ben.id),
      );
      expect(gone).toMatchObject({
        joinedIds: [],
        change: { change: 'left', user: { id: ben.id } },
      });
      const note = seen.find(
        (event) => event.type === 'ChatMessagePosted' && event.message.attributes?.event === 'left',
      );
      expect(note).toMatchObject({ message: { is_system: true, sender: null } });
    }, WAIT);
    stop();
    await client.ok(teamsEndpoints.kick, { as: leader, params: { id: team.id, userId: ann.id } });
    await expectRoster('team', team.id, { [leader.id]: 1 });
    await teams.join(team, leader, cid);
    await expectRoster('team', team.id, { [leader.id]: 1, [cid.id]: 3 });
    await client.ok(teamsEndpoints.transferAuthority, {
      as: leader,
      params: { id: team.id },
      query: { user_id: cid.id },
    });
    await expectRoster('team', team.id, { [leader.id]: 3, [cid.id]: 1 });

    // The first members came with the chat; every later change is a system message.
    const roleNotes = [`role_changed:${String(leader.id)}:3`, `role_changed:${String(cid.id)}:1`];
    expect(await notesOf('team', team.id)).toEqual([
      'created',
      `joined:${String(ben.id)}`,
      `left:${String(ben.id)}`,
      `left:${String(ann.id)}`,
      `joined:${String(cid.id)}`,
      ...(leader.id < cid.id ? roleNotes : roleNotes.reverse()),
    ]);
    const chat = await chatOf('team', team.id);
    expect(chat).toMatchObject({ kind: 'team', type: 'group', membersCount: 2, archived: false });

    const info = (await room(cid, 'team', team.id)).body;
    expect(info).toMatchObject({
      id: chat?.id,
      kind: 'team',
      chat_type: 'group',
      receiver_content_type: 'group',
      receiver_object_id: chat?.id,
      name: team.name,
      is_member: true,
      role: 1,
      members_count: 2,
      can_post: true,
      can_edit: false,
      invitation: null,
      archived: false,
      link: `/team/${String(team.id)}/overview`,
    });
    expect([...info.members].sort((a, b) => a - b)).toEqual(
      [leader.id, cid.id].sort((a, b) => a - b),
    );
    for (const gone of [ann, ben]) expect((await room(gone, 'team', team.id)).status).toBe(404);
  });

  it('when a team has had no roster change yet, then opening the room makes it with the team in it', async () => {
    const leader = await createUser(t);
    const team = await teams.createTeam(leader);
    expect(await chatOf('team', team.id)).toBeNull();
    const info = (await room(leader, 'team', team.id)).body;
    expect(info).toMatchObject({ kind: 'team', role: 1, members_count: 1, is_member: true });
    expect(await rosterOf('team', team.id)).toEqual({ [leader.id]: 1 });
    expect(await notesOf('team', team.id)).toEqual(['created']);
  });

  it('when the team is deleted, then its chat is archived and its members keep reading it', async () => {
    const { team, leader, members } = await teams.teamOf(1);
    const [ann] = members;
    if (!ann) throw new Error('no player');
    await expectRoster('team', team.id, { [leader.id]: 1, [ann.id]: 3 });
    await client.ok(teamsEndpoints.remove, { as: leader, params: { id: team.id } });
    await vi.waitFor(
      async () => expect((await chatOf('team', team.id))?.archived).toBe(true),
      WAIT,
    );
    expect(await rosterOf('team', team.id)).toEqual({ [leader.id]: 1, [ann.id]: 3 });
    expect((await notesOf('team', team.id)).at(-1)).toBe('archived');
    // The team is gone; its archive still opens for those who were in it, and only for them.
    const info = (await room(ann, 'team', team.id)).body;
    expect(info).toMatchObject({ archived: true, can_post: false, is_member: true, link: null });
    expect((await room(await createUser(t), 'team', team.id)).status).toBe(404);
  });
});

describe("a quick-match lobby's room", () => {
  it('when players take and leave seats and the match is played, then the room has the players and creator and is archived', async () => {
    const creator = await qm.player();
    const [bob, eve] = [await qm.player(), await qm.player()];
    const lobby = await qm.create(creator);
    await expectRoster('quickmatch', lobby.id, { [creator.id]: 1 });
    await qm.join(eve, lobby.id);
    await expectRoster('quickmatch', lobby.id, { [creator.id]: 1, [eve.id]: 3 });
    await qm.leave(eve, lobby.id);
    await expectRoster('quickmatch', lobby.id, { [creator.id]: 1 });
    await qm.join(bob, lobby.id);
    await expectRoster('quickmatch', lobby.id, { [creator.id]: 1, [bob.id]: 3 });

    const info = (await room(bob, 'quickmatch', lobby.id)).body;
    expect(info).toMatchObject({
      kind: 'match',
      name: lobby.name,
      role: 3,
      can_post: true,
      archived: false,
      link: `/match/${String(lobby.id)}`,
    });
    expect((await room(eve, 'quickmatch', lobby.id)).status).toBe(404);

    const address = { receiver_content_type: 'group' as const, receiver_object_id: info.id };
    const say = (content_text: string) =>
      client.call(chatApi.createMessage, { as: bob, body: { ...address, content_text } });
    expect((await say('glhf')).status).toBe(201);

    await qm.ready(creator, lobby.id);
    await qm.ready(bob, lobby.id);
    await qm.runJobs();
    expect((await qm.view(creator, lobby.id)).status).toBe('finished');
    await vi.waitFor(
      async () => expect((await chatOf('quickmatch', lobby.id))?.archived).toBe(true),
      WAIT,
    );
    expect(await rosterOf('quickmatch', lobby.id)).toEqual({ [creator.id]: 1, [bob.id]: 3 });
    expect(await notesOf('quickmatch', lobby.id)).toEqual([
      'created',
      `joined:${String(eve.id)}`,
      `left:${String(eve.id)}`,
      `joined:${String(bob.id)}`,
      'archived',
    ]);
    // Read-only for everyone after the match, still open to read for its players.
    const after = (await room(bob, 'quickmatch', lobby.id)).body;
    expect(after).toMatchObject({ archived: true, can_post: false, can_manage: false });
    expect((await say('gg')).ok).toBe(false);
    const page = await client.ok(chatApi.messages, { as: creator, query: address });
    expect(page.results.map((message) => message.content_text)).toContain('glhf');
    expect(page.results.map((message) => message.content_text)).not.toContain('gg');
  });

  it('when the creator leaves the lobby, then it dies and its room is archived', async () => {
    const creator = await qm.player();
    const bob = await qm.player();
    const lobby = await qm.create(creator);
    await qm.join(bob, lobby.id);
    await expectRoster('quickmatch', lobby.id, { [creator.id]: 1, [bob.id]: 3 });
    await qm.leave(creator, lobby.id);
    await vi.waitFor(
      async () => expect((await chatOf('quickmatch', lobby.id))?.archived).toBe(true),
      WAIT,
    );
    expect((await notesOf('quickmatch', lobby.id)).at(-1)).toBe('archived');
  });
});

describe("a tournament match's room", () => {
  it('when the final is ready, then its room has both players, the organiser as admin and its accepted casters, until the result archives it', async () => {
    const live = await organiseLive(t, 2, { grid: 1 });
    const [alice, bob] = live.players;
    if (!alice || !bob) throw new Error('no players');
    const [caster, stranger] = [await createUser(t), await createUser(t)];
    await startNow(t, live.id);
    const [final] = await runApi(t).grid(live.id);
    if (!final) throw new Error('no final');
    await expectRoster('tournament-match', final.id, {
      [alice.id]: 3,
      [bob.id]: 3,
      [live.creator.id]: 1,
    });

    // Nobody announces an accepted invitation: the caster's first open brings them in.
    const invited = await client.ok(matchApi.inviteCommentator, {
      as: live.creator,
      params: { match: final.id },
      body: { user: caster.id },
    });
    expect((await room(caster, 'tournament-match', final.id)).status).toBe(404);
    await client.ok(matchApi.decideCommentator, {
      as: caster,
      params: { match: final.id, instance: invited.id },
      body: { status: 2 },
    });
    const info = (await room(caster, 'tournament-match', final.id)).body;
    expect(info).toMatchObject({
      kind: 'match',
      role: 3,
      members_count: 4,
      link: `/tournaments/${String(live.id)}`,
    });
    expect([
      `${alice.username} vs ${bob.username}`,
      `${bob.username} vs ${alice.username}`,
    ]).toContain(info.name.replace(/^.*: /, ''));
    expect(await rosterOf('tournament-match', final.id)).toEqual({
      [alice.id]: 3,
      [bob.id]: 3,
      [live.creator.id]: 1,
      [caster.id]: 3,
    });
    expect((await room(live.creator, 'tournament-match', final.id)).body.role).toBe(1);
    expect((await room(stranger, 'tournament-match', final.id)).status).toBe(404);

    await matchesDue(t, live.id);
    expect((await runApi(t).startGame(live.id, live.creator)).statusCode).toBe(200);
    expect((await runApi(t).result(final.id, live.creator, 2, 1)).statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await chatOf('tournament-match', final.id))?.archived).toBe(true),
      WAIT,
    );
    expect(await notesOf('tournament-match', final.id)).toEqual([
      'created',
      `joined:${String(caster.id)}`,
      'archived',
    ]);
  });
});

describe('the reconcile', () => {
  const service = () =>
    createPlatformChatsService({ db: t.database.db, bus: t.bus, logger: t.app.log });

  it('when run again with nothing changed, then it changes and writes nothing', async () => {
    const { team, leader, members } = await teams.teamOf(1);
    const [ann] = members;
    if (!ann) throw new Error('no player');
    await expectRoster('team', team.id, { [leader.id]: 1, [ann.id]: 3 });
    const before = await chatOf('team', team.id);
    const rooms = service();
    for (let run = 0; run < 3; run += 1)
      await rooms.reconcile({ kind: 'team', id: team.id }, 'live');
    expect(await chatOf('team', team.id)).toEqual(before);
    expect(await notesOf('team', team.id)).toEqual(['created']);
  });

  it('when several run at once on a roster change no event announced, then each member is added once, with one note', async () => {
    const { team, leader } = await teams.teamOf(0);
    const rooms = service();
    const owner = { kind: 'team' as const, id: team.id };
    // Five at once on a chat that does not exist yet: one chat, one 'created'.
    await Promise.all(Array.from({ length: 5 }, () => rooms.reconcile(owner, 'live')));
    expect(await rosterOf('team', team.id)).toEqual({ [leader.id]: 1 });
    expect(await notesOf('team', team.id)).toEqual(['created']);
    // A membership written behind the teams module's back (as if its event were lost).
    const ann = await createUser(t);
    await t.database.db.insert(teamMembers).values({ teamId: team.id, userId: ann.id });
    await Promise.all([
      ...Array.from({ length: 4 }, () => rooms.reconcile(owner, 'live')),
      room(ann, 'team', team.id),
    ]);
    expect(await rosterOf('team', team.id)).toEqual({ [leader.id]: 1, [ann.id]: 3 });
    expect(await notesOf('team', team.id)).toEqual(['created', `joined:${String(ann.id)}`]);
    expect((await chatOf('team', team.id))?.membersCount).toBe(2);
  });

  it('when a member was made moderator by hand, then the roster leaves that role alone', async () => {
    const { team, leader, members } = await teams.teamOf(1);
    const [ann] = members;
    if (!ann) throw new Error('no player');
    await expectRoster('team', team.id, { [leader.id]: 1, [ann.id]: 3 });
    const chat = await chatOf('team', team.id);
    if (!chat) throw new Error('no chat');
    await t.database.db
      .update(chatMembers)
      .set({ role: 2 })
      .where(and(eq(chatMembers.chatId, chat.id), eq(chatMembers.userId, ann.id)));
    await service().reconcile({ kind: 'team', id: team.id }, 'live');
    expect(await rosterOf('team', team.id)).toEqual({ [leader.id]: 1, [ann.id]: 2 });
  });
});

describe('outsiders', () => {
  it('when someone off the roster asks for a room, by its owner or by guessing its chat id, then they get nothing', async () => {
    const { team, leader, members } = await teams.teamOf(1);
    const [ann] = members;
    if (!ann) throw new Error('no player');
    const stranger = await createUser(t);
    await expectRoster('team', team.id, { [leader.id]: 1, [ann.id]: 3 });
    const chat = await chatOf('team', team.id);
    if (!chat) throw new Error('no chat');
    const missing = await room(stranger, 'team', team.id);
    const nowhere = await room(stranger, 'team', 2_000_000_000);
    expect(missing.status).toBe(404);
    expect(nowhere.status).toBe(404);
    expect(missing.error).toEqual(nowhere.error);
    expect((await room(stranger, 'quickmatch', 2_000_000_000)).status).toBe(404);
    expect((await room(stranger, 'tournament-match', 2_000_000_000)).status).toBe(404);
    expect(await rosterOf('team', team.id)).toEqual({ [leader.id]: 1, [ann.id]: 3 });

    const address = { receiver_content_type: 'group' as const, receiver_object_id: chat.id };
    const read = await client.call(chatApi.messages, { as: stranger, query: address });
    expect(read.ok).toBe(false);
    expect(read.text).not.toContain('created');
    const card = await client.call(chatApi.getChat, { as: stranger, query: address });
    expect(card.ok).toBe(false);
    expect((await client.call(chatApi.join, { as: stranger, body: address })).ok).toBe(false);
    expect((await client.call(chatApi.messages, { as: ann, query: address })).ok).toBe(true);
  });
});
