import { TournamentCreateSchema, TournamentPatchSchema } from '@clutch/contract/tournament-form';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type TournamentDraft } from './tournament-draft';
import { tournamentPatchPayload, tournamentPayload } from './tournament-payload';

const NOW = new Date('2030-03-01T10:00:00Z');

function draft(game: 1 | 2, changes: Partial<TournamentDraft> = {}): TournamentDraft {
  return {
    ...emptyDraft(game, NOW),
    translations: {
      en: { name: 'Spring Cup', description: '' },
      ua: { name: 'Весняний кубок', description: '' },
      cn: { name: '春季杯', description: '' },
    },
    startTime: '2030-03-05T18:30',
    ...changes,
  };
}

const DOTA_ONLY = ['mode', 'ban_type', 'selected_heroes'];
const CS_ONLY = [
  'rounds_to_win',
  'friendly_fire',
  'overtime_max_rounds',
  'maps_ban_type',
  'map_list',
];

describe('tournamentPayload (spec 2 section 5)', () => {
  it.each<[string, TournamentDraft, Record<string, unknown>]>([
    [
      'game 1 sends the mode and ban rule and none of the CS2 settings',
      draft(1, { banType: 'one_of_many', selectedHeroes: [1, 2], mapList: ['de_mirage'] }),
      { mode: 21, ban_type: 'one_of_many', selected_heroes: [1, 2] },
    ],
    [
      'game 1 with no_ban lists no heroes even when some were picked before',
      draft(1, { banType: 'no_ban', selectedHeroes: [5] }),
      { mode: 21, ban_type: 'no_ban' },
    ],
    [
      'game 1 with a null ban_type drops ban_type and selected_heroes',
      draft(1, { banType: null, selectedHeroes: [5] }),
      { mode: 21 },
    ],
    [
      'game 2 sends its defaults and none of the Dota 2 settings or the server',
      draft(2, { server: 'europe', selectedHeroes: [1], banType: 'all_but_one' }),
      { rounds_to_win: 13, friendly_fire: false, overtime_max_rounds: 1, maps_ban_type: 'no_ban' },
    ],
    [
      'game 2 with emptied numbers and no maps_ban_type falls back to the defaults, no map list',
      draft(2, { roundsToWin: '', overtimeMaxRounds: '', mapsBanType: null, mapList: ['de_nuke'] }),
      { rounds_to_win: 13, friendly_fire: false, overtime_max_rounds: 1, maps_ban_type: 'no_ban' },
    ],
    [
      'game 2 with a map pool sends it with its own numbers',
      draft(2, {
        roundsToWin: '16',
        overtimeMaxRounds: '3',
        friendlyFire: true,
        mapsBanType: 'one_of_many',
        mapList: ['de_mirage', 'de_nuke'],
      }),
      {
        rounds_to_win: 16,
        friendly_fire: true,
        overtime_max_rounds: 3,
        maps_ban_type: 'one_of_many',
        map_list: ['de_mirage', 'de_nuke'],
      },
    ],
  ])('%s', (_, input, gamePart) => {
    const payload = tournamentPayload(input);
    const other = input.game === 1 ? CS_ONLY : DOTA_ONLY;
    for (const field of other) expect(payload, field).not.toHaveProperty(field);
    const own = input.game === 1 ? DOTA_ONLY : CS_ONLY;
    const sent = Object.fromEntries(Object.entries(payload).filter(([key]) => own.includes(key)));
    expect(sent).toEqual(gamePart);
    if (input.game === 2) expect(payload).not.toHaveProperty('server');
  });

  it.each<[string, Partial<TournamentDraft>, Record<string, unknown>]>([
    [
      'empty prizes and fees become 0',
      {},
      {
        prize_pool: '0',
        first_place_prize: '0',
        second_place_prize: '0',
        third_place_prize: '0',
        entry_fee: '0',
        watcher_entry_fee: '0',
      },
    ],
    [
      'amounts keep their decimals and a comma becomes a point',
      { prizePool: ' 100,5 ', firstPlacePrize: '60', entryFee: '2.25' },
      { prize_pool: '100.5', first_place_prize: '60', entry_fee: '2.25' },
    ],
    [
      'grid 1 forces the third prize to 0',
      { grid: 1, thirdPlacePrize: '10' },
      { third_place_prize: '0' },
    ],
    [
      'grid 2 keeps the third prize',
      { grid: 2, thirdPlacePrize: '10' },
      { third_place_prize: '10' },
    ],
    ['percent prizes say so', { percentagePrize: true }, { percentage_prize: true }],
    [
      'levels are whole numbers, digits only',
      { minLvl: '1a0', maxLvl: '50' },
      { min_lvl: 10, max_lvl: 50 },
    ],
    [
      'the start is an instant with its zone, read in the viewer’s time zone (TZ is Kathmandu)',
      { startTime: '2030-03-05T18:30' },
      { start_time: '2030-03-05T12:45:00.000Z' },
    ],
    [
      'an unreadable start is sent empty, for the server to name',
      { startTime: '' },
      { start_time: '' },
    ],
  ])('%s', (_, changes, expected) => {
    expect(tournamentPayload(draft(1, changes))).toMatchObject(expected);
  });

  it.each<[string, Partial<TournamentDraft>, Record<string, unknown>, string[]]>([
    [
      'is_opened 1 sends no password',
      { isOpened: 1 },
      {},
      ['players_password', 'watchers_password'],
    ],
    [
      'is_opened 2 sends both',
      { isOpened: 2 },
      { players_password: 'p1', watchers_password: 'w1' },
      [],
    ],
    [
      'is_opened 3 sends the watchers’ only',
      { isOpened: 3 },
      { watchers_password: 'w1' },
      ['players_password'],
    ],
    [
      'is_opened 4 sends the players’ only',
      { isOpened: 4 },
      { players_password: 'p1' },
      ['watchers_password'],
    ],
    [
      'an empty required password is left out for the server to name',
      { isOpened: 2, playersPassword: '  ' },
      { watchers_password: 'w1' },
      ['players_password'],
    ],
  ])('%s', (_, changes, expected, absent) => {
    const payload = tournamentPayload(
      draft(1, { playersPassword: 'p1', watchersPassword: 'w1', ...changes }),
    );
    expect(payload).toMatchObject({ is_opened: changes.isOpened, ...expected });
    for (const field of absent) expect(payload, field).not.toHaveProperty(field);
  });

  it.each<[string, Partial<TournamentDraft>, Record<string, unknown> | undefined]>([
    ['no one banned sends no ban list', {}, undefined],
    [
      '1_1 drops banned teams',
      { type: '1_1', bannedUsers: [{ id: 4, name: 'eve' }], bannedTeams: [{ id: 9, name: 'Bad' }] },
      { users: [4] },
    ],
    [
      '1_1 with only teams banned sends no list',
      { type: '1_1', bannedTeams: [{ id: 9, name: 'B' }] },
      undefined,
    ],
    [
      '5_5 keeps both',
      { type: '5_5', bannedUsers: [{ id: 4, name: 'eve' }], bannedTeams: [{ id: 9, name: 'Bad' }] },
      { users: [4], teams: [9] },
    ],
  ])('%s', (_, changes, banned) => {
    expect(tournamentPayload(draft(1, changes)).banned).toEqual(banned);
  });

  it.each<[string, Partial<TournamentDraft>, Record<string, unknown>, string[]]>([
    [
      'without donations the jars are removed',
      { donats: false, jars: [1], availableJars: [2] },
      { donats: false },
      ['jars', 'available_jars'],
    ],
    [
      'with donations the chosen jars go',
      { donats: true, jars: [1], availableJars: [2, 3] },
      { donats: true, jars: [1], available_jars: [2, 3] },
      [],
    ],
    [
      'with donations but no jars, no empty lists',
      { donats: true },
      { donats: true },
      ['jars', 'available_jars'],
    ],
    ['no banner or image is left out', {}, {}, ['banner', 'image']],
    [
      'a banner and an image go',
      { banner: 7, image: '/media/a.webp' },
      { banner: 7, image: '/media/a.webp' },
      [],
    ],
  ])('%s', (_, changes, expected, absent) => {
    const payload = tournamentPayload(draft(1, changes));
    expect(payload).toMatchObject(expected);
    for (const field of absent) expect(payload, field).not.toHaveProperty(field);
  });

  it.each<[string, Record<'en' | 'ua' | 'cn', string>, Record<'en' | 'ua' | 'cn', string>]>([
    [
      'line breaks become <br> and empty ua and cn descriptions copy the English one',
      { en: 'Day one\nDay two', ua: '', cn: '  ' },
      { en: 'Day one<br>Day two', ua: 'Day one<br>Day two', cn: 'Day one<br>Day two' },
    ],
    [
      'a description written for a locale is kept',
      { en: 'Rules', ua: 'Правила\r\nтут', cn: '规则' },
      { en: 'Rules', ua: 'Правила<br>тут', cn: '规则' },
    ],
    [
      'no description at all is empty everywhere',
      { en: '', ua: '', cn: '' },
      { en: '', ua: '', cn: '' },
    ],
  ])('%s', (_, descriptions, expected) => {
    const input = draft(1);
    const translations = {
      en: { name: ' Spring Cup ', description: descriptions.en },
      ua: { name: 'Весняний кубок', description: descriptions.ua },
      cn: { name: '春季杯', description: descriptions.cn },
    };
    const sent = tournamentPayload({ ...input, translations }).translations;
    expect(sent.en).toEqual({ name: 'Spring Cup', description: expected.en });
    expect(sent.ua.description).toBe(expected.ua);
    expect(sent.cn.description).toBe(expected.cn);
  });

  it.each([1, 2] as const)('a full game %i payload is accepted by the contract', (game) => {
    const payload = tournamentPayload(
      draft(game, {
        isOpened: 2,
        playersPassword: 'p',
        watchersPassword: 'w',
        donats: true,
        jars: [3],
        bannedUsers: [{ id: 4, name: 'eve' }],
        type: '5_5',
        bannedTeams: [{ id: 5, name: 'x' }],
        prizePool: '100',
        firstPlacePrize: '50',
      }),
    );
    expect(TournamentCreateSchema.safeParse(payload).success).toBe(true);
    expect(TournamentPatchSchema.safeParse(tournamentPatchPayload(draft(game))).success).toBe(true);
  });

  it('an edit sends neither the ban list nor the book', () => {
    const patch = tournamentPatchPayload(draft(1, { bannedUsers: [{ id: 4, name: 'e' }] }));
    expect(patch).not.toHaveProperty('banned');
    expect(patch).not.toHaveProperty('is_demo');
  });
});
