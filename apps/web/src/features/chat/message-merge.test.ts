import { describe, expect, it } from 'vitest';
import { FRIEND, ME, message, messageList } from './chat.fixture';
import {
  hasGapBefore,
  insertMessages,
  markSeenUpTo,
  newestLoaded,
  timelineOf,
} from './message-merge';

const ids = (list: Parameters<typeof timelineOf>[0]) => timelineOf(list).map((m) => m.id);

describe('the loaded conversation', () => {
  it('reads oldest first across pages, each message once even when pages overlap', () => {
    // Page 2 was read after two new messages shifted the pages: 13 and 12 arrive twice.
    const list = messageList(
      [message(15, 5), message(14, 4), message(13, 3)],
      [message(13, 3), message(12, 2), message(11, 1)],
    );
    expect(ids(list)).toEqual([11, 12, 13, 14, 15]);
    expect(newestLoaded(list)).toEqual({ id: 15, seq: 5 });
  });

  it('knows nothing before the first page arrives, and zero for a chat without messages', () => {
    expect(timelineOf(undefined)).toEqual([]);
    expect(newestLoaded(undefined)).toBeNull();
    expect(newestLoaded(messageList([]))).toEqual({ id: 0, seq: 0 });
  });
});

describe('insertMessages', () => {
  it('adds new messages to the newest page in seq order and counts them', () => {
    const list = messageList([message(12, 2), message(11, 1)]);
    const next = insertMessages(list, [message(14, 4), message(13, 3)]);
    expect(next?.pages[0]?.results.map((m) => m.id)).toEqual([14, 13, 12, 11]);
    expect(next?.pages[0]?.count).toBe(4);
    expect(ids(next)).toEqual([11, 12, 13, 14]);
  });

  it('drops messages it already holds, on any page, and repeats within one answer', () => {
    const list = messageList([message(13, 3)], [message(12, 2)]);
    const next = insertMessages(list, [message(12, 2), message(14, 4), message(14, 4)]);
    expect(ids(next)).toEqual([12, 13, 14]);
    expect(next?.pages[0]?.count).toBe(2);
  });

  it('answers the same list when nothing is new, and nothing before the first page', () => {
    const list = messageList([message(13, 3)]);
    expect(insertMessages(list, [message(13, 3)])).toBe(list);
    expect(insertMessages(undefined, [message(13, 3)])).toBeUndefined();
  });

  it('keeps seq order when a late message arrives after a newer one', () => {
    const list = messageList([message(11, 1)]);
    const withNewest = insertMessages(list, [message(13, 3)]);
    const filled = insertMessages(withNewest, [message(12, 2)]);
    expect(ids(filled)).toEqual([11, 12, 13]);
  });
});

describe('hasGapBefore', () => {
  it.each([
    ['the next seq', 4, false],
    ['a seq already loaded', 3, false],
    ['an old seq', 1, false],
    ['one skipped', 5, true],
    ['many skipped', 40, true],
  ])('%s (%i after 3) is a gap: %s', (_, seq, expected) => {
    const list = messageList([message(13, 3), message(12, 2)]);
    expect(hasGapBefore(list, message(100, seq))).toBe(expected);
  });

  it('sees a gap in an empty loaded chat only past seq 1, and none in a chat not loaded', () => {
    expect(hasGapBefore(messageList([]), message(1, 1))).toBe(false);
    expect(hasGapBefore(messageList([]), message(2, 2))).toBe(true);
    expect(hasGapBefore(undefined, message(9, 9))).toBe(false);
  });
});

describe('markSeenUpTo', () => {
  it('marks the earlier messages of others seen, never system messages or the reader’s own', () => {
    const list = messageList([
      message(15, 5, { sender: ME }),
      message(14, 4, { sender: ME }),
      message(13, 3, { is_system: true, sender: null }),
      message(12, 2, { sender: ME }),
      message(11, 1, { sender: FRIEND }),
    ]);
    const seen = timelineOf(markSeenUpTo(list, FRIEND.id, 14)).map((m) => [m.id, m.seen]);
    expect(seen).toEqual([
      [11, false],
      [12, true],
      [13, false],
      [14, true],
      [15, false],
    ]);
  });
});
