// Prize shares: whole percents, one per player of the team, summing to exactly 100. A player who
// leaves hands their share to the leader, so the sum holds without asking anyone.
import type { FieldErrors } from '@clutch/contract/errors';

export interface Share {
  userId: number;
  percentage: number;
}

/** Null when `shares` names every member once with whole percents 0..100 summing to 100. */
export function sharesProblem(
  memberIds: readonly number[],
  shares: readonly Share[],
): FieldErrors | null {
  const members = new Set(memberIds);
  const seen = new Set<number>();
  for (const share of shares) {
    if (!members.has(share.userId))
      return { players: [`User ${String(share.userId)} is not a player of this team.`] };
    if (seen.has(share.userId))
      return { players: [`User ${String(share.userId)} is listed twice.`] };
    if (!Number.isInteger(share.percentage) || share.percentage < 0 || share.percentage > 100)
      return { players: ['Each share is a whole percent from 0 to 100.'] };
    seen.add(share.userId);
  }
  if (seen.size !== members.size)
    return { players: ['Give a share for every player of the team.'] };
  const sum = shares.reduce((total, share) => total + share.percentage, 0);
  if (sum !== 100)
    return { players: [`The shares must add up to 100; they add up to ${String(sum)}.`] };
  return null;
}
