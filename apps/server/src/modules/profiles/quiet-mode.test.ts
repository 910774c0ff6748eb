import { MePatchSchema, type QuietMode } from '@clutch/contract/profile';
import { describe, expect, it } from 'vitest';
import { QUIET_FOREVER, quietUntil } from './quiet-mode.js';

const now = new Date('2026-03-01T12:00:00.000Z');
const parse = (value: unknown) => MePatchSchema.safeParse({ quiet_mode_to: value });

describe('quiet_mode_to', () => {
  it.each<[unknown, string | null]>([
    [3600, '2026-03-01T13:00:00.000Z'],
    ['10800', '2026-03-01T15:00:00.000Z'],
    [86_400, '2026-03-02T12:00:00.000Z'],
    [604_800, '2026-03-08T12:00:00.000Z'],
    ['forever', QUIET_FOREVER.toISOString()],
    [null, null],
    ['', null],
    ['2026-03-01T18:15:00+05:45', '2026-03-01T12:30:00.000Z'],
  ])('set to %j ends quiet mode at %s', (value, expected) => {
    const parsed = parse(value);
    expect(parsed.success).toBe(true);
    const mode: QuietMode = parsed.data?.quiet_mode_to ?? null;
    expect(quietUntil(mode, now)?.toISOString() ?? null).toBe(expected);
  });

  it.each([60, 3601, -3600, 'soon', '2026-13-01T00:00:00Z'])(
    'refuses %j with a message listing the choices',
    (value) => {
      const parsed = parse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/3600, 10800, 86400, 604800 seconds/);
    },
  );

  it('refuses a time that has already passed', () => {
    expect(() => quietUntil({ until: '2026-03-01T11:59:59Z' }, now)).toThrow(
      expect.objectContaining({ fields: { quiet_mode_to: ['Choose a time in the future.'] } }),
    );
  });
});
