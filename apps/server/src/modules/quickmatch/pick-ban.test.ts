import { describe, expect, it } from 'vitest';
import {
  allowedHeroFor,
  applyMove,
  available,
  currentStep,
  outcomeOf,
  planHeroVeto,
  planMapVeto,
  randomMove,
  startVeto,
  VETO_TURN_SECONDS,
  type BanType,
  type VetoPlan,
  type VetoSide,
  type VetoState,
  type VetoStep,
} from './pick-ban.js';
import { seededRandom } from '../../../test/seeded-random.js';

const MAPS = [
  'de_mirage',
  'de_inferno',
  'de_nuke',
  'de_ancient',
  'de_anubis',
  'de_dust2',
  'de_train',
];
const heroes = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));
const ban = (side: VetoSide): VetoStep => ({ side, action: 'ban' });
const pick = (side: VetoSide): VetoStep => ({ side, action: 'pick' });
const side = (by: VetoSide): VetoStep => ({ side: by, action: 'side' });

/** Plays `moves` in turn, failing the test on the first refusal. */
function play(plan: VetoPlan, moves: readonly string[]): VetoState {
  return moves.reduce((state, item) => {
    const by = currentStep(state)?.side ?? 'a';
    const result = applyMove(state, by, item);
    if (!result.ok) throw new Error(`${item} by ${by} refused: ${result.refusal}`);
    return result.state;
  }, startVeto(plan));
}

describe('planHeroVeto', () => {
  it.each([
    { banType: 'no_ban', pool: heroes(4), pps: 5, plan: { pool: [], steps: [] } },
    { banType: 'no_ban', pool: [], pps: 1, plan: { pool: [], steps: [] } },
    { banType: 'all_but_one', pool: ['11'], pps: 5, plan: { pool: ['11'], steps: [] } },
    {
      banType: 'one_of_many',
      pool: heroes(2),
      pps: 1,
      plan: { pool: heroes(2), steps: [ban('a')] },
    },
    {
      banType: 'one_of_many',
      pool: heroes(4),
      pps: 1,
      plan: { pool: heroes(4), steps: [ban('a'), ban('b'), ban('a')] },
    },
    { banType: 'one_of_many', pool: heroes(5), pps: 5, plan: { pool: heroes(5), steps: [] } },
    { banType: 'one_of_many', pool: heroes(3), pps: 5, plan: { pool: heroes(3), steps: [] } },
    {
      banType: 'one_of_many',
      pool: heroes(6),
      pps: 5,
      plan: { pool: heroes(6), steps: [ban('a')] },
    },
    {
      banType: 'one_of_many',
      pool: heroes(8),
      pps: 5,
      plan: { pool: heroes(8), steps: [ban('a'), ban('b'), ban('a')] },
    },
  ] as const)(
    'plans $banType over $pool.length heroes for $pps per side',
    ({ banType, pool, pps, plan }) => {
      expect(planHeroVeto({ banType, pool, playersPerSide: pps })).toEqual({
        kind: 'hero',
        ...plan,
      });
    },
  );

  it.each([
    { name: 'all_but_one with no hero', banType: 'all_but_one', pool: [], message: /exactly 1/ },
    {
      name: 'all_but_one with two heroes',
      banType: 'all_but_one',
      pool: heroes(2),
      message: /got 2/,
    },
    {
      name: 'one_of_many with one hero',
      banType: 'one_of_many',
      pool: ['7'],
      message: /at least 2/,
    },
    { name: 'one_of_many with no hero', banType: 'one_of_many', pool: [], message: /at least 2/ },
    { name: 'a hero twice', banType: 'one_of_many', pool: ['1', '2', '1'], message: /twice/ },
    { name: 'a hero twice in no_ban', banType: 'no_ban', pool: ['1', '1'], message: /twice/ },
    { name: 'an empty hero id', banType: 'one_of_many', pool: ['1', ''], message: /empty/ },
  ] as const)('refuses $name', ({ banType, pool, message }) => {
    expect(() => planHeroVeto({ banType, pool, playersPerSide: 1 })).toThrow(message);
  });
});

