import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { HISTORY_QUERY_KEY, LIMITS_QUERY_KEY, WALLET_QUERY_KEY } from './api/wallet-keys';
import { returnedOrderId } from './order-return';
import { haveBalancesMoved, refreshWalletAfterProfile, shouldRefreshWallet } from './realtime';

const me = (balance: number, demo_balance = 1000, id = 7) => ({ id, balance, demo_balance });

describe('a pushed profile and the wallet', () => {
  it.each([
    [me(0), me(100), true],
    [me(100), me(100, 900), true],
    [me(100), me(100), false],
    [undefined, me(100), false],
    [me(100), undefined, false],
    [me(0, 1000, 7), me(100, 1000, 8), false],
  ])('from %j to %j the balances moved: %s', (before, after, expected) => {
    expect(haveBalancesMoved(before, after)).toBe(expected);
  });

  it.each([
    [true, me(100), me(100), true],
    [false, me(0), me(100), true],
    [false, me(100), me(100), false],
    [false, undefined, me(100), false],
  ])(
    'a frame that is a push (%s) from %j to %j refreshes the wallet: %s',
    (isPush, before, after, expected) => {
      expect(shouldRefreshWallet({ isPush, before, after })).toBe(expected);
    },
  );

  it('marks the history and the limits stale, and nothing else', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData([...HISTORY_QUERY_KEY, 1], { count: 0 });
    queryClient.setQueryData(LIMITS_QUERY_KEY, { min: 10 });
    queryClient.setQueryData([...WALLET_QUERY_KEY, 'packs'], []);
    const quiet = { isPush: false, before: me(0), after: me(0) };
    expect(refreshWalletAfterProfile(queryClient, quiet)).toBe(false);
    expect(queryClient.getQueryState([...HISTORY_QUERY_KEY, 1])?.isInvalidated).toBe(false);
    // A settled withdrawal moves held crystals only: the push alone must refresh the history.
    expect(refreshWalletAfterProfile(queryClient, { ...quiet, isPush: true })).toBe(true);
    expect(queryClient.getQueryState([...HISTORY_QUERY_KEY, 1])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(LIMITS_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...WALLET_QUERY_KEY, 'packs'])?.isInvalidated).toBe(false);
  });
});

describe('the order a provider returns with', () => {
  it.each([
    ['?order=42', 42],
    ['?order=0', null],
    ['?order=abc', null],
    ['?order=12345678901', null],
    ['', null],
  ])('%j gives %j', (search, expected) => {
    expect(returnedOrderId(new URLSearchParams(search))).toBe(expected);
  });
});
