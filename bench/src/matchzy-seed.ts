// Live CS2 matches for the matchzy section, written straight into the bench database (the server has
// migrated it): starting one through the API needs a lobby played to its end, a Steam link per
// player and a CS2 server answering RCON. Rows look as the CS2 host leaves them once MatchZy went
// live: a pool server allocated to the match, two players with Steam ids, status 'live'.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { StreamPlayer } from './matchzy-stream.js';

export interface SeededHostedMatch {
  hostedId: number;
  players: (StreamPlayer & { userId: number })[];
}

// SteamID64s of individual accounts start at 76561197960265728; these sit far above real ones.
const STEAM_ID_BASE = 76_561_199_900_000_000n;
/** Owner match ids of their own, so the live (owner_kind, match_id) key never meets another section's. */
const MATCH_ID_BASE = 900_000;

async function insertServers(client: pg.Client, count: number, suffix: string) {
  // The RCON password is never opened on the events path, so a placeholder stands in for the seal.
  const result = await client.query<{ id: number }>(
    `INSERT INTO cs2_servers (name, host, port, region, rcon_password_encrypted, allocated_to)
     SELECT 'bench-' || $1 || '-' || g, '127.0.0.1', 27000 + g, 'europe', 'bench-unsealed',
            'quickmatch:' || ($2 + g)
       FROM generate_series(1, $3::int) AS g ORDER BY g RETURNING id`,
    [suffix, MATCH_ID_BASE, count],
  );
  return result.rows.map((row) => row.id);
}

async function insertPlayers(client: pg.Client, count: number, suffix: string) {
  const result = await client.query<{ id: number; username: string; steam_id: string }>(
    `INSERT INTO users (username, steam_id)
     SELECT 'cs_' || $1 || '_' || g, ($2::bigint + g)::text
       FROM generate_series(1, $3::int) AS g ORDER BY g RETURNING id, username, steam_id`,
    [suffix, String(STEAM_ID_BASE), 2 * count],
  );
  return result.rows;
}

function matchRow(
  index: number,
  serverId: number,
  users: { id: number; username: string; steam_id: string }[],
) {
  const [a, b] = users;
  if (!a || !b) throw new Error('matchzy seed: a match is missing a player');
  const players = [
    { userId: a.id, steamId: a.steam_id, name: a.username, side: 'a', heroId: null },
    { userId: b.id, steamId: b.steam_id, name: b.username, side: 'b', heroId: null },
  ];
  const matchId = MATCH_ID_BASE + index + 1;
  // What the CS2 host stores as `setup`: the MatchZy config the server loaded.
  const setup = {
    matchid: 0,
    num_maps: 1,
    maplist: ['de_mirage'],
    map_sides: ['team1_ct'],
    players_per_team: 1,
    team1: { name: 'Team A', players: { [a.steam_id]: a.username } },
    team2: { name: 'Team B', players: { [b.steam_id]: b.username } },
  };
  return { matchId, serverId, players, setup };
}

async function insertMatches(
  client: pg.Client,
  serverIds: number[],
  users: { id: number; username: string; steam_id: string }[],
) {
  const rows = serverIds.map((serverId, i) => matchRow(i, serverId, users.slice(2 * i, 2 * i + 2)));
  const result = await client.query<{ id: number }>(
    `INSERT INTO hosted_matches (owner_kind, owner_id, match_id, game, host_kind, cs2_server_id,
                                 status, setup, players, lobby_name, lobby_password, connect_string,
                                 last_event_at)
     SELECT 'quickmatch', m.match_id, m.match_id, 2, 'cs2', m.server_id, 'live', m.setup, m.players,
            'bench-' || m.server_id, 'benchpass', 'connect 127.0.0.1:27015; password benchpass', now()
       FROM jsonb_to_recordset($1::jsonb)
         AS m(match_id int, server_id int, setup jsonb, players jsonb)
     RETURNING id`,
    [
      JSON.stringify(
        rows.map((r) => ({
          match_id: r.matchId,
          server_id: r.serverId,
          setup: r.setup,
          players: r.players,
        })),
      ),
    ],
  );
  const ids = result.rows.map((row) => row.id);
  // MatchZy's config carries our hosted id as its matchid, known only after the insert.
  await client.query(
    `UPDATE hosted_matches SET setup = jsonb_set(setup, '{matchid}', to_jsonb(id)) WHERE id = ANY($1::int[])`,
    [ids],
  );
  return ids.map((hostedId, i) => ({ hostedId, players: rows[i]?.players ?? [] }));
}

/** `count` live hosted CS2 matches, each on a server of its own with two players of its own. */
export async function seedLiveCs2Matches(url: string, count: number): Promise<SeededHostedMatch[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const suffix = randomBytes(3).toString('hex');
    const serverIds = await insertServers(client, count, suffix);
    const users = await insertPlayers(client, count, suffix);
    const matches = await insertMatches(client, serverIds, users);
    return matches.map(({ hostedId, players }) => ({
      hostedId,
      players: players.map((p) => ({
        userId: p.userId,
        steamId: p.steamId,
        name: p.name,
        team: p.side === 'a' ? 'team1' : 'team2',
      })),
    }));
  } finally {
    await client.end();
  }
}

/** What the database holds after the run: events recorded, and each match's score and stats. */
export async function readHostedMatches(url: string, ids: readonly number[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const events = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM hosted_match_events WHERE hosted_match_id = ANY($1::int[])',
      [ids],
    );
    const matches = await client.query<{
      id: number;
      score_a: number;
      score_b: number;
      status: string;
      stats: unknown;
    }>('SELECT id, score_a, score_b, status, stats FROM hosted_matches WHERE id = ANY($1::int[])', [
      ids,
    ]);
    return { events: Number(events.rows[0]?.n ?? 0), matches: matches.rows };
  } finally {
    await client.end();
  }
}
