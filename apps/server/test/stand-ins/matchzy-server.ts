// A stand-in CS2 server running MatchZy, on the Source RCON stand-in: it takes the remote log
// settings and `matchzy_loadmatch_url` over RCON, downloads the match config with the given header,
// answers `get5_status` from its state as MatchZy does, and on the test's cue POSTs the JSON events
// MatchZy would (same shapes, same quirks) to the remote log URL. A post can be dropped (MatchZy
// never retries, so the event is lost but the state moves on) or sent twice.
import { startSourceRcon, type SourceRconStandIn } from './source-rcon.js';
import {
  finishMap,
  get5StatusJson,
  goingLiveJson,
  LoadedConfigSchema,
  mapResultJson,
  newMatch,
  playerDisconnectJson,
  playRound,
  roundEndJson,
  roundOrder,
  roundsToWinOf,
  seriesEndJson,
  seriesStartJson,
  sideOf,
  startMap,
  type LoadedMatch,
  type LoadedMatchZyConfig,
} from './matchzy-server-match.js';
import { type MatchZyStatsJson, type TeamSlot } from './matchzy-server-stats.js';

export type { LoadedMatchZyConfig } from './matchzy-server-match.js';
export type { MatchZyStatsJson, TeamSlot } from './matchzy-server-stats.js';

export interface LoadAttempt {
  url: string;
  header: { name: string; value: string } | null;
  outcome:
    | 'pending'
    | 'loaded'
    | 'refused'
    | 'invalid_url'
    | 'http_error'
    | 'fetch_failed'
    | 'invalid_config';
  /** The config server's HTTP status, when it answered. */
  status: number | null;
  problem: string | null;
}

export interface PostedEvent {
  body: Record<string, unknown>;
  /** The last HTTP status (null: dropped, no remote log URL, or the request failed). */
  status: number | null;
  dropped: boolean;
  copies: number;
}

export interface PostOptions {
  /** Lose the post (the state still moves on, so `get5_status` shows it). */
  drop?: boolean;
  /** Send it twice. */
  duplicate?: boolean;
}

export interface MatchZyStandInOptions {
  password?: string;
  /** A fixed loopback RCON port (a browser journey's server is told it at start); free if unset. */
  port?: number;
  /** Upstream MatchZy sends map_result with empty player lists; newer builds fill them. */
  mapResultPlayers?: boolean;
  /** Seeds the generated statistics. */
  seed?: number;
}

export interface MapResultScript {
  team1Score: number;
  team2Score: number;
  /** By SteamID64: stat columns (MatchZy's names) to send instead of generated ones. */
  stats?: Record<string, Partial<MatchZyStatsJson>>;
}

/** Every console command that ends the loaded match (MatchZy's admin end and restart). */
const END_MATCH_COMMANDS = [
  'css_endmatch',
  'get5_endmatch',
  'css_forceend',
  'css_restart',
  'css_rr',
];

/** matchzy_… and get5_… names alike. */
const REMOTE_LOG_CVARS = [
  ['_remote_log_url', 'url'],
  ['_remote_log_header_key', 'key'],
  ['_remote_log_header_value', 'value'],
] as const;

export class MatchZyStandIn {
  readonly host: string;
  readonly port: number;
  readonly password: string;
  readonly loadAttempts: LoadAttempt[] = [];
  readonly posts: PostedEvent[] = [];
  private readonly remote = { url: '', headerKey: '', headerValue: '' };
  private readonly downloads = new Set<Promise<void>>();
  private match: LoadedMatch | null = null;
  // Engine user ids count up with every connection; MatchZy reports them in player events.
  private nextUserId = 2;
  private seed: number;
  private readonly mapResultPlayers: boolean;

  /** Use `startMatchZyServer`. */
  constructor(
    /** The RCON stand-in underneath (set `rcon.behaviour` to 'hang' or 'drop'). */
    readonly rcon: SourceRconStandIn,
    options: MatchZyStandInOptions,
  ) {
    this.host = rcon.host;
    this.port = rcon.port;
    this.password = rcon.password;
    this.seed = options.seed ?? 1;
    this.mapResultPlayers = options.mapResultPlayers ?? true;
    this.registerCommands();
  }

