import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  matchZyConfig,
  matchZyLoadMatchCommand,
  matchZyRemoteLogCommands,
  type MatchZyMatchInput,
} from '../../src/modules/matches/hosting/matchzy-config.js';
import {
  mapWinnerOf,
  matchZyEventKey,
  parseMatchZyEvent,
  playerStatsOf,
  seriesWinnerOf,
  type MatchZyEvent,
} from '../../src/modules/matches/hosting/matchzy-events.js';
import {
  MATCHZY_END_MATCH_COMMAND,
  MATCHZY_STATUS_COMMAND,
  parseMatchZyStatus,
} from '../../src/modules/matches/hosting/matchzy-status.js';
import { connectRcon, type RconClient } from '../../src/modules/matches/hosting/rcon-client.js';
import { consoleArgs, startMatchZyServer, type MatchZyStandIn } from './matchzy-server.js';

const TOKEN = { name: 'X-Clutch-Token', value: 'tok-41' };
const steamId = (n: number) => String(76561198000000000n + BigInt(n));
const players = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ steamId: steamId(from + i), name: `p${from + i}` }));

const FIVES: MatchZyMatchInput = {
  matchId: 41,
  team1: { name: 'Red', players: players(10, 5) },
  team2: { name: 'Blue', players: players(20, 5) },
  maps: ['de_mirage'],
  sides: ['team1_ct'],
  playersPerTeam: 5,
  roundsToWin: null,
  overtimeMaxRounds: 6,
  friendlyFire: true,
};

