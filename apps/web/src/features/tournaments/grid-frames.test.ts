import type { GridMatch } from '@clutch/contract/tournament-matches';
import { describe, expect, it } from 'vitest';
import { gridMatch } from './grid-match.fixture';
import { gridAfterFrame, type MatchVersions } from './grid-frames';

function match(id: number, overrides: Partial<GridMatch> = {}): GridMatch {
  return gridMatch({ id, level: 2, position: id, status: 'ready', ...overrides });
}

const frame = (action: string, data: unknown, version?: number) => ({
  action,
  data,
  errors: [],
  response_status: 200,
  request_id: 'grid-updates:1',
  ...(version === undefined ? {} : { version }),
});

const finished = match(1, { status: 'finished', score_a: 2, winner: 5 });
const none: MatchVersions = new Map();

describe('a grid-updates frame applied to the cached bracket', () => {
  const cases: {
    name: string;
    grid: GridMatch[] | undefined;
    versions: MatchVersions;
    frame: ReturnType<typeof frame>;
    expected: { kind: string; ids?: number[]; statuses?: string[]; hasNewResult?: boolean };
  }[] = [
    {
      name: 'a changed match replaces its card and keeps the others',
      grid: [match(1), match(2)],
      versions: new Map([[1, 3]]),
      frame: frame('grid_update', finished, 4),
      expected: { kind: 'applied', statuses: ['finished', 'ready'], hasNewResult: true },
    },
    {
      name: 'an older version of a match than the one held is ignored',
      grid: [match(1), match(2)],
      versions: new Map([[1, 5]]),
      frame: frame('grid_update', finished, 4),
      expected: { kind: 'ignored' },
    },
    {
      name: 'the same version twice is ignored',
      grid: [match(1)],
      versions: new Map([[1, 4]]),
      frame: frame('grid_update', finished, 4),
      expected: { kind: 'ignored' },
    },
    {
      name: 'a match the cache does not know asks for a refetch',
      grid: [match(1)],
      versions: none,
      frame: frame('grid_update', match(9), 1),
      expected: { kind: 'refetch' },
    },
    {
      name: 'a match update without a cached grid asks for a refetch',
      grid: undefined,
      versions: none,
      frame: frame('grid_update', match(1), 1),
      expected: { kind: 'refetch' },
    },
    {
      name: 'a match update the contract does not recognise asks for a refetch',
      grid: [match(1)],
      versions: none,
      frame: frame('grid_update', { id: 1 }, 2),
      expected: { kind: 'refetch' },
    },
    {
      name: 'a whole grid push replaces the bracket',
      grid: [match(1)],
      versions: new Map([[1, 9]]),
      frame: frame('grid', [finished, match(2)]),
      expected: { kind: 'applied', ids: [1, 2], hasNewResult: true },
    },
    {
      name: 'the subscribe answer carrying the grid replaces the bracket',
      grid: undefined,
      versions: none,
      frame: frame('subscribe_to_grid_activity', [match(3)]),
      expected: { kind: 'applied', ids: [3], hasNewResult: false },
    },
    {
      name: 'a subscribe answer without a grid changes nothing',
      grid: [match(1)],
      versions: none,
      frame: frame('subscribe_to_grid_activity', null),
      expected: { kind: 'ignored' },
    },
    {
      name: 'an action the channel does not define is ignored',
      grid: [match(1)],
      versions: none,
      frame: frame('pong', null),
      expected: { kind: 'ignored' },
    },
  ];

  it.each(cases)('$name', ({ grid, versions, frame: pushed, expected }) => {
    const outcome = gridAfterFrame(grid, versions, pushed);
    expect(outcome.kind).toBe(expected.kind);
    if (outcome.kind !== 'applied') return;
    if (expected.ids) expect(outcome.grid.map((m) => m.id)).toEqual(expected.ids);
    if (expected.statuses) expect(outcome.grid.map((m) => m.status)).toEqual(expected.statuses);
    expect(outcome.hasNewResult).toBe(expected.hasNewResult);
  });

  it('remembers the version it applied, so the next older frame is refused', () => {
    const first = gridAfterFrame([match(1)], none, frame('grid_update', match(1), 7));
    if (first.kind !== 'applied') throw new Error('expected the frame to apply');
    expect(first.versions.get(1)).toBe(7);
    const stale = gridAfterFrame(first.grid, first.versions, frame('grid_update', finished, 6));
    expect(stale.kind).toBe('ignored');
  });

  it('ignores a frame that carries errors', () => {
    const failed = { ...frame('grid', [match(1)]), errors: ['Not found.'], response_status: 404 };
    expect(gridAfterFrame([match(2)], none, failed).kind).toBe('ignored');
  });
});
