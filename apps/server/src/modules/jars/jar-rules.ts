// The rules of a jar's target and fill, free of the database: what a create or edit makes of the
// target, which status a fill level means, and whether a donation fits. Amounts are minor units.
import type { LocalizedMessage } from '../../platform/http/localized-errors.js';
import { jarMessage, withAmount } from './jars-messages.js';
import type { JarStatus } from './jars.tables.js';

export interface JarTarget {
  isUnlimited: boolean;
  /** null exactly when unlimited (the database's jars_target check says the same). */
  targetAmount: number | null;
}

export interface TargetInput {
  is_unlimited?: boolean | undefined;
  target_amount?: number | undefined;
}

export type TargetOutcome = { ok: true; target: JarTarget } | { ok: false; problem: string };
export type TargetVerdict =
  { ok: true; target: JarTarget } | { ok: false; message: LocalizedMessage };

/**
 * The target after a create (`current` null) or an edit. A target sent without `is_unlimited` makes
 * an unlimited jar limited; `is_unlimited: true` clears the target, and sending both is a mistake.
 * An edit never sets the target below what the jar already holds. A refusal comes in any language.
 */
export function targetVerdict(
  current: JarTarget | null,
  input: TargetInput,
  collected: number,
): TargetVerdict {
  const isUnlimited =
    input.is_unlimited ??
    (input.target_amount !== undefined ? false : (current?.isUnlimited ?? false));
  if (isUnlimited) {
    if (input.target_amount !== undefined)
      return { ok: false, message: jarMessage('unlimited_has_target') };
    return { ok: true, target: { isUnlimited: true, targetAmount: null } };
  }
  const targetAmount = input.target_amount ?? current?.targetAmount ?? null;
  if (targetAmount === null) return { ok: false, message: jarMessage('target_required') };
  if (targetAmount < collected)
    return { ok: false, message: withAmount('target_below_collected', collected) };
  return { ok: true, target: { isUnlimited: false, targetAmount } };
}

/** targetVerdict with its refusal in English. */
export function targetAfter(
  current: JarTarget | null,
  input: TargetInput,
  collected: number,
): TargetOutcome {
  const verdict = targetVerdict(current, input, collected);
  return verdict.ok ? verdict : { ok: false, problem: verdict.message('en') };
}

/** A broken jar stays broken; a limited jar holding its whole target is full; else open. */
export function statusFor(status: JarStatus, targetAmount: number | null, collected: number) {
  if (status === 'broken') return 'broken';
  return targetAmount !== null && collected >= targetAmount ? 'full' : 'open';
}

export interface JarFill {
  status: JarStatus;
  targetAmount: number | null;
  collected: number;
}

export type DonationOutcome =
  { ok: true; status: JarStatus } | { ok: false; reason: DonationRefusal; problem: string };
type DonationRefusal = 'broken' | 'full' | 'over_target';
export type DonationVerdict =
  | { ok: true; status: JarStatus }
  | { ok: false; reason: DonationRefusal; message: LocalizedMessage };

/** Whether `amount` may go into the jar, and the jar's status after it does. */
export function donationVerdict(jar: JarFill, amount: number): DonationVerdict {
  if (jar.status === 'broken')
    return { ok: false, reason: 'broken', message: jarMessage('broken_no_donations') };
  if (jar.status === 'full')
    return { ok: false, reason: 'full', message: jarMessage('full_no_donations') };
  const collected = jar.collected + amount;
  if (jar.targetAmount !== null && collected > jar.targetAmount)
    return {
      ok: false,
      reason: 'over_target',
      message: withAmount('over_target', jar.targetAmount - jar.collected),
    };
  return { ok: true, status: statusFor(jar.status, jar.targetAmount, collected) };
}

/** donationVerdict with its refusal in English. */
export function donationOutcome(jar: JarFill, amount: number): DonationOutcome {
  const verdict = donationVerdict(jar, amount);
  return verdict.ok
    ? verdict
    : { ok: false, reason: verdict.reason, problem: verdict.message('en') };
}
