// What an owner of matches asks before a user commits to more matches (registering, applying,
// accepting an invitation, joining a timed lobby): the matches they already play that the new ones
// would overlap. The calendar module answers it; app.ts hands the function to the owners, since the
// calendar reads their tables and is composed after them.
import type { CalendarClash } from '@clutch/contract/calendar';
import type { DbOrTx } from '../../platform/db/database.js';

export type ClashTarget =
  { kind: 'tournament'; tournamentId: number } | { kind: 'quick_match'; quickMatchId: number };

/**
 * The caller's clashes with the target's matches; empty when there are none. Asked on the owner's
 * transaction (`db`) after its rules passed, so a refused join is refused rather than warned, and
 * a warning rolls back with the idempotency claim (a retry of a join that went through answers it).
 */
export type ClashCheck = (
  userId: number,
  target: ClashTarget,
  db?: DbOrTx,
) => Promise<CalendarClash[]>;

/** For compositions (and tests) without a calendar. */
export const noClashes: ClashCheck = () => Promise.resolve([]);
