// The prize-share editor's rule, as the server checks it (percentages.ts there): every player's share
// is a whole percent from 0 to 100 and together they make exactly 100. The editor shows the running sum.
export const SHARE_TOTAL = 100;

/** What a share field holds: a number, or '' while it is being cleared (Mantine's NumberInput). */
export type ShareValue = number | string;

export type ShareProblem = 'not_whole' | 'sum' | null;

export interface ShareCheck {
  /** The sum of the fields that hold whole numbers; empty fields count as 0. */
  sum: number;
  problem: ShareProblem;
}

function wholeShare(value: ShareValue): number | null {
  if (value === '') return 0;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= 0 && number <= SHARE_TOTAL ? number : null;
}

export function checkShares(values: readonly ShareValue[]): ShareCheck {
  let sum = 0;
  let hasBadValue = false;
  for (const value of values) {
    const share = wholeShare(value);
    if (share === null) hasBadValue = true;
    else sum += share;
  }
  if (hasBadValue) return { sum, problem: 'not_whole' };
  return { sum, problem: sum === SHARE_TOTAL ? null : 'sum' };
}

/** The body of PATCH team/{id}/change-percentage/, or null while the shares cannot be saved. */
export function sharesBody(
  shares: readonly { playerId: number; value: ShareValue }[],
): { players: { player_id: number; prize_percentage: number }[] } | null {
  if (checkShares(shares.map((share) => share.value)).problem !== null) return null;
  return {
    players: shares.map((share) => ({
      player_id: share.playerId,
      prize_percentage: wholeShare(share.value) ?? 0,
    })),
  };
}
