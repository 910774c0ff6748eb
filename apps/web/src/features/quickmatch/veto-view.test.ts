import { describe, expect, it } from 'vitest';
import { heroVeto, lobby } from './lobby.fixture';
import {
  callerSide,
  clickableItems,
  isCallersTurn,
  sideOfPosition,
  startingHalves,
  vetoItems,
} from './veto-view';

const banned = (side: 'a' | 'b', item: string, random = false) => ({
  side,
  action: 'ban' as const,
  item,
  random,
});

describe('which side a seat plays', () => {
  it.each([
    [1, 2, 'a'],
    [2, 2, 'b'],
    [5, 10, 'a'],
    [6, 10, 'b'],
    [10, 10, 'b'],
  ] as const)('position %i of %i slots is side %s', (position, slots, side) => {
    expect(sideOfPosition(position, slots)).toBe(side);
  });

  it('a watcher has no side', () => {
    expect(callerSide(lobby({ position: null }))).toBeNull();
    expect(callerSide(lobby({ position: 2 }))).toBe('b');
  });
});

describe('what the caller may click', () => {
  it.each([
    ['side a on its own ban turn: every available item', 'a', heroVeto(), ['1', '2', '3', '4']],
    ['side b while side a bans: nothing', 'b', heroVeto(), []],
    ['a watcher: nothing', null, heroVeto(), []],
    [
      'after a ban only what is still available',
      'b',
      heroVeto({
        moves: [banned('a', '2')],
        available: ['1', '3', '4'],
        turn: { side: 'b', action: 'ban', deadline: '2030-01-01T10:01:00Z', step: 1 },
      }),
      ['1', '3', '4'],
    ],
    [
      'the side step: ct and t',
      'b',
      heroVeto({
        kind: 'map',
        turn: { side: 'b', action: 'side', deadline: '2030-01-01T10:02:00Z', step: 6 },
      }),
      ['ct', 't'],
    ],
    ['a finished veto: nothing', 'a', heroVeto({ finished: true, turn: null }), []],
  ] as const)('%s', (_, side, veto, items) => {
    expect([...clickableItems(veto, side)]).toEqual(items);
    expect(isCallersTurn(veto, side)).toBe(items.length > 0);
  });
});

describe('the pool as the board shows it', () => {
  it('marks banned and picked items with their side and whether the clock played them', () => {
    const veto = heroVeto({
      kind: 'map',
      pool: ['de_dust2', 'de_mirage', 'de_nuke'],
      moves: [
        banned('a', 'de_nuke'),
        { side: 'b', action: 'pick', item: 'de_mirage', random: true },
      ],
    });
    expect(vetoItems(veto)).toEqual([
      { item: 'de_dust2', status: 'available', by: null, isRandom: false },
      { item: 'de_mirage', status: 'picked', by: 'b', isRandom: true },
      { item: 'de_nuke', status: 'banned', by: 'a', isRandom: false },
    ]);
  });

  it('reads the half each side starts on from the side step', () => {
    expect(startingHalves(heroVeto())).toBeNull();
    const veto = heroVeto({ moves: [{ side: 'b', action: 'side', item: 't', random: false }] });
    expect(startingHalves(veto)).toEqual({ a: 'ct', b: 't' });
  });
});
