import { describe, expect, it } from 'vitest';
import { donationLimit, jarProgress } from './jar-progress';

type Input = Parameters<typeof jarProgress>[0];
const jar = (changes: Partial<Input>): Input => ({
  target_amount: 100,
  is_unlimited: false,
  collected_amount: 0,
  status: 'open',
  ...changes,
});

describe('jarProgress', () => {
  it.each([
    ['an empty jar', jar({}), { percent: 0, remaining: 100, isOpen: true }],
    ['a quarter full', jar({ collected_amount: 25 }), { percent: 25, remaining: 75, isOpen: true }],
    [
      'almost full is not shown as full',
      jar({ collected_amount: 99.99 }),
      { percent: 99, remaining: 0.01, isOpen: true },
    ],
    [
      'a full jar',
      jar({ collected_amount: 100, status: 'full' }),
      { percent: 100, remaining: 0, isOpen: false },
    ],
    [
      'cents add up exactly',
      jar({ target_amount: 0.3, collected_amount: 0.1 + 0.2 }),
      { percent: 100, remaining: 0, isOpen: true },
    ],
    [
      'a broken jar keeps what it collected',
      jar({ collected_amount: 40, status: 'broken' }),
      { percent: 40, remaining: 60, isOpen: false },
    ],
    [
      'an unlimited jar has no bar',
      jar({ is_unlimited: true, target_amount: null, collected_amount: 500 }),
      { percent: null, remaining: null, isOpen: true },
    ],
  ])('%s', (_, input, expected) => {
    expect(jarProgress(input)).toEqual(expected);
  });
});

describe('donationLimit', () => {
  it.each([
    ['the balance when the jar needs more', { percent: 0, remaining: 100, isOpen: true }, 30, 30],
    [
      'what the jar still needs when the balance is larger',
      { percent: 90, remaining: 10, isOpen: true },
      30,
      10,
    ],
    ['the balance for an unlimited jar', { percent: null, remaining: null, isOpen: true }, 30, 30],
  ])('is %s', (_, progress, balance, expected) => {
    expect(donationLimit(progress, balance)).toBe(expected);
  });
});
