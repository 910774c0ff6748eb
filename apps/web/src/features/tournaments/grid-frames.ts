// How one grid-updates frame changes the cached bracket: the whole grid (the subscribe answer or a
// `grid` push) replaces it; a `grid_update` replaces its match unless the cache already holds a newer
// version of it. A match the cache does not know, or no cache at all, means a refetch.
import type { ServerFrame } from '@clutch/contract/realtime';
import {
  GRID_UPDATE_ACTIONS,
  GridMatchPushSchema,
  GridPushSchema,
} from '@clutch/contract/tournament-live';
import type { GridMatch } from '@clutch/contract/tournament-matches';

/** The version each match was last patched from, per match id. */
export type MatchVersions = ReadonlyMap<number, number>;

export type GridFrameOutcome =
  | { kind: 'ignored' }
  | { kind: 'refetch' }
  | { kind: 'applied'; grid: GridMatch[]; versions: MatchVersions; hasNewResult: boolean };

export const SUBSCRIBE_ANSWER = 'subscribe_to_grid_activity';

function finishedCount(grid: readonly GridMatch[]): number {
  return grid.filter((match) => match.status === 'finished').length;
}

function applied(
  before: readonly GridMatch[] | undefined,
  grid: GridMatch[],
  versions: MatchVersions,
) {
  const hasNewResult = finishedCount(grid) > finishedCount(before ?? []);
  return { kind: 'applied' as const, grid, versions, hasNewResult };
}

function patchMatch(
  grid: readonly GridMatch[] | undefined,
  versions: MatchVersions,
  match: GridMatch,
  version: number | undefined,
): GridFrameOutcome {
  if (grid === undefined || !grid.some((known) => known.id === match.id))
    return { kind: 'refetch' };
  const held = versions.get(match.id);
  if (version !== undefined && held !== undefined && held >= version) return { kind: 'ignored' };
  const next = new Map(versions);
  if (version !== undefined) next.set(match.id, version);
  const patched = grid.map((known) => (known.id === match.id ? match : known));
  return applied(grid, patched, next);
}

export function gridAfterFrame(
  grid: readonly GridMatch[] | undefined,
  versions: MatchVersions,
  frame: ServerFrame,
): GridFrameOutcome {
  if (frame.errors.length > 0) return { kind: 'ignored' };
  if (frame.action === GRID_UPDATE_ACTIONS.grid || frame.action === SUBSCRIBE_ANSWER) {
    const whole = GridPushSchema.safeParse(frame.data);
    // A whole grid is the state as read now, so versions seen before it say nothing any more.
    return whole.success ? applied(grid, whole.data, new Map()) : { kind: 'ignored' };
  }
  if (frame.action !== GRID_UPDATE_ACTIONS.match) return { kind: 'ignored' };
  const match = GridMatchPushSchema.safeParse(frame.data);
  return match.success
    ? patchMatch(grid, versions, match.data, frame.version)
    : { kind: 'refetch' };
}
