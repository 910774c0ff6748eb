import { describe, expect, it } from 'vitest';
import { checkShares, sharesBody } from './percentages';

describe('checkShares', () => {
  it.each([
    { values: [100], sum: 100, problem: null },
    { values: [60, 40], sum: 100, problem: null },
    { values: [50, '50'], sum: 100, problem: null },
    { values: [60, 30], sum: 90, problem: 'sum' },
    { values: [60, 50], sum: 110, problem: 'sum' },
    { values: [100, ''], sum: 100, problem: null },
    { values: ['', ''], sum: 0, problem: 'sum' },
    { values: [50.5, 49.5], sum: 0, problem: 'not_whole' },
    { values: [-10, 110], sum: 0, problem: 'not_whole' },
    { values: [90, 'abc'], sum: 90, problem: 'not_whole' },
  ])('when the shares are $values, then the sum is $sum and the problem $problem', (row) => {
    expect(checkShares(row.values)).toEqual({ sum: row.sum, problem: row.problem });
  });
});

describe('sharesBody', () => {
  it('when the shares make 100, then it sends every player with a whole number', () => {
    expect(
      sharesBody([
        { playerId: 1, value: 70 },
        { playerId: 2, value: '30' },
        { playerId: 3, value: '' },
      ]),
    ).toEqual({
      players: [
        { player_id: 1, prize_percentage: 70 },
        { player_id: 2, prize_percentage: 30 },
        { player_id: 3, prize_percentage: 0 },
      ],
    });
  });

  it('when the shares do not make 100, then there is nothing to send', () => {
    expect(sharesBody([{ playerId: 1, value: 99 }])).toBeNull();
  });
});