describe('planMapVeto', () => {
  const bo1Bans = (count: number) =>
    Array.from({ length: count }, (_, i) => ban(i % 2 ? 'b' : 'a'));

  it.each([
    { banType: 'no_ban', pool: MAPS, bestOf: 1, plan: { pool: ['de_mirage'], steps: [] } },
    { banType: 'no_ban', pool: MAPS, bestOf: 3, plan: { pool: ['de_mirage'], steps: [] } },
    {
      banType: 'all_but_one',
      pool: ['de_nuke'],
      bestOf: 1,
      plan: { pool: ['de_nuke'], steps: [] },
    },
    {
      banType: 'all_but_one',
      pool: ['de_nuke'],
      bestOf: 3,
      plan: { pool: ['de_nuke'], steps: [] },
    },
    {
      banType: 'one_of_many',
      pool: MAPS.slice(0, 2),
      bestOf: 1,
      plan: { pool: MAPS.slice(0, 2), steps: [ban('a'), side('b')] },
    },
    {
      banType: 'one_of_many',
      pool: MAPS.slice(0, 3),
      bestOf: 1,
      plan: { pool: MAPS.slice(0, 3), steps: [ban('a'), ban('b'), side('a')] },
    },
    {
      banType: 'one_of_many',
      pool: MAPS,
      bestOf: 1,
      plan: { pool: MAPS, steps: [...bo1Bans(6), side('a')] },
    },
    {
      banType: 'one_of_many',
      pool: MAPS,
      bestOf: 3,
      plan: {
        pool: MAPS,
        steps: [ban('a'), ban('b'), pick('a'), pick('b'), ban('a'), ban('b'), side('a')],
      },
    },
  ] as const)(
    'plans $banType best-of-$bestOf over $pool.length maps',
    ({ banType, pool, bestOf, plan }) => {
      expect(planMapVeto({ banType, pool, bestOf })).toEqual({ kind: 'map', ...plan });
    },
  );

  it.each([
    { name: 'no_ban with no map', banType: 'no_ban', pool: [], bestOf: 1, message: /at least 1/ },
    {
      name: 'all_but_one with 2 maps',
      banType: 'all_but_one',
      pool: MAPS.slice(0, 2),
      bestOf: 1,
      message: /exactly 1/,
    },
    {
      name: 'a best-of-1 veto of 1 map',
      banType: 'one_of_many',
      pool: ['de_nuke'],
      bestOf: 1,
      message: /2 to 7/,
    },
    {
      name: 'a best-of-1 veto of 8 maps',
      banType: 'one_of_many',
      pool: [...MAPS, 'x'],
      bestOf: 1,
      message: /2 to 7/,
    },
    {
      name: 'a best-of-3 veto of 6 maps',
      banType: 'one_of_many',
      pool: MAPS.slice(1),
      bestOf: 3,
      message: /exactly 7/,
    },
    {
      name: 'a best-of-3 veto of 8 maps',
      banType: 'one_of_many',
      pool: [...MAPS, 'x'],
      bestOf: 3,
      message: /exactly 7/,
    },
    {
      name: 'a map twice',
      banType: 'one_of_many',
      pool: ['de_nuke', 'de_nuke'],
      bestOf: 1,
      message: /twice/,
    },
    {
      name: 'a map twice in no_ban',
      banType: 'no_ban',
      pool: ['de_nuke', 'de_nuke'],
      bestOf: 1,
      message: /twice/,
    },
  ] as const)('refuses $name', ({ banType, pool, bestOf, message }) => {
    expect(() => planMapVeto({ banType, pool, bestOf })).toThrow(message);
  });
});

