// The rules of a jar's target and fill, free of the database: what a create or edit makes of the
// target, which status a fill level means, and whether a donation fits. Amounts are minor units.
import { toCrystals } from '@clutch/contract/money';
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

const crystals = (minor: number) => String(toCrystals(minor));

/**
 * The target after a create (`current` null) or an edit. A target sent without `is_unlimited` makes
 * an unlimited jar limited; `is_unlimited: true` clears the target, and sending both is a mistake.
 * An edit never sets the target below what the jar already holds.
 */
export function targetAfter(
  current: JarTarget | null,
  input: TargetInput,
  collected: number,
): TargetOutcome {
  const isUnlimited =
    input.is_unlimited ??
    (input.target_amount !== undefined ? false : (current?.isUnlimited ?? false));
  if (isUnlimited) {
    if (input.target_amount !== undefined)
      return { ok: false, problem: 'An unlimited jar has no target: leave target_amount out.' };
    return { ok: true, target: { isUnlimited: true, targetAmount: null } };
  }
  const targetAmount = input.target_amount ?? current?.targetAmount ?? null;
  if (targetAmount === null)
    return { ok: false, problem: 'Set a target amount, or make the jar unlimited.' };
  if (targetAmount < collected)
    return {
      ok: false,
      problem: `The jar already holds ${crystals(collected)} crystals; the target cannot be lower.`,
    };
  return { ok: true, target: { isUnlimited: false, targetAmount } };
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
  | { ok: true; status: JarStatus }
  | { ok: false; reason: 'broken' | 'full' | 'over_target'; problem: string };

/** Whether `amount` may go into the jar, and the jar's status after it does. */
export function donationOutcome(jar: JarFill, amount: number): DonationOutcome {
  if (jar.status === 'broken')
    return { ok: false, reason: 'broken', problem: 'This jar is broken; it takes no donations.' };
  if (jar.status === 'full')
    return { ok: false, reason: 'full', problem: 'This jar is full; it takes no more donations.' };
  const collected = jar.collected + amount;
  if (jar.targetAmount !== null && collected > jar.targetAmount)
    return {
      ok: false,
      reason: 'over_target',
      problem: `At most ${crystals(jar.targetAmount - jar.collected)} crystals can still go into this jar.`,
    };
  return { ok: true, status: statusFor(jar.status, jar.targetAmount, collected) };
}
