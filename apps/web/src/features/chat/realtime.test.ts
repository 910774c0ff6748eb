import type { ChatInfo } from '@clutch/contract/messenger';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '../../lib/paged-list';
import { chatKeys } from './api/chat-keys';
import { barItem, chatInfo, FRIEND, ME, message, messageList, page } from './chat.fixture';
import { timelineOf, type MessageList } from './message-merge';
import { addPending, readPending } from './pending-sends';
import { applyChatFrame, recentIds, recoverAfterReconnect, type ChatLiveContext } from './realtime';
import type { ChatBarItem } from '@clutch/contract/messenger';

const ADDRESS = { receiver_content_type: 'user', receiver_object_id: FRIEND.id } as const;
const GROUP = { receiver_content_type: 'group', receiver_object_id: 3 } as const;

const frame = (action: string, data: unknown, errors: string[] = []) => ({
  action,
  data,
  errors,
  response_status: 200,
  request_id: null,
});

function setup(openChatId: number | null = null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    chatKeys.bar(),
    page([
      barItem(2),
      barItem(3, {
        group: { name: 'Stack', avatar_url: null },
        interlocutor: null,
        receiver_content_type: 'group',
        receiver_object_id: 3,
        chat_type: 'group',
      }),
    ]),
  );
  queryClient.setQueryData(chatKeys.info(ADDRESS), chatInfo());
  queryClient.setQueryData(
    chatKeys.messages(ADDRESS),
    messageList([message(12, 2), message(11, 1)]),
  );
  const catchUps: [number, number][] = [];
  const context: ChatLiveContext = {
    viewerId: ME.id,
    openChatId: () => openChatId,
    catchUp: (chatId, lastId) => void catchUps.push([chatId, lastId]),
    isFirstSighting: recentIds(),
  };
  const apply = (action: string, data: unknown) =>
    applyChatFrame(queryClient, frame(action, data), context);
  const bar = () => queryClient.getQueryData<Page<ChatBarItem>>(chatKeys.bar())?.results ?? [];
  const messages = () =>
    timelineOf(queryClient.getQueryData<MessageList>(chatKeys.messages(ADDRESS)));
  const info = () => queryClient.getQueryData<ChatInfo>(chatKeys.info(ADDRESS));
  return { queryClient, context, catchUps, apply, bar, messages, info };
}

afterEach(() => {
  for (const send of readPending()) addPending({ ...send, chatId: -1 });
});

describe('a new message', () => {
  it('joins its loaded conversation once and moves its chat up, unread raised when not open', () => {
    const { apply, bar, messages } = setup();
    const pushed = message(13, 3, { chat_id: 2, timestamp: '2025-03-02T10:00:00Z' });
    apply('new_message', pushed);
    apply('new_message', pushed);
    expect(messages().map((m) => m.id)).toEqual([11, 12, 13]);
    expect(bar()[0]).toMatchObject({ id: 2, unread_count: 1, content_text: 'message 13' });
  });

  it('raises nothing in the open chat, for a system message, or for the viewer’s own', () => {
    const open = setup(2);
    open.apply('new_message', message(13, 3, { timestamp: '2025-03-02T10:00:00Z' }));
    expect(open.bar()[0]).toMatchObject({ id: 2, unread_count: 0 });
    const other = setup(null);
    other.apply('new_message', message(13, 3, { is_system: true, sender: null }));
    other.apply('new_message', message(14, 4, { sender: ME }));
    expect(other.bar().find((item) => item.id === 2)?.unread_count).toBe(0);
  });

  it('asks for what was missed when its seq skips ahead, from the newest loaded id', () => {
    const { apply, catchUps, messages } = setup(2);
    apply('new_message', message(13, 3));
    expect(catchUps).toEqual([]);
    apply('new_message', message(17, 6));
    expect(catchUps).toEqual([[2, 13]]);
    expect(messages().map((m) => m.seq)).toEqual([1, 2, 3, 6]);
  });

  it('reads the list again for a chat it does not hold', () => {
    const { apply, queryClient } = setup();
    apply('new_message', message(50, 1, { chat_id: 40 }));
    expect(queryClient.getQueryState(chatKeys.bar())?.isInvalidated).toBe(true);
  });

  it('replaces the pending send with the same txn_id', () => {
    const { apply } = setup(2);
    addPending({ txnId: 'tx-1', chatId: 2, text: 'hi', files: [], progress: 0, status: 'sending' });
    apply('new_message', message(13, 3, { sender: ME, txn_id: 'tx-1' }));
    expect(readPending().filter((send) => send.chatId === 2)).toEqual([]);
  });

  it('ignores a frame whose data does not match, or that carries errors', () => {
    const { queryClient, apply, context, messages } = setup();
    apply('new_message', { id: 'nope' });
    applyChatFrame(queryClient, frame('new_message', message(13, 3), ['bad']), context);
    expect(messages().map((m) => m.id)).toEqual([11, 12]);
  });
});

