import { describe, expect, it } from 'vitest';
import { parseMatchZyStatus, type MatchZyStatus } from './matchzy-status.js';

// What MatchZy's get5_status prints (System.Text.Json of its Get5Status class, nulls included).
const IDLE =
  '{"plugin_version":"0.15.0","gamestate":"none","paused":false,"loaded_config_file":null,' +
  '"matchid":null,"map_number":null,"round_number":-1,"round_time":null,"team1":null,"team2":null,"maps":null}';

function loaded(gamestate: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    plugin_version: '0.15.0',
    gamestate,
    paused: false,
    loaded_config_file: 'http://127.0.0.1:1/config',
    matchid: 41,
    map_number: 0,
    round_number: 14,
    round_time: null,
    team1: {
      name: 'alice',
      series_score: 0,
      current_map_score: 9,
      connected_clients: -1,
      ready: true,
      side: 'ct',
    },
    team2: {
      name: 'bob',
      series_score: 0,
      current_map_score: 5,
      connected_clients: -1,
      ready: true,
      side: 'terrorist',
    },
    maps: ['de_dust2'],
    ...extra,
  });
}

const LIVE: MatchZyStatus = {
  matchId: '41',
  state: 'live',
  mapNumber: 0,
  team1Score: 9,
  team2Score: 5,
  team1SeriesScore: 0,
  team2SeriesScore: 0,
};

describe('reading get5_status', () => {
  it.each<{ name: string; text: string; expected: MatchZyStatus }>([
    {
      name: 'an idle server',
      text: IDLE,
      expected: {
        ...LIVE,
        matchId: null,
        state: 'idle',
        mapNumber: null,
        team1Score: null,
        team2Score: null,
        team1SeriesScore: null,
        team2SeriesScore: null,
      },
    },
    { name: 'a live map', text: loaded('live'), expected: LIVE },
    {
      name: 'a paused map',
      text: loaded('live', { paused: true }),
      expected: { ...LIVE, state: 'paused' },
    },
    {
      name: 'a round being restored',
      text: loaded('pending_restore'),
      expected: { ...LIVE, state: 'paused' },
    },
    { name: 'warmup', text: loaded('warmup'), expected: { ...LIVE, state: 'warmup' } },
    { name: 'a veto', text: loaded('pre_veto'), expected: { ...LIVE, state: 'warmup' } },
    { name: 'the knife round', text: loaded('knife'), expected: { ...LIVE, state: 'knife' } },
    {
      name: 'the side choice',
      text: loaded('waiting_for_knife_decision'),
      expected: { ...LIVE, state: 'knife' },
    },
    { name: 'going live', text: loaded('going_live'), expected: LIVE },
    {
      name: 'post game with the series point counted',
      text: loaded('post_game', {
        team1: { series_score: 1, current_map_score: 13 },
        team2: { series_score: 0, current_map_score: 5 },
      }),
      expected: { ...LIVE, state: 'postgame', team1Score: 13, team1SeriesScore: 1 },
    },
    {
      name: 'a state from a newer plugin',
      text: loaded('halftime'),
      expected: { ...LIVE, state: 'unknown' },
    },
    { name: 'a string matchid', text: loaded('live', { matchid: '41' }), expected: LIVE },
    {
      name: 'MatchZy’s "no id" of -1',
      text: loaded('warmup', { matchid: -1 }),
      expected: { ...LIVE, state: 'warmup', matchId: null },
    },
    {
      name: 'the reply wrapped in console noise',
      text: `L 11/26/2026 - 10:00:00: rcon from "1.2.3.4"\n${loaded('live')}\n[MatchZy] done\n`,
      expected: LIVE,
    },
    {
      name: 'odd field values, each read as unknown alone',
      text: loaded('live', { map_number: 'zero', team2: 'bob' }),
      expected: { ...LIVE, mapNumber: null, team2Score: null, team2SeriesScore: null },
    },
  ])('reads $name', ({ text, expected }) => {
    expect(parseMatchZyStatus(text)).toEqual(expected);
  });

  it.each([
    { name: 'an empty answer', text: '' },
    { name: 'an unknown command', text: "Unknown command 'get5_status'!\n" },
    { name: 'broken JSON', text: '{"gamestate":"live",' },
    { name: 'a JSON array', text: '[1,2]' },
    { name: 'a JSON string', text: '"live"' },
  ])('answers an unknown state for $name', ({ text }) => {
    expect(parseMatchZyStatus(text)).toEqual({
      matchId: null,
      state: 'unknown',
      mapNumber: null,
      team1Score: null,
      team2Score: null,
      team1SeriesScore: null,
      team2SeriesScore: null,
    });
  });
});
