// The two sides' reports of one match result: agreeing reports decide it, a disagreement goes to the
// match's owner (a tournament's creator), and a single report waits for the other side.
import type { Side } from './match.js';

/** What one side (its player, or its team's captain) says happened. */
export interface MatchReport {
  /** The side that reports. */
  readonly side: Side;
  readonly winner: Side;
  readonly scoreA: number;
  readonly scoreB: number;
}

export type ReportOutcome =
  | { status: 'waiting'; missing: Side[] }
  | { status: 'agreed'; winner: Side; scoreA: number; scoreB: number }
  | { status: 'disputed'; a: MatchReport; b: MatchReport };

/** Null when the report could be true: whole non-negative scores, the winner's strictly higher. */
export function reportProblem(report: Omit<MatchReport, 'side'>): string | null {
  const scores = [report.scoreA, report.scoreB];
  if (scores.some((score) => !Number.isInteger(score) || score < 0))
    return 'Scores are whole numbers from 0.';
  const [winning, losing] =
    report.winner === 'a' ? [report.scoreA, report.scoreB] : [report.scoreB, report.scoreA];
  if (winning <= losing) return 'The winner must have the higher score.';
  return null;
}

/**
 * The result once both sides reported the same winner and score; `disputed` (for the creator) when
 * they differ. A side that reports again replaces its earlier report, so the last one counts.
 */
export function reportOutcome(reports: readonly MatchReport[]): ReportOutcome {
  const a = reports.findLast((report) => report.side === 'a');
  const b = reports.findLast((report) => report.side === 'b');
  if (a === undefined || b === undefined) {
    const missing: Side[] = [];
    if (a === undefined) missing.push('a');
    if (b === undefined) missing.push('b');
    return { status: 'waiting', missing };
  }
  if (a.winner !== b.winner || a.scoreA !== b.scoreA || a.scoreB !== b.scoreB)
    return { status: 'disputed', a, b };
  return { status: 'agreed', winner: a.winner, scoreA: a.scoreA, scoreB: a.scoreB };
}
