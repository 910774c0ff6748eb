import { describe, expect, it } from 'vitest';
import { isQuiet, QUIET_OPTIONS, quietStatus } from './quiet-mode';

const NOW = new Date('2026-05-10T12:00:00.000Z');

describe('the quiet-mode menu', () => {
  it('offers 1 hour, 3 hours, 24 hours, 7 days and forever, sent as quiet_mode_to', () => {
    expect(QUIET_OPTIONS).toEqual([
      { value: 3600, label: 'hour' },
      { value: 10_800, label: 'hours3' },
      { value: 86_400, label: 'day' },
      { value: 604_800, label: 'week' },
      { value: 'forever', label: 'forever' },
    ]);
  });
});

describe('a stored quiet_mode_to', () => {
  it.each([
    ['unset', null, { kind: 'off' }],
    ['in the past', '2026-05-10T11:59:59.000Z', { kind: 'off' }],
    ['exactly now', '2026-05-10T12:00:00.000Z', { kind: 'off' }],
    ['unreadable', 'soon', { kind: 'off' }],
    ['the server’s forever', '9999-12-31T23:59:59.000Z', { kind: 'forever' }],
    [
      'an hour ahead',
      '2026-05-10T13:00:00.000Z',
      { kind: 'until', until: new Date('2026-05-10T13:00:00.000Z') },
    ],
  ] as const)('reads %s as %j', (_, stored, expected) => {
    expect(quietStatus(stored, NOW)).toEqual(expected);
  });

  it('keeps the sound off only while quiet_mode_to is in the future', () => {
    expect(isQuiet('2026-05-10T12:00:01.000Z', NOW)).toBe(true);
    expect(isQuiet('2026-05-10T11:00:00.000Z', NOW)).toBe(false);
    expect(isQuiet(null, NOW)).toBe(false);
  });
});
