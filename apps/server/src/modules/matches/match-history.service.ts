// A team's matches across every owner, newest first: each owner (tournaments now, quick matches
// next) lists its own, and this merges their pages, so teams ask one place.
import type { TeamMatch } from '@clutch/contract/teams';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';

/** An owner's matches of a team, newest first (by start time), one window of them and the count. */
export interface MatchHistorySource {
  ofTeam(teamId: number, window: PageWindow): Promise<Counted<TeamMatch>>;
}

const newestFirst = (x: TeamMatch, y: TeamMatch) =>
  y.start_time.localeCompare(x.start_time) || y.id - x.id;

export function createMatchHistory(sources: readonly MatchHistorySource[]) {
  return {
    async ofTeam(teamId: number, window: PageWindow): Promise<Counted<TeamMatch>> {
      const [only] = sources;
      if (sources.length === 1 && only) return only.ofTeam(teamId, window);
      // The window of the merged list lies within the first offset + limit of every source.
      const head = { offset: 0, limit: window.offset + window.limit };
      const pages = await Promise.all(sources.map((source) => source.ofTeam(teamId, head)));
      const merged = pages.flatMap((page) => page.results).sort(newestFirst);
      return {
        count: pages.reduce((sum, page) => sum + page.count, 0),
        results: merged.slice(window.offset, window.offset + window.limit),
      };
    },
  };
}

export type MatchHistory = ReturnType<typeof createMatchHistory>;
