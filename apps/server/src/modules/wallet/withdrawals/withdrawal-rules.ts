// What a withdrawal request must satisfy before any crystal is held: a known network, an address in
// its format, an amount within the limits and above the network fee, and room under the daily limit.
// Amounts are minor units; messages show crystals, in any language the API answers in.
import type { FieldErrors } from '@clutch/contract/errors';
import type { LocalizedMessage } from '../../../platform/http/localized-errors.js';
import { crystalsIn, walletMessage, withCrystals } from '../wallet-messages.js';
import {
  findNetwork,
  isAddressOf,
  NETWORKS,
  networkCodes,
  type WithdrawNetwork,
} from './networks.js';

export interface WithdrawLimits {
  min: number;
  max: number;
  /** Most a user may withdraw in any 24 hours, counting what is still on its way. */
  dailyMax: number;
  /** Withdrawals above this wait for an operator. */
  approvalAbove: number;
}

export interface WithdrawRequest {
  amount: number;
  network: string;
  address: string;
}

export type RequestCheck =
  { ok: true; network: WithdrawNetwork } | { ok: false; fields: FieldErrors };

export function crystalsText(minor: number): string {
  return crystalsIn(minor, 'en');
}

function amountProblem(
  amount: number,
  limits: WithdrawLimits,
  network: WithdrawNetwork | undefined,
): LocalizedMessage | null {
  if (amount < limits.min) return withCrystals('withdraw_smallest', { min: limits.min });
  if (amount > limits.max) return withCrystals('withdraw_largest', { max: limits.max });
  if (network && amount <= network.fee)
    return withCrystals('withdraw_below_fee', { fee: network.fee }, { network: network.code });
  return null;
}

/** Every problem of the request at once, by field, in any language; empty when there is none. */
export function withdrawRequestProblems(
  request: WithdrawRequest,
  limits: WithdrawLimits,
  networks: readonly WithdrawNetwork[] = NETWORKS,
): Record<string, LocalizedMessage[]> {
  const problems: Record<string, LocalizedMessage[]> = {};
  const network = findNetwork(request.network, networks);
  if (!network)
    problems['network'] = [
      networks.length === 0
        ? walletMessage('withdrawals_paused')
        : walletMessage('choose_network', { networks: networkCodes(networks) }),
    ];
  else if (!isAddressOf(network, request.address))
    problems['address'] = [
      walletMessage('not_an_address', { network: network.code, example: network.example }),
    ];
  const amount = amountProblem(request.amount, limits, network);
  if (amount) problems['amount'] = [amount];
  return problems;
}

/** Every problem of the request at once, by field (in English), so the form can show them all. */
export function checkWithdrawRequest(
  request: WithdrawRequest,
  limits: WithdrawLimits,
  networks: readonly WithdrawNetwork[] = NETWORKS,
): RequestCheck {
  const network = findNetwork(request.network, networks);
  const problems = withdrawRequestProblems(request, limits, networks);
  if (!network || Object.keys(problems).length > 0) {
    const fields: FieldErrors = {};
    for (const [field, list] of Object.entries(problems))
      fields[field] = list.map((message) => message('en'));
    return { ok: false, fields };
  }
  return { ok: true, network };
}

/** Why `amount` would pass the daily limit given what was withdrawn in the last 24 hours; null if not. */
export function dailyLimitMessage(
  amount: number,
  used: number,
  limits: WithdrawLimits,
): LocalizedMessage | null {
  if (used + amount <= limits.dailyMax) return null;
  const left = Math.max(0, limits.dailyMax - used);
  return withCrystals('daily_limit', { limit: limits.dailyMax, left });
}

/** dailyLimitMessage in English. */
export function dailyLimitProblem(
  amount: number,
  used: number,
  limits: WithdrawLimits,
): string | null {
  return dailyLimitMessage(amount, used, limits)?.('en') ?? null;
}

export function needsApproval(amount: number, limits: WithdrawLimits): boolean {
  return amount > limits.approvalAbove;
}
