// What a withdrawal request must satisfy before any crystal is held: a known network, an address in
// its format, an amount within the limits and above the network fee, and room under the daily limit.
// Amounts are minor units; messages show crystals, since they go to the user as they are.
import type { FieldErrors } from '@clutch/contract/errors';
import { toCrystals } from '@clutch/contract/money';
import { findNetwork, isAddressOf, NETWORK_CODES, type WithdrawNetwork } from './networks.js';

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
  const crystals = toCrystals(minor);
  return `${String(crystals)} ${crystals === 1 ? 'crystal' : 'crystals'}`;
}

function amountProblem(
  amount: number,
  limits: WithdrawLimits,
  network: WithdrawNetwork | undefined,
): string | null {
  if (amount < limits.min) return `The smallest withdrawal is ${crystalsText(limits.min)}.`;
  if (amount > limits.max) return `The largest withdrawal is ${crystalsText(limits.max)}.`;
  if (network && amount <= network.fee)
    return `The amount must be more than the ${network.code} fee of ${crystalsText(network.fee)}.`;
  return null;
}

/** Every problem of the request at once, by field, so the form can show them all. */
export function checkWithdrawRequest(
  request: WithdrawRequest,
  limits: WithdrawLimits,
): RequestCheck {
  const fields: FieldErrors = {};
  const network = findNetwork(request.network);
  if (!network) fields['network'] = [`Choose a network we pay out over: ${NETWORK_CODES}.`];
  else if (!isAddressOf(network, request.address))
    fields['address'] = [
      `This is not a ${network.code} address. It looks like ${network.example}.`,
    ];
  const amount = amountProblem(request.amount, limits, network);
  if (amount) fields['amount'] = [amount];
  if (!network || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, network };
}

/** Why `amount` would pass the daily limit given what was withdrawn in the last 24 hours; null if not. */
export function dailyLimitProblem(
  amount: number,
  used: number,
  limits: WithdrawLimits,
): string | null {
  if (used + amount <= limits.dailyMax) return null;
  const left = Math.max(0, limits.dailyMax - used);
  return `This would pass the daily withdrawal limit of ${crystalsText(limits.dailyMax)}: ${crystalsText(left)} left for the next 24 hours.`;
}

export function needsApproval(amount: number, limits: WithdrawLimits): boolean {
  return amount > limits.approvalAbove;
}