describe('a hero veto played to the end', () => {
  it('leaves the last hero of a 1x1 pool to both players, after bans a, b, a', () => {
    const plan = planHeroVeto({
      banType: 'one_of_many',
      pool: ['4', '9', '2', '7'],
      playersPerSide: 1,
    });
    const state = play(plan, ['9', '4', '7']);
    expect(outcomeOf(state)).toEqual({
      finished: true,
      banned: { a: ['9', '7'], b: ['4'] },
      maps: [],
      heroes: ['2'],
      startingSide: null,
    });
  });

  it('leaves five heroes of a 5x5 pool in pool order, one for each player of a side', () => {
    const plan = planHeroVeto({ banType: 'one_of_many', pool: heroes(7), playersPerSide: 5 });
    const outcome = outcomeOf(play(plan, ['6', '2']));
    expect(outcome.heroes).toEqual(['1', '3', '4', '5', '7']);
    expect([0, 1, 2, 3, 4].map((i) => allowedHeroFor(outcome, i))).toEqual(outcome.heroes);
  });

  it.each([
    { banType: 'no_ban', pool: heroes(3), result: [] },
    { banType: 'all_but_one', pool: ['11'], result: ['11'] },
    { banType: 'one_of_many', pool: heroes(3), result: heroes(3) },
  ] as const)(
    'is finished before any move with $banType over $pool',
    ({ banType, pool, result }) => {
      const state = startVeto(planHeroVeto({ banType, pool, playersPerSide: 5 }));
      expect(currentStep(state)).toBeNull();
      expect(available(state)).toEqual([]);
      expect(outcomeOf(state)).toEqual({
        finished: true,
        banned: { a: [], b: [] },
        maps: [],
        heroes: result,
        startingSide: null,
      });
    },
  );

  it('shows the heroes left so far while unfinished', () => {
    const plan = planHeroVeto({ banType: 'one_of_many', pool: heroes(4), playersPerSide: 1 });
    expect(outcomeOf(play(plan, ['3']))).toMatchObject({
      finished: false,
      heroes: ['1', '2', '4'],
    });
  });
});

describe('a map veto played to the end', () => {
  it('plays a best-of-1 of 7: six alternate bans, then side a picks its side on the last map', () => {
    const plan = planMapVeto({ banType: 'one_of_many', pool: MAPS, bestOf: 1 });
    const bans = ['de_train', 'de_nuke', 'de_dust2', 'de_mirage', 'de_anubis', 'de_inferno'];
    const beforeSide = play(plan, bans);
    expect(currentStep(beforeSide)).toEqual(side('a'));
    expect(available(beforeSide)).toEqual(['ct', 't']);
    expect(outcomeOf(beforeSide)).toMatchObject({
      finished: false,
      maps: ['de_ancient'],
      startingSide: null,
    });
    expect(outcomeOf(play(plan, [...bans, 't']))).toEqual({
      finished: true,
      banned: {
        a: ['de_train', 'de_dust2', 'de_anubis'],
        b: ['de_nuke', 'de_mirage', 'de_inferno'],
      },
      maps: ['de_ancient'],
      heroes: [],
      startingSide: { a: 't' },
    });
  });

  it.each([
    { choice: 'ct', a: 't' },
    { choice: 't', a: 'ct' },
  ] as const)('gives side a $a when side b chooses $choice', ({ choice, a }) => {
    const plan = planMapVeto({ banType: 'one_of_many', pool: ['de_nuke', 'de_train'], bestOf: 1 });
    const outcome = outcomeOf(play(plan, ['de_train', choice]));
    expect(outcome).toMatchObject({ finished: true, maps: ['de_nuke'], startingSide: { a } });
  });

  it('plays a best-of-3: the picks in order, then the decider, and records who banned what', () => {
    const plan = planMapVeto({ banType: 'one_of_many', pool: MAPS, bestOf: 3 });
    const moves = ['de_train', 'de_dust2', 'de_nuke', 'de_mirage', 'de_anubis', 'de_inferno', 'ct'];
    expect(outcomeOf(play(plan, moves.slice(0, 4)))).toMatchObject({
      finished: false,
      maps: ['de_nuke', 'de_mirage'],
    });
    expect(outcomeOf(play(plan, moves))).toEqual({
      finished: true,
      banned: { a: ['de_train', 'de_anubis'], b: ['de_dust2', 'de_inferno'] },
      maps: ['de_nuke', 'de_mirage', 'de_ancient'],
      heroes: [],
      startingSide: { a: 'ct' },
    });
  });

  it.each([
    { banType: 'no_ban', pool: MAPS, map: 'de_mirage' },
    { banType: 'all_but_one', pool: ['de_train'], map: 'de_train' },
  ] as const)('needs no move with $banType and starts side a on ct', ({ banType, pool, map }) => {
    const state = startVeto(planMapVeto({ banType, pool, bestOf: 1 }));
    expect(outcomeOf(state)).toEqual({
      finished: true,
      banned: { a: [], b: [] },
      maps: [map],
      heroes: [],
      startingSide: { a: 'ct' },
    });
  });
});

