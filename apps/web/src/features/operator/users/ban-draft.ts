// The ban form's choices and the body they send: a kind, an end (a day, a week, a month from now, a
// typed 'dd/mm/yyyy HH:mm', or forever) and a reason. Pure, so the time arithmetic is tested.
import { type OPERATOR_BAN_KINDS } from '@clutch/contract/operator';
import { daysAfter, readUntil, type UntilProblem } from '../desk/day-time';

export type BanKind = (typeof OPERATOR_BAN_KINDS)[number];
export const BAN_LENGTHS = ['1d', '7d', '30d', 'custom', 'forever'] as const;
export type BanLength = (typeof BAN_LENGTHS)[number];

const LENGTH_DAYS: Partial<Record<BanLength, number>> = { '1d': 1, '7d': 7, '30d': 30 };

export interface BanDraft {
  kind: BanKind;
  length: BanLength;
  /** The typed end when `length` is custom. */
  until: string;
  reason: string;
}

export interface BanBody {
  kind: BanKind;
  until?: string;
  forever?: boolean;
  reason: string;
}

export type BanProblem = UntilProblem | 'reason';

export function banBody(
  draft: BanDraft,
  now: Date,
): { body: BanBody; problem: null } | { body: null; problem: BanProblem } {
  const reason = draft.reason.trim();
  if (reason === '') return { body: null, problem: 'reason' };
  if (draft.length === 'forever')
    return { body: { kind: draft.kind, forever: true, reason }, problem: null };
  const days = LENGTH_DAYS[draft.length];
  if (days !== undefined)
    return {
      body: { kind: draft.kind, until: daysAfter(now, days).toISOString(), reason },
      problem: null,
    };
  const read = readUntil(draft.until, now);
  if (read.problem !== null) return { body: null, problem: read.problem };
  return { body: { kind: draft.kind, until: read.until.toISOString(), reason }, problem: null };
}
