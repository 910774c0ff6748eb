import { describe, expect, it } from 'vitest';
import { customPriceCents, toDollars } from './crystal-price.js';

describe('the price of a custom number of crystals', () => {
  it.each([
    { crystals: 300, price: 0.01, cents: 300 },
    { crystals: 100, price: 0.0099, cents: 99 },
    { crystals: 101, price: 0.0099, cents: 100 },
    { crystals: 1, price: 0.001, cents: 1 },
    { crystals: 7, price: 0.001, cents: 1 },
    { crystals: 3, price: 0.333, cents: 100 },
    { crystals: 1, price: 0.0001, cents: 1 },
    { crystals: 100_000, price: 0.01, cents: 100_000 },
    { crystals: 29, price: 0.07, cents: 203 },
    { crystals: 3, price: 1.1, cents: 330 },
  ])(
    'is $cents cents for $crystals crystals at $price dollars each',
    ({ crystals, price, cents }) => {
      expect(customPriceCents(crystals, price)).toBe(cents);
    },
  );

  it.each([
    { cents: 449, dollars: 4.49 },
    { cents: 1, dollars: 0.01 },
    { cents: 100_000, dollars: 1000 },
  ])('shows $cents cents as $dollars dollars', ({ cents, dollars }) => {
    expect(toDollars(cents)).toBe(dollars);
  });
});
