import {
  CHAT_PUSH_ACTIONS,
  type ChatCatchUpData,
  type ChatMemberData,
} from '@clutch/contract/messenger-live';
import { ChatMessageSchema, MissedMessagesSchema } from '@clutch/contract/messenger';
import type { ServerFrame } from '@clutch/contract/realtime';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import {
  addMembers,
  createChat,
  createPrivateChat,
  messengerApi,
  restrict,
} from '../../../test/messenger.js';
import {
  isAction,
  openSocket,
  settledFrames,
  useListeningApp,
  type WsClient,
} from '../../../test/ws-client.js';

let t: TestApp;
let base: string;
useListeningApp((app, url) => {
  t = app;
  base = url;
});
const api = () => messengerApi(t);
const users = (n: number) => Promise.all(Array.from({ length: n }, () => createUser(t)));

/** A group-chat-updates socket, once its rooms are joined (frames are answered after that). */
async function socketOf(user: TestUser): Promise<WsClient> {
  const socket = await openSocket(base, 'group-chat-updates', user.access);
  await socket.request({ action: 'ping', request_id: 'ready' });
  return socket;
}

const messagesIn = (frames: ServerFrame[]) =>
  frames.filter(isAction(CHAT_PUSH_ACTIONS.message)).map((f) => ChatMessageSchema.parse(f.data));

const catchUp = (socket: WsClient, chatId: number, lastId: number, requestId: string | number) =>
  socket.request({ action: 'catch_up', pk: chatId, last_id: lastId, request_id: requestId });

const memberChange = (chatId: number, user: TestUser, change: ChatMemberData['change']) => ({
  chat_id: chatId,
  change,
  user: { id: user.id, username: user.username, avatar_url: null },
  role: null,
  ban: null,
  members_count: 2,
});

