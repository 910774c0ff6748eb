import { describe, expect, it } from 'vitest';
import {
  buildJoinBody,
  formatJoinCookie,
  hasJoinCookie,
  JOIN_COOKIE_MAX_AGE_SECONDS,
  needsPassword,
  type JoinChoice,
} from './join-payload';

const base: JoinChoice = { role: 'player', type: '1_1', meId: 7, teamId: null, password: '' };

describe('buildJoinBody', () => {
  it.each([
    ['a 1_1 player joins as themselves', base, 1, { user: 7 }],
    [
      'a watcher puts their own id in the watcher slot',
      { ...base, role: 'watcher' },
      1,
      { watcher: 7 },
    ],
    [
      'a 5_5 watcher still joins as a watcher',
      { ...base, role: 'watcher', type: '5_5', teamId: 3 },
      1,
      { watcher: 7 },
    ],
    ['a 5_5 leader joins with the team', { ...base, type: '5_5', teamId: 3 }, 1, { team: 3 }],
    ['a 5_5 join without a team sends no user', { ...base, type: '5_5' }, 1, {}],
    [
      'a player sends the password when players need one',
      { ...base, password: 'pw' },
      4,
      { user: 7, password: 'pw' },
    ],
    [
      'a player sends no password when only watchers need one',
      { ...base, password: 'pw' },
      3,
      { user: 7 },
    ],
    [
      'a watcher sends the password when both roles need one',
      { ...base, role: 'watcher', password: 'pw' },
      2,
      { watcher: 7, password: 'pw' },
    ],
    ['an invite token goes along', { ...base, token: 'abc' }, 1, { user: 7, token: 'abc' }],
  ] as const)('%s', (_name, choice, isOpened, expected) => {
    expect(buildJoinBody(choice, isOpened)).toEqual(expected);
  });
});

describe('needsPassword', () => {
  it.each([
    [1, false, false],
    [2, true, true],
    [3, false, true],
    [4, true, false],
  ])('is_opened %i asks players %s and watchers %s', (isOpened, player, watcher) => {
    expect(needsPassword(isOpened, 'player')).toBe(player);
    expect(needsPassword(isOpened, 'watcher')).toBe(watcher);
  });
});

describe('the join cookie', () => {
  it('lasts 30 days and is recognised for its tournament only', () => {
    const text = formatJoinCookie(12);
    expect(text).toContain(`Max-Age=${String(JOIN_COOKIE_MAX_AGE_SECONDS)}`);
    expect(JOIN_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
    const jar = `lang=en; ${text.split(';')[0] ?? ''}`;
    expect(hasJoinCookie(jar, 12)).toBe(true);
    expect(hasJoinCookie(jar, 1)).toBe(false);
    expect(hasJoinCookie('tournament_join_120=1', 12)).toBe(false);
    expect(hasJoinCookie('', 12)).toBe(false);
  });
});