  config(): LoadedMatchZyConfig | null {
    return this.match?.config ?? null;
  }

  remoteLog(): { url: string; headerKey: string; headerValue: string } {
    return { ...this.remote };
  }

  /** Settles once every config download started so far has. */
  async loading(): Promise<void> {
    await Promise.allSettled([...this.downloads]);
  }

  seriesStart(options?: PostOptions): Promise<number | null> {
    return this.post(seriesStartJson(this.loaded()), options);
  }

  goLive(mapNumber: number, options?: PostOptions): Promise<number | null> {
    const match = this.loaded();
    if (mapNumber !== match.mapNumber) startMap(match, mapNumber, this.seed++);
    match.gamestate = 'live';
    return this.post(goingLiveJson(match), options);
  }

  roundEnd(round: { winner: TeamSlot }, options?: PostOptions): Promise<number | null> {
    const match = this.loaded();
    const winnerSide = sideOf(match, round.winner);
    playRound(match, round.winner);
    return this.post(roundEndJson(match, winnerSide), options);
  }

  mapResult(result: MapResultScript, options?: PostOptions): Promise<number | null> {
    const match = this.loaded();
    const final = { team1: result.team1Score, team2: result.team2Score };
    finishMap(match, final, result.stats ?? {});
    return this.post(mapResultJson(match, this.mapResultPlayers), options);
  }

  seriesEnd(options?: PostOptions): Promise<number | null> {
    const match = this.loaded();
    match.gamestate = 'post_game';
    return this.post(seriesEndJson(match), options);
  }

  disconnect(steamId: string, options?: PostOptions): Promise<number | null> {
    return this.post(playerDisconnectJson(this.loaded(), steamId, this.nextUserId++), options);
  }

  /** series_start, going_live, every round_end, map_result and series_end of a one-map series. */
  async playBo1(result: { winner: TeamSlot; loserRounds: number }): Promise<(number | null)[]> {
    const match = this.loaded();
    const roundsToWin = roundsToWinOf(match.config);
    const { loserRounds } = result;
    if (!Number.isInteger(loserRounds) || loserRounds < 0 || loserRounds > roundsToWin - 2) {
      throw new RangeError(`loserRounds is 0..${roundsToWin - 2} (playBo1 plays no overtime)`);
    }
    const statuses = [await this.seriesStart(), await this.goLive(0)];
    for (const winner of roundOrder(result.winner, roundsToWin, loserRounds)) {
      statuses.push(await this.roundEnd({ winner }));
    }
    const { team1, team2 } = match.score;
    statuses.push(await this.mapResult({ team1Score: team1, team2Score: team2 }));
    statuses.push(await this.seriesEnd());
    return statuses;
  }

  /** What MatchZy does `time_until_restore` seconds after series_end: back to no match. */
  reset(): void {
    this.match = null;
  }

  close(): Promise<void> {
    return this.rcon.close();
  }

  private loaded(): LoadedMatch {
    if (!this.match) throw new Error('the MatchZy stand-in has no match loaded');
    return this.match;
  }

  private registerCommands(): void {
    const handlers = this.rcon.handlers;
    for (const prefix of ['matchzy', 'get5']) {
      // MatchZy logs bad values to its log file, not to the console: RCON hears nothing back.
      handlers.set(`${prefix}_remote_log_url`, (args) => this.setRemoteLog('url', args));
      handlers.set(`${prefix}_remote_log_header_key`, (args) => this.setRemoteLog('key', args));
      handlers.set(`${prefix}_remote_log_header_value`, (args) => this.setRemoteLog('value', args));
      handlers.set(`${prefix}_loadmatch_url`, (args) => this.startLoad(consoleArgs(args)));
    }
    for (const name of END_MATCH_COMMANDS) {
      handlers.set(name, () => {
        this.match = null;
        return '';
      });
    }
    handlers.set('get5_status', () => {
      const loaded = this.loadAttempts.findLast((attempt) => attempt.outcome === 'loaded');
      return `${JSON.stringify(get5StatusJson(this.match, loaded?.url ?? null))}\n`;
    });
  }

  private setRemoteLog(field: 'url' | 'key' | 'value', args: string): string {
    this.applyRemoteLog(field, consoleArgs(args)[0] ?? '');
    return '';
  }

