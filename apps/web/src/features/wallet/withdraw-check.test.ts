import type { Network } from '@clutch/contract/wallet';
import { describe, expect, it } from 'vitest';
import {
  addressMatches,
  checkWithdraw,
  isWithdrawReady,
  leftToday,
  maxWithdrawable,
  type WithdrawContext,
  type WithdrawDraft,
} from './withdraw-check';

const TRC20: Network = {
  code: 'TRC20',
  name: 'Tron',
  fee: 1.5,
  address_pattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
  address_example: 'TJYeasTPa6gpEEfYqkp4qLh2wTfkzTjWDb',
};
const ERC20: Network = {
  code: 'ERC20',
  name: 'Ethereum',
  fee: 5,
  address_pattern: '^0x[0-9a-fA-F]{40}$',
  address_example: '0x52908400098527886E0F7030069857D2E4169EE7',
};

const CONTEXT: WithdrawContext = {
  networks: [TRC20, ERC20],
  limits: { min: 10, max: 10_000, daily_max: 20_000, daily_used: 19_950, approval_above: 1000 },
  balance: 500,
};

const draft = (changes: Partial<WithdrawDraft> = {}): WithdrawDraft => ({
  amount: '25.5',
  network: 'TRC20',
  address: TRC20.address_example,
  ...changes,
});

describe('checking a withdrawal before sending it', () => {
  it('accepts a good one and says what arrives after the fee', () => {
    const check = checkWithdraw(draft(), CONTEXT);
    expect(check.problems).toEqual({});
    expect(isWithdrawReady(check)).toBe(true);
    expect(check.amount).toBe(25.5);
    expect(check.receives).toBe(24);
    expect(check.needsApproval).toBe(false);
  });

  it('reads a comma as the decimal point, as Ukrainian writes it', () => {
    const check = checkWithdraw(draft({ amount: ' 25,5 ' }), CONTEXT);
    expect(check.problems).toEqual({});
    expect(check.amount).toBe(25.5);
  });

  it.each([
    ['', { key: 'amountRequired' }],
    ['abc', { key: 'amountFormat' }],
    ['1.234', { key: 'amountFormat' }],
    ['-5', { key: 'amountFormat' }],
    ['0', { key: 'amountPositive' }],
    ['9.99', { key: 'belowMin', value: 10 }],
    ['50.01', { key: 'aboveDaily', value: 50 }],
  ])('refuses the amount %j with %j', (amount, problem) => {
    expect(checkWithdraw(draft({ amount }), CONTEXT).problems.amount).toEqual(problem);
  });

  it('refuses more than one withdrawal may take, then more than the balance', () => {
    const roomy = { ...CONTEXT, limits: { ...CONTEXT.limits, daily_used: 0 } };
    expect(checkWithdraw(draft({ amount: '10000.01' }), roomy).problems.amount).toEqual({
      key: 'aboveMax',
      value: 10_000,
    });
    expect(checkWithdraw(draft({ amount: '500.01' }), roomy).problems.amount).toEqual({
      key: 'aboveBalance',
      value: 500,
    });
  });

  it('refuses an amount the network fee would swallow', () => {
    const cheap = { ...CONTEXT, limits: { ...CONTEXT.limits, min: 1 } };
    expect(checkWithdraw(draft({ amount: '1.5' }), cheap).problems.amount).toEqual({
      key: 'notAboveFee',
      value: 1.5,
    });
    expect(checkWithdraw(draft({ amount: '1.51' }), cheap).receives).toBe(0.01);
  });

  it('compares sums exactly, in hundredths', () => {
    const exact = { ...CONTEXT, balance: 0.3, limits: { ...CONTEXT.limits, min: 0.1 } };
    const cheapNet = { ...TRC20, fee: 0.1 };
    const check = checkWithdraw(draft({ amount: '0.3' }), { ...exact, networks: [cheapNet] });
    expect(check.problems).toEqual({});
    expect(check.receives).toBe(0.2);
  });

  it.each([
    ['', 'TRC20', { key: 'addressRequired' }],
    ['   ', 'TRC20', { key: 'addressRequired' }],
    ['0x52908400098527886E0F7030069857D2E4169EE7', 'TRC20', { key: 'addressFormat' }],
    ['TJYeasTPa6gpEEfYqkp4qLh2wTfkzTjWDb', 'ERC20', { key: 'addressFormat' }],
    ['  TJYeasTPa6gpEEfYqkp4qLh2wTfkzTjWDb  ', 'TRC20', undefined],
  ])('checks the address %j on %s', (address, network, problem) => {
    expect(checkWithdraw(draft({ address, network }), CONTEXT).problems.address).toEqual(problem);
  });

  it('asks for a network, and then checks the address only for being there', () => {
    const check = checkWithdraw(draft({ network: null, address: 'anything' }), CONTEXT);
    expect(check.problems.network).toEqual({ key: 'networkRequired' });
    expect(check.problems.address).toBeUndefined();
    expect(check.receives).toBe(25.5);
  });

  it('marks an amount above the threshold as waiting for an operator', () => {
    const rich = { ...CONTEXT, balance: 5000, limits: { ...CONTEXT.limits, daily_used: 0 } };
    expect(checkWithdraw(draft({ amount: '1000' }), rich).needsApproval).toBe(false);
    expect(checkWithdraw(draft({ amount: '1000.01' }), rich).needsApproval).toBe(true);
  });
});

describe('the most one may withdraw now', () => {
  it.each([
    [500, 0, 500],
    [500, 19_950, 50],
    [50_000, 0, 10_000],
    [0, 0, 0],
    [500, 25_000, 0],
  ])('with %d crystals and %d used today it is %d', (balance, used, expected) => {
    const context = { ...CONTEXT, balance, limits: { ...CONTEXT.limits, daily_used: used } };
    expect(maxWithdrawable(context)).toBe(expected);
  });

  it('leaves today’s room at zero once the day’s limit is used up', () => {
    expect(leftToday({ ...CONTEXT.limits, daily_used: 19_999.99 })).toBe(0.01);
    expect(leftToday({ ...CONTEXT.limits, daily_used: 30_000 })).toBe(0);
  });
});

describe('address patterns', () => {
  it('ignore a pattern the browser cannot compile rather than block every address', () => {
    expect(addressMatches('anything', '([')).toBe(true);
    expect(addressMatches('T123', '^T\\d+$')).toBe(true);
    expect(addressMatches('X123', '^T\\d+$')).toBe(false);
  });
});
