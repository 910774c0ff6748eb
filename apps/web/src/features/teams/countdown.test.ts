import { describe, expect, it } from 'vitest';
import { cn } from '../../lib/translations/cn';
import { en } from '../../lib/translations/en';
import { ua } from '../../lib/translations/ua';
import { formatRemaining, remainingUntil } from './countdown';

const NOW = new Date('2030-01-01T10:00:00Z');

describe('remainingUntil', () => {
  it.each([
    { endAt: '2030-01-01T12:30:00Z', hours: 2, minutes: 30 },
    { endAt: '2030-01-01T10:00:20Z', hours: 0, minutes: 1 },
    { endAt: '2030-01-01T10:59:01Z', hours: 1, minutes: 0 },
    { endAt: '2030-01-02T10:00:00Z', hours: 24, minutes: 0 },
    { endAt: '2030-01-01T09:00:00Z', hours: 0, minutes: 0 },
    // An offset in the address of the time changes nothing: it is the same instant.
    { endAt: '2030-01-01T16:15:00+05:45', hours: 0, minutes: 30 },
  ])('when the vote ends at $endAt, then $hours h $minutes m are left', (row) => {
    expect(remainingUntil(row.endAt, NOW)).toEqual({ hours: row.hours, minutes: row.minutes });
  });
});

describe('formatRemaining', () => {
  it.each([
    { locale: 'en', units: en.teams.vote.units, text: '2 h 5 m' },
    { locale: 'ua', units: ua.teams.vote.units, text: '2 г 5 хв' },
    { locale: 'cn', units: cn.teams.vote.units, text: '2 小时 5 分钟' },
  ])('when the locale is $locale, then it reads "$text"', (row) => {
    expect(formatRemaining({ hours: 2, minutes: 5 }, row.units)).toBe(row.text);
  });
});
