import { describe, expect, it } from 'vitest';
import { calendarEvent, day, timedEvent } from './calendar.fixture';
import {
  defaultViewFor,
  eventsOfDays,
  hiddenEventCount,
  moreButtons,
  queryForDay,
  queryForRange,
  toEventInput,
  toEventInputs,
  viewNameOf,
} from './calendar-events';

const late = timedEvent(1, '2026-11-26T22:00:00.000Z', '2026-11-27T01:00:00.000Z');
const early = timedEvent(2, '2026-11-26T08:00:00.000Z', '2026-11-26T09:00:00.000Z');
const next = timedEvent(3, '2026-11-27T12:00:00.000Z', '2026-11-27T13:00:00.000Z');

describe('eventsOfDays', () => {
  it.each([
    ['no days', [], []],
    ['one day', [day('2026-11-26', [early])], [2]],
    [
      'an event spanning midnight, listed on both days, once',
      [day('2026-11-26', [early, late]), day('2026-11-27', [late, next])],
      [2, 1, 3],
    ],
    [
      'days listed out of order, sorted by start',
      [day('2026-11-27', [next, late]), day('2026-11-26', [late, early])],
      [2, 1, 3],
    ],
  ] as const)('gives each event once for %s', (_, days, ids) => {
    expect(eventsOfDays(days).map((event) => event.id)).toEqual(ids);
  });

  it('keeps the first copy of an event seen on several days', () => {
    const renamed = { ...late, title: 'Later copy' };
    const events = eventsOfDays([day('2026-11-26', [late]), day('2026-11-27', [renamed])]);
    expect(events).toHaveLength(1);
    expect(events[0]?.title).toBe(late.title);
  });
});

describe('toEventInput', () => {
  it('draws the event from its start to display_end in its role colour', () => {
    const event = calendarEvent({
      id: 5,
      color: '#1971c2',
      display_end: '2026-11-26T10:05:00.000Z',
    });
    expect(toEventInput(event)).toMatchObject({
      id: '5',
      title: 'Match 5',
      start: '2026-11-26T10:00:00.000Z',
      end: '2026-11-26T10:05:00.000Z',
      backgroundColor: '#1971c2',
      borderColor: '#1971c2',
      classNames: [],
      extendedProps: { calendarEvent: event },
    });
  });

  it('marks a clash with a class and a red border', () => {
    const input = toEventInput(calendarEvent({ id: 6, is_conflict: true }));
    expect(input.classNames).toEqual(['clutch-calendar-conflict']);
    expect(input.borderColor).toBe('var(--mantine-color-red-6)');
  });

  it('maps days to one input per event id', () => {
    const inputs = toEventInputs([day('2026-11-26', [late, early]), day('2026-11-27', [late])]);
    expect(inputs.map((input) => input.id)).toEqual(['2', '1']);
  });
});

describe('the more button', () => {
  const four = [1, 2, 3, 4].map((id) => calendarEvent({ id }));
  it.each([
    ['month view, 7 events, 4 listed', true, 4, 7, 3],
    ['month view, exactly 4', true, 4, 4, 0],
    ['month view, 2 events', true, 2, 2, 0],
    ['week view, however many', false, 4, 9, 0],
    ['a count below the listed events', true, 4, 2, 0],
  ] as const)(
    '%s: %i listed of %i gives %i hidden',
    (_, isMonthView, listed, dayEvents, hidden) => {
      const events = four.slice(0, listed);
      expect(hiddenEventCount(day('2026-11-26', events, dayEvents), isMonthView)).toBe(hidden);
    },
  );

  it('lists only the busy days of month view', () => {
    const days = [
      day('2026-11-25', four, 4),
      day('2026-11-26', four, 6),
      day('2026-11-27', [], 0),
      day('2026-11-28', four, 5),
    ];
    expect([...moreButtons(days, true)]).toEqual([
      ['2026-11-26', 2],
      ['2026-11-28', 1],
    ]);
    expect(moreButtons(days, false).size).toBe(0);
  });
});

describe('views', () => {
  it.each([
    [375, 'list'],
    [767, 'list'],
    [768, 'month'],
    [1440, 'month'],
  ] as const)('a %ipx wide screen opens in %s view', (width, view) => {
    expect(defaultViewFor(width)).toBe(view);
  });

  it.each([
    ['dayGridMonth', 'month'],
    ['timeGridWeek', 'week'],
    ['timeGridDay', 'day'],
    ['listWeek', 'list'],
    ['multiMonthYear', null],
  ] as const)('FullCalendar view %s is our %s', (type, name) => {
    expect(viewNameOf(type)).toBe(name);
  });
});

describe('the request of a visible range', () => {
  // Tests run in Asia/Kathmandu (UTC+5:45): FullCalendar hands local midnights.
  const localMidnight = (y: number, m: number, d: number) => new Date(y, m - 1, d);

  it('sends the local first and last days (the range end is exclusive) and month_view', () => {
    const range = { start: localMidnight(2026, 10, 26), end: localMidnight(2026, 12, 7) };
    expect(queryForRange(range, 'month', 'Asia/Kathmandu', 'ua')).toEqual({
      date_start: '2026-10-26',
      date_end: '2026-12-06',
      month_view: true,
      tz: 'Asia/Kathmandu',
      lang: 'ua',
    });
  });

  it.each(['week', 'day', 'list'] as const)('asks %s view for every event', (view) => {
    const range = { start: localMidnight(2026, 11, 26), end: localMidnight(2026, 11, 27) };
    expect(queryForRange(range, view, 'Europe/Kyiv', 'en')).toEqual({
      date_start: '2026-11-26',
      date_end: '2026-11-26',
      month_view: false,
      tz: 'Europe/Kyiv',
      lang: 'en',
    });
  });

  it('asks the more view for one whole day', () => {
    expect(queryForDay('2026-11-26', 'UTC', 'cn')).toEqual({
      date_start: '2026-11-26',
      date_end: '2026-11-26',
      month_view: false,
      tz: 'UTC',
      lang: 'cn',
    });
  });
});
