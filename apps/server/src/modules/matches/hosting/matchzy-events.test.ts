import { describe, expect, it } from 'vitest';
import {
  mapWinnerOf,
  matchIdOf,
  matchZyEventKey,
  parseMatchZyEvent,
  playerStatsOf,
  seriesWinnerOf,
  type MapResultEvent,
  type MatchZyEvent,
  type ParsedMatchZyEvent,
} from './matchzy-events.js';

// Bodies as MatchZy serialises them (System.Text.Json of Events.cs / MatchData.cs classes).
const ALICE = '76561198000000001';
const BOB = '76561198000000002';

function stats(overrides: Record<string, number> = {}) {
  return {
    kills: 20,
    deaths: 10,
    assists: 4,
    flash_assists: 0,
    team_kills: 0,
    suicides: 0,
    damage: 2100,
    utility_damage: 50,
    enemies_flashed: 3,
    friendlies_flashed: 0,
    knife_kills: 0,
    headshot_kills: 9,
    rounds_played: 21,
    bomb_defuses: 0,
    bomb_plants: 0,
    '1k': 0,
    '2k': 3,
    '3k': 1,
    '4k': 0,
    '5k': 0,
    '1v1': 1,
    '1v2': 0,
    '1v3': 0,
    '1v4': 0,
    '1v5': 0,
    first_kills_t: 0,
    first_kills_ct: 0,
    first_deaths_t: 0,
    first_deaths_ct: 0,
    trade_kills: 0,
    kast: 0,
    score: 48,
    mvp: 5,
    ...overrides,
  };
}

function statsTeam(name: string, score: number, players: unknown[], seriesScore = 0) {
  return { id: '', name, series_score: seriesScore, score, score_ct: 0, score_t: 0, players };
}

const seriesStart = {
  event: 'series_start',
  matchid: 41,
  num_maps: 1,
  team1: { id: '', name: 'alice' },
  team2: { id: '', name: 'bob' },
};
const goingLive = { event: 'going_live', matchid: 41, map_number: 0 };
const roundEnd = {
  event: 'round_end',
  matchid: 41,
  map_number: 0,
  round_number: 3,
  round_time: 0,
  reason: 9,
  winner: { side: '2', team: 'team1' },
  team1: statsTeam('alice', 2, [
    { steamid: ALICE, name: 'alice', stats: stats({ rounds_played: 3 }) },
  ]),
  team2: statsTeam('bob', 1, [{ steamid: BOB, name: 'bob', stats: stats({ rounds_played: 3 }) }]),
};
const mapResult = {
  event: 'map_result',
  matchid: 41,
  map_number: 0,
  winner: { side: '3', team: 'team2' },
  team1: statsTeam(
    'alice',
    13,
    [
      { steamid: ALICE, name: 'alice', stats: stats() },
      { steamid: '0', name: 'BOT Ringo', stats: stats() },
    ],
    1,
  ),
  team2: statsTeam('bob', 8, [
    {
      steamid: BOB,
      name: 'bob',
      stats: stats({ kills: 0, headshot_kills: 0, damage: 0, rounds_played: 0, score: 2, mvp: 0 }),
    },
  ]),
};
const seriesEnd = {
  event: 'series_end',
  matchid: 41,
  winner: { side: '3', team: 'team1' },
  team1_series_score: 1,
  team2_series_score: 0,
  time_until_restore: 10,
};
const disconnect = {
  event: 'player_disconnect',
  matchid: 41,
  player: { steamid: BOB, name: 'bob', user_id: 4, side: 'ct', is_bot: false },
};

describe('parsing MatchZy events', () => {
  it.each([
    { body: seriesStart, key: 'series_start:41' },
    { body: goingLive, key: 'going_live:41:0' },
    { body: roundEnd, key: 'round_end:41:0:3' },
    { body: mapResult, key: 'map_result:41:0' },
    { body: seriesEnd, key: 'series_end:41' },
    { body: disconnect, key: `player_disconnect:41:${BOB}:4` },
  ])('reads $body.event and keys it $key', ({ body, key }) => {
    const event = expectApplied(parseMatchZyEvent(body));
    expect(event.event).toBe(body.event);
    expect(matchIdOf(event)).toBe(41);
    expect(matchZyEventKey(event)).toBe(key);
  });

  it.each([
    { matchid: 41, expected: 41 },
    { matchid: '41', expected: 41 },
    { matchid: '9007199254', expected: 9007199254 },
  ])('takes a matchid of $matchid as the number $expected', ({ matchid, expected }) => {
    expect(matchIdOf(expectApplied(parseMatchZyEvent({ ...goingLive, matchid })))).toBe(expected);
  });

  it('reads a body that arrives as JSON text', () => {
    expect(parseMatchZyEvent(JSON.stringify(goingLive))).toMatchObject({ event: 'going_live' });
  });

  it.each(['player_death', 'round_start', 'demo_upload_ended', 'backup_loaded', 'game_paused'])(
    'ignores the %s event, which nothing applies',
    (name) => {
      expect(parseMatchZyEvent({ event: name, matchid: 41, whatever: [1] })).toEqual({
        event: 'ignored',
        name,
      });
    },
  );

  it.each([
    { name: 'null', body: null },
    { name: 'an array', body: [goingLive] },
    { name: 'no event name', body: { matchid: 41 } },
    { name: 'text that is not JSON', body: '{"event":' },
    { name: 'a round_end without scores', body: { ...roundEnd, team1: { name: 'alice' } } },
    { name: 'a non-numeric matchid', body: { ...goingLive, matchid: 'abc' } },
    { name: 'a fractional map number', body: { ...goingLive, map_number: 0.5 } },
    { name: 'a series_end without scores', body: { event: 'series_end', matchid: 41, winner: {} } },
  ])('calls $name invalid', ({ body }) => {
    expect(problemOf(parseMatchZyEvent(body))).not.toBe('');
  });

  it('names the broken field in the problem', () => {
    expect(problemOf(parseMatchZyEvent({ ...goingLive, map_number: 'one' }))).toContain(
      'map_number',
    );
  });

  it('tells two disconnects of one player apart by their user id', () => {
    const first = expectApplied(parseMatchZyEvent(disconnect));
    const second = expectApplied(
      parseMatchZyEvent({ ...disconnect, player: { ...disconnect.player, user_id: 9 } }),
    );
    expect(matchZyEventKey(first)).not.toBe(matchZyEventKey(second));
  });
});