  private applyRemoteLog(field: 'url' | 'key' | 'value', raw: string): void {
    const value = raw.trim();
    if (field === 'url' && isHttpUrl(value)) this.remote.url = value;
    if (field === 'key' && value !== '') this.remote.headerKey = value;
    if (field === 'value' && value !== '') this.remote.headerValue = value;
  }

  /** Answers at once; the download goes on in the background (see `loading`). */
  private startLoad(argv: string[]): string {
    const [url = '', headerName = '', headerValue = ''] = argv;
    // Like MatchZy, the header is used only when both of its arguments are there.
    const header = argv.length >= 3 ? { name: headerName, value: headerValue } : null;
    const attempt: LoadAttempt = { url, header, outcome: 'pending', status: null, problem: null };
    this.loadAttempts.push(attempt);
    if (this.match) {
      attempt.outcome = 'refused';
      return `[MatchZy] [LoadMatchDataCommand] A match is already setup with id: ${this.match.config.matchid}, cannot load a new match!\n`;
    }
    if (!isHttpUrl(url)) {
      attempt.outcome = 'invalid_url';
      return `[MatchZy] [LoadMatchDataCommand] Invalid URL: ${url}. Please provide a valid URL to load the match!\n`;
    }
    const download = this.download(attempt).finally(() => this.downloads.delete(download));
    this.downloads.add(download);
    return '';
  }

  private async download(attempt: LoadAttempt): Promise<void> {
    let text: string;
    try {
      const headers = attempt.header ? { [attempt.header.name]: attempt.header.value } : undefined;
      const response = await fetch(attempt.url, { headers, signal: AbortSignal.timeout(10_000) });
      attempt.status = response.status;
      text = await response.text();
      if (!response.ok) {
        attempt.outcome = 'http_error';
        attempt.problem = `HTTP request failed with status code: ${response.status}`;
        return;
      }
    } catch (error) {
      attempt.outcome = 'fetch_failed';
      attempt.problem = error instanceof Error ? error.message : String(error);
      return;
    }
    this.applyConfig(attempt, text);
  }

  private applyConfig(attempt: LoadAttempt, text: string): void {
    const parsed = LoadedConfigSchema.safeParse(parseJson(text));
    if (!parsed.success) {
      attempt.outcome = 'invalid_config';
      attempt.problem = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
      return;
    }
    if (this.match) {
      attempt.outcome = 'refused';
      return;
    }
    // A config's cvars may carry the remote log settings; MatchZy applies them for the match.
    for (const [name, value] of Object.entries(parsed.data.cvars ?? {})) {
      for (const [suffix, field] of REMOTE_LOG_CVARS) {
        if (name.toLowerCase().endsWith(suffix)) this.applyRemoteLog(field, String(value));
      }
    }
    this.match = newMatch(parsed.data, this.seed++);
    attempt.outcome = 'loaded';
  }

  private async post(
    body: Record<string, unknown>,
    options: PostOptions = {},
  ): Promise<number | null> {
    const record: PostedEvent = { body, status: null, dropped: options.drop === true, copies: 0 };
    this.posts.push(record);
    if (record.dropped || this.remote.url === '') return null;
    for (let copy = 0; copy < (options.duplicate ? 2 : 1); copy += 1) {
      record.status = await this.send(body);
      record.copies += 1;
    }
    return record.status;
  }

  /** As MatchZy's SendEventAsync: JSON, plus the header when both its key and value are set. */
  private async send(body: Record<string, unknown>): Promise<number | null> {
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    const { url, headerKey, headerValue } = this.remote;
    if (headerKey !== '' && headerValue !== '') headers[headerKey] = headerValue;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return null;
    }
  }
}

export async function startMatchZyServer(
  options: MatchZyStandInOptions = {},
): Promise<MatchZyStandIn> {
  const rcon = await startSourceRcon({
    password: options.password ?? 'rcon-secret',
    ...(options.port === undefined ? {} : { port: options.port }),
  });
  return new MatchZyStandIn(rcon, options);
}

/** Source console arguments: "quoted" or bare words (quote URLs: the console splits on `:`). */
export function consoleArgs(args: string): string[] {
  return [...args.matchAll(/"([^"]*)"?|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
