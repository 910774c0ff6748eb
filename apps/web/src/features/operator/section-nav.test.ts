// Which console section a path opens, from the sections operator/me/ answers for the caller's roles.
import { describe, expect, it } from 'vitest';
import { chooseSection, isConsoleSection, orderedSections } from './section-nav';

describe('the console sections', () => {
  it('are shown in the console order, whatever order the server listed them in', () => {
    expect(orderedSections(['audit', 'content', 'users'])).toEqual(['content', 'users', 'audit']);
  });

  it.each([
    ['support', ['content', 'users'], undefined, { kind: 'redirect', section: 'content' }],
    [
      'moderator',
      ['users', 'reports', 'tournaments'],
      undefined,
      { kind: 'redirect', section: 'users' },
    ],
    ['finance', ['finance'], undefined, { kind: 'redirect', section: 'finance' }],
    [
      'moderator',
      ['users', 'reports', 'tournaments'],
      'reports',
      { kind: 'show', section: 'reports' },
    ],
    ['support', ['content', 'users'], 'staff', { kind: 'refused' }],
    ['no role', [], undefined, { kind: 'refused' }],
  ] as const)('a %s opening %j at %s: %j', (_, open, asked, choice) => {
    expect(chooseSection(asked, open)).toEqual(choice);
  });

  it.each([
    ['content', true],
    ['audit', true],
    ['wallet', false],
    [undefined, false],
  ])('%s is a console section: %s', (value, is) => {
    expect(isConsoleSection(value)).toBe(is);
  });
});
