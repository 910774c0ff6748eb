import { describe, expect, it } from 'vitest';
import { FRIEND, ME, message } from './chat.fixture';
import { countRead, raisesUnread, unreadAfterReading, unreadMarkerOf, unreadSum } from './unread';

describe('raisesUnread', () => {
  const context = { openChatId: 5, viewerId: ME.id };
  it.each([
    ['someone’s message in a chat not open', { chat_id: 2 }, true],
    ['someone’s message in the open chat', { chat_id: 5 }, false],
    ['a system message in a chat not open', { chat_id: 2, is_system: true, sender: null }, false],
    ['the viewer’s own message from another tab', { chat_id: 2, sender: ME }, false],
  ] as const)('%s: %s', (_, overrides, expected) => {
    expect(raisesUnread(message(1, 1, overrides), context)).toBe(expected);
  });

  it('raises every chat while none is open', () => {
    expect(raisesUnread(message(1, 1), { openChatId: null, viewerId: ME.id })).toBe(true);
  });
});

describe('reading', () => {
  const timeline = [
    message(10, 1),
    message(11, 2, { sender: ME }),
    message(12, 3, { is_system: true, sender: null }),
    message(13, 4),
    message(14, 5),
    message(15, 6),
  ];

  it('counts the messages of others between the old and the new marker', () => {
    expect(countRead(timeline, 9, 14, ME.id)).toBe(3);
    expect(countRead(timeline, 13, 14, ME.id)).toBe(1);
    expect(countRead(timeline, 14, 14, ME.id)).toBe(0);
  });

  it('clears the count when the latest message was read, lowers it otherwise, never below 0', () => {
    expect(unreadAfterReading(9, { readId: 15, latestId: 15, readCount: 2 })).toBe(0);
    expect(unreadAfterReading(9, { readId: 14, latestId: 15, readCount: 2 })).toBe(7);
    expect(unreadAfterReading(1, { readId: 14, latestId: 15, readCount: 4 })).toBe(0);
  });
});

describe('unreadMarkerOf', () => {
  const timeline = [message(10, 1), message(11, 2), message(12, 3), message(13, 4), message(14, 5)];

  it('shows the line before the first unread message when more than three are unread', () => {
    expect(unreadMarkerOf({ unread: 4, lastReadId: 10 }, timeline, ME.id)).toEqual({
      beforeId: 11,
      count: 4,
    });
  });

  it('shows no line for three or fewer, before the snapshot, or with nothing unread loaded', () => {
    expect(unreadMarkerOf({ unread: 3, lastReadId: 11 }, timeline, ME.id)).toBeNull();
    expect(unreadMarkerOf(null, timeline, ME.id)).toBeNull();
    expect(unreadMarkerOf({ unread: 9, lastReadId: 14 }, timeline, ME.id)).toBeNull();
  });

  it('skips the viewer’s own messages when placing the line', () => {
    const mine = [
      message(10, 1),
      message(11, 2, { sender: ME }),
      message(12, 3, { sender: FRIEND }),
    ];
    expect(unreadMarkerOf({ unread: 5, lastReadId: 10 }, mine, ME.id)?.beforeId).toBe(12);
  });
});

describe('unreadSum', () => {
  it('adds every chat’s count', () => {
    expect(unreadSum([{ unread_count: 3 }, { unread_count: 0 }, { unread_count: 120 }])).toBe(123);
    expect(unreadSum([])).toBe(0);
  });
});
