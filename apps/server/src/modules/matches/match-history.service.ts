// Match lists across every owner, newest first: a team's matches and a user's history. Each owner
// (tournaments, quick matches) lists its own; this merges their pages, so callers ask one place.
// Merged pages are kept until an event that may change any of them (MATCH_HISTORY_EVENTS in the
// module) drops them all: the same page is the same for every caller.
import type { MatchHistoryItem } from '@clutch/contract/quickmatch';
import type { TeamMatch } from '@clutch/contract/teams';
import { keptPage, PageCache, pageKey } from '../../platform/http/page-cache.js';
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

/** How many merged pages are kept at once, teams' and users' each. */
const HISTORY_PAGES_KEPT = 5_000;

export function createMatchHistory(sources: readonly MatchHistorySource[]) {
  const teamPages = new PageCache<Counted<TeamMatch>>(HISTORY_PAGES_KEPT);
  const userPages = new PageCache<Counted<MatchHistoryItem>>(HISTORY_PAGES_KEPT);
  return {
    /**
     * A team's matches. `requireTeam` (the teams module's check, throwing when there is no such
     * team) runs only when the page is not kept: a team deleted drops every page.
     */
    ofTeam: (
      teamId: number,
      window: PageWindow,
      requireTeam: () => Promise<void> = () => Promise.resolve(),
    ): Promise<Counted<TeamMatch>> =>
      teamPages.load(pageKey({ teamId }, window), async () => {
        await requireTeam();
        const pages = (w: PageWindow) => sources.map((source) => source.ofTeam(teamId, w));
        return keptPage(await merged(sources.length, pages, window));
      }),
    ofUser: (
      userId: number,
      filter: HistoryFilter,
      window: PageWindow,
    ): Promise<Counted<MatchHistoryItem>> =>
      userPages.load(
        pageKey({ userId, game: filter.game, kind: filter.kind }, window),
        async () => {
          const chosen = sources.filter((source) => !filter.kind || source.kind === filter.kind);
          const pages = (w: PageWindow) => chosen.map((s) => s.ofUser(userId, filter, w));
          return keptPage(await merged(chosen.length, pages, window));
        },
      ),
    /** Forgets every kept page, and every read in flight: MATCH_HISTORY_EVENTS came. */
    dropPages: (): void => {
      teamPages.clear();
      userPages.clear();
    },
  };
}

export type MatchHistory = ReturnType<typeof createMatchHistory>;
