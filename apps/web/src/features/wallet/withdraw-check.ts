// The withdraw form's checks, mirroring the server's so most mistakes show before sending: the amount
// (a plain decimal, within the per-withdrawal and daily limits and the real balance, more than the
// network fee), the network and the address format the network publishes. Sums run in minor units.
import { parseCrystals } from '@clutch/contract/money';
import type { Network } from '@clutch/contract/wallet';
import { crystalsOfMinor, minorOfCrystals } from './money';

export interface WithdrawDraft {
  amount: string;
  network: string | null;
  address: string;
}

export interface WithdrawContext {
  networks: readonly Network[];
  limits: {
    min: number;
    max: number;
    daily_max: number;
    daily_used: number;
    approval_above: number;
  };
  /** The real balance, in crystals. */
  balance: number;
}

/** One broken rule: a key under wallet.withdraw.errors and the crystals it names, if any. */
export type WithdrawProblem =
  | { key: 'amountRequired' | 'amountFormat' | 'amountPositive' | 'networkRequired' }
  | { key: 'addressRequired' | 'addressFormat' }
  | { key: 'belowMin' | 'aboveMax' | 'aboveDaily' | 'aboveBalance' | 'notAboveFee'; value: number };

export type WithdrawField = 'amount' | 'network' | 'address';

export interface WithdrawCheck {
  problems: Partial<Record<WithdrawField, WithdrawProblem>>;
  /** The amount in crystals when it reads as one. */
  amount: number | null;
  /** What reaches the address: the amount less the network's fee (never below zero). */
  receives: number | null;
  /** Above the approval threshold, an operator approves the withdrawal first. */
  needsApproval: boolean;
}

/** The amount as the server reads it: a comma (how Ukrainian writes decimals) becomes a point. */
export function amountText(typed: string): string {
  return typed.trim().replace(',', '.');
}

function networkOf(draft: WithdrawDraft, networks: readonly Network[]): Network | undefined {
  return networks.find((network) => network.code === draft.network);
}

/** The network's address pattern; a pattern the browser cannot compile checks nothing. */
export function addressMatches(address: string, pattern: string): boolean {
  try {
    return new RegExp(pattern).test(address);
  } catch {
    return true;
  }
}

/** What is left of today's limit, in minor units (never below zero). */
function roomTodayMinor(limits: WithdrawContext['limits']): number {
  return Math.max(0, minorOfCrystals(limits.daily_max) - minorOfCrystals(limits.daily_used));
}

/** What is left of today's limit, in crystals. */
export function leftToday(limits: WithdrawContext['limits']): number {
  return crystalsOfMinor(roomTodayMinor(limits));
}

/** The most that may go out now: the real balance, the per-withdrawal maximum and today's room. */
export function maxWithdrawable({ limits, balance }: WithdrawContext): number {
  const minor = Math.min(
    minorOfCrystals(balance),
    minorOfCrystals(limits.max),
    roomTodayMinor(limits),
  );
  return crystalsOfMinor(Math.max(0, minor));
}

function amountProblem(
  minor: number,
  fee: number | null,
  { limits, balance }: WithdrawContext,
): WithdrawProblem | undefined {
  const room = roomTodayMinor(limits);
  if (minor <= 0) return { key: 'amountPositive' };
  if (minor < minorOfCrystals(limits.min)) return { key: 'belowMin', value: limits.min };
  if (minor > minorOfCrystals(limits.max)) return { key: 'aboveMax', value: limits.max };
  if (minor > room) return { key: 'aboveDaily', value: crystalsOfMinor(room) };
  if (minor > minorOfCrystals(balance)) return { key: 'aboveBalance', value: balance };
  if (fee !== null && minor <= minorOfCrystals(fee)) return { key: 'notAboveFee', value: fee };
  return undefined;
}

function addressProblem(address: string, network: Network | undefined) {
  const trimmed = address.trim();
  if (trimmed === '') return { key: 'addressRequired' } as const;
  if (network !== undefined && !addressMatches(trimmed, network.address_pattern))
    return { key: 'addressFormat' } as const;
  return undefined;
}

export function checkWithdraw(draft: WithdrawDraft, context: WithdrawContext): WithdrawCheck {
  const problems: WithdrawCheck['problems'] = {};
  const network = networkOf(draft, context.networks);
  const text = amountText(draft.amount);
  const minor = text === '' ? undefined : parseCrystals(text);
  if (text === '') problems.amount = { key: 'amountRequired' };
  else if (minor === undefined) problems.amount = { key: 'amountFormat' };
  else {
    const problem = amountProblem(minor, network?.fee ?? null, context);
    if (problem !== undefined) problems.amount = problem;
  }
  if (network === undefined) problems.network = { key: 'networkRequired' };
  const address = addressProblem(draft.address, network);
  if (address !== undefined) problems.address = address;
  const fee = network === undefined ? 0 : minorOfCrystals(network.fee);
  return {
    problems,
    amount: minor === undefined ? null : crystalsOfMinor(minor),
    receives: minor === undefined ? null : crystalsOfMinor(Math.max(0, minor - fee)),
    needsApproval: minor !== undefined && minor > minorOfCrystals(context.limits.approval_above),
  };
}

export function isWithdrawReady(check: WithdrawCheck): boolean {
  return Object.keys(check.problems).length === 0;
}
