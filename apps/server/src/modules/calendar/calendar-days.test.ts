import { describe, expect, it } from 'vitest';
import {
  buildDays,
  CALENDAR_COLOURS,
  colourOf,
  conflictsOf,
  displayEndOf,
  isValidTimeZone,
  MAX_RANGE_DAYS,
  roundLabel,
  type CalendarEntry,
  type CalendarRoles,
} from './calendar-days.js';

const NO_ROLES: CalendarRoles = {
  organizer: false,
  player: false,
  pending: false,
  watcher: false,
  caster: false,
};

type EntryInput = Partial<Omit<CalendarEntry, 'startTime' | 'endTime' | 'roles'>> & {
  start: string;
  end?: string | null;
  roles?: Partial<CalendarRoles>;
};

function entry({ start, end = null, roles = {}, ...rest }: EntryInput): CalendarEntry {
  const id = rest.id ?? 1;
  return {
    id,
    kind: 'tournament_match',
    matchId: 100 + id,
    tournamentId: 7,
    title: 'Cup',
    game: 2,
    status: 'scheduled',
    level: 1,
    grid: 3,
    lost: false,
    playerStatus: null,
    ...rest,
    startTime: new Date(start),
    endTime: end === null ? null : new Date(end),
    roles: { ...NO_ROLES, player: true, ...roles },
  };
}

const range = (from: string, to: string, timeZone: string, monthView = false) => ({
  from: new Date(from),
  to: new Date(to),
  timeZone,
  monthView,
});

/** The dates a day list shows the event `id` on. */
const datesOf = (days: ReturnType<typeof buildDays>, id: number) =>
  days.filter((day) => day.events.some((event) => event.id === id)).map((day) => day.date);

const byNumber = (a: number, b: number) => a - b;

describe('roundLabel', () => {
  it.each([
    { grid: 0, level: 1, label: '1' },
    { grid: 0, level: 3, label: '1' },
    { grid: 1, level: 1, label: '1' },
    { grid: 1, level: 2, label: '1' },
    { grid: 2, level: 1, label: '1' },
    { grid: 2, level: 2, label: '1/2' },
    { grid: 3, level: 3, label: '1/4' },
    { grid: 4, level: 4, label: '1/8' },
    { grid: 5, level: 5, label: '1/16' },
    { grid: 6, level: 6, label: '1/32' },
    { grid: 7, level: 7, label: '1/64' },
    { grid: 8, level: 8, label: '1/128' },
    { grid: 8, level: 1, label: '1' },
    { grid: 8, level: 2, label: '1/2' },
  ])('labels level $level of grid $grid "$label"', ({ grid, level, label }) => {
    expect(roundLabel(grid, level)).toBe(label);
  });

  it('labels every level of grids 2 to 8 by the places left: 1/2^(level-1)', () => {
    for (let grid = 2; grid <= 8; grid++)
      for (let level = 1; level <= grid; level++)
        expect(roundLabel(grid, level)).toBe(level === 1 ? '1' : `1/${String(2 ** (level - 1))}`);
  });
});

