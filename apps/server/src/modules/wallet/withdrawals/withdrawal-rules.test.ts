import { describe, expect, it } from 'vitest';
import {
  checkWithdrawRequest,
  crystalsText,
  dailyLimitProblem,
  needsApproval,
  type WithdrawLimits,
} from './withdrawal-rules.js';

const LIMITS: WithdrawLimits = {
  min: 1000,
  max: 1_000_000,
  dailyMax: 2_000_000,
  approvalAbove: 100_000,
};
const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const EVM = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';

describe('a withdrawal request', () => {
  it.each([
    { amount: 1000, network: 'TRC20', address: TRON },
    { amount: 1_000_000, network: 'erc20', address: EVM },
    { amount: 1001, network: 'BEP20', address: EVM },
  ])('passes with $amount minor units over $network', (request) => {
    const check = checkWithdrawRequest(request, LIMITS);
    expect(check.ok).toBe(true);
  });

  it.each([
    [
      { amount: 999, network: 'TRC20', address: TRON },
      { amount: ['The smallest withdrawal is 10 crystals.'] },
    ],
    [
      { amount: 1_000_001, network: 'TRC20', address: TRON },
      { amount: ['The largest withdrawal is 10000 crystals.'] },
    ],
    [
      { amount: 2000, network: 'BTC', address: TRON },
      { network: ['Choose a network we pay out over: TRC20, ERC20, BEP20.'] },
    ],
    [
      { amount: 2000, network: 'TRC20', address: EVM },
      {
        address: ['This is not a TRC20 address. It looks like TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7.'],
      },
    ],
    [
      { amount: 1, network: 'BTC', address: 'x' },
      {
        network: ['Choose a network we pay out over: TRC20, ERC20, BEP20.'],
        amount: ['The smallest withdrawal is 10 crystals.'],
      },
    ],
  ])('%j is refused with %j', (request, fields) => {
    expect(checkWithdrawRequest(request, LIMITS)).toEqual({ ok: false, fields });
  });

  it('is refused when the network fee would take all of it', () => {
    const limits = { ...LIMITS, min: 1 };
    expect(checkWithdrawRequest({ amount: 500, network: 'ERC20', address: EVM }, limits)).toEqual({
      ok: false,
      fields: { amount: ['The amount must be more than the ERC20 fee of 5 crystals.'] },
    });
    expect(checkWithdrawRequest({ amount: 501, network: 'ERC20', address: EVM }, limits).ok).toBe(
      true,
    );
  });
});

describe('the daily limit', () => {
  it.each([
    { amount: 1000, used: 0, problem: null },
    { amount: 2_000_000, used: 0, problem: null },
    { amount: 1, used: 1_999_999, problem: null },
    {
      amount: 2,
      used: 1_999_999,
      problem:
        'This would pass the daily withdrawal limit of 20000 crystals: 0.01 crystals left for the next 24 hours.',
    },
    {
      amount: 1000,
      used: 2_500_000,
      problem:
        'This would pass the daily withdrawal limit of 20000 crystals: 0 crystals left for the next 24 hours.',
    },
  ])('with $used used, $amount more: $problem', ({ amount, used, problem }) => {
    expect(dailyLimitProblem(amount, used, LIMITS)).toBe(problem);
  });
});

describe('approval', () => {
  it.each([
    { amount: 99_999, waits: false },
    { amount: 100_000, waits: false },
    { amount: 100_001, waits: true },
  ])('$amount minor units wait for an operator: $waits', ({ amount, waits }) => {
    expect(needsApproval(amount, LIMITS)).toBe(waits);
  });
});

describe('crystals in messages', () => {
  it.each([
    [100, '1 crystal'],
    [50, '0.5 crystals'],
    [1250, '12.5 crystals'],
    [0, '0 crystals'],
  ])('%i minor units read %j', (minor, text) => {
    expect(crystalsText(minor)).toBe(text);
  });
});