describe('applyMove', () => {
  const bo3 = planMapVeto({ banType: 'one_of_many', pool: MAPS, bestOf: 3 });
  const afterBans = play(bo3, ['de_train', 'de_dust2']);
  const atSide = play(bo3, [
    'de_train',
    'de_dust2',
    'de_nuke',
    'de_mirage',
    'de_anubis',
    'de_inferno',
  ]);
  const done = play(bo3, [
    'de_train',
    'de_dust2',
    'de_nuke',
    'de_mirage',
    'de_anubis',
    'de_inferno',
    't',
  ]);
  const noBan = startVeto(planHeroVeto({ banType: 'no_ban', pool: [], playersPerSide: 5 }));

  it.each([
    { name: 'a move after the end', state: done, by: 'a', item: 'ct', refusal: 'finished' },
    { name: 'a move when there is no step', state: noBan, by: 'a', item: '1', refusal: 'finished' },
    {
      name: 'b playing a’s turn',
      state: afterBans,
      by: 'b',
      item: 'de_nuke',
      refusal: 'not_your_turn',
    },
    {
      name: 'a wrong turn before a wrong item',
      state: afterBans,
      by: 'b',
      item: 'x',
      refusal: 'not_your_turn',
    },
    {
      name: 'a map outside the pool',
      state: afterBans,
      by: 'a',
      item: 'de_cache',
      refusal: 'unknown_item',
    },
    {
      name: 'a side on a pick step',
      state: afterBans,
      by: 'a',
      item: 'ct',
      refusal: 'unknown_item',
    },
    {
      name: 'a map on a side step',
      state: atSide,
      by: 'a',
      item: 'de_ancient',
      refusal: 'unknown_item',
    },
    { name: 'a banned map', state: afterBans, by: 'a', item: 'de_dust2', refusal: 'not_available' },
    {
      name: 'a picked map',
      state: play(bo3, ['de_train', 'de_dust2', 'de_nuke']),
      by: 'b',
      item: 'de_nuke',
      refusal: 'not_available',
    },
  ] as const)('refuses $name with $refusal', ({ state, by, item, refusal }) => {
    expect(applyMove(state, by, item)).toEqual({ ok: false, refusal });
  });

  it('refuses a hero already banned', () => {
    const plan = planHeroVeto({ banType: 'one_of_many', pool: heroes(4), playersPerSide: 1 });
    expect(applyMove(play(plan, ['2']), 'b', '2')).toEqual({ ok: false, refusal: 'not_available' });
  });

  it('records the action of the step and whether the server played it, leaving the old state alone', () => {
    const start = startVeto(bo3);
    const chosen = applyMove(start, 'a', 'de_nuke');
    const timedOut = applyMove(start, 'a', 'de_nuke', { random: true });
    expect(chosen.ok && chosen.state.moves).toEqual([
      { side: 'a', action: 'ban', item: 'de_nuke', random: false },
    ]);
    expect(timedOut.ok && timedOut.state.moves[0]?.random).toBe(true);
    expect(start.moves).toEqual([]);
  });
});

describe('available and currentStep', () => {
  it('lists what is left in pool order, then the two sides, then nothing', () => {
    const plan = planMapVeto({ banType: 'one_of_many', pool: MAPS.slice(0, 3), bestOf: 1 });
    expect(available(startVeto(plan))).toEqual(MAPS.slice(0, 3));
    expect(available(play(plan, ['de_inferno']))).toEqual(['de_mirage', 'de_nuke']);
    expect(available(play(plan, ['de_inferno', 'de_mirage']))).toEqual(['ct', 't']);
    const done = play(plan, ['de_inferno', 'de_mirage', 'ct']);
    expect(available(done)).toEqual([]);
    expect(currentStep(done)).toBeNull();
  });
});

