// Test data only: a bracket match with every field set, scheduled in 2030, changed by `overrides`.
import type { GridMatch } from '@clutch/contract/tournament-matches';

export function gridMatch(
  overrides: Partial<GridMatch> & Pick<GridMatch, 'id' | 'level' | 'position'>,
): GridMatch {
  return {
    is_third_place: false,
    side_a: null,
    side_b: null,
    score_a: 0,
    score_b: 0,
    winner: null,
    status: 'scheduled',
    start_time: '2030-01-01T10:00:00.000Z',
    stream_link: null,
    is_disputed: false,
    ...overrides,
  };
}
