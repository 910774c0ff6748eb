import { describe, expect, it } from 'vitest';
import { tallyVotes, type Ballot } from './vote.js';

const b = (voterId: number, candidateId: number): Ballot => ({ voterId, candidateId });
const members = new Set([1, 2, 3, 4, 5]);

describe('tallyVotes', () => {
  it.each([
    { name: 'no ballots: no winner', ballots: [], winner: null, cast: 0 },
    { name: 'a single ballot is a majority of one', ballots: [b(1, 2)], winner: 2, cast: 1 },
    { name: 'two of three win', ballots: [b(1, 2), b(2, 2), b(3, 1)], winner: 2, cast: 3 },
    { name: 'a tie keeps the leader', ballots: [b(1, 2), b(2, 1)], winner: null, cast: 2 },
    {
      name: 'a plurality without majority keeps the leader',
      ballots: [b(1, 2), b(2, 2), b(3, 1), b(4, 3), b(5, 4)],
      winner: null,
      cast: 5,
    },
    {
      name: 'ballots of former members do not count',
      ballots: [b(1, 2), b(9, 3), b(8, 3)],
      winner: 2,
      cast: 1,
    },
    {
      name: 'ballots for former members do not count',
      ballots: [b(1, 9), b(2, 9), b(3, 4)],
      winner: 4,
      cast: 1,
    },
    {
      name: 'exactly half is not a majority',
      ballots: [b(1, 2), b(2, 2), b(3, 3), b(4, 1)],
      winner: null,
      cast: 4,
    },
  ])('$name', ({ ballots, winner, cast }) => {
    const tally = tallyVotes(ballots, members);
    expect(tally.winnerId).toBe(winner);
    expect(tally.cast).toBe(cast);
  });

  it('orders results by votes, then by candidate id', () => {
    const tally = tallyVotes([b(1, 3), b(2, 3), b(3, 5), b(4, 2)], members);
    expect(tally.results).toEqual([
      { candidateId: 3, votes: 2 },
      { candidateId: 2, votes: 1 },
      { candidateId: 5, votes: 1 },
    ]);
  });
});
