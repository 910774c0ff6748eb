// Match lists across every owner, newest first: a team's matches and a user's history. Each owner
// (tournaments, quick matches) lists its own; this merges their pages, so callers ask one place.
import type { MatchHistoryItem } from '@clutch/contract/quickmatch';
import type { TeamMatch } from '@clutch/contract/teams';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import type { MatchOwnerKind } from './match.js';

export interface HistoryFilter {
  game?: number | undefined;
  /** Only this owner's matches. */
  kind?: MatchOwnerKind | undefined;
}

/** An owner's matches of a team and of a user, newest first (by start time), a window and the count. */
export interface MatchHistorySource {
  /** The owner whose matches it lists. */
  readonly kind: MatchOwnerKind;
  ofTeam(teamId: number, window: PageWindow): Promise<Counted<TeamMatch>>;
  ofUser(
    userId: number,
    filter: HistoryFilter,
    window: PageWindow,
  ): Promise<Counted<MatchHistoryItem>>;
}

interface Dated {
  id: number;
  start_time: string;
}

const newestFirst = (x: Dated, y: Dated) => y.start_time.localeCompare(x.start_time) || y.id - x.id;

/** Merges every source's window into one, newest first. */
async function merged<T extends Dated>(
  count: number,
  pages: (window: PageWindow) => Promise<Counted<T>>[],
  window: PageWindow,
): Promise<Counted<T>> {
  if (count === 1) {
    const [only] = pages(window);
    if (only) return only;
  }
  // The window of the merged list lies within the first offset + limit of every source.
  const head = { offset: 0, limit: window.offset + window.limit };
  const found = await Promise.all(pages(head));
  return {
    count: found.reduce((sum, page) => sum + page.count, 0),
    results: found
      .flatMap((page) => page.results)
      .sort(newestFirst)
      .slice(window.offset, window.offset + window.limit),
  };
}

export function createMatchHistory(sources: readonly MatchHistorySource[]) {
  return {
    ofTeam: (teamId: number, window: PageWindow): Promise<Counted<TeamMatch>> =>
      merged(sources.length, (w) => sources.map((source) => source.ofTeam(teamId, w)), window),
    ofUser: (
      userId: number,
      filter: HistoryFilter,
      window: PageWindow,
    ): Promise<Counted<MatchHistoryItem>> => {
      const chosen = sources.filter((source) => !filter.kind || source.kind === filter.kind);
      return merged(chosen.length, (w) => chosen.map((s) => s.ofUser(userId, filter, w)), window);
    },
  };
}

export type MatchHistory = ReturnType<typeof createMatchHistory>;
