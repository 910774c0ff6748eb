// Tournaments for the calendar section, written straight into the bench database (the server has
// migrated it): a bracket of 1,023 matches through the API needs 1,024 registered players and a
// start. Rows look as a running grid-10 bracket leaves them (sides not drawn yet): one the bench user
// organises, one it watches, and other users' tournaments in the same month it has no part in.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Levels of each bracket: 2^10 places, 1,023 matches (levels 1..10, positions 1..2^(level-1)). */
const GRID = 10;
export const MATCHES_PER_BRACKET = 2 ** GRID - 1;
/** Other users' brackets in the same month: 5 × 1,023 matches the bench user has no part in. */
const NOISE_TOURNAMENTS = 5;
/** Minutes per round (a TOURNAMENT_MINUTE each): matches are 30 minutes long. */
const MATCH_MINUTES = 30;

export interface CalendarMonth {
  /** First and last local day of the month (UTC), YYYY-MM-DD, as the endpoint takes them. */
  dateStart: string;
  dateEnd: string;
  /** The month as instants: [from, to). */
  from: Date;
  to: Date;
}

export interface SeededCalendar {
  month: CalendarMonth;
  /** The tournament the bench user organises and the one it watches, in that order. */
  tournamentIds: number[];
  /** Their matches, all starting inside the month: the bench user's calendar events. */
  events: number;
  /** Matches of other users' tournaments in the same month. */
  noiseMatches: number;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Next month in UTC, so every seeded match is in the future and no job ever touches it. */
export function nextMonth(now = new Date()): CalendarMonth {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  return { dateStart: day(from), dateEnd: day(new Date(to.getTime() - 1)), from, to };
}

async function insertUsers(client: pg.Client, count: number, suffix: string): Promise<number[]> {
  const result = await client.query<{ id: number }>(
    `INSERT INTO users (username)
     SELECT 'cal_' || $1 || '_' || g FROM generate_series(1, $2::int) AS g ORDER BY g RETURNING id`,
    [suffix, count],
  );
  return result.rows.map((row) => row.id);
}

/** A running CS2 1_1 tournament of grid 10 starting at `start`, with its three translations. */
async function insertTournament(
  client: pg.Client,
  createdBy: number,
  start: Date,
  name: string,
): Promise<number> {
  const result = await client.query<{ id: number }>(
    `INSERT INTO tournaments (game, type, grid, status, start_time, freeze_time, match_duration,
                              created_by, server, rounds_to_win, friendly_fire, overtime_max_rounds,
                              maps_ban_type, map_list, started_at)
     VALUES (2, '1_1', $1, 'running', $2, 10, $3, $4, 'europe', 13, false, 6, 'no_ban',
             ARRAY['de_mirage'], now())
     RETURNING id`,
    [GRID, start.toISOString(), MATCH_MINUTES, createdBy],
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('calendar seed: no tournament id returned');
  await client.query(
    `INSERT INTO tournament_translations (tournament_id, locale, name)
     SELECT $1, locale, $2 || ' (' || locale || ')' FROM unnest(ARRAY['en', 'ua', 'cn']) AS locale`,
    [id, name],
  );
  return id;
}

/**
 * The bracket's 1,023 matches, first round first, their starts spread evenly over the month
 * (`offsetMs` shifts one bracket against another so their matches interleave).
 */
async function insertBracket(
  client: pg.Client,
  tournamentId: number,
  month: CalendarMonth,
  offsetMs: number,
): Promise<number> {
  const spanMs = month.to.getTime() - month.from.getTime() - (MATCH_MINUTES + 30) * 60_000;
  const stepMs = spanMs / MATCHES_PER_BRACKET;
  const result = await client.query(
    `INSERT INTO tournament_matches (tournament_id, level, position, start_time)
     SELECT $1, s.level, s.position,
            $2::timestamptz + ($3::float8 + (s.n - 1) * $4::float8) * interval '1 millisecond'
       FROM (SELECT l AS level, p AS position,
                    row_number() OVER (ORDER BY l DESC, p) AS n
               FROM generate_series(1, $5::int) AS l,
                    LATERAL generate_series(1, 1 << (l - 1)) AS p) AS s`,
    [tournamentId, month.from.toISOString(), offsetMs, stepMs, GRID],
  );
  return result.rowCount ?? 0;
}

async function insertWatcher(client: pg.Client, tournamentId: number, userId: number) {
  await client.query(
    `INSERT INTO tournament_participants (tournament_id, kind, user_id, registered_by, status)
     VALUES ($1, 'watcher', $2, $2, 'registered')`,
    [tournamentId, userId],
  );
  await client.query('UPDATE tournaments SET watchers_count = watchers_count + 1 WHERE id = $1', [
    tournamentId,
  ]);
}

/** The bench user's month of ~2,000 events among other users' matches of the same month. */
export async function seedCalendarMonth(url: string, userId: number): Promise<SeededCalendar> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const month = nextMonth();
    const suffix = randomBytes(3).toString('hex');
    const others = await insertUsers(client, NOISE_TOURNAMENTS + 1, suffix);
    const [organiser, ...noiseUsers] = others;
    if (organiser === undefined) throw new Error('calendar seed: no other users made');
    const own = await insertTournament(client, userId, month.from, `Bench own cup ${suffix}`);
    const watched = await insertTournament(client, organiser, month.from, `Bench watched cup`);
    await insertWatcher(client, watched, userId);
    let events = await insertBracket(client, own, month, 0);
    events += await insertBracket(client, watched, month, 7 * 60_000);
    let noiseMatches = 0;
    for (const [i, noiseUser] of noiseUsers.entries()) {
      const noise = await insertTournament(client, noiseUser, month.from, `Other cup ${String(i)}`);
      // Watched by someone else, so the watcher index holds rows that are not the bench user's.
      await insertWatcher(client, noise, organiser);
      noiseMatches += await insertBracket(client, noise, month, (i + 1) * 3 * 60_000);
    }
    await client.query(
      'ANALYZE tournaments, tournament_matches, tournament_participants, tournament_translations',
    );
    return { month, tournamentIds: [own, watched], events, noiseMatches };
  } finally {
    await client.end();
  }
}

/** The baseline: the bench user's matches of the month as a bare range read. */
export const rangeStatement = (seed: SeededCalendar): pg.QueryConfig => ({
  name: 'bench_calendar_range',
  text: `SELECT id, tournament_id, level, start_time FROM tournament_matches
          WHERE tournament_id = ANY($1::int[]) AND start_time >= $2 AND start_time < $3`,
  values: [seed.tournamentIds, seed.month.from.toISOString(), seed.month.to.toISOString()],
});

/** EXPLAIN ANALYZE of the baseline, so the report shows which index served it and how fast. */
export async function explainRange(url: string, seed: SeededCalendar): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { text, values } = rangeStatement(seed);
    const result = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF) ${text}`,
      values,
    );
    return result.rows.map((row) => row['QUERY PLAN']);
  } finally {
    await client.end();
  }
}
