// Quiet mode (spec 2, section 4): the menu's choices and what each sends as quiet_mode_to in
// PATCH profile/me/ (seconds from now, "forever", or null to clear), and how a stored quiet_mode_to
// reads back: off once it has passed, forever when it is the server's far-future stand-in.
import { QUIET_MODE_DURATIONS, QUIET_MODE_FOREVER } from '@clutch/contract/profile';

export type QuietModeValue = (typeof QUIET_MODE_DURATIONS)[number] | typeof QUIET_MODE_FOREVER;
export type QuietOptionLabel = 'hour' | 'hours3' | 'day' | 'week' | 'forever';

export interface QuietOption {
  value: QuietModeValue;
  label: QuietOptionLabel;
}

const LABELS: Record<(typeof QUIET_MODE_DURATIONS)[number], QuietOptionLabel> = {
  3600: 'hour',
  10_800: 'hours3',
  86_400: 'day',
  604_800: 'week',
};

/** In the menu's order: the four lengths of the spec, then "forever" (its "very large value"). */
export const QUIET_OPTIONS: readonly QuietOption[] = [
  ...QUIET_MODE_DURATIONS.map((seconds) => ({ value: seconds, label: LABELS[seconds] })),
  { value: QUIET_MODE_FOREVER, label: 'forever' },
];

/** "forever" is stored as a date this far ahead or more (the server uses 9999-12-31). */
const FOREVER_AFTER_YEARS = 100;

export type QuietStatus = { kind: 'off' } | { kind: 'forever' } | { kind: 'until'; until: Date };

export function quietStatus(quietModeTo: string | null, now: Date): QuietStatus {
  if (quietModeTo === null) return { kind: 'off' };
  const until = new Date(quietModeTo);
  if (Number.isNaN(until.getTime()) || until.getTime() <= now.getTime()) return { kind: 'off' };
  const foreverFrom = new Date(now);
  foreverFrom.setFullYear(foreverFrom.getFullYear() + FOREVER_AFTER_YEARS);
  return until >= foreverFrom ? { kind: 'forever' } : { kind: 'until', until };
}

/** The sound plays only while quiet_mode_to is in the past (or unset). */
export function isQuiet(quietModeTo: string | null, now: Date): boolean {
  return quietStatus(quietModeTo, now).kind !== 'off';
}
