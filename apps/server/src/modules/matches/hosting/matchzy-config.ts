// The match config MatchZy downloads with `matchzy_loadmatch_url` (its match_setup JSON), built from
// a hosted match, and the RCON commands that point a server at it and at our event endpoint.
// MatchZy reads the JSON with Newtonsoft: unknown keys are ignored, cvars are applied as strings.

export interface MatchZyPlayer {
  /** SteamID64 as a decimal string. */
  steamId: string;
  name: string;
}

export type MatchZyStartingSide = 'team1_ct' | 'team1_t' | 'knife';

export interface MatchZyMatchInput {
  /** Our hosted-match id, MatchZy's `matchid` (it parses it as a 64-bit integer). */
  matchId: number;
  team1: { name: string; players: MatchZyPlayer[] };
  team2: { name: string; players: MatchZyPlayer[] };
  /** Maps in play order, as MatchZy names them (`de_dust2`). */
  maps: string[];
  /** Per map: which side team1 starts on; 'knife' when nobody chose. */
  sides: MatchZyStartingSide[];
  /** 1..5 */
  playersPerTeam: number;
  /** First to this many rounds wins the map (13 → MR12); null keeps MR12. */
  roundsToWin: number | null;
  /** Rounds per overtime (both halves); null or 0 turns overtime off. */
  overtimeMaxRounds: number | null;
  /** null leaves MatchZy's live.cfg value (on). */
  friendlyFire: boolean | null;
  /**
   * Where the server posts its events. Older MatchZy builds forget an RCON-set remote log URL when
   * a match loads (they rebuild their match state), so the URL also travels in the config's cvars.
   */
  remoteLog?: MatchZyRemoteLog | null;
}

export interface MatchZyRemoteLog {
  url: string;
  headerKey: string;
  headerValue: string;
}

/** The map side values MatchZy accepts (`team1_t` is the same as `team2_ct`). */
export type MatchZyMapSide = 'team1_ct' | 'team2_ct' | 'knife';

export interface MatchZyTeamConfig {
  name: string;
  /** SteamID64 → name shown in game (MatchZy forces it through sv_load_forced_client_names_file). */
  players: Record<string, string>;
}

/** MatchZy's match config JSON (documentation/docs/match_setup.md, MatchManagement.cs). */
export interface MatchZyConfig {
  matchid: number;
  team1: MatchZyTeamConfig;
  team2: MatchZyTeamConfig;
  num_maps: number;
  maplist: string[];
  map_sides: MatchZyMapSide[];
  /** Older builds dereference `spectators.players` unconditionally, so it is always sent. */
  spectators: { players: Record<string, string> };
  players_per_team: number;
  /** Ready players each team needs before the map starts. */
  min_players_to_ready: number;
  min_spectators_to_ready: number;
  clinch_series: boolean;
  /** The veto happened on our side: MatchZy plays `maplist` as given. */
  skip_veto: boolean;
  /** Console variables MatchZy sets when the map goes live and restores after the series. */
  cvars: Record<string, string>;
}

/** CS2's default: first to 13 (mp_maxrounds 24). */
const DEFAULT_ROUNDS_TO_WIN = 13;
const STEAM_ID64 = /^\d{17}$/;
const MAP_NAME = /^[a-z0-9_]+$/;

export function matchZyConfig(input: MatchZyMatchInput): MatchZyConfig {
  assertValidInput(input);
  return {
    matchid: input.matchId,
    team1: teamConfig(input.team1),
    team2: teamConfig(input.team2),
    num_maps: input.maps.length,
    maplist: [...input.maps],
    map_sides: input.sides.map(mapSideOf),
    spectators: { players: {} },
    players_per_team: input.playersPerTeam,
    min_players_to_ready: input.playersPerTeam,
    min_spectators_to_ready: 0,
    clinch_series: true,
    skip_veto: true,
    cvars: matchCvars(input),
  };
}

function teamConfig(team: MatchZyMatchInput['team1']): MatchZyTeamConfig {
  return {
    name: team.name,
    players: Object.fromEntries(team.players.map((player) => [player.steamId, player.name])),
  };
}

