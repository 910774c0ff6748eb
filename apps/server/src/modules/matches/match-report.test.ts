import { describe, expect, it } from 'vitest';
import { reportOutcome, reportProblem, type MatchReport } from './match-report.js';

const r = (side: 'a' | 'b', winner: 'a' | 'b', scoreA: number, scoreB: number): MatchReport => ({
  side,
  winner,
  scoreA,
  scoreB,
});

describe('reportOutcome', () => {
  it.each([
    { name: 'no report', reports: [], outcome: { status: 'waiting', missing: ['a', 'b'] } },
    {
      name: 'only side a',
      reports: [r('a', 'a', 1, 0)],
      outcome: { status: 'waiting', missing: ['b'] },
    },
    {
      name: 'only side b, even conceding',
      reports: [r('b', 'a', 1, 0)],
      outcome: { status: 'waiting', missing: ['a'] },
    },
    {
      name: 'both agree',
      reports: [r('a', 'b', 7, 13), r('b', 'b', 7, 13)],
      outcome: { status: 'agreed', winner: 'b', scoreA: 7, scoreB: 13 },
    },
    {
      name: 'a corrected report that now agrees',
      reports: [r('a', 'a', 1, 0), r('b', 'b', 0, 1), r('a', 'b', 0, 1)],
      outcome: { status: 'agreed', winner: 'b', scoreA: 0, scoreB: 1 },
    },
  ])('$name', ({ reports, outcome }) => {
    expect(reportOutcome(reports)).toEqual(outcome);
  });

  it.each([
    { name: 'both claim the win', a: r('a', 'a', 1, 0), b: r('b', 'b', 0, 1) },
    { name: 'same winner, other score', a: r('a', 'a', 13, 7), b: r('b', 'a', 13, 9) },
  ])('sends "$name" to the creator as disputed', ({ a, b }) => {
    expect(reportOutcome([a, b])).toEqual({ status: 'disputed', a, b });
  });
});

describe('reportProblem', () => {
  it.each([
    { name: 'a clean win', report: r('a', 'a', 16, 14), problem: null },
    { name: 'a 1-0', report: r('b', 'b', 0, 1), problem: null },
    {
      name: 'a draw',
      report: r('a', 'a', 1, 1),
      problem: 'The winner must have the higher score.',
    },
    {
      name: 'the loser ahead',
      report: r('a', 'b', 2, 1),
      problem: 'The winner must have the higher score.',
    },
    {
      name: 'a negative score',
      report: r('a', 'a', 1, -1),
      problem: 'Scores are whole numbers from 0.',
    },
    {
      name: 'a fractional score',
      report: r('a', 'a', 1.5, 0),
      problem: 'Scores are whole numbers from 0.',
    },
  ])('$name: $problem', ({ report, problem }) => {
    expect(reportProblem(report)).toBe(problem);
  });
});
