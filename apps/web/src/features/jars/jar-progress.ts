// How full a jar is, for its bar and its donate form. Amounts are compared in hundredths, so 0.1 +
// 0.2 crystals is exactly 0.3 here as it is in the ledger.
import { MINOR_PER_CRYSTAL } from '@clutch/contract/money';
import type { Jar } from '@clutch/contract/jars';

export interface JarProgress {
  /** 0 to 100, rounded down so a bar reads 100 only when the target is met; null when unlimited. */
  percent: number | null;
  /** What may still go in before the target (crystals); null when unlimited. */
  remaining: number | null;
  /** Whether donations are taken now. */
  isOpen: boolean;
}

const minor = (crystals: number) => Math.round(crystals * MINOR_PER_CRYSTAL);

export function jarProgress(
  jar: Pick<Jar, 'target_amount' | 'is_unlimited' | 'collected_amount' | 'status'>,
): JarProgress {
  const isOpen = jar.status === 'open';
  if (jar.is_unlimited || jar.target_amount === null || jar.target_amount <= 0)
    return { percent: null, remaining: null, isOpen };
  const target = minor(jar.target_amount);
  const collected = minor(jar.collected_amount);
  const percent = Math.min(100, Math.floor((collected * 100) / target));
  const remaining = Math.max(0, target - collected) / MINOR_PER_CRYSTAL;
  return { percent: jar.status === 'full' ? 100 : percent, remaining, isOpen };
}

/** The most one donation may be: what the donor has, and no more than the target still needs. */
export function donationLimit(progress: JarProgress, balance: number): number {
  return progress.remaining === null ? balance : Math.min(progress.remaining, balance);
}
