import { describe, expect, it } from 'vitest';
import { organiserTabs } from './organiser-tabs';

describe('organiserTabs', () => {
  it.each([
    [true, 'registration', ['applications', 'bans', 'invites', 'ownership']],
    [false, 'registration', ['bans', 'invites', 'ownership']],
    [true, 'running', ['applications', 'bans', 'invites', 'ownership']],
    [false, 'finished', ['bans']],
    [true, 'cancelled', ['applications', 'bans']],
  ] as const)('with applications %s and status %s shows %j', (applications, status, expected) => {
    expect(organiserTabs({ applications, status })).toEqual(expected);
  });
});
