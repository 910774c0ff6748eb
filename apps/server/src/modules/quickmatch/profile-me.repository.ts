// The quick matches' part of profile/me: the live lobby the user sits in and, while it runs, its
// ready check; one correlated subquery found by the one-live-seat index.
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { AppEvent } from '../../app-events.js';
import type { MeContribution } from '../profiles/profiles.service.js';
import { quickMatchPlayers as players, quickMatches } from './quickmatch.tables.js';

function changedBy(event: AppEvent): readonly number[] {
  switch (event.type) {
    case 'QuickMatchChanged':
    case 'QuickMatchDeleted':
    case 'QuickMatchFinished':
      return event.userIds;
    default:
      return [];
  }
}

/** The subquery's JSON: the live seat's lobby, its ready check, how many are ready. */
const LiveSeatSchema = z
  .object({
    id: z.number().int(),
    status: z.string(),
    deadline: z.string().nullable(),
    is_ready: z.boolean(),
    ready: z.coerce.number().int(),
    total: z.coerce.number().int(),
  })
  .nullable();

const SLOTS = sql`(case ${quickMatches.type} when '5_5' then 10 else 2 end)`;

export const quickMatchMePart: MeContribution = {
  columns: (userId) => ({
    quickMatch: sql`(select json_build_object('id', ${quickMatches.id}, 'status', ${quickMatches.status}, 'deadline', ${quickMatches.readyDeadline}, 'is_ready', ${players.isReady}, 'ready', (select count(*) from ${players} r where r.quick_match_id = ${quickMatches.id} and r.is_ready), 'total', ${SLOTS}) from ${players} join ${quickMatches} on ${quickMatches.id} = ${players.quickMatchId} where ${players.userId} = ${userId} and ${players.isLive} limit 1)`,
  }),
  fill(row) {
    const live = LiveSeatSchema.safeParse(row['quickMatch'] ?? null);
    if (!live.success || live.data === null)
      return { current_quick_match: null, ready_check: null };
    const { id, status, deadline, is_ready, ready, total } = live.data;
    return {
      current_quick_match: { id },
      ready_check:
        status === 'ready_check' && deadline !== null
          ? { match_id: id, deadline: new Date(deadline).toISOString(), is_ready, ready, total }
          : null,
    };
  },
  changedBy,
};
