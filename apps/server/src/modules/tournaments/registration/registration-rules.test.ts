import { describe, expect, it } from 'vitest';
import {
  beforeStartProblem,
  capacityProblem,
  closesAt,
  joinChoice,
  levelOf,
  passwordProblem,
  peopleProblems,
  starterProblem,
  windowProblem,
  type Person,
  type Starter,
} from './registration-rules.js';

const ME = 7;

describe('joinChoice', () => {
  it.each([
    { name: 'a 1_1 caller with no data plays', data: {}, type: '1_1', is: { kind: 'player' } },
    {
      name: 'a 1_1 caller naming themself plays',
      data: { user: ME },
      type: '1_1',
      is: { kind: 'player' },
    },
    {
      name: 'a watcher names themself',
      data: { watcher: ME },
      type: '5_5',
      is: { kind: 'watcher' },
    },
    { name: 'a 5_5 leader names a team', data: { team: 3 }, type: '5_5', is: { team: 3 } },
    { name: 'a 5_5 leader with no data', data: {}, type: '5_5', is: { team: null } },
    { name: 'someone else as watcher', data: { watcher: 8 }, type: '1_1', field: 'watcher' },
    { name: 'someone else as player', data: { user: 8 }, type: '1_1', field: 'user' },
    { name: 'a team in a 1_1', data: { team: 3 }, type: '1_1', field: 'team' },
    { name: 'watcher and team', data: { watcher: ME, team: 3 }, type: '5_5', message: /not both/ },
    {
      name: 'watcher and another user',
      data: { watcher: ME, user: 8 },
      type: '1_1',
      message: /not both/,
    },
  ] as const)('$name', (row) => {
    const choice = joinChoice(row.data, row.type, ME);
    if ('is' in row && row.is) expect(choice).toMatchObject(row.is);
    if ('field' in row) expect(choice).toMatchObject({ field: row.field });
    if ('message' in row && row.message)
      expect((choice as { message: string }).message).toMatch(row.message);
  });
});

describe('the registration window', () => {
  const start = new Date('2026-06-01T12:00:00Z');
  const at = (iso: string) => new Date(iso);
  it.each([
    { now: '2026-06-01T11:29:59Z', status: 'registration', open: true, started: false },
    { now: '2026-06-01T11:30:00Z', status: 'registration', open: false, started: false },
    { now: '2026-06-01T11:59:59Z', status: 'registration', open: false, started: false },
    { now: '2026-06-01T12:00:00Z', status: 'registration', open: false, started: true },
    { now: '2026-05-01T00:00:00Z', status: 'running', open: false, started: true },
    { now: '2026-05-01T00:00:00Z', status: 'cancelled', open: false, started: true },
  ])('at $now a $status tournament: open $open, started $started', (row) => {
    const window = { status: row.status, startTime: start, freezeTime: 30 };
    expect(windowProblem(window, at(row.now)) === null).toBe(row.open);
    expect(beforeStartProblem(window, at(row.now)) !== null).toBe(row.started);
  });

  it('closes freeze_time minutes before the start and says when', () => {
    const window = { status: 'registration', startTime: start, freezeTime: 30 };
    expect(closesAt(window).toISOString()).toBe('2026-06-01T11:30:00.000Z');
    expect(windowProblem(window, start)?.message).toMatch(/closed at 2026-06-01T11:30:00.000Z/);
  });
});

describe('passwordProblem', () => {
  const access = (isOpened: number) => ({
    isOpened,
    playersPassword: isOpened === 2 || isOpened === 4 ? 'p-secret' : null,
    watchersPassword: isOpened === 2 || isOpened === 3 ? 'w-secret' : null,
  });
  it.each([
    { isOpened: 1, kind: 'player', given: undefined, ok: true },
    { isOpened: 1, kind: 'watcher', given: undefined, ok: true },
    { isOpened: 2, kind: 'player', given: 'p-secret', ok: true },
    { isOpened: 2, kind: 'player', given: 'w-secret', ok: false },
    { isOpened: 2, kind: 'watcher', given: 'w-secret', ok: true },
    { isOpened: 2, kind: 'watcher', given: undefined, ok: false },
    { isOpened: 3, kind: 'player', given: undefined, ok: true },
    { isOpened: 3, kind: 'watcher', given: 'wrong', ok: false },
    { isOpened: 4, kind: 'player', given: '', ok: false },
    { isOpened: 4, kind: 'watcher', given: undefined, ok: true },
  ] as const)('is_opened $isOpened, a $kind giving $given: ok $ok', (row) => {
    const problem = passwordProblem(access(row.isOpened), row.kind, row.given, false);
    expect(problem === null).toBe(row.ok);
    if (problem) expect(problem.field).toBe('password');
  });

  it('lets an invited user in without the password', () => {
    expect(passwordProblem(access(2), 'player', undefined, true)).toBeNull();
  });
});

