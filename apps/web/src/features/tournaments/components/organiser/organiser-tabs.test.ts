import { describe, expect, it } from 'vitest';
import { organiserTabs } from './organiser-tabs';

describe('organiserTabs', () => {
  it.each([
    [true, 'registration', ['applications', 'bans', 'invites', 'prizes', 'ownership']],
    [false, 'registration', ['bans', 'invites', 'prizes', 'ownership']],
    [true, 'running', ['applications', 'bans', 'invites', 'prizes', 'ownership']],
    [false, 'finished', ['bans']],
    [true, 'cancelled', ['applications', 'bans']],
  ] as const)('with applications %s and status %s shows %j', (applications, status, expected) => {
    expect(organiserTabs({ applications, status })).toEqual(expected);
  });
});
