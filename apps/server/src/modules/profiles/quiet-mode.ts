// Quiet mode: the notification sound stays off (and notification e-mails wait) until quiet_mode_to.
import type { QuietMode } from '@clutch/contract/profile';
import { localizedFields, messageCatalogue } from '../../platform/http/localized-errors.js';

const quietMessage = messageCatalogue({
  in_the_past: {
    en: 'Choose a time in the future.',
    ua: 'Виберіть час у майбутньому.',
    cn: '请选择将来的时间。',
  },
});

/** "forever" is stored as the last instant a timestamp column and a JS Date both hold comfortably. */
export const QUIET_FOREVER = new Date('9999-12-31T23:59:59.000Z');

/** The instant quiet mode ends, or null to clear it; a chosen time must lie in the future. */
export function quietUntil(mode: QuietMode, now: Date): Date | null {
  if (mode === null) return null;
  if (mode === 'forever') return QUIET_FOREVER;
  if ('seconds' in mode) return new Date(now.getTime() + mode.seconds * 1000);
  const until = new Date(mode.until);
  if (until.getTime() <= now.getTime())
    throw localizedFields({ quiet_mode_to: [quietMessage('in_the_past')] });
  return until;
}
