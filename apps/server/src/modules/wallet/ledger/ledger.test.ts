import { describe, expect, it } from 'vitest';
import { accountKey, normalise, UnbalancedPosting, type Leg } from './ledger.js';

const user = (userId: number, amount: number): Leg => ({
  account: { kind: 'user', userId },
  amount,
});

describe('normalise', () => {
  it.each<[string, Leg[], string[]]>([
    ['orders legs by account key', [user(2, -5), user(1, 5)], ['real:user:1', 'real:user:2']],
    [
      'merges legs on one account',
      [user(1, -5), user(2, 3), user(2, 2)],
      ['real:user:1', 'real:user:2'],
    ],
    [
      'drops legs that cancel out',
      [user(1, -5), user(3, 2), user(3, -2), user(2, 5)],
      ['real:user:1', 'real:user:2'],
    ],
  ])('%s', (_name, legs, keys) => {
    expect(normalise({ book: 'real', kind: 'test', legs }).map((leg) => leg.key)).toEqual(keys);
  });

  it.each<[string, Leg[]]>([
    ['a posting that does not sum to zero', [user(1, -5), user(2, 4)]],
    ['fractions of a minor unit', [user(1, -0.5), user(2, 0.5)]],
    ['a posting with one leg', [user(1, 0)]],
    ['legs that cancel to nothing', [user(1, 5), user(1, -5)]],
  ])('refuses %s', (_name, legs) => {
    expect(() => normalise({ book: 'real', kind: 'test', legs })).toThrow(UnbalancedPosting);
  });
});

describe('accountKey', () => {
  it.each([
    ['demo', { kind: 'hold' as const, userId: 4 }, 'demo:hold:4'],
    ['real', { kind: 'jar' as const, jarId: 9 }, 'real:jar:9'],
    ['real', { kind: 'escrow' as const, ownerKey: 'tournament:3' }, 'real:escrow:tournament:3'],
    ['real', { kind: 'clearing' as const, provider: 'stripe' }, 'real:clearing:stripe'],
    ['demo', { kind: 'mint' as const }, 'demo:mint'],
  ] as const)('names a %s account %j as %s', (book, ref, key) => {
    expect(accountKey(book, ref)).toBe(key);
  });
});
