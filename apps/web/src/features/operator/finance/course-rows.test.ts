import { describe, expect, it } from 'vitest';
import { ratesOf, rowsOf } from './course-rows';

describe('the dollar course rows', () => {
  it('list currencies alphabetically and read back the same record', () => {
    const rates = { UAH: 41.5, EUR: 0.92 };
    expect(rowsOf(rates)).toEqual([
      { code: 'EUR', rate: '0.92' },
      { code: 'UAH', rate: '41.5' },
    ]);
    expect(ratesOf(rowsOf(rates))).toEqual({ rates, problem: null });
  });

  it('upper-cases codes, reads a decimal comma and skips blank rows', () => {
    expect(
      ratesOf([
        { code: ' uah ', rate: '41,5' },
        { code: '', rate: '' },
      ]),
    ).toEqual({ rates: { UAH: 41.5 }, problem: null });
  });

  it.each([
    [[], 'empty'],
    [[{ code: 'EURO', rate: '1' }], 'code'],
    [[{ code: 'EUR', rate: '0' }], 'rate'],
    [[{ code: 'EUR', rate: '' }], 'rate'],
    [
      [
        { code: 'EUR', rate: '1' },
        { code: 'eur', rate: '2' },
      ],
      'twice',
    ],
  ] as const)('refuses %j (%s)', (rows, problem) => {
    expect(ratesOf(rows).problem).toBe(problem);
  });
});
