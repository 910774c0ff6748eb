import { CALENDAR_PUSH_ACTIONS, type CalendarPush } from '@clutch/contract/calendar';
import { describe, expect, it } from 'vitest';
import { calendarEvent, day, timedEvent } from './calendar.fixture';
import {
  applyCalendarPush,
  daysTouched,
  parseCalendarFrame,
  reduceCalendarPush,
  type LiveCalendarState,
} from './live-updates';

const UTC = 'UTC';
const a = timedEvent(1, '2026-11-26T10:00:00.000Z', '2026-11-26T11:00:00.000Z');
const b = timedEvent(2, '2026-11-26T14:00:00.000Z', '2026-11-26T15:00:00.000Z');
const week = [day('2026-11-26', [a, b]), day('2026-11-27', []), day('2026-11-28', [])];

const changed = (event: typeof a): CalendarPush => ({
  action: CALENDAR_PUSH_ACTIONS.event,
  data: event,
});
const deleted = (id: number): CalendarPush => ({
  action: CALENDAR_PUSH_ACTIONS.deleted,
  data: { id },
});
const ids = (days: ReturnType<typeof applyCalendarPush>) =>
  days.map((item) => [item.date, item.day_events, item.events.map((event) => event.id)]);

describe('reduceCalendarPush', () => {
  const state: LiveCalendarState = { days: week, hasNewData: false };
  const pushes = [
    ['a changed event', changed({ ...a, title: 'Renamed' })],
    ['a new event', changed(timedEvent(9, '2026-11-27T10:00:00.000Z', '2026-11-27T11:00:00.000Z'))],
    ['a deleted event', deleted(1)],
  ] as const;

  it.each(pushes)('in month view only raises the new-data flag for %s', (_, push) => {
    const next = reduceCalendarPush(state, push, { isMonthView: true, timeZone: UTC });
    expect(next.hasNewData).toBe(true);
    expect(next.days).toBe(week);
  });

  it.each(pushes)('in other views changes the days for %s, raising no flag', (_, push) => {
    const next = reduceCalendarPush(state, push, { isMonthView: false, timeZone: UTC });
    expect(next.hasNewData).toBe(false);
    expect(next.days).not.toEqual(week);
  });
});

describe('applyCalendarPush', () => {
  it('replaces a changed event in place, keeping its position and count', () => {
    const next = applyCalendarPush(week, changed({ ...a, title: 'Renamed' }), UTC);
    expect(ids(next)[0]).toEqual(['2026-11-26', 2, [1, 2]]);
    expect(next[0]?.events[0]?.title).toBe('Renamed');
  });

  it('adds a new event to its day in start order and counts it', () => {
    const noon = timedEvent(9, '2026-11-26T12:00:00.000Z', '2026-11-26T13:00:00.000Z');
    expect(ids(applyCalendarPush(week, changed(noon), UTC))).toEqual([
      ['2026-11-26', 3, [1, 9, 2]],
      ['2026-11-27', 0, []],
      ['2026-11-28', 0, []],
    ]);
  });

  it('moves a rescheduled event to its new day', () => {
    const moved = timedEvent(1, '2026-11-28T10:00:00.000Z', '2026-11-28T11:00:00.000Z');
    expect(ids(applyCalendarPush(week, changed(moved), UTC))).toEqual([
      ['2026-11-26', 1, [2]],
      ['2026-11-27', 0, []],
      ['2026-11-28', 1, [1]],
    ]);
  });

  it('puts an event across midnight on both days it touches', () => {
    const late = timedEvent(9, '2026-11-26T23:00:00.000Z', '2026-11-27T01:00:00.000Z');
    expect(ids(applyCalendarPush(week, changed(late), UTC))).toEqual([
      ['2026-11-26', 3, [1, 2, 9]],
      ['2026-11-27', 1, [9]],
      ['2026-11-28', 0, []],
    ]);
  });

  it('reads the days in the given time zone', () => {
    // 22:30 UTC is already the 27th in Kyiv.
    const late = timedEvent(9, '2026-11-26T22:30:00.000Z', '2026-11-26T22:45:00.000Z');
    expect(ids(applyCalendarPush(week, changed(late), 'Europe/Kyiv'))[1]).toEqual([
      '2026-11-27',
      1,
      [9],
    ]);
  });

  it('leaves the days alone for an event outside them', () => {
    const far = timedEvent(9, '2027-01-10T10:00:00.000Z', '2027-01-10T11:00:00.000Z');
    expect(ids(applyCalendarPush(week, changed(far), UTC))).toEqual(ids(week));
  });

  it('removes a deleted event from every day, and ignores an unknown id', () => {
    expect(ids(applyCalendarPush(week, deleted(2), UTC))[0]).toEqual(['2026-11-26', 1, [1]]);
    expect(ids(applyCalendarPush(week, deleted(404), UTC))).toEqual(ids(week));
  });
});

describe('daysTouched', () => {
  it.each([
    ['an hour', '2026-11-26T10:00:00.000Z', '2026-11-26T11:00:00.000Z', '2026-11-26', '2026-11-26'],
    [
      'a match ending at midnight',
      '2026-11-26T23:00:00.000Z',
      '2026-11-27T00:00:00.000Z',
      '2026-11-26',
      '2026-11-26',
    ],
    [
      'a match over midnight',
      '2026-11-26T23:00:00.000Z',
      '2026-11-27T00:30:00.000Z',
      '2026-11-26',
      '2026-11-27',
    ],
  ])('%s touches %s to %s', (_, start, end, first, last) => {
    expect(daysTouched(timedEvent(1, start, end), UTC)).toEqual({ first, last });
  });
});

describe('parseCalendarFrame', () => {
  it('reads an event_update with a whole event and an event_delete with an id', () => {
    const event = calendarEvent({ id: 4 });
    expect(parseCalendarFrame({ action: 'event_update', data: event })).toEqual(changed(event));
    expect(parseCalendarFrame({ action: 'event_delete', data: { id: 4 } })).toEqual(deleted(4));
  });

  it.each([
    ['an unknown action', { action: 'subscribe', data: {} }],
    ['an update without an event', { action: 'event_update', data: { id: 4 } }],
    ['a delete without an id', { action: 'event_delete', data: null }],
  ])('ignores %s', (_, frame) => {
    expect(parseCalendarFrame(frame)).toBeNull();
  });
});