describe('randomMove', () => {
  it('returns null once the veto is finished', () => {
    const state = startVeto(planMapVeto({ banType: 'no_ban', pool: MAPS, bestOf: 1 }));
    expect(randomMove(state, () => 0)).toBeNull();
  });

  it('plays the side whose turn it is and the item at the index it is given', () => {
    const state = startVeto(planMapVeto({ banType: 'one_of_many', pool: MAPS, bestOf: 3 }));
    expect(randomMove(state, (n) => n - 1)).toEqual({ side: 'a', item: 'de_train' });
  });

  it.each([{ index: -1 }, { index: 7 }, { index: 0.5 }])(
    'refuses an index of $index',
    ({ index }) => {
      const state = startVeto(planMapVeto({ banType: 'one_of_many', pool: MAPS, bestOf: 3 }));
      expect(() => randomMove(state, () => index)).toThrow(RangeError);
    },
  );

  const maps = (banType: BanType, pool: readonly string[], bestOf: 1 | 3) =>
    planMapVeto({ banType, pool, bestOf });
  const heroVeto = (pool: number, playersPerSide: 1 | 5) =>
    planHeroVeto({ banType: 'one_of_many', pool: heroes(pool), playersPerSide });
  const vetoes = [
    { name: 'maps no_ban', plan: maps('no_ban', MAPS, 1), left: 1 },
    { name: 'maps all_but_one', plan: maps('all_but_one', ['de_nuke'], 1), left: 1 },
    { name: 'maps bo1 of 2', plan: maps('one_of_many', MAPS.slice(0, 2), 1), left: 1 },
    { name: 'maps bo1 of 5', plan: maps('one_of_many', MAPS.slice(0, 5), 1), left: 1 },
    { name: 'maps bo1 of 7', plan: maps('one_of_many', MAPS, 1), left: 1 },
    { name: 'maps bo3', plan: maps('one_of_many', MAPS, 3), left: 3 },
    { name: 'heroes 1x1 of 9', plan: heroVeto(9, 1), left: 1 },
    { name: 'heroes 5x5 of 12', plan: heroVeto(12, 5), left: 5 },
    { name: 'heroes 5x5 of 6', plan: heroVeto(6, 5), left: 5 },
  ];

  it.each(vetoes)(
    'finishes a whole $name veto with legal moves only, for 300 seeds',
    ({ plan, left }) => {
      for (let seed = 1; seed <= 300; seed++) {
        const random = seededRandom(seed);
        let state = startVeto(plan);
        const pickIndex = (n: number) => Math.floor(random() * n);
        for (let move = randomMove(state, pickIndex); move; move = randomMove(state, pickIndex)) {
          const result = applyMove(state, move.side, move.item, { random: true });
          if (!result.ok)
            throw new Error(`seed ${String(seed)}: ${move.item} refused (${result.refusal})`);
          state = result.state;
        }
        const outcome = outcomeOf(state);
        const played = plan.kind === 'map' ? outcome.maps : outcome.heroes;
        const banned = [...outcome.banned.a, ...outcome.banned.b];
        expect(outcome.finished).toBe(true);
        expect(state.moves).toHaveLength(plan.steps.length);
        expect(played).toHaveLength(left);
        expect(new Set([...played, ...banned]).size).toBe(played.length + banned.length);
        expect([...played, ...banned].every((item) => plan.pool.includes(item))).toBe(true);
        expect(outcome.startingSide === null).toBe(plan.kind === 'hero');
      }
    },
  );
});

describe('allowedHeroFor', () => {
  const outcome = (left: string[]) => ({
    finished: true,
    banned: { a: [], b: [] },
    maps: [],
    heroes: left,
    startingSide: null,
  });

  it.each([
    { heroes: [], index: 0, hero: null },
    { heroes: [], index: 4, hero: null },
    { heroes: ['11'], index: 0, hero: '11' },
    { heroes: ['11'], index: 4, hero: '11' },
    { heroes: ['1', '2', '3', '4', '5'], index: 3, hero: '4' },
    { heroes: ['1', '2'], index: 3, hero: '2' },
  ])('gives player $index of a side $hero from $heroes', ({ heroes, index, hero }) => {
    expect(allowedHeroFor(outcome(heroes), index)).toBe(hero);
  });

  it.each([{ index: -1 }, { index: 1.5 }])('refuses a player index of $index', ({ index }) => {
    expect(() => allowedHeroFor(outcome(['1']), index)).toThrow(RangeError);
  });
});

it('gives each side 30 seconds a turn', () => {
  expect(VETO_TURN_SECONDS).toBe(30);
});
