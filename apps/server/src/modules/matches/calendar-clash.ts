// What an owner of matches asks before a user commits to more matches (registering, applying,
// accepting an invitation, joining a timed lobby): the matches they already play that the new ones
// would overlap. The calendar module answers it; app.ts hands the function to the owners, since the
// calendar reads their tables and is composed after them.
import type { CalendarClash } from '@clutch/contract/calendar';

export type ClashTarget =
  { kind: 'tournament'; tournamentId: number } | { kind: 'quick_match'; quickMatchId: number };

/** The caller's clashes with the target's matches; empty when there are none. */
export type ClashCheck = (userId: number, target: ClashTarget) => Promise<CalendarClash[]>;

/** For compositions (and tests) without a calendar. */
export const noClashes: ClashCheck = () => Promise.resolve([]);
