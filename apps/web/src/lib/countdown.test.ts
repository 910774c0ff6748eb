import { describe, expect, it } from 'vitest';
import { formatTimeLeft, secondsLeft, timeLeft } from './countdown';

const NOW = new Date('2030-03-01T10:00:00Z');

describe('timeLeft and formatTimeLeft', () => {
  it.each([
    ['a start two days, four hours and a bit away', '2030-03-03T14:05:09Z', '2d 04:05:09', false],
    ['a start within the hour', '2030-03-01T10:59:59Z', '00:59:59', false],
    ['the last half second rounds up to a second', '2030-03-01T10:00:00.500Z', '00:00:01', false],
    ['exactly now', '2030-03-01T10:00:00Z', '00:00:00', true],
    ['a start already passed never goes negative', '2030-03-01T09:00:00Z', '00:00:00', true],
    ['an unreadable start reads as over', 'soon', '00:00:00', true],
    ['exactly one day', '2030-03-02T10:00:00Z', '1d 00:00:00', false],
  ])('%s', (_, start, text, isOver) => {
    const left = timeLeft(start, NOW);
    expect(formatTimeLeft(left, 'd')).toBe(text);
    expect(left.isOver).toBe(isOver);
  });

  it('uses the locale’s word for days', () => {
    expect(formatTimeLeft(timeLeft('2030-03-04T10:00:00Z', NOW), ' дн.')).toBe('3 дн. 00:00:00');
  });
});

describe('secondsLeft', () => {
  it.each([
    ['a turn deadline 30 s away', '2030-03-01T10:00:30Z', 30],
    ['a deadline 29.2 s away still reads 30', '2030-03-01T10:00:29.200Z', 30],
    ['a deadline over a day away counts every second', '2030-03-02T10:00:01Z', 86_401],
    ['a deadline already passed reads zero', '2030-03-01T09:59:00Z', 0],
  ])('%s', (_, deadline, seconds) => {
    expect(secondsLeft(deadline, NOW)).toBe(seconds);
  });
});