function mapSideOf(side: MatchZyStartingSide): MatchZyMapSide {
  return side === 'team1_t' ? 'team2_ct' : side;
}

function matchCvars(input: MatchZyMatchInput): Record<string, string> {
  // A map of MR(n) has 2n rounds in regulation; first to n + 1 wins it.
  const roundsToWin = input.roundsToWin ?? DEFAULT_ROUNDS_TO_WIN;
  const cvars: Record<string, string> = { mp_maxrounds: String(2 * (roundsToWin - 1)) };
  const overtime = input.overtimeMaxRounds ?? 0;
  cvars.mp_overtime_enable = overtime > 0 ? '1' : '0';
  if (overtime > 0) cvars.mp_overtime_maxrounds = String(overtime);
  if (input.friendlyFire !== null) cvars.mp_friendlyfire = input.friendlyFire ? '1' : '0';
  if (input.remoteLog) {
    cvars.matchzy_remote_log_url = input.remoteLog.url;
    cvars.matchzy_remote_log_header_key = input.remoteLog.headerKey;
    cvars.matchzy_remote_log_header_value = input.remoteLog.headerValue;
  }
  return cvars;
}

/** Bad input here is a bug in the caller, not something a player can cause: it throws. */
function assertValidInput(input: MatchZyMatchInput): void {
  const problems: string[] = [];
  if (!Number.isSafeInteger(input.matchId) || input.matchId < 1)
    problems.push('matchId must be a positive integer');
  if (input.maps.length === 0) problems.push('at least one map is needed');
  if (input.maps.some((map) => !MAP_NAME.test(map))) problems.push('map names look like de_dust2');
  if (input.sides.length !== input.maps.length) problems.push('one side choice per map');
  if (!isWhole(input.playersPerTeam, 1, 5)) problems.push('playersPerTeam is 1..5');
  if (input.roundsToWin !== null && !isWhole(input.roundsToWin, 2, 30))
    problems.push('roundsToWin is 2..30');
  const overtime = input.overtimeMaxRounds;
  if (overtime !== null && overtime !== 0 && (!isWhole(overtime, 2, 30) || overtime % 2 !== 0))
    problems.push('overtimeMaxRounds is an even 2..30 (two halves)');
  for (const team of [input.team1, input.team2]) {
    if (team.players.some((player) => !STEAM_ID64.test(player.steamId)))
      problems.push(`${team.name}: players need a SteamID64`);
    if (team.players.length > input.playersPerTeam)
      problems.push(`${team.name}: more players than playersPerTeam`);
  }
  if (problems.length > 0) throw new RangeError(`bad MatchZy match: ${problems.join('; ')}`);
}

function isWhole(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * `matchzy_loadmatch_url "<url>" "<header name>" "<header value>"`: MatchZy sends the header only
 * when both are given (it checks for more than three arguments), on a plain HTTP(S) GET.
 */
export function matchZyLoadMatchCommand(
  url: string,
  header?: { name: string; value: string },
): string {
  const parts = ['matchzy_loadmatch_url', quoteArgument(url)];
  if (header) parts.push(quoteArgument(header.name), quoteArgument(header.value));
  return parts.join(' ');
}

/** The three console commands that make MatchZy post its events to us with our header. */
export function matchZyRemoteLogCommands(remoteLog: MatchZyRemoteLog): string[] {
  return [
    `matchzy_remote_log_url ${quoteArgument(remoteLog.url)}`,
    `matchzy_remote_log_header_key ${quoteArgument(remoteLog.headerKey)}`,
    `matchzy_remote_log_header_value ${quoteArgument(remoteLog.headerValue)}`,
  ];
}

/**
 * The Source console has no escapes: a `"` would end the argument, and a newline or NUL the
 * command, so such values could smuggle in a second command. They are refused, not escaped.
 */
export function quoteArgument(value: string): string {
  if (value === '' || /["\0\r\n]/.test(value)) {
    throw new RangeError('a console argument cannot be empty or hold quotes or line breaks');
  }
  return `"${value}"`;
}