describe('colourOf', () => {
  it.each([
    { roles: { organizer: true, player: true, watcher: true }, colour: CALENDAR_COLOURS.organizer },
    { roles: { player: true, pending: true, caster: true }, colour: CALENDAR_COLOURS.player },
    { roles: { pending: true, caster: true, watcher: true }, colour: CALENDAR_COLOURS.pending },
    { roles: { caster: true, watcher: true }, colour: CALENDAR_COLOURS.caster },
    { roles: { watcher: true }, colour: CALENDAR_COLOURS.watcher },
    { roles: {}, colour: CALENDAR_COLOURS.watcher },
  ])('colours roles $roles with $colour', ({ roles, colour }) => {
    expect(colourOf({ ...NO_ROLES, ...roles })).toBe(colour);
  });

  it('gives each role its own hex colour', () => {
    const colours = Object.values(CALENDAR_COLOURS);
    expect(new Set(colours).size).toBe(5);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe('displayEndOf', () => {
  it.each([
    { end: null, shown: '2026-05-10T10:05:00.000Z' },
    { end: '2026-05-10T10:00:00Z', shown: '2026-05-10T10:05:00.000Z' },
    { end: '2026-05-10T10:04:59Z', shown: '2026-05-10T10:05:00.000Z' },
    { end: '2026-05-10T10:05:00Z', shown: '2026-05-10T10:05:00.000Z' },
    { end: '2026-05-10T09:00:00Z', shown: '2026-05-10T10:05:00.000Z' },
    { end: '2026-05-10T11:30:00Z', shown: '2026-05-10T11:30:00.000Z' },
  ])('shows a match starting 10:00 and ending $end until $shown', ({ end, shown }) => {
    const start = new Date('2026-05-10T10:00:00Z');
    expect(
      displayEndOf({ startTime: start, endTime: end === null ? null : new Date(end) }),
    ).toEqual(new Date(shown));
  });
});

describe('conflictsOf', () => {
  const at = (minute: number) => `2026-05-10T10:${String(minute).padStart(2, '0')}:00Z`;

  it.each([
    {
      name: 'two overlapping matches both clash',
      entries: [
        [1, 0, 30],
        [2, 20, 50],
      ],
      ids: [1, 2],
    },
    {
      name: 'one ending as the next starts does not',
      entries: [
        [1, 0, 30],
        [2, 30, 50],
      ],
      ids: [],
    },
    {
      name: 'a match inside another clashes',
      entries: [
        [1, 0, 50],
        [2, 10, 20],
      ],
      ids: [1, 2],
    },
    {
      name: 'equal starts clash',
      entries: [
        [1, 10, 20],
        [2, 10, 20],
      ],
      ids: [1, 2],
    },
    {
      name: 'a chain of three clashes all three, though the ends do not meet',
      entries: [
        [1, 0, 20],
        [2, 15, 40],
        [3, 35, 55],
      ],
      ids: [1, 2, 3],
    },
    {
      name: 'a long match clashes with each short one after it',
      entries: [
        [1, 0, 59],
        [2, 5, 10],
        [3, 20, 25],
        [4, 30, 35],
      ],
      ids: [1, 2, 3, 4],
    },
    {
      name: 'only the overlapping pair of three clashes',
      entries: [
        [1, 0, 10],
        [2, 20, 30],
        [3, 25, 40],
      ],
      ids: [2, 3],
    },
    {
      name: 'matches without an end last five minutes',
      entries: [
        [1, 0, null],
        [2, 4, null],
        [3, 8, null],
      ],
      ids: [1, 2, 3],
    },
    {
      name: 'five minutes apart without ends do not clash',
      entries: [
        [1, 0, null],
        [2, 5, null],
      ],
      ids: [],
    },
    {
      name: 'a short match still lasts five minutes',
      entries: [
        [1, 0, 1],
        [2, 3, 10],
      ],
      ids: [1, 2],
    },
  ] as const)('$name', ({ entries, ids }) => {
    const built = entries.map(([id, from, to]) =>
      entry({ id, start: at(from), end: to === null ? null : at(to) }),
    );
    expect([...conflictsOf(built)].sort(byNumber)).toEqual(ids);
    expect([...conflictsOf([...built].reverse())].sort(byNumber)).toEqual(ids);
  });

  it.each([
    { role: 'a pending application', roles: { player: false, pending: true } },
    { role: 'a watched match', roles: { player: false, watcher: true } },
    { role: 'a cast match', roles: { player: false, caster: true } },
    { role: 'an organised match', roles: { player: false, organizer: true } },
  ])('does not count $role against a played one', ({ roles }) => {
    const played = entry({ id: 1, start: at(0), end: at(30) });
    const other = entry({ id: 2, start: at(10), end: at(20), roles });
    expect(conflictsOf([played, other]).size).toBe(0);
  });

  it('counts a match the user plays and also organises', () => {
    const played = entry({ id: 1, start: at(0), end: at(30) });
    const organised = entry({ id: 2, start: at(10), end: at(20), roles: { organizer: true } });
    expect([...conflictsOf([played, organised])].sort(byNumber)).toEqual([1, 2]);
  });
});

/** A small seeded generator, so the random cases are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Every pair compared: the slow, obvious answer the sweep must match. */
function clashesByPairs(entries: readonly CalendarEntry[]): number[] {
  const played = entries.filter((e) => e.roles.player);
  const overlaps = (a: CalendarEntry, b: CalendarEntry) =>
    a.startTime < displayEndOf(b) && b.startTime < displayEndOf(a);
  return played
    .filter((a) => played.some((b) => b !== a && overlaps(a, b)))
    .map((e) => e.id)
    .sort(byNumber);
}

describe('conflictsOf against every pair', () => {
  it('agrees with comparing every pair on 500 random days', () => {
    const random = seeded(42);
    const minute = (n: number) => new Date(Date.UTC(2026, 4, 10, 10) + n * 60_000).toISOString();
    for (let run = 0; run < 500; run++) {
      const entries = Array.from({ length: 1 + Math.floor(random() * 12) }, (_, index) => {
        const from = Math.floor(random() * 120);
        const length = Math.floor(random() * 40);
        return entry({
          id: index + 1,
          start: minute(from),
          end: random() < 0.2 ? null : minute(from + length),
          roles: { player: random() < 0.7, pending: random() < 0.3 },
        });
      });
      expect([...conflictsOf(entries)].sort(byNumber)).toEqual(clashesByPairs(entries));
    }
  });
});

describe('buildDays: days and time zones', () => {
  it('returns every day of the range, empty ones too, across a month and a year end', () => {
    const days = buildDays([], range('2026-12-30T12:00:00Z', '2027-01-02T12:00:00Z', 'UTC'));
    expect(days).toEqual(
      ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'].map((date) => ({
        date,
        day_events: 0,
        events: [],
      })),
    );
  });

  it('reads the range in the caller’s zone: a Kathmandu new year starts at 18:15 UTC', () => {
    const days = buildDays(
      [],
      range('2026-12-31T18:15:00Z', '2027-01-31T18:14:59Z', 'Asia/Kathmandu', true),
    );
    expect(days.map((day) => day.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2027-01-${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('includes 29 February in a leap year range that crosses months', () => {
    const days = buildDays([], range('2028-02-27T00:00:00Z', '2028-03-01T00:00:00Z', 'UTC'));
    expect(days.map((day) => day.date)).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it.each([
    { timeZone: 'UTC', date: '2026-05-10' },
    { timeZone: 'Europe/Kyiv', date: '2026-05-10' },
    { timeZone: 'Asia/Shanghai', date: '2026-05-11' },
    { timeZone: 'America/New_York', date: '2026-05-10' },
    { timeZone: 'Asia/Kathmandu', date: '2026-05-11' },
  ])('puts a match at 20:30 UTC on $date in $timeZone', ({ timeZone, date }) => {
    const match = entry({ id: 1, start: '2026-05-10T20:30:00Z', end: '2026-05-10T20:40:00Z' });
    const days = buildDays(
      [match],
      range('2026-05-08T12:00:00Z', '2026-05-12T12:00:00Z', timeZone),
    );
    expect(datesOf(days, 1)).toEqual([date]);
  });

  it.each([
    // Kyiv springs forward on 2026-03-29 (+02 to +03): the day ends at 21:00 UTC, not 22:00.
    { timeZone: 'Europe/Kyiv', start: '2026-03-28T21:30:00Z', date: '2026-03-28' },
    { timeZone: 'Europe/Kyiv', start: '2026-03-28T22:00:00Z', date: '2026-03-29' },
    { timeZone: 'Europe/Kyiv', start: '2026-03-29T20:30:00Z', date: '2026-03-29' },
    { timeZone: 'Europe/Kyiv', start: '2026-03-29T21:30:00Z', date: '2026-03-30' },
    // Kyiv falls back on 2026-10-25 (+03 to +02): the day runs 21:00 UTC to 22:00 UTC next day.
    { timeZone: 'Europe/Kyiv', start: '2026-10-24T20:30:00Z', date: '2026-10-24' },
    { timeZone: 'Europe/Kyiv', start: '2026-10-24T21:00:00Z', date: '2026-10-25' },
    { timeZone: 'Europe/Kyiv', start: '2026-10-25T21:30:00Z', date: '2026-10-25' },
    { timeZone: 'Europe/Kyiv', start: '2026-10-25T22:00:00Z', date: '2026-10-26' },
    // New York springs forward on 2026-03-08 (-05 to -04) and falls back on 2026-11-01.
    { timeZone: 'America/New_York', start: '2026-03-08T04:30:00Z', date: '2026-03-07' },
    { timeZone: 'America/New_York', start: '2026-03-08T05:00:00Z', date: '2026-03-08' },
    { timeZone: 'America/New_York', start: '2026-03-09T03:30:00Z', date: '2026-03-08' },
    { timeZone: 'America/New_York', start: '2026-03-09T04:00:00Z', date: '2026-03-09' },
    { timeZone: 'America/New_York', start: '2026-11-01T03:30:00Z', date: '2026-10-31' },
    { timeZone: 'America/New_York', start: '2026-11-01T04:00:00Z', date: '2026-11-01' },
    { timeZone: 'America/New_York', start: '2026-11-02T04:30:00Z', date: '2026-11-01' },
    { timeZone: 'America/New_York', start: '2026-11-02T05:00:00Z', date: '2026-11-02' },
  ])(
    'on a DST change puts a match at $start on $date in $timeZone',
    ({ timeZone, start, date }) => {
      const match = entry({ id: 1, start, end: null });
      const days = buildDays(
        [match],
        range('2026-01-01T12:00:00Z', '2026-12-31T12:00:00Z', timeZone),
      );
      expect(datesOf(days, 1)).toEqual([date]);
    },
  );

  it('throws on an unknown time zone and on a range over the limit', () => {
    expect(isValidTimeZone('Nowhere/Special')).toBe(false);
    expect(() => buildDays([], range('2026-05-01', '2026-05-02', 'Nowhere/Special'))).toThrow(
      RangeError,
    );
    const from = new Date('2026-01-01T00:00:00Z');
    const tooFar = new Date(from.getTime() + MAX_RANGE_DAYS * 86_400_000);
    expect(() => buildDays([], { from, to: tooFar, timeZone: 'UTC', monthView: false })).toThrow(
      RangeError,
    );
  });

  it('returns no days when the range ends before it starts', () => {
    expect(buildDays([], range('2026-05-02T00:00:00Z', '2026-05-01T00:00:00Z', 'UTC'))).toEqual([]);
  });
});

describe('buildDays: placing events', () => {
  const may = (timeZone: string, monthView = false) =>
    range('2026-05-09T12:00:00Z', '2026-05-12T12:00:00Z', timeZone, monthView);

  it.each([
    {
      name: 'a Kyiv match from 23:30 to 00:30 shows on both days',
      timeZone: 'Europe/Kyiv',
      start: '2026-05-10T20:30:00Z',
      end: '2026-05-10T21:30:00Z',
      dates: ['2026-05-10', '2026-05-11'],
    },
    {
      name: 'a match ending at local midnight stays on its day',
      timeZone: 'Europe/Kyiv',
      start: '2026-05-10T20:30:00Z',
      end: '2026-05-10T21:00:00Z',
      dates: ['2026-05-10'],
    },
    {
      name: 'a match of one minute at 23:58 Kathmandu reaches past midnight as five',
      timeZone: 'Asia/Kathmandu',
      start: '2026-05-10T18:13:00Z',
      end: '2026-05-10T18:14:00Z',
      dates: ['2026-05-10', '2026-05-11'],
    },
    {
      name: 'a match without an end at 23:56 New York reaches past midnight as five',
      timeZone: 'America/New_York',
      start: '2026-05-11T03:56:00Z',
      end: null,
      dates: ['2026-05-10', '2026-05-11'],
    },
    {
      name: 'a match without an end at 23:55 New York stays on its day',
      timeZone: 'America/New_York',
      start: '2026-05-11T03:55:00Z',
      end: null,
      dates: ['2026-05-10'],
    },
    {
      name: 'a match running for days shows on each of them, within the range only',
      timeZone: 'UTC',
      start: '2026-05-01T10:00:00Z',
      end: '2026-06-01T10:00:00Z',
      dates: ['2026-05-09', '2026-05-10', '2026-05-11', '2026-05-12'],
    },
    {
      name: 'a match outside the range shows nowhere',
      timeZone: 'UTC',
      start: '2026-05-13T00:00:00Z',
      end: '2026-05-13T01:00:00Z',
      dates: [],
    },
  ])('$name', ({ timeZone, start, end, dates }) => {
    const days = buildDays([entry({ id: 1, start, end })], may(timeZone));
    expect(datesOf(days, 1)).toEqual(dates);
  });

  it('describes a tournament match fully, with ISO UTC times', () => {
    const match = entry({
      id: 9,
      matchId: 55,
      tournamentId: 4,
      grid: 4,
      level: 3,
      start: '2026-05-10T10:00:00Z',
      end: '2026-05-10T10:02:00Z',
      roles: { player: true, caster: true },
      lost: true,
      playerStatus: 'ready',
    });
    const [day] = buildDays([match], range('2026-05-10', '2026-05-10', 'UTC'));
    expect(day).toEqual({
      date: '2026-05-10',
      day_events: 1,
      events: [
        {
          id: 9,
          kind: 'tournament_match',
          title: 'Cup',
          game: 2,
          match: {
            id: 55,
            start_time: '2026-05-10T10:00:00.000Z',
            end_time: '2026-05-10T10:02:00.000Z',
            level: 3,
            status: 'scheduled',
          },
          tournament: { id: 4, grid: 4 },
          display_end: '2026-05-10T10:05:00.000Z',
          is_organizer: false,
          is_player: true,
          is_pending: false,
          is_watcher: false,
          is_caster: true,
          is_lose_match: true,
          player_status: 'ready',
          color: CALENDAR_COLOURS.player,
          round_label: '1/4',
          is_conflict: false,
        },
      ],
    });
  });

  it('gives a quick match no tournament and no round label', () => {
    const match = entry({
      id: 3,
      kind: 'quick_match',
      tournamentId: null,
      grid: null,
      level: null,
      start: '2026-05-10T10:00:00Z',
    });
    const [day] = buildDays([match], range('2026-05-10', '2026-05-10', 'UTC'));
    expect(day?.events[0]).toMatchObject({
      kind: 'quick_match',
      tournament: null,
      round_label: null,
    });
  });

  it('marks the clashing matches the user plays, and only those', () => {
    const entries = [
      entry({ id: 1, start: '2026-05-10T10:00:00Z', end: '2026-05-10T11:00:00Z' }),
      entry({ id: 2, start: '2026-05-10T10:30:00Z', end: '2026-05-10T11:30:00Z' }),
      entry({
        id: 3,
        start: '2026-05-10T10:30:00Z',
        end: '2026-05-10T11:30:00Z',
        roles: { player: false, watcher: true },
      }),
    ];
    const [day] = buildDays(entries, range('2026-05-10', '2026-05-10', 'UTC'));
    expect(day?.events.map((event) => [event.id, event.is_conflict])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
  });

  const busyDay = [5, 3, 6, 1, 4, 2].map((id) =>
    entry({
      id,
      // Ids 1 and 2 share a start, so the order falls back to the id.
      start: `2026-05-10T${String(10 + Math.max(id, 2)).padStart(2, '0')}:00:00Z`,
      roles: { player: false, watcher: true },
    }),
  );

  it.each([
    { view: 'month view', monthView: true, maxPerDay: undefined, shown: [1, 2, 3, 4] },
    { view: 'month view, two a day', monthView: true, maxPerDay: 2, shown: [1, 2] },
    { view: 'list view', monthView: false, maxPerDay: undefined, shown: [1, 2, 3, 4, 5, 6] },
  ])('in $view shows $shown of six events and counts all six', (row) => {
    const days = buildDays(busyDay, {
      ...range('2026-05-09T00:00:00Z', '2026-05-11T00:00:00Z', 'UTC', row.monthView),
      ...(row.maxPerDay === undefined ? {} : { maxPerDay: row.maxPerDay }),
    });
    expect(days.map((day) => day.day_events)).toEqual([0, 6, 0]);
    expect(days[1]?.events.map((event) => event.id)).toEqual(row.shown);
  });

  it('keeps a day of exactly four events whole in month view', () => {
    const four = busyDay.filter((event) => event.id <= 4);
    const [day] = buildDays(four, range('2026-05-10', '2026-05-10', 'UTC', true));
    expect(day?.day_events).toBe(4);
    expect(day?.events).toHaveLength(4);
  });
});

describe('hidden events', () => {
  it('are not laid out, yet a match the user hid still clashes with one they see', () => {
    const entries = [
      entry({ id: 1, start: '2026-05-10T10:00:00Z', end: '2026-05-10T11:00:00Z', hidden: true }),
      entry({ id: 2, start: '2026-05-10T10:30:00Z', end: '2026-05-10T11:30:00Z' }),
    ];
    const [day] = buildDays(entries, range('2026-05-10', '2026-05-10', 'UTC'));
    expect(day?.day_events).toBe(1);
    expect(day?.events.map((event) => [event.id, event.is_conflict])).toEqual([[2, true]]);
  });
});
