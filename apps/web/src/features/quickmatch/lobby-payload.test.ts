import { describe, expect, it } from 'vitest';
import type { LobbyDraft } from './lobby-draft';
import { draftProblems, lobbyPayload } from './lobby-payload';

const LIMITS = { maxHeroes: 10, maxMaps: 7 };

function draft(overrides: Partial<LobbyDraft> = {}): LobbyDraft {
  return {
    game: 1,
    name: ' Mid duel ',
    type: '1_1',
    gameTimeType: 'snap_game',
    date: '',
    gameTime: null,
    isOpened: true,
    mix: false,
    server: 'europe',
    prize: '',
    entryFee: '',
    banType: 'no_ban',
    heroes: [],
    mapsBanType: 'no_ban',
    maps: [],
    friendlyFire: true,
    roundsToWin: '13',
    overtimeRounds: '3',
    ...overrides,
  };
}

describe('what the lobby form sends', () => {
  it('a Dota 2 lobby: the prize with one decimal, the entry fee 0, no CS2 settings', () => {
    expect(lobbyPayload(draft({ prize: '12,5' }))).toEqual({
      name: 'Mid duel',
      type: '1_1',
      game_time_type: 'snap_game',
      is_opened: true,
      mix: false,
      server: 'europe',
      prize: '12.5',
      entry_fee: 0,
      ban_type: 'no_ban',
    });
  });

  it('an empty prize is 0.0 and a typed entry fee goes as typed', () => {
    expect(lobbyPayload(draft({ prize: ' ', entryFee: '2.25' }))).toMatchObject({
      prize: '0.0',
      entry_fee: '2.25',
    });
  });

  it('sends the hero pool only with a ban rule that uses one, and nothing without a rule', () => {
    const pool = draft({ banType: 'one_of_many', heroes: [1, 2, 5] });
    expect(lobbyPayload(pool)).toMatchObject({
      ban_type: 'one_of_many',
      selected_heroes: [1, 2, 5],
    });
    expect(lobbyPayload(draft({ heroes: [1] }))).not.toHaveProperty('selected_heroes');
    const none = lobbyPayload(draft({ banType: null, heroes: [1] }));
    expect(none).not.toHaveProperty('ban_type');
    expect(none).not.toHaveProperty('selected_heroes');
  });

  it('a CS2 lobby without a map rule or round counts gets the lobby defaults', () => {
    const body = lobbyPayload(
      draft({
        game: 2,
        mapsBanType: null,
        roundsToWin: '',
        overtimeRounds: '',
        banType: 'one_of_many',
      }),
    );
    expect(body).toMatchObject({
      maps_ban_type: 'no_ban',
      friendly_fire: true,
      rounds_to_win: 13,
      overtime_rounds: 3,
    });
    expect(body).not.toHaveProperty('ban_type');
    expect(body).not.toHaveProperty('maps_list');
  });

  it('a timed lobby sends the chosen period’s start; a snap lobby never sends a time', () => {
    const start = '2030-05-01T18:00:00.000Z';
    expect(lobbyPayload(draft({ gameTimeType: 'timed', gameTime: start }))).toMatchObject({
      game_time_type: 'timed',
      game_time: start,
    });
    expect(lobbyPayload(draft({ gameTime: start }))).not.toHaveProperty('game_time');
  });
});

describe('what the lobby form refuses before sending', () => {
  it.each<[string, Partial<LobbyDraft>, Record<string, string>]>([
    ['a fine draft', {}, {}],
    ['no name', { name: '  ' }, { name: 'nameRequired' }],
    [
      'a timed lobby without a period',
      { gameTimeType: 'timed', date: '2030-05-01' },
      { game_time: 'periodRequired' },
    ],
    ['a prize with two decimals', { prize: '1.25' }, { prize: 'prizeFormat' }],
    ['an entry fee that is not a number', { entryFee: 'ten' }, { entry_fee: 'feeFormat' }],
    ['one hero for a single-hero rule: fine', { banType: 'all_but_one', heroes: [3] }, {}],
    [
      'two heroes for a single-hero rule',
      { banType: 'all_but_one', heroes: [3, 4] },
      { selected_heroes: 'oneHero' },
    ],
    [
      'one hero for a pool',
      { banType: 'one_of_many', heroes: [3] },
      { selected_heroes: 'heroCount' },
    ],
    ['no hero for a pool: the default pool', { banType: 'one_of_many', heroes: [] }, {}],
    [
      'one map for a map pool',
      { game: 2, mapsBanType: 'one_of_many', maps: ['de_nuke'] },
      { maps_list: 'mapCount' },
    ],
    [
      'no map for a map pool: the active pool',
      { game: 2, mapsBanType: 'one_of_many', maps: [] },
      {},
    ],
    ['31 rounds to win', { game: 2, roundsToWin: '31' }, { rounds_to_win: 'roundsToWin' }],
    [
      '16 overtime rounds',
      { game: 2, overtimeRounds: '16' },
      { overtime_rounds: 'overtimeRounds' },
    ],
  ])('%s', (_, changes, problems) => {
    expect(draftProblems(draft(changes), LIMITS)).toEqual(problems);
  });
});