describe('statistics from a map result', () => {
  it('turns each human player into our CS2 stat columns, bots left out', () => {
    expect(playerStatsOf(expectMapResult(mapResult))).toEqual([
      {
        steamId: ALICE,
        team: 'team1',
        stats: {
          kills: 20,
          deaths: 10,
          assists: 4,
          adr: 100,
          headshot_pct: 45,
          mvps: 5,
          score: 48,
        },
      },
      {
        steamId: BOB,
        team: 'team2',
        // No rounds_played: ADR falls back to the map's 21 rounds; no kills, no headshot share.
        stats: { kills: 0, deaths: 10, assists: 4, adr: 0, headshot_pct: 0, mvps: 0, score: 2 },
      },
    ]);
  });

  it.each([
    { damage: 1999, rounds_played: 21, kills: 3, headshot_kills: 1, adr: 95, headshot_pct: 33 },
    { damage: 2000, rounds_played: 0, kills: 7, headshot_kills: 7, adr: 95, headshot_pct: 100 },
    { damage: 85, rounds_played: 1, kills: 1, headshot_kills: 0, adr: 85, headshot_pct: 0 },
  ])(
    'rounds ADR $damage/$rounds_played and headshots $headshot_kills/$kills to whole numbers',
    (row) => {
      const { adr, headshot_pct, ...overrides } = row;
      const event = expectMapResult({
        ...mapResult,
        team1: statsTeam('alice', 13, [{ steamid: ALICE, name: 'alice', stats: stats(overrides) }]),
        team2: statsTeam('bob', 8, []),
      });
      const [alice] = playerStatsOf(event);
      expect(alice?.stats).toMatchObject({ adr, headshot_pct });
    },
  );

  it('reads an upstream map_result with no players as no statistics', () => {
    const event = expectMapResult({
      ...mapResult,
      team1: { ...mapResult.team1, players: [] },
      team2: { ...mapResult.team2, players: undefined },
    });
    expect(playerStatsOf(event)).toEqual([]);
  });

  it('reads the same statistics from a round_end, for when map_result carries none', () => {
    const event = expectApplied(parseMatchZyEvent(roundEnd));
    if (event.event !== 'round_end') throw new Error('expected a round_end');
    expect(playerStatsOf(event).map((p) => [p.steamId, p.team, p.stats.adr])).toEqual([
      [ALICE, 'team1', 700],
      [BOB, 'team2', 700],
    ]);
  });

  it.each([
    { team1: 13, team2: 8, expected: 'team1' },
    { team1: 11, team2: 13, expected: 'team2' },
    { team1: 12, team2: 12, expected: null },
  ])(
    'decides the map $team1-$team2 for $expected from the scores',
    ({ team1, team2, expected }) => {
      const event = expectMapResult({
        ...mapResult,
        team1: { ...mapResult.team1, score: team1 },
        team2: { ...mapResult.team2, score: team2 },
      });
      expect(mapWinnerOf(event)).toBe(expected);
    },
  );

  it.each([
    { team: 'team1', expected: 'team1' },
    { team: 'team2', expected: 'team2' },
    { team: 'none', expected: null },
  ])('reads the series winner $team as $expected', ({ team, expected }) => {
    const event = expectApplied(parseMatchZyEvent({ ...seriesEnd, winner: { side: '3', team } }));
    if (event.event !== 'series_end') throw new Error('expected a series_end');
    expect(seriesWinnerOf(event)).toBe(expected);
  });
});

function expectApplied(parsed: ParsedMatchZyEvent): MatchZyEvent {
  if (parsed.event === 'ignored' || parsed.event === 'invalid') {
    throw new Error(`expected an applied event, got ${JSON.stringify(parsed)}`);
  }
  return parsed;
}

function problemOf(parsed: ParsedMatchZyEvent): string {
  if (parsed.event !== 'invalid') throw new Error(`expected invalid, got ${parsed.event}`);
  return parsed.problem;
}

function expectMapResult(body: unknown): MapResultEvent {
  const event = expectApplied(parseMatchZyEvent(body));
  if (event.event !== 'map_result') throw new Error('expected a map_result');
  return event;
}
