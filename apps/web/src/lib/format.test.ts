import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatCompactNumber, formatDateTime } from './format';

describe('formatCompactNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1050, '1.1k'],
    [1549, '1.5k'],
    [999_949, '999.9k'],
    [999_960, '1M'],
    [2_000_000, '2M'],
    [3_400_000_000, '3.4G'],
    [5e12, '5T'],
    [7.25e15, '7.3P'],
    [1e18, '1E'],
    [2.5e21, '2500E'],
    [-1500, '-1.5k'],
    [12.34, '12.3'],
  ])('shows %d as %s', (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });

  it('takes the number of decimals to keep', () => {
    expect(formatCompactNumber(1234, 2)).toBe('1.23k');
    expect(formatCompactNumber(1234, 0)).toBe('1k');
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('shows %d unread as %s', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  // The web tests run with TZ=Asia/Kathmandu (UTC+05:45), so the viewer's zone is visible here.
  it('shows dd/mm/yyyy hh:mm in the time zone of the viewer', () => {
    expect(formatDateTime('2026-03-09T18:20:00Z')).toBe('10/03/2026 00:05');
    expect(formatDateTime(new Date(Date.UTC(2025, 11, 31, 5, 0)))).toBe('31/12/2025 10:45');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
