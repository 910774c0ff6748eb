import type { Notification } from '@clutch/contract/notifications';
import { describe, expect, it } from 'vitest';
import { groupByDay } from './notification-groups';

// Tests run at Asia/Kathmandu (UTC+05:45), so a day starts at 18:15 UTC the evening before.
const at = (id: number, created: string): Notification => ({
  id,
  type: 'friend_request',
  seen: false,
  created,
  atributtes: {},
});
const NOW = new Date('2026-03-05T10:00:00.000Z'); // 15:45 on 5 March in Kathmandu

describe('grouping notifications by day', () => {
  it('uses the viewer’s own calendar day, labelled today, yesterday or by date, newest first', () => {
    const groups = groupByDay(
      [
        at(5, '2026-03-05T09:00:00.000Z'),
        at(4, '2026-03-04T18:20:00.000Z'), // 00:05 on 5 March in Kathmandu
        at(3, '2026-03-04T18:10:00.000Z'), // 23:55 on 4 March
        at(2, '2026-03-03T12:00:00.000Z'),
        at(1, '2026-03-03T11:00:00.000Z'),
      ],
      NOW,
    );
    expect(
      groups.map((group) => [group.key, group.label.kind, group.items.map((i) => i.id)]),
    ).toEqual([
      ['2026-03-05', 'today', [5, 4]],
      ['2026-03-04', 'yesterday', [3]],
      ['2026-03-03', 'date', [2, 1]],
    ]);
  });

  it('knows yesterday across a month end', () => {
    const groups = groupByDay(
      [at(1, '2026-02-28T12:00:00.000Z')],
      new Date('2026-03-01T08:00:00Z'),
    );
    expect(groups[0]?.label.kind).toBe('yesterday');
  });

  it('gives no groups for no notifications', () => {
    expect(groupByDay([], NOW)).toEqual([]);
  });
});