describe('group-chat-updates', () => {
  it('pushes a new message to every reader’s socket with its seq, and nothing to strangers or banned members', async () => {
    const [a, b, banned, stranger] = await users(4);
    if (!a || !b || !banned || !stranger) throw new Error('users');
    const chat = await createChat(t, 'group', [a, b, { user: banned, restriction: 'ban' }]);
    const [onA, onB, onBanned, onStranger] = await Promise.all(
      [a, b, banned, stranger].map(socketOf),
    );
    if (!onA || !onB || !onBanned || !onStranger) throw new Error('sockets');
    const sent = (await api().send(a, chat, 'live')).body;
    for (const socket of [onA, onB]) {
      const frame = await socket.next(isAction(CHAT_PUSH_ACTIONS.message));
      expect(frame.version).toBe(1);
      expect(frame.request_id).toBeNull();
      expect(ChatMessageSchema.parse(frame.data)).toMatchObject({
        id: sent.id,
        seq: 1,
        chat_id: chat.id,
        content_text: 'live',
        sender: { id: a.id },
      });
    }
    expect(await settledFrames(onBanned)).toEqual([]);
    expect(await settledFrames(onStranger)).toEqual([]);
  });

  it('pushes a private message as its sender names the chat; both sides find it by chat_id', async () => {
    const [a, b] = await users(2);
    if (!a || !b) throw new Error('users');
    const chat = await createPrivateChat(t, a, b);
    const onB = await socketOf(b);
    await api().send(a, chat, 'psst');
    const data = ChatMessageSchema.parse(
      (await onB.next(isAction(CHAT_PUSH_ACTIONS.message))).data,
    );
    expect(data).toMatchObject({
      chat_id: chat.id,
      receiver_content_type: 'user',
      receiver_object_id: b.id,
    });
  });

  it('answers catch_up with what came after the last id, in order, once', async () => {
    const [a, b] = await users(2);
    if (!a || !b) throw new Error('users');
    const chat = await createChat(t, 'channel', [a, b]);
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three', 'four'])
      ids.push((await api().send(a, chat, text)).body.id);
    const onB = await socketOf(b);
    const answer = await catchUp(onB, chat.id, ids[1] ?? 0, 'c1');
    expect(answer.response_status).toBe(200);
    const data = MissedMessagesSchema.parse(answer.data);
    expect(answer.data).toMatchObject({ chat_id: chat.id, has_more: false });
    expect(data.results.map((m) => m.id)).toEqual(ids.slice(2));
    expect(data.results.map((m) => m.content_text)).toEqual(['three', 'four']);
    const none = await catchUp(onB, chat.id, ids[3] ?? 0, 'c2');
    expect(MissedMessagesSchema.parse(none.data).results).toEqual([]);
  });

  it('answers catch_up for chats the user cannot read with an error and nothing of the chat', async () => {
    const [a, banned, stranger] = await users(3);
    if (!a || !banned || !stranger) throw new Error('users');
    const secret = `secret-${String(Date.now())}`;
    const group = await createChat(t, 'group', [a, { user: banned, restriction: 'ban' }]);
    const other = await createPrivateChat(t, a, await createUser(t));
    await api().send(a, group, secret);
    await api().send(a, other, secret);
    for (const outsider of [banned, stranger]) {
      const socket = await socketOf(outsider);
      const own = await catchUp(socket, group.id, 0, 'own');
      expect(own.response_status).toBe(403);
      expect(own.data).toBeNull();
      for (let id = 1; id <= other.id + 2; id += 1) {
        const answer: ServerFrame = await catchUp(socket, id, 0, id);
        expect([403, 404]).toContain(answer.response_status);
        expect(JSON.stringify(answer)).not.toContain(secret);
      }
      expect(messagesIn(await settledFrames(socket))).toEqual([]);
    }
  });

  it('pushes seen when a reader moves their marker, and reactions with their counts', async () => {
    const [a, b] = await users(2);
    if (!a || !b) throw new Error('users');
    const chat = await createChat(t, 'group', [a, b]);
    const message = (await api().send(a, chat, 'read me')).body;
    const onA = await socketOf(a);
    await api().markRead(b, chat, message.id);
    expect((await onA.next(isAction(CHAT_PUSH_ACTIONS.seen))).data).toEqual({
      chat_id: chat.id,
      user_id: b.id,
      message_id: message.id,
    });
    // Reading the same message again moves nothing and pushes nothing.
    await api().markRead(b, chat, message.id);
    await api().react(b, message.id, 'L');
    expect((await onA.next(isAction(CHAT_PUSH_ACTIONS.reaction))).data).toEqual({
      chat_id: chat.id,
      message_id: message.id,
      likes_count: 1,
      dislikes_count: 0,
      user_id: b.id,
      type: 'L',
    });
    await api().react(b, message.id, null);
    expect((await onA.next(isAction(CHAT_PUSH_ACTIONS.reaction))).data).toMatchObject({
      likes_count: 0,
      type: null,
    });
    expect((await settledFrames(onA)).filter(isAction(CHAT_PUSH_ACTIONS.seen))).toEqual([]);
  });

  it('follows membership: a newcomer’s open socket joins the room, a banned member’s leaves it and is told', async () => {
    const [a, newcomer, leaver] = await users(3);
    if (!a || !newcomer || !leaver) throw new Error('users');
    const chat = await createChat(t, 'group', [a, leaver]);
    const [onA, onNewcomer, onLeaver] = await Promise.all([a, newcomer, leaver].map(socketOf));
    if (!onA || !onNewcomer || !onLeaver) throw new Error('sockets');

    await addMembers(t, chat.id, [newcomer]);
    await t.bus.publish({
      type: 'ChatMembersChanged',
      chatId: chat.id,
      change: memberChange(chat.id, newcomer, 'added'),
      joinedIds: [newcomer.id],
      goneIds: [],
    });
    expect((await onNewcomer.next(isAction(CHAT_PUSH_ACTIONS.member))).data).toMatchObject({
      change: 'added',
      user: { id: newcomer.id },
    });

    await restrict(t, chat.id, leaver, 'ban');
    await t.bus.publish({
      type: 'ChatMembersChanged',
      chatId: chat.id,
      change: memberChange(chat.id, leaver, 'restriction'),
      joinedIds: [],
      goneIds: [leaver.id],
    });
    const told = (await onLeaver.next(isAction(CHAT_PUSH_ACTIONS.member))).data;
    expect(told).toMatchObject({ change: 'added', user: { id: newcomer.id } });
    expect((await onLeaver.next(isAction(CHAT_PUSH_ACTIONS.member))).data).toMatchObject({
      change: 'restriction',
      user: { id: leaver.id },
    });
    expect((await onLeaver.next(isAction(CHAT_PUSH_ACTIONS.removed))).data).toEqual({
      chat_id: chat.id,
    });
    // Only the one who lost the chat is told so.
    expect((await settledFrames(onA)).filter(isAction(CHAT_PUSH_ACTIONS.removed))).toEqual([]);

    const after = (await api().send(a, chat, 'after the change')).body;
    expect(messagesIn([await onNewcomer.next(isAction(CHAT_PUSH_ACTIONS.message))])[0]?.id).toBe(
      after.id,
    );
    expect(messagesIn(await settledFrames(onLeaver))).toEqual([]);
  });

  it('brings a socket whose timed ban lapsed back into the room once it catches up', async () => {
    const [a, b] = await users(2);
    if (!a || !b) throw new Error('users');
    const until = new Date(Date.now() + 3_600_000);
    const chat = await createChat(t, 'group', [a, { user: b, restriction: 'ban', until }]);
    const onB = await socketOf(b);
    await api().send(a, chat, 'while banned');
    expect((await catchUp(onB, chat.id, 0, 'banned')).response_status).toBe(403);
    await restrict(t, chat.id, b, 'ban', new Date(Date.now() - 1000));
    const answer = await catchUp(onB, chat.id, 0, 'lapsed');
    expect(MissedMessagesSchema.parse(answer.data).results.map((m) => m.content_text)).toEqual([
      'while banned',
    ]);
    await api().send(a, chat, 'welcome back');
    const pushed = messagesIn([await onB.next(isAction(CHAT_PUSH_ACTIONS.message))]);
    expect(pushed[0]?.content_text).toBe('welcome back');
  });

  it('pushes chat changes to the room', async () => {
    const [a] = await users(1);
    if (!a) throw new Error('users');
    const chat = await createChat(t, 'channel', [a]);
    const onA = await socketOf(a);
    const changed = {
      chat_id: chat.id,
      name: 'Renamed',
      description: 'new',
      avatar_url: null,
      private: false,
      archived: false,
    };
    await t.bus.publish({ type: 'ChatChanged', chatId: chat.id, chat: changed });
    expect((await onA.next(isAction(CHAT_PUSH_ACTIONS.chat))).data).toEqual(changed);
  });

  it('joins a reconnecting socket to every chat it reads, and catch_up fills the gap', async () => {
    const [a, b] = await users(2);
    if (!a || !b) throw new Error('users');
    const chats = await Promise.all([
      createChat(t, 'group', [a, b]),
      createChat(t, 'channel', [a, b]),
    ]);
    let onB = await socketOf(b);
    const seenIds = new Map<number, number>();
    for (const chat of chats) {
      await api().send(a, chat, 'before the drop');
      const message = messagesIn([await onB.next(isAction(CHAT_PUSH_ACTIONS.message))])[0];
      if (message) seenIds.set(message.chat_id, message.id);
    }
    onB.ws.terminate();
    await onB.closed;
    for (const chat of chats) await api().send(a, chat, 'while away');
    onB = await socketOf(b);
    for (const chat of chats) {
      const answer = await catchUp(onB, chat.id, seenIds.get(chat.id) ?? 0, `c${String(chat.id)}`);
      const data: ChatCatchUpData = {
        chat_id: chat.id,
        ...MissedMessagesSchema.parse(answer.data),
      };
      expect(data.results.map((m) => m.content_text)).toEqual(['while away']);
    }
    await api().send(a, chats[1] ?? chats[0], 'live again');
    expect(messagesIn([await onB.next(isAction(CHAT_PUSH_ACTIONS.message))])[0]?.content_text).toBe(
      'live again',
    );
  });
});
