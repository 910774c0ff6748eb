import { describe, expect, it } from 'vitest';
import {
  crystalsOfMinor,
  customPrice,
  formatMoney,
  formatSignedCrystals,
  localPrice,
  minorOfCrystals,
} from './money';

const RATES = { UAH: 41.5, CNY: 7.2, EUR: 0.92 };

describe('crystals on screen', () => {
  it.each([
    [100, '+100'],
    [-25.5, '\u221225.5'],
    [0, '0'],
  ])('a change of %d reads %j', (value, expected) => {
    expect(formatSignedCrystals(value, 'en')).toBe(expected);
  });
});

describe('prices in the reader’s money', () => {
  it.each([
    ['ua', 0.99, { amount: 41.09, currency: 'UAH' }],
    ['cn', 9.99, { amount: 71.93, currency: 'CNY' }],
    ['en', 0.99, null],
    ['da', 0.99, null],
  ] as const)('in %s, $%d is %j', (locale, usd, expected) => {
    expect(localPrice(usd, locale, RATES)).toEqual(expected);
  });

  it('is unknown while the rates have not loaded or lack the currency', () => {
    expect(localPrice(1, 'ua', undefined)).toBeNull();
    expect(localPrice(1, 'cn', { UAH: 41.5 })).toBeNull();
    expect(localPrice(1, 'ua', { UAH: 0 })).toBeNull();
  });

  it('writes dollars with two decimals and the currency sign', () => {
    expect(formatMoney(0.99, 'USD', 'en')).toBe('$0.99');
    expect(formatMoney(5, 'USD', 'en')).toBe('$5.00');
    expect(formatMoney(41.09, 'UAH', 'ua')).toMatch(/^41,09\s(грн|₴)$/);
    expect(formatMoney(71.93, 'CNY', 'cn')).toBe('¥71.93');
  });
});

describe('a custom amount’s price', () => {
  it.each([
    [100, 0.01, 1],
    [12_345, 0.01, 123.45],
    [333, 0.015, 5],
    [1, 0.004, 0],
  ])('%d crystals at $%d each cost $%d', (crystals, each, expected) => {
    expect(customPrice(crystals, each)).toBe(expected);
  });
});

describe('minor units', () => {
  it.each([
    [12.5, 1250],
    [0.1, 10],
    [0.29, 29],
    [1000.07, 100_007],
  ])('%d crystals are %d hundredths and back', (crystals, minor) => {
    expect(minorOfCrystals(crystals)).toBe(minor);
    expect(crystalsOfMinor(minor)).toBe(crystals);
  });
});
