import { describe, expect, it } from 'vitest';
import { checkTournament, type Draft, type FormContext } from './tournament-form.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

const context = (game: 1 | 2): FormContext => ({
  game,
  now: NOW,
  unknownHeroes: (ids) => ids.filter((id) => id > 200),
  unknownMaps: (names) => names.filter((name) => !name.startsWith('de_')),
});
const base: Draft = { grid: 3, start_time: inHours(24), freeze_time: 30 };

function errorsOf(draft: Partial<Draft>, game: 1 | 2 = 1) {
  const outcome = checkTournament({ ...base, ...draft }, context(game));
  return outcome.ok ? {} : outcome.fields;
}
function valueOf(draft: Partial<Draft>, game: 1 | 2 = 1) {
  const outcome = checkTournament({ ...base, ...draft }, context(game));
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.fields));
  return outcome.value;
}

describe('tournament form rules', () => {
  it('fills the spec’s defaults: 1_1, levels 1..100, open, mode 21 without bans, 60-minute rounds', () => {
    expect(valueOf({})).toEqual({
      type: '1_1',
      grid: 3,
      startTime: inHours(24),
      freezeTime: 30,
      matchDuration: 60,
      minLvl: 1,
      maxLvl: 100,
      prizePool: 0,
      firstPlacePrize: 0,
      secondPlacePrize: 0,
      thirdPlacePrize: 0,
      entryFee: 0,
      watcherEntryFee: 0,
      isDemo: false,
      server: null,
      isOpened: 1,
      playersPassword: null,
      watchersPassword: null,
      applications: false,
      donations: false,
      settings: { game: 1, mode: 21, banType: 'no_ban', selectedHeroes: [] },
    });
  });

  it('gives CS2 its tournament defaults: 13 rounds, overtime 1, no friendly fire, no map bans', () => {
    expect(valueOf({}, 2).settings).toEqual({
      game: 2,
      roundsToWin: 13,
      friendlyFire: false,
      overtimeMaxRounds: 1,
      mapsBanType: 'no_ban',
      mapList: [],
    });
  });

  const refused: [string, Partial<Draft>, 1 | 2, string][] = [
    ['a start in the past', { start_time: inHours(-1) }, 1, 'start_time'],
    ['a start right now', { start_time: NOW }, 1, 'start_time'],
    ['a start more than a year ahead', { start_time: inHours(24 * 366) }, 1, 'start_time'],
    [
      'a freeze that has already begun',
      { start_time: inHours(1), freeze_time: 60 },
      1,
      'freeze_time',
    ],
    ['min_lvl above max_lvl', { min_lvl: 50, max_lvl: 49 }, 1, 'max_lvl'],
    [
      'prizes above the pool',
      { prize_pool: 1000, first_place_prize: 600, second_place_prize: 401 },
      1,
      'prize_pool',
    ],
    ['prizes without a pool', { first_place_prize: 1 }, 1, 'prize_pool'],
    [
      'a third prize with grid 1',
      { grid: 1, prize_pool: 900, third_place_prize: 100 },
      1,
      'third_place_prize',
    ],
    [
      'percent prizes over 100%',
      {
        percentage_prize: true,
        prize_pool: 1000,
        first_place_prize: 6000,
        second_place_prize: 4001,
      },
      1,
      'percentage_prize',
    ],
    [
      'is_opened 2 without a players password',
      { is_opened: 2, watchers_password: 'w' },
      1,
      'players_password',
    ],
    [
      'is_opened 2 without a watchers password',
      { is_opened: 2, players_password: 'p' },
      1,
      'watchers_password',
    ],
    [
      'is_opened 3 with a players password',
      { is_opened: 3, watchers_password: 'w', players_password: 'p' },
      1,
      'players_password',
    ],
    ['is_opened 3 without a watchers password', { is_opened: 3 }, 1, 'watchers_password'],
    [
      'is_opened 4 with a watchers password',
      { is_opened: 4, players_password: 'p', watchers_password: 'w' },
      1,
      'watchers_password',
    ],
    ['is_opened 4 without a players password', { is_opened: 4 }, 1, 'players_password'],
    ['is_opened 1 with a players password', { players_password: 'p' }, 1, 'players_password'],
    ['is_opened 1 with a watchers password', { watchers_password: 'w' }, 1, 'watchers_password'],
    ['CS2 fields in a Dota 2 tournament', { rounds_to_win: 13 }, 1, 'rounds_to_win'],
    ['a map list in a Dota 2 tournament', { map_list: ['de_dust2'] }, 1, 'map_list'],
    ['Dota 2 fields in a CS2 tournament', { mode: 22 }, 2, 'mode'],
    ['heroes in a CS2 tournament', { selected_heroes: [1] }, 2, 'selected_heroes'],
    ['heroes with no_ban', { selected_heroes: [1] }, 1, 'selected_heroes'],
    ['no hero with one_of_many', { ban_type: 'one_of_many' }, 1, 'selected_heroes'],
    [
      'two heroes with all_but_one',
      { ban_type: 'all_but_one', selected_heroes: [1, 2] },
      1,
      'selected_heroes',
    ],
    [
      'an unknown hero',
      { ban_type: 'one_of_many', selected_heroes: [1, 999] },
      1,
      'selected_heroes',
    ],
    ['maps with no_ban', { map_list: ['de_dust2'] }, 2, 'map_list'],
    [
      'one map to ban from',
      { maps_ban_type: 'one_of_many', map_list: ['de_dust2'] },
      2,
      'map_list',
    ],
    [
      'two maps with all_but_one',
      { maps_ban_type: 'all_but_one', map_list: ['de_dust2', 'de_nuke'] },
      2,
      'map_list',
    ],
    ['an unknown map', { maps_ban_type: 'all_but_one', map_list: ['cs_office'] }, 2, 'map_list'],
    ['prize jars without donations', { jars: [1] }, 1, 'jars'],
    ['donation jars without donations', { available_jars: [1] }, 1, 'available_jars'],
    ['donations on a demo tournament', { is_demo: true, donats: true }, 1, 'donats'],
    ['prize jars on a demo tournament', { is_demo: true, jars: [1] }, 1, 'jars'],
    [
      'donation jars on a demo tournament',
      { is_demo: true, available_jars: [1] },
      2,
      'available_jars',
    ],
  ];
  it.each(refused)('refuses %s, naming the field', (_, draft, game, field) => {
    expect(Object.keys(errorsOf(draft, game))).toEqual([field]);
  });

  const accepted: [string, Partial<Draft>, 1 | 2][] = [
    [
      'a freeze ending a minute from now',
      { start_time: inHours(0.5 + 1 / 60), freeze_time: 30 },
      1,
    ],
    ['equal levels', { min_lvl: 40, max_lvl: 40 }, 1],
    [
      'prizes taking the whole pool',
      { prize_pool: 1000, first_place_prize: 500, second_place_prize: 300, third_place_prize: 200 },
      1,
    ],
    [
      'is_opened 2 with both passwords',
      { is_opened: 2, players_password: 'p', watchers_password: 'w' },
      1,
    ],
    ['is_opened 3 with a watchers password', { is_opened: 3, watchers_password: 'w' }, 1],
    ['is_opened 4 with a players password', { is_opened: 4, players_password: 'p' }, 1],
    ['one hero with all_but_one', { ban_type: 'all_but_one', selected_heroes: [11] }, 1],
    [
      'a ban pool of two maps',
      { maps_ban_type: 'one_of_many', map_list: ['de_dust2', 'de_nuke'] },
      2,
    ],
    ['jars with donations', { donats: true, jars: [1], available_jars: [2] }, 1],
    ['a server for CS2', { server: 'cis' }, 2],
  ];
  it.each(accepted)('accepts %s', (_, draft, game) => {
    expect(errorsOf(draft, game)).toEqual({});
  });

  it('reports every broken rule at once', () => {
    expect(
      Object.keys(errorsOf({ start_time: inHours(-1), min_lvl: 9, max_lvl: 8, is_opened: 4 })),
    ).toEqual(['start_time', 'max_lvl', 'players_password']);
  });

  it('turns percent prizes into crystals of the pool, rounding down', () => {
    const value = valueOf({
      percentage_prize: true,
      prize_pool: 999,
      first_place_prize: 5000,
      second_place_prize: 3000,
      third_place_prize: 2000,
    });
    expect([value.firstPlacePrize, value.secondPlacePrize, value.thirdPlacePrize]).toEqual([
      499, 299, 199,
    ]);
  });
});
