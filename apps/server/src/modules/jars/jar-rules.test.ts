import { describe, expect, it } from 'vitest';
import { donationOutcome, statusFor, targetAfter, type JarTarget } from './jar-rules.js';

const limited = (targetAmount: number): JarTarget => ({ isUnlimited: false, targetAmount });
const unlimited: JarTarget = { isUnlimited: true, targetAmount: null };

describe('targetAfter', () => {
  it.each([
    {
      name: 'create with a target',
      current: null,
      input: { target_amount: 500 },
      collected: 0,
      want: limited(500),
    },
    {
      name: 'create unlimited',
      current: null,
      input: { is_unlimited: true },
      collected: 0,
      want: unlimited,
    },
    {
      name: 'create limited with a target',
      current: null,
      input: { is_unlimited: false, target_amount: 1 },
      collected: 0,
      want: limited(1),
    },
    {
      name: 'create unlimited with a target',
      current: null,
      input: { is_unlimited: true, target_amount: 5 },
      collected: 0,
      want: null,
    },
    { name: 'create with neither', current: null, input: {}, collected: 0, want: null },
    {
      name: 'create limited without a target',
      current: null,
      input: { is_unlimited: false },
      collected: 0,
      want: null,
    },
    {
      name: 'edit nothing keeps the target',
      current: limited(500),
      input: {},
      collected: 100,
      want: limited(500),
    },
    {
      name: 'edit raises the target',
      current: limited(500),
      input: { target_amount: 900 },
      collected: 500,
      want: limited(900),
    },
    {
      name: 'edit to what it holds',
      current: limited(500),
      input: { target_amount: 300 },
      collected: 300,
      want: limited(300),
    },
    {
      name: 'edit below what it holds',
      current: limited(500),
      input: { target_amount: 299 },
      collected: 300,
      want: null,
    },
    {
      name: 'edit to unlimited clears the target',
      current: limited(500),
      input: { is_unlimited: true },
      collected: 300,
      want: unlimited,
    },
    {
      name: 'edit unlimited keeps it so',
      current: unlimited,
      input: {},
      collected: 10_000,
      want: unlimited,
    },
    {
      name: 'a target makes an unlimited jar limited',
      current: unlimited,
      input: { target_amount: 800 },
      collected: 100,
      want: limited(800),
    },
    {
      name: 'limited again needs a target',
      current: unlimited,
      input: { is_unlimited: false },
      collected: 0,
      want: null,
    },
    {
      name: 'a target under the content of an unlimited jar',
      current: unlimited,
      input: { target_amount: 50 },
      collected: 100,
      want: null,
    },
  ])('$name', ({ current, input, collected, want }) => {
    const outcome = targetAfter(current, input, collected);
    expect(outcome.ok ? outcome.target : null).toEqual(want);
  });

  it('names what the jar already holds when the target is too low', () => {
    expect(targetAfter(limited(1000), { target_amount: 100 }, 250)).toEqual({
      ok: false,
      problem: 'The jar already holds 2.5 crystals; the target cannot be lower.',
    });
  });
});

describe('statusFor', () => {
  it.each([
    { status: 'open', target: 500, collected: 499, want: 'open' },
    { status: 'open', target: 500, collected: 500, want: 'full' },
    { status: 'full', target: 900, collected: 500, want: 'open' },
    { status: 'full', target: null, collected: 500, want: 'open' },
    { status: 'broken', target: 500, collected: 500, want: 'broken' },
    { status: 'open', target: null, collected: 10 ** 9, want: 'open' },
  ] as const)(
    '$status jar holding $collected of $target is $want',
    ({ status, target, collected, want }) => {
      expect(statusFor(status, target, collected)).toBe(want);
    },
  );
});

describe('donationOutcome', () => {
  it.each([
    {
      name: 'into an unlimited jar',
      jar: { status: 'open', targetAmount: null, collected: 5 },
      amount: 10 ** 9,
      want: 'open',
    },
    {
      name: 'below the target',
      jar: { status: 'open', targetAmount: 500, collected: 100 },
      amount: 399,
      want: 'open',
    },
    {
      name: 'exactly to the target',
      jar: { status: 'open', targetAmount: 500, collected: 100 },
      amount: 400,
      want: 'full',
    },
    {
      name: 'past the target',
      jar: { status: 'open', targetAmount: 500, collected: 100 },
      amount: 401,
      want: 'over_target',
    },
    {
      name: 'into a full jar',
      jar: { status: 'full', targetAmount: 500, collected: 500 },
      amount: 1,
      want: 'full',
    },
    {
      name: 'into a broken jar',
      jar: { status: 'broken', targetAmount: null, collected: 0 },
      amount: 1,
      want: 'broken',
    },
  ] as const)('$name', ({ jar, amount, want }) => {
    const outcome = donationOutcome(jar, amount);
    expect(outcome.ok ? outcome.status : outcome.reason).toBe(want);
  });

  it('names how much can still go in', () => {
    expect(
      donationOutcome({ status: 'open', targetAmount: 1000, collected: 750 }, 300),
    ).toMatchObject({
      problem: 'At most 2.5 crystals can still go into this jar.',
    });
  });
});
