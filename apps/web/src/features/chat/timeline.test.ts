// Run with TZ=Asia/Kathmandu (UTC+05:45): day lines follow the viewer's day, not UTC's.
import { describe, expect, it } from 'vitest';
import { message } from './chat.fixture';
import { dayLabelOf, listTimeOf, timelineRows } from './timeline';

const now = new Date('2025-03-10T12:00:00Z');

describe('dayLabelOf', () => {
  it('reads today, yesterday, or the date, by the viewer’s own day', () => {
    expect(dayLabelOf('2025-03-10T01:00:00Z', now)).toEqual({ kind: 'today' });
    // 18:30 UTC on the 9th is already the 10th in Kathmandu.
    expect(dayLabelOf('2025-03-09T18:30:00Z', now)).toEqual({ kind: 'today' });
    expect(dayLabelOf('2025-03-09T18:00:00Z', now)).toEqual({ kind: 'yesterday' });
    expect(dayLabelOf('2025-03-01T10:00:00Z', now)).toEqual({ kind: 'date', text: '01/03/2025' });
  });
});

describe('timelineRows', () => {
  const messages = [
    message(1, 1, { timestamp: '2025-03-08T10:00:00Z' }),
    message(2, 2, { timestamp: '2025-03-08T11:00:00Z' }),
    message(3, 3, { timestamp: '2025-03-10T09:00:00Z' }),
    message(4, 4, { timestamp: '2025-03-10T09:05:00Z' }),
  ];

  it('puts a day line before the first message of each day', () => {
    const kinds = timelineRows(messages, now, null).map((row) =>
      row.kind === 'message' ? row.message.id : row.kind,
    );
    expect(kinds).toEqual(['day', 1, 2, 'day', 3, 4]);
  });

  it('puts the new-messages line right before the first unread message', () => {
    const rows = timelineRows(messages, now, { beforeId: 4, count: 5 });
    const kinds = rows.map((row) => (row.kind === 'message' ? row.message.id : row.kind));
    expect(kinds).toEqual(['day', 1, 2, 'day', 3, 'unread', 4]);
    expect(rows.find((row) => row.kind === 'unread')).toMatchObject({ count: 5 });
  });

  it('gives every row its own key', () => {
    const keys = timelineRows(messages, now, { beforeId: 3, count: 4 }).map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('listTimeOf', () => {
  it('shows the time for today and the date before', () => {
    expect(listTimeOf('2025-03-10T03:15:00Z', now)).toBe('09:00');
    expect(listTimeOf('2025-03-02T03:15:00Z', now)).toBe('02/03/2025');
    expect(listTimeOf('not a date', now)).toBe('');
  });
});
