import { describe, expect, it } from 'vitest';
import { barItem, ME, message } from './chat.fixture';
import {
  chatNameOf,
  sortNewestFirst,
  withChatChanged,
  withNewMessage,
  withoutChat,
  withUnread,
} from './chat-list';

const list = [
  barItem(1, { timestamp: '2025-03-01T12:00:00Z' }),
  barItem(2, { timestamp: '2025-03-01T11:00:00Z', unread_count: 2 }),
  barItem(3, { timestamp: '2025-03-01T10:00:00Z' }),
];

describe('withNewMessage', () => {
  it('moves the chat to the top with its last message and raises its count when asked', () => {
    const pushed = message(40, 9, {
      chat_id: 3,
      timestamp: '2025-03-01T13:00:00Z',
      content_text: 'ready?',
      files: [{ type: 'image', file: '/media/a.webp', name: 'a.webp', size: 10 }],
    });
    const next = withNewMessage(list, pushed, true);
    expect(next?.map((item) => item.id)).toEqual([3, 1, 2]);
    expect(next?.[0]).toMatchObject({ content_text: 'ready?', has_files: true, unread_count: 1 });
  });

  it('keeps the count for a message that does not raise it', () => {
    const pushed = message(40, 9, { chat_id: 2, timestamp: '2025-03-01T13:00:00Z', sender: ME });
    expect(withNewMessage(list, pushed, false)?.[0]).toMatchObject({ id: 2, unread_count: 2 });
  });

  it('answers null for a chat the list does not hold', () => {
    expect(withNewMessage(list, message(40, 1, { chat_id: 99 }), true)).toBeNull();
  });
});

describe('the other list changes', () => {
  it('sorts newest first, the higher id first at the same time', () => {
    const same = [barItem(1), barItem(5), barItem(3, { timestamp: '2025-04-01T00:00:00Z' })];
    expect(sortNewestFirst(same).map((item) => item.id)).toEqual([3, 5, 1]);
  });

  it('sets a chat’s count and moves its read marker only forward', () => {
    const next = withUnread(list, 2, 0, 55);
    expect(next[1]).toMatchObject({ unread_count: 0, last_read_message_id: 55 });
    expect(withUnread(next, 2, -1, 10)[1]).toMatchObject({
      unread_count: 0,
      last_read_message_id: 55,
    });
  });

  it('renames a group and drops a chat the viewer lost', () => {
    const groups = [barItem(4, { group: { name: 'Old', avatar_url: null }, interlocutor: null })];
    const renamed = withChatChanged(groups, {
      chat_id: 4,
      name: 'New',
      description: '',
      avatar_url: '/media/g.webp',
      private: false,
      archived: true,
    });
    expect(renamed[0]).toMatchObject({
      group: { name: 'New', avatar_url: '/media/g.webp' },
      channel: null,
      archived: true,
    });
    expect(chatNameOf(renamed[0] ?? barItem(0))).toBe('New');
    expect(withoutChat(list, 2).map((item) => item.id)).toEqual([1, 3]);
  });
});