describe('recentIds', () => {
  it('says whether an id is new, and forgets the oldest past its limit', () => {
    const isNew = recentIds(2);
    expect([isNew(1), isNew(1), isNew(2), isNew(3), isNew(1), isNew(3)]).toEqual([
      true,
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('catching up', () => {
  it('merges the missed messages in seq order without repeats', () => {
    const { apply, messages } = setup(2);
    apply('new_message', message(15, 5));
    apply('catch_up', {
      chat_id: 2,
      results: [message(13, 3), message(14, 4), message(15, 5)],
      has_more: false,
    });
    expect(messages().map((m) => m.id)).toEqual([11, 12, 13, 14, 15]);
  });

  it('reads the first page again when too much was missed', () => {
    const { apply, queryClient } = setup(2);
    apply('catch_up', { chat_id: 2, results: [], has_more: true });
    expect(queryClient.getQueryData(chatKeys.messages(ADDRESS))).toBeUndefined();
  });

  it('after a reconnect asks for the open chat’s missed messages and reads the list again', () => {
    const { queryClient, context, catchUps } = setup(2);
    queryClient.setQueryData(
      chatKeys.messages(GROUP),
      messageList([message(30, 1, { chat_id: 3 })]),
    );
    recoverAfterReconnect(queryClient, context);
    expect(catchUps).toEqual([[2, 12]]);
    expect(queryClient.getQueryState(chatKeys.bar())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(chatKeys.messages(GROUP))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(chatKeys.messages(ADDRESS))?.isInvalidated).toBe(false);
  });
});

describe('the other pushes', () => {
  it('seen marks the earlier messages of others seen', () => {
    const { queryClient, apply, messages } = setup();
    queryClient.setQueryData(
      chatKeys.messages(ADDRESS),
      messageList([message(13, 3, { sender: ME }), message(12, 2, { sender: ME }), message(11, 1)]),
    );
    apply('seen', { chat_id: 2, user_id: FRIEND.id, message_id: 12 });
    expect(messages().map((m) => [m.id, m.seen])).toEqual([
      [11, false],
      [12, true],
      [13, false],
    ]);
  });

  it('seen by the viewer elsewhere reads the counts again', () => {
    const { queryClient, apply } = setup();
    apply('seen', { chat_id: 2, user_id: ME.id, message_id: 12 });
    expect(queryClient.getQueryState(chatKeys.bar())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(chatKeys.info(ADDRESS))?.isInvalidated).toBe(true);
  });

  it('a reaction sets the counts, and the viewer’s own choice only when it is theirs', () => {
    const { apply, messages } = setup();
    apply('reaction', {
      chat_id: 2,
      message_id: 12,
      likes_count: 1200,
      dislikes_count: 0,
      user_id: FRIEND.id,
      type: 'L',
    });
    expect(messages()[1]?.reactions).toEqual({
      likes_count: 1200,
      dislikes_count: 0,
      user_has_reacted: false,
      user_reaction_type: null,
    });
    apply('reaction', {
      chat_id: 2,
      message_id: 12,
      likes_count: 1201,
      dislikes_count: 0,
      user_id: ME.id,
      type: 'L',
    });
    expect(messages()[1]?.reactions).toMatchObject({
      user_has_reacted: true,
      user_reaction_type: 'L',
    });
  });

  it('a member change sets the count; one about the viewer reads the chat again', () => {
    const { queryClient, apply, info } = setup();
    const change = { chat_id: 2, change: 'joined', role: 3, ban: null, members_count: 3 };
    apply('member', { ...change, user: { id: 99, username: 'x', avatar_url: null } });
    expect(info()?.members_count).toBe(3);
    expect(queryClient.getQueryState(chatKeys.info(ADDRESS))?.isInvalidated).toBe(false);
    apply('member', { ...change, change: 'role', user: ME });
    expect(queryClient.getQueryState(chatKeys.info(ADDRESS))?.isInvalidated).toBe(true);
  });

  it('a chat change renames the group in the list', () => {
    const { apply, bar } = setup();
    apply('chat', {
      chat_id: 3,
      name: 'Stack 2',
      description: '',
      avatar_url: null,
      private: false,
      archived: false,
    });
    expect(bar().find((item) => item.id === 3)?.group?.name).toBe('Stack 2');
  });

  it('a removed chat leaves the list, its messages are dropped and the chat is read again', () => {
    const { queryClient, apply, bar } = setup(2);
    apply('chat_removed', { chat_id: 2 });
    expect(bar().map((item) => item.id)).toEqual([3]);
    expect(queryClient.getQueryData(chatKeys.messages(ADDRESS))).toBeUndefined();
    expect(queryClient.getQueryState(chatKeys.info(ADDRESS))?.isInvalidated).toBe(true);
  });
});