describe('capacityProblem', () => {
  it.each([
    { count: 0, grid: 1, full: false },
    { count: 1, grid: 1, full: false },
    { count: 2, grid: 1, full: true },
    { count: 63, grid: 6, full: false },
    { count: 64, grid: 6, full: true },
    { count: 1024, grid: 10, full: true },
  ])('$count of 2^$grid: full $full', ({ count, grid, full }) => {
    const problem = capacityProblem(count, grid);
    expect(problem !== null).toBe(full);
    if (problem) expect(problem).toMatchObject({ code: 'tournament_full' });
  });
});

describe('peopleProblems', () => {
  const person = (overrides: Partial<Person> = {}): Person => ({
    userId: 1,
    username: 'ann',
    level: 10,
    bannedHere: false,
    bannedFromTournaments: false,
    taken: false,
    isCreator: false,
    ...overrides,
  });
  const limits = { minLvl: 5, maxLvl: 20 };
  it.each([
    { name: 'a clean player', who: person(), kind: 'player', problems: 0 },
    { name: 'level below', who: person({ level: 4 }), kind: 'player', problems: 1 },
    { name: 'level above', who: person({ level: 21 }), kind: 'player', problems: 1 },
    { name: 'level at both edges', who: person({ level: 5 }), kind: 'player', problems: 0 },
    { name: 'a watcher of any level', who: person({ level: 99 }), kind: 'watcher', problems: 0 },
    { name: 'banned here', who: person({ bannedHere: true }), kind: 'watcher', problems: 1 },
    {
      name: 'operator ban',
      who: person({ bannedFromTournaments: true }),
      kind: 'player',
      problems: 1,
    },
    { name: 'already in', who: person({ taken: true }), kind: 'watcher', problems: 1 },
    {
      name: 'the organiser playing',
      who: person({ isCreator: true }),
      kind: 'player',
      problems: 1,
    },
    {
      name: 'the organiser watching',
      who: person({ isCreator: true }),
      kind: 'watcher',
      problems: 0,
    },
    {
      name: 'everything at once',
      who: person({ level: 1, bannedHere: true, bannedFromTournaments: true, taken: true }),
      kind: 'player',
      problems: 4,
    },
  ] as const)('$name: $problems problems', ({ who, kind, problems }) => {
    const found = peopleProblems([who], kind, limits);
    expect(found).toHaveLength(problems);
    found.forEach((message) => expect(message).toContain('ann'));
  });
});

describe('starterProblem', () => {
  const starter = (userId: number, prizePercentage: number, isSubstitute = false): Starter => ({
    userId,
    username: `u${String(userId)}`,
    isSubstitute,
    prizePercentage,
  });
  const five = [starter(1, 60), starter(2, 10), starter(3, 10), starter(4, 10), starter(5, 10)];
  it.each([
    { name: 'five starters holding 100', members: five, ok: true },
    {
      name: 'five starters and a bench without shares',
      members: [...five, starter(6, 0, true)],
      ok: true,
    },
    { name: 'four starters', members: five.slice(0, 4), ok: false },
    {
      name: 'a substitute holding a share',
      members: [...five.slice(0, 4), starter(5, 0), starter(6, 10, true)],
      ok: false,
    },
  ])('$name: ok $ok', ({ members, ok }) => {
    const problem = starterProblem(members);
    expect(problem === null).toBe(ok);
    if (problem) expect(problem.field).toBe('team');
  });
});

describe('levelOf', () => {
  it.each([
    { levels: [], level: 1 },
    { levels: [42], level: 42 },
    { levels: [10, 20, 30, 40, 51], level: 30 },
    { levels: [1, 2], level: 2 },
  ])('$levels → $level', ({ levels, level }) => {
    expect(levelOf(levels)).toBe(level);
  });
});
