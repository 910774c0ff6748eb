import { describe, expect, it } from 'vitest';
import {
  matchZyConfig,
  matchZyLoadMatchCommand,
  matchZyRemoteLogCommands,
  quoteArgument,
  type MatchZyConfig,
  type MatchZyMatchInput,
} from './matchzy-config.js';

const steamId = (n: number) => String(76561198000000000n + BigInt(n));
const players = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ steamId: steamId(from + i), name: `p${from + i}` }));

const duel: MatchZyMatchInput = {
  matchId: 41,
  team1: { name: 'alice', players: players(1, 1) },
  team2: { name: 'bob', players: players(2, 1) },
  maps: ['de_dust2'],
  sides: ['knife'],
  playersPerTeam: 1,
  roundsToWin: 9,
  overtimeMaxRounds: null,
  friendlyFire: null,
};

const fives: MatchZyMatchInput = {
  matchId: 7,
  team1: { name: 'Red Team', players: players(10, 5) },
  team2: { name: 'Blue Team', players: players(20, 5) },
  maps: ['de_mirage'],
  sides: ['team1_t'],
  playersPerTeam: 5,
  roundsToWin: null,
  overtimeMaxRounds: 6,
  friendlyFire: true,
};

describe('the MatchZy match config', () => {
  const cases: { name: string; input: MatchZyMatchInput; expected: MatchZyConfig }[] = [
    {
      name: 'a 1v1 bo1 to 9 rounds, knife for sides, no overtime, server friendly fire',
      input: duel,
      expected: {
        matchid: 41,
        team1: { name: 'alice', players: { [steamId(1)]: 'p1' } },
        team2: { name: 'bob', players: { [steamId(2)]: 'p2' } },
        num_maps: 1,
        maplist: ['de_dust2'],
        map_sides: ['knife'],
        spectators: { players: {} },
        players_per_team: 1,
        min_players_to_ready: 1,
        min_spectators_to_ready: 0,
        clinch_series: true,
        skip_veto: true,
        cvars: { mp_maxrounds: '16', mp_overtime_enable: '0' },
      },
    },
    {
      name: 'a 5v5 bo1 with team1 starting T, MR12, overtime of 6, friendly fire on',
      input: fives,
      expected: {
        matchid: 7,
        team1: {
          name: 'Red Team',
          players: Object.fromEntries(players(10, 5).map((p) => [p.steamId, p.name])),
        },
        team2: {
          name: 'Blue Team',
          players: Object.fromEntries(players(20, 5).map((p) => [p.steamId, p.name])),
        },
        num_maps: 1,
        maplist: ['de_mirage'],
        map_sides: ['team2_ct'],
        spectators: { players: {} },
        players_per_team: 5,
        min_players_to_ready: 5,
        min_spectators_to_ready: 0,
        clinch_series: true,
        skip_veto: true,
        cvars: {
          mp_maxrounds: '24',
          mp_overtime_enable: '1',
          mp_overtime_maxrounds: '6',
          mp_friendlyfire: '1',
        },
      },
    },
  ];

  it.each(cases)('builds $name', ({ input, expected }) => {
    expect(matchZyConfig(input)).toEqual(expected);
  });

  it.each([
    { sides: ['team1_ct'] as const, expected: 'team1_ct' },
    { sides: ['team1_t'] as const, expected: 'team2_ct' },
    { sides: ['knife'] as const, expected: 'knife' },
  ])('maps a starting side of $sides.0 to $expected', ({ sides, expected }) => {
    expect(matchZyConfig({ ...duel, sides: [...sides] }).map_sides).toEqual([expected]);
  });

  it.each([
    {
      overtimeMaxRounds: 0,
      friendlyFire: false,
      cvars: { mp_overtime_enable: '0', mp_friendlyfire: '0' },
    },
    {
      overtimeMaxRounds: 4,
      friendlyFire: null,
      cvars: { mp_overtime_enable: '1', mp_overtime_maxrounds: '4' },
    },
  ])('sets overtime $overtimeMaxRounds and friendly fire $friendlyFire', (row) => {
    const { cvars } = matchZyConfig({ ...duel, ...row, roundsToWin: 13 });
    expect(cvars).toEqual({ mp_maxrounds: '24', ...row.cvars });
  });

  it('carries the remote log settings in the cvars when given', () => {
    const { cvars } = matchZyConfig({
      ...duel,
      remoteLog: { url: 'https://clutch.test/e/41', headerKey: 'X-Clutch', headerValue: 's3cret' },
    });
    expect(cvars).toMatchObject({
      matchzy_remote_log_url: 'https://clutch.test/e/41',
      matchzy_remote_log_header_key: 'X-Clutch',
      matchzy_remote_log_header_value: 's3cret',
    });
  });

  it('serialises to JSON MatchZy reads (integers stay numbers, cvars strings)', () => {
    const json = JSON.parse(JSON.stringify(matchZyConfig(fives))) as unknown;
    expect(json).toMatchObject({ matchid: 7, num_maps: 1, players_per_team: 5 });
  });

  it.each([
    { name: 'no maps', patch: { maps: [], sides: [] } },
    { name: 'sides not matching maps', patch: { sides: ['knife', 'knife'] as const } },
    { name: 'six a side', patch: { playersPerTeam: 6 } },
    { name: 'an odd overtime', patch: { overtimeMaxRounds: 5 } },
    { name: 'a map name with a quote', patch: { maps: ['de_"x'] } },
    {
      name: 'a player without a SteamID64',
      patch: { team1: { name: 'a', players: [{ steamId: '12', name: 'x' }] } },
    },
    { name: 'a zero match id', patch: { matchId: 0 } },
  ])('refuses $name', ({ patch }) => {
    const input = { ...duel, ...patch, sides: [...(patch.sides ?? duel.sides)] };
    expect(() => matchZyConfig(input)).toThrow(RangeError);
  });
});

describe('the MatchZy RCON commands', () => {
  it('loads a match from a URL with our header as two more quoted arguments', () => {
    expect(
      matchZyLoadMatchCommand('https://clutch.test/h/41/config', {
        name: 'X-Clutch',
        value: 'abc',
      }),
    ).toBe('matchzy_loadmatch_url "https://clutch.test/h/41/config" "X-Clutch" "abc"');
    expect(matchZyLoadMatchCommand('https://clutch.test/c')).toBe(
      'matchzy_loadmatch_url "https://clutch.test/c"',
    );
  });

  it('sets the remote log URL, header key and header value', () => {
    expect(
      matchZyRemoteLogCommands({ url: 'https://c.test/e', headerKey: 'X-K', headerValue: 'v' }),
    ).toEqual([
      'matchzy_remote_log_url "https://c.test/e"',
      'matchzy_remote_log_header_key "X-K"',
      'matchzy_remote_log_header_value "v"',
    ]);
  });

  it.each(['', 'a"b', 'a\nb', 'a\0b'])(
    'refuses the argument %j, which could end the command',
    (value) => {
      expect(() => quoteArgument(value)).toThrow(RangeError);
    },
  );
});
