import type { GridMatch } from '@clutch/contract/tournament-matches';
import { describe, expect, it } from 'vitest';
import { gridMatch } from '../../grid-match.fixture';
import { layoutBracket, roundLabel } from './bracket-layout';

function match(id: number, level: number, position: number, isThirdPlace = false): GridMatch {
  return gridMatch({ id, level, position, is_third_place: isThirdPlace });
}

describe('roundLabel', () => {
  it.each([
    [1, '1'],
    [2, '1/2'],
    [3, '1/4'],
    [4, '1/8'],
    [10, '1/512'],
  ])('level %i reads %s', (level, label) => {
    expect(roundLabel(level)).toBe(label);
  });
});

describe('layoutBracket', () => {
  it('puts rounds in columns from the first round to the final, matches by position', () => {
    const layout = layoutBracket([
      match(7, 1, 1),
      match(2, 3, 2),
      match(5, 2, 2),
      match(1, 3, 1),
      match(8, 1, 2, true),
      match(4, 3, 4),
      match(3, 3, 3),
      match(6, 2, 1),
    ]);
    expect(layout.columns.map((column) => [column.label, column.matches.map((m) => m.id)])).toEqual(
      [
        ['1/4', [1, 2, 3, 4]],
        ['1/2', [6, 5]],
        ['1', [7]],
      ],
    );
    expect(layout.thirdPlace?.id).toBe(8);
  });

  it('a single final has one column and no third-place match', () => {
    const layout = layoutBracket([match(1, 1, 1)]);
    expect(layout.columns).toHaveLength(1);
    expect(layout.thirdPlace).toBeNull();
  });

  it('no matches yet: no columns', () => {
    expect(layoutBracket([])).toEqual({ columns: [], thirdPlace: null, champion: null });
  });

  it('names the final’s winner the champion only once the final is played', () => {
    const sides = {
      side_a: { id: 5, user: null, team: { id: 50, name: 'Radiant', avatar_url: null }, seed: 1 },
      side_b: { id: 6, user: null, team: { id: 60, name: 'Dire', avatar_url: null }, seed: 2 },
    };
    const final = gridMatch({ id: 1, level: 1, position: 1, ...sides, status: 'in_game' });
    const third = gridMatch({ id: 2, level: 1, position: 2, is_third_place: true, ...sides });
    expect(layoutBracket([final, third]).champion).toBeNull();
    const played = { ...final, status: 'finished' as const, winner: 6, score_b: 2 };
    expect(layoutBracket([played, { ...third, status: 'finished', winner: 5 }]).champion?.id).toBe(
      6,
    );
  });
});