interface Received {
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** Our side in miniature: serves the config behind a header and records the events posted. */
async function startPlatform(config: unknown) {
  const events: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (request.method === 'GET' && request.url === '/config') {
        const allowed = request.headers[TOKEN.name.toLowerCase()] === TOKEN.value;
        response.writeHead(allowed ? 200 : 401, { 'content-type': 'application/json' });
        response.end(allowed ? JSON.stringify(config) : '{"detail":"no token"}');
        return;
      }
      if (request.method === 'POST' && request.url === '/events') {
        events.push({ headers: request.headers, body: JSON.parse(text) as unknown });
        response.writeHead(200).end();
        return;
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  return {
    events,
    configUrl: `${base}/config`,
    eventsUrl: `${base}/events`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the MatchZy server stand-in', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let server: MatchZyStandIn;
  let rcon: RconClient;

  beforeEach(async () => {
    platform = await startPlatform(matchZyConfig(FIVES));
    server = await startMatchZyServer({ password: 'pw' });
    rcon = await connectRcon({ host: server.host, port: server.port, password: 'pw' });
  });

  afterEach(async () => {
    await rcon.close();
    await server.close();
    await platform.close();
  });

  /** What the platform does: point the events at us, then have the server fetch the config. */
  async function loadMatch(): Promise<void> {
    for (const command of matchZyRemoteLogCommands({
      url: platform.eventsUrl,
      headerKey: TOKEN.name,
      headerValue: TOKEN.value,
    })) {
      await rcon.exec(command);
    }
    await rcon.exec(matchZyLoadMatchCommand(platform.configUrl, TOKEN));
    await server.loading();
  }

  function received(): MatchZyEvent[] {
    return platform.events.map(({ body }) => {
      const parsed = parseMatchZyEvent(body);
      if (parsed.event === 'ignored' || parsed.event === 'invalid')
        throw new Error(JSON.stringify(parsed));
      return parsed;
    });
  }

  it('answers status like CS2 and get5_status as an idle MatchZy', async () => {
    expect(await rcon.exec('status')).toContain('hostname : Clutch stand-in');
    expect(parseMatchZyStatus(await rcon.exec(MATCHZY_STATUS_COMMAND))).toMatchObject({
      state: 'idle',
      matchId: null,
    });
  });

  it('downloads the config with our header and stands in warmup with it', async () => {
    await loadMatch();
    expect(server.loadAttempts).toEqual([
      { url: platform.configUrl, header: TOKEN, outcome: 'loaded', status: 200, problem: null },
    ]);
    expect(server.config()).toEqual(matchZyConfig(FIVES));
    expect(server.remoteLog()).toEqual({
      url: platform.eventsUrl,
      headerKey: TOKEN.name,
      headerValue: TOKEN.value,
    });
    expect(parseMatchZyStatus(await rcon.exec(MATCHZY_STATUS_COMMAND))).toEqual({
      matchId: '41',
      state: 'warmup',
      mapNumber: 0,
      team1Score: 0,
      team2Score: 0,
      team1SeriesScore: 0,
      team2SeriesScore: 0,
    });
  });

  it('records a download the config server refused, and loads nothing', async () => {
    await rcon.exec(matchZyLoadMatchCommand(platform.configUrl));
    await server.loading();
    expect(server.loadAttempts).toMatchObject([
      { header: null, outcome: 'http_error', status: 401 },
    ]);
    expect(server.config()).toBeNull();
  });

  it('records a download that could not connect', async () => {
    await rcon.exec(matchZyLoadMatchCommand('http://127.0.0.1:1/config', TOKEN));
    await server.loading();
    expect(server.loadAttempts).toMatchObject([{ outcome: 'fetch_failed', status: null }]);
  });

  it('refuses a second match while one is loaded, and an invalid URL, as MatchZy words it', async () => {
    await loadMatch();
    expect(await rcon.exec(matchZyLoadMatchCommand(platform.configUrl, TOKEN))).toContain(
      'A match is already setup with id: 41',
    );
    await rcon.exec(MATCHZY_END_MATCH_COMMAND);
    expect(await rcon.exec('matchzy_loadmatch_url "ftp://x/config"')).toContain('Invalid URL');
    expect(server.loadAttempts.map((attempt) => attempt.outcome)).toEqual([
      'loaded',
      'refused',
      'invalid_url',
    ]);
  });

  it('takes the remote log settings from the config cvars too', async () => {
    const config = matchZyConfig({
      ...FIVES,
      remoteLog: { url: 'http://127.0.0.1:9/elsewhere', headerKey: 'X-Other', headerValue: 'v2' },
    });
    await platform.close();
    platform = await startPlatform(config);
    await rcon.exec(matchZyLoadMatchCommand(platform.configUrl, TOKEN));
    await server.loading();
    expect(server.remoteLog()).toEqual({
      url: 'http://127.0.0.1:9/elsewhere',
      headerKey: 'X-Other',
      headerValue: 'v2',
    });
  });

  it('posts series_start, going_live and round_end as MatchZy shapes them, with our header', async () => {
    await loadMatch();
    expect(await server.seriesStart()).toBe(200);
    expect(await server.goLive(0)).toBe(200);
    expect(await server.roundEnd({ winner: 'team2' })).toBe(200);
    expect(await server.roundEnd({ winner: 'team1' })).toBe(200);
    expect(platform.events.every(({ headers }) => headers['x-clutch-token'] === TOKEN.value)).toBe(
      true,
    );
    expect(
      platform.events.every(({ headers }) =>
        headers['content-type']?.startsWith('application/json'),
      ),
    ).toBe(true);
    const events = received();
    expect(events.map(matchZyEventKey)).toEqual([
      'series_start:41',
      'going_live:41:0',
      'round_end:41:0:1',
      'round_end:41:0:2',
    ]);
    const [, , first, second] = events;
    expect(first).toMatchObject({ winner: { side: '2', team: 'team2' }, reason: 9 });
    expect(second).toMatchObject({
      winner: { side: '3', team: 'team2' },
      team1: { score: 1 },
      team2: { score: 1 },
    });
    if (second?.event !== 'round_end') throw new Error('expected a round_end');
    expect(playerStatsOf(second)).toHaveLength(10);
    expect(parseMatchZyStatus(await rcon.exec(MATCHZY_STATUS_COMMAND))).toMatchObject({
      state: 'live',
      team1Score: 1,
      team2Score: 1,
    });
  });

  it('loses a dropped post but still shows its round in get5_status; sends a duplicate twice', async () => {
    await loadMatch();
    await server.goLive(0);
    expect(await server.roundEnd({ winner: 'team1' }, { drop: true })).toBeNull();
    expect(await server.roundEnd({ winner: 'team1' }, { duplicate: true })).toBe(200);
    const keys = received().map(matchZyEventKey);
    expect(keys).toEqual(['going_live:41:0', 'round_end:41:0:2', 'round_end:41:0:2']);
    expect(server.posts.map(({ dropped, copies }) => [dropped, copies])).toEqual([
      [false, 1],
      [true, 0],
      [false, 2],
    ]);
    expect(parseMatchZyStatus(await rcon.exec(MATCHZY_STATUS_COMMAND))).toMatchObject({
      team1Score: 2,
    });
  });

  it('reports a map result with plausible stats for every loaded player, overrides applied', async () => {
    await loadMatch();
    await server.goLive(0);
    const alice = steamId(10);
    await server.mapResult({
      team1Score: 13,
      team2Score: 7,
      stats: { [alice]: { kills: 30, damage: 2600 } },
    });
    const [result] = received().slice(-1);
    if (result?.event !== 'map_result') throw new Error('expected a map_result');
    expect(mapWinnerOf(result)).toBe('team1');
    expect(result.team1).toMatchObject({ score: 13, series_score: 1 });
    const stats = playerStatsOf(result);
    expect(stats).toHaveLength(10);
    expect(stats.find((player) => player.steamId === alice)?.stats).toMatchObject({
      kills: 30,
      adr: 130,
    });
    // Every loser died every round they lost, so the kills add up to at least those deaths.
    const kills = (team: string) =>
      stats.filter((p) => p.team === team).reduce((sum, p) => sum + p.stats.kills, 0);
    expect(kills('team2')).toBeGreaterThan(0);
    for (const player of stats) {
      expect(player.stats.adr).toBeGreaterThanOrEqual(0);
      expect(player.stats.headshot_pct).toBeLessThanOrEqual(100);
    }
    expect(parseMatchZyStatus(await rcon.exec(MATCHZY_STATUS_COMMAND))).toMatchObject({
      state: 'postgame',
      team1Score: 13,
      team2Score: 7,
      team1SeriesScore: 1,
    });
  });

  it('sends map_result with empty player lists when playing upstream MatchZy', async () => {
    await server.close();
    server = await startMatchZyServer({ password: 'pw', mapResultPlayers: false });
    await rcon.close();
    rcon = await connectRcon({ host: server.host, port: server.port, password: 'pw' });
    await loadMatch();
    await server.mapResult({ team1Score: 13, team2Score: 2 });
    const [result] = received();
    if (result?.event !== 'map_result') throw new Error('expected a map_result');
    expect(playerStatsOf(result)).toEqual([]);
  });

  it('plays a whole bo1 and ends the series; a disconnect carries its player', async () => {
    await loadMatch();
    const statuses = await server.playBo1({ winner: 'team2', loserRounds: 5 });
    expect(statuses.every((status) => status === 200)).toBe(true);
    await server.disconnect(steamId(20));
    const events = received();
    expect(events.map((event) => event.event)).toEqual([
      'series_start',
      'going_live',
      ...Array<string>(18).fill('round_end'),
      'map_result',
      'series_end',
      'player_disconnect',
    ]);
    const rounds = events.filter((event) => event.event === 'round_end');
    expect(rounds.at(-1)).toMatchObject({
      round_number: 18,
      team1: { score: 5 },
      team2: { score: 13 },
    });
    const seriesEnd = events.find((event) => event.event === 'series_end');
    if (seriesEnd?.event !== 'series_end') throw new Error('expected a series_end');
    expect(seriesWinnerOf(seriesEnd)).toBe('team2');
    expect(seriesEnd).toMatchObject({
      team1_series_score: 0,
      team2_series_score: 1,
      time_until_restore: 10,
    });
    expect(events.at(-1)).toMatchObject({
      player: { steamid: steamId(20), name: 'p20', side: 'ct' },
    });
  });

  it('goes back to no match on the end-match command', async () => {
    await loadMatch();
    expect(await rcon.exec(MATCHZY_END_MATCH_COMMAND)).toBe('');
    expect(server.config()).toBeNull();
    expect(parseMatchZyStatus(await rcon.exec(MATCHZY_STATUS_COMMAND)).state).toBe('idle');
  });

  it('splits console arguments as the Source console does', () => {
    expect(consoleArgs('"http://a:1/x" "X-K" "v v"')).toEqual(['http://a:1/x', 'X-K', 'v v']);
    expect(consoleArgs('bare  words')).toEqual(['bare', 'words']);
    expect(consoleArgs('')).toEqual([]);
  });
});
