// The few fields of another user that every list shows next to their name (the contract's UserBrief),
// mapped from the users columns every module selects for it.
import type { UserBrief } from '@clutch/contract/common';

/** The users columns a brief needs. */
export interface UserBriefRow {
  id: number;
  username: string;
  avatarUrl: string | null;
}

export const toUserBrief = (row: UserBriefRow): UserBrief => ({
  id: row.id,
  username: row.username,
  avatar_url: row.avatarUrl,
});
