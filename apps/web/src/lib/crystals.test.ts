import { describe, expect, it } from 'vitest';
import { formatCrystals, readAmount } from './crystals';

describe('formatCrystals', () => {
  it.each([
    [0, 'en', '0'],
    [12.5, 'en', '12.5'],
    [1250.25, 'en', '1,250.25'],
    [0.1 + 0.2, 'en', '0.3'],
    [1000000, 'cn', '1,000,000'],
    [1250.5, 'ua', '1 250,5'],
    [-3.456, 'en', '-3.46'],
  ] as const)('%d in %s reads %j', (value, locale, expected) => {
    // Ukrainian groups with a narrow no-break space; compare it as a plain space.
    expect(formatCrystals(value, locale).replace(/\s/g, ' ')).toBe(expected);
  });
});

describe('readAmount', () => {
  it.each([
    ['12', undefined, { crystals: 12, problem: null }],
    [' 12.5 ', undefined, { crystals: 12.5, problem: null }],
    ['0,75', undefined, { crystals: 0.75, problem: null }],
    ['0.01', undefined, { crystals: 0.01, problem: null }],
    ['', undefined, { crystals: null, problem: 'empty' }],
    ['   ', undefined, { crystals: null, problem: 'empty' }],
    ['1.234', undefined, { crystals: null, problem: 'format' }],
    ['-5', undefined, { crystals: null, problem: 'format' }],
    ['1e3', undefined, { crystals: null, problem: 'format' }],
    ['abc', undefined, { crystals: null, problem: 'format' }],
    ['0', undefined, { crystals: null, problem: 'zero' }],
    ['0.00', undefined, { crystals: null, problem: 'zero' }],
    ['10', 10, { crystals: 10, problem: null }],
    ['10.01', 10, { crystals: null, problem: 'over_balance' }],
    ['0.3', 0.1 + 0.2, { crystals: 0.3, problem: null }],
  ] as const)('%j with at most %j crystals gives %j', (text, limit, expected) => {
    expect(readAmount(text, limit)).toEqual(expected);
  });
});
