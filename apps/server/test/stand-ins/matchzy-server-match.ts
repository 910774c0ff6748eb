// The MatchZy stand-in's match: the config it loaded, scores, sides and tallies as MatchZy keeps
// them, and the JSON MatchZy builds from them (its events from Events.cs/MatchData.cs and the
// get5_status reply from G5API.cs), quirks included so the platform meets them in tests.
import { z } from 'zod';
import {
  MapTallies,
  playerStatsJson,
  type MatchZyStatsJson,
  type RosterPlayer,
  type TeamSlot,
} from './matchzy-server-stats.js';

const TeamConfigSchema = z.looseObject({
  name: z.string(),
  players: z.record(z.string(), z.string()),
});

/** What MatchZy insists on when it reads a config (ValidateMatchJsonStructure). */
export const LoadedConfigSchema = z.looseObject({
  matchid: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
  team1: TeamConfigSchema,
  team2: TeamConfigSchema,
  num_maps: z.number().int().min(1),
  maplist: z.array(z.string()).min(1),
  map_sides: z.array(z.enum(['team1_ct', 'team1_t', 'team2_ct', 'team2_t', 'knife'])).optional(),
  cvars: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type LoadedMatchZyConfig = z.infer<typeof LoadedConfigSchema>;

export type GameState = 'warmup' | 'live' | 'post_game';
type Side = 'ct' | 't';

export interface LoadedMatch {
  config: LoadedMatchZyConfig;
  roster: RosterPlayer[];
  gamestate: GameState;
  mapNumber: number;
  score: Record<TeamSlot, number>;
  series: Record<TeamSlot, number>;
  team1Side: Side;
  tallies: MapTallies;
}

type Json = Record<string, unknown>;

const DEFAULT_MAX_ROUNDS = 24;
const DEFAULT_OVERTIME_ROUNDS = 6;
// CounterStrikeSharp's RoundEndReason for a round won by eliminating the other team.
const REASON_CTS_WIN = 8;
const REASON_TERRORISTS_WIN = 9;

export function newMatch(config: LoadedMatchZyConfig, seed: number): LoadedMatch {
  const roster = [
    ...rosterOf(config.team1.players, 'team1'),
    ...rosterOf(config.team2.players, 'team2'),
  ];
  return {
    config,
    roster,
    gamestate: 'warmup',
    mapNumber: 0,
    score: { team1: 0, team2: 0 },
    series: { team1: 0, team2: 0 },
    team1Side: startingSide(config, 0),
    tallies: new MapTallies(roster, seed),
  };
}

export function startMap(match: LoadedMatch, mapNumber: number, seed: number): void {
  match.mapNumber = mapNumber;
  match.score = { team1: 0, team2: 0 };
  match.team1Side = startingSide(match.config, mapNumber);
  match.tallies = new MapTallies(match.roster, seed);
}

export function playRound(match: LoadedMatch, winner: TeamSlot): void {
  match.score[winner] += 1;
  match.tallies.playRound(winner);
  if (isSideSwap(match.config, match.score.team1 + match.score.team2)) {
    match.team1Side = match.team1Side === 'ct' ? 't' : 'ct';
  }
}

/** Sets the final score, playing (silently) whatever rounds were not reported one by one. */
export function finishMap(
  match: LoadedMatch,
  final: Record<TeamSlot, number>,
  overrides: Record<string, Partial<MatchZyStatsJson>>,
): void {
  for (const slot of ['team1', 'team2'] as const) {
    while (match.score[slot] < final[slot]) playRound(match, slot);
  }
  match.score = { ...final };
  for (const [steamId, stats] of Object.entries(overrides)) match.tallies.override(steamId, stats);
  if (final.team1 !== final.team2) match.series[final.team1 > final.team2 ? 'team1' : 'team2'] += 1;
  match.gamestate = 'post_game';
}

export function roundsToWinOf(config: LoadedMatchZyConfig): number {
  return maxRoundsOf(config) / 2 + 1;
}

/** MatchZy swaps sides at halftime and at each overtime half (IsTeamSwapRequired). */
function isSideSwap(config: LoadedMatchZyConfig, roundsPlayed: number): boolean {
  const half = maxRoundsOf(config) / 2;
  const overtimeHalf = Number(config.cvars?.mp_overtime_maxrounds ?? DEFAULT_OVERTIME_ROUNDS) / 2;
  if (roundsPlayed === half) return true;
  if (roundsPlayed < 2 * half || overtimeHalf < 1) return false;
  return (roundsPlayed - 2 * half + overtimeHalf) % (2 * overtimeHalf) === 0;
}

function maxRoundsOf(config: LoadedMatchZyConfig): number {
  const value = Number(config.cvars?.mp_maxrounds ?? DEFAULT_MAX_ROUNDS);
  return Number.isInteger(value) && value > 0 && value % 2 === 0 ? value : DEFAULT_MAX_ROUNDS;
}

function startingSide(config: LoadedMatchZyConfig, mapNumber: number): Side {
  const side = config.map_sides?.[mapNumber] ?? 'knife';
  // A knife round's winner may stay or switch; in the stand-in team1 always ends up CT.
  return side === 'team2_ct' || side === 'team1_t' ? 't' : 'ct';
}

export function sideOf(match: LoadedMatch, slot: TeamSlot): Side {
  if (slot === 'team1') return match.team1Side;
  return match.team1Side === 'ct' ? 't' : 'ct';
}

/** The loser's rounds spread through the map, the winner taking the last one. */
export function roundOrder(winner: TeamSlot, roundsToWin: number, loserRounds: number): TeamSlot[] {
  const loser: TeamSlot = winner === 'team1' ? 'team2' : 'team1';
  const total = roundsToWin + loserRounds;
  const order: TeamSlot[] = [];
  let lost = 0;
  for (let round = 1; round <= total; round += 1) {
    const isLoserRound = round < total && Math.floor((round * loserRounds) / (total - 1)) > lost;
    if (isLoserRound) lost += 1;
    order.push(isLoserRound ? loser : winner);
  }
  return order;
}

function rosterOf(players: Record<string, string>, team: TeamSlot): RosterPlayer[] {
  return Object.entries(players).map(([steamId, name]) => ({ steamId, name, team }));
}

// --- The JSON MatchZy sends ----------------------------------------------------------------------

/** The CS team number MatchZy puts in `winner.side`: "3" CT, "2" T. */
function sideNumber(side: Side): string {
  return side === 'ct' ? '3' : '2';
}

export function seriesStartJson(match: LoadedMatch): Json {
  return {
    event: 'series_start',
    matchid: match.config.matchid,
    team1: { id: '', name: match.config.team1.name },
    team2: { id: '', name: match.config.team2.name },
    num_maps: match.config.num_maps,
  };
}

export function goingLiveJson(match: LoadedMatch): Json {
  return { event: 'going_live', matchid: match.config.matchid, map_number: match.mapNumber };
}

/** After `playRound`; `winnerSide` is the side the winner played the round on. */
export function roundEndJson(match: LoadedMatch, winnerSide: Side): Json {
  const { team1, team2 } = match.score;
  return {
    event: 'round_end',
    matchid: match.config.matchid,
    map_number: match.mapNumber,
    round_number: team1 + team2,
    round_time: 0,
    reason: winnerSide === 'ct' ? REASON_CTS_WIN : REASON_TERRORISTS_WIN,
    // MatchZy's quirk, kept: `team` is whoever leads on score, not who won the round.
    winner: { side: sideNumber(winnerSide), team: team1 > team2 ? 'team1' : 'team2' },
    team1: statsTeamJson(match, 'team1', 0, true),
    team2: statsTeamJson(match, 'team2', 0, true),
  };
}

export function mapResultJson(match: LoadedMatch, withPlayers: boolean): Json {
  const winner: TeamSlot = match.score.team1 > match.score.team2 ? 'team1' : 'team2';
  return {
    event: 'map_result',
    matchid: match.config.matchid,
    map_number: match.mapNumber,
    winner: { side: sideNumber(sideOf(match, winner)), team: winner },
    team1: statsTeamJson(match, 'team1', match.series.team1, withPlayers),
    team2: statsTeamJson(match, 'team2', match.series.team2, withPlayers),
  };
}

export function seriesEndJson(match: LoadedMatch): Json {
  const { team1, team2 } = match.series;
  const winner = team1 === team2 ? 'none' : team1 > team2 ? 'team1' : 'team2';
  return {
    event: 'series_end',
    matchid: match.config.matchid,
    winner: { side: sideNumber(winner === 'none' ? 't' : sideOf(match, winner)), team: winner },
    team1_series_score: team1,
    team2_series_score: team2,
    time_until_restore: 10,
  };
}

export function playerDisconnectJson(match: LoadedMatch, steamId: string, userId: number): Json {
  const player = match.roster.find((candidate) => candidate.steamId === steamId);
  return {
    event: 'player_disconnect',
    matchid: match.config.matchid,
    player: {
      steamid: steamId,
      name: player?.name ?? 'unknown',
      user_id: userId,
      side: player ? sideOf(match, player.team) : null,
      is_bot: false,
    },
  };
}

function statsTeamJson(
  match: LoadedMatch,
  slot: TeamSlot,
  seriesScore: number,
  withPlayers: boolean,
): Json {
  const players = withPlayers
    ? match.roster
        .filter((player) => player.team === slot)
        .map((player) => ({
          steamid: player.steamId,
          name: player.name,
          stats: playerStatsJson(match.tallies.statsOf(player.steamId)),
        }))
    : [];
  return {
    id: '',
    name: match.config[slot].name,
    series_score: seriesScore,
    score: match.score[slot],
    score_ct: 0,
    score_t: 0,
    players,
  };
}

/** MatchZy's Get5Status, nulls and all, for no match (`match` null) or a loaded one. */
export function get5StatusJson(match: LoadedMatch | null, configUrl: string | null): Json {
  const idle = {
    plugin_version: '0.15.0',
    gamestate: 'none',
    paused: false,
    loaded_config_file: null,
    matchid: null,
    map_number: null,
    round_number: -1,
    round_time: null,
    team1: null,
    team2: null,
    maps: null,
  };
  if (!match) return idle;
  const isLive = match.gamestate === 'live';
  return {
    ...idle,
    gamestate: match.gamestate,
    loaded_config_file: configUrl,
    matchid: match.config.matchid,
    map_number: match.mapNumber,
    round_number: isLive ? match.score.team1 + match.score.team2 : -1,
    team1: statusTeamJson(match, 'team1'),
    team2: statusTeamJson(match, 'team2'),
    maps:
      match.gamestate === 'warmup' ? null : match.config.maplist.slice(0, match.config.num_maps),
  };
}

function statusTeamJson(match: LoadedMatch, slot: TeamSlot): Json {
  return {
    name: match.config[slot].name,
    series_score: match.series[slot],
    current_map_score: match.score[slot],
    connected_clients: -1,
    ready: false,
    side: sideOf(match, slot) === 'ct' ? 'ct' : 'terrorist',
  };
}
