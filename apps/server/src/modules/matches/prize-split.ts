// Splitting money exactly, shared by every owner of matches that pays prizes (tournaments, quick
// matches): a percent of an amount, a split by weights, a team's prize split by its percentages.
// Amounts are integer minor units; every split adds up to its amount, so no crystal is lost or made.

export interface Share {
  readonly userId: number;
  readonly percentage: number;
}

export interface Part {
  readonly userId: number;
  readonly amount: number;
}

export function checkAmount(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole, non-negative number of minor units.`);
}

/** floor(amount × percent / 100) for a percent with at most two decimals. */
export function percentOf(amount: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  if (percent < 0 || percent > 100 || Math.abs(basisPoints - percent * 100) > 1e-6)
    throw new RangeError('A percent is 0 to 100 with at most two decimals.');
  return Number((BigInt(amount) * BigInt(basisPoints)) / 10_000n);
}

/**
 * `amount` split by `weights` in whole units (largest remainder): each gets floor(amount·w/W), then
 * the units left over go one each to the largest remainders, ties to the earlier entry.
 * BigInt, because amount·w can pass 2^53.
 */
export function apportion(amount: number, weights: readonly number[]): number[] {
  checkAmount('The amount', amount);
  weights.forEach((weight) => checkAmount('A weight', weight));
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) throw new RangeError('Nothing to split by: every weight is zero.');
  const parts = weights.map((weight, index) => {
    const product = BigInt(amount) * BigInt(weight);
    return { index, whole: product / total, remainder: product % total };
  });
  const shares = parts.map((part) => Number(part.whole));
  const left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = [...parts].sort((x, y) =>
    x.remainder === y.remainder ? x.index - y.index : x.remainder > y.remainder ? -1 : 1,
  );
  for (const part of byRemainder.slice(0, left)) shares[part.index] = (shares[part.index] ?? 0) + 1;
  return shares;
}

/**
 * A team's prize split by its players' whole percents (summing to 100), largest remainder first,
 * ties to the lower user id, so the parts add up to `amount` exactly.
 */
export function splitTeamPrize(amount: number, shares: readonly Share[]): Part[] {
  const ordered = [...shares].sort((x, y) => x.userId - y.userId);
  const total = ordered.reduce((sum, share) => sum + share.percentage, 0);
  if (total !== 100 || ordered.some((share) => !Number.isInteger(share.percentage)))
    throw new RangeError('Prize percentages are whole numbers summing to 100.');
  if (new Set(ordered.map((share) => share.userId)).size !== ordered.length)
    throw new RangeError('A player is listed twice in the prize percentages.');
  const parts = apportion(
    amount,
    ordered.map((share) => share.percentage),
  );
  return ordered.map((share, index) => ({ userId: share.userId, amount: parts[index] ?? 0 }));
}
