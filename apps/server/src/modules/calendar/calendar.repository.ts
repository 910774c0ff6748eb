// Reads a user's calendar from the tables of the modules that own matches, in one statement: every
// way a user takes part (organiser, player on a roster, pending applicant, watcher, accepted caster,
// seated in a quick match) gives rows (kind tag, source id, role), merged per event; then each event's
// times, level, status and outcome. Nothing is copied, so the calendar always shows what the
// tournaments and lobbies hold now.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/database.js';
import type { ClashTarget } from '../matches/calendar-clash.js';
import { calendarFeeds, calendarHiddenEvents } from './calendar.tables.js';
import { rawRowsOf } from '../../platform/db/raw-rows.js';

/** A quick match with no end yet is planned this long (a CS2 MR12 or a Dota 2 game, roughly). */
export const QUICK_MATCH_PLANNED_MINUTES = 60;

/**
 * How far before a range a match may start and still reach into it: matches last at most 90
 * planned minutes; one that ran past two days shows from its start day only.
 */
const REACH_BACK = '2 days';

export type CalendarScope =
  | { kind: 'all' }
  | { kind: 'tournament'; tournamentId: number }
  | { kind: 'quick_match'; quickMatchId: number }
  /** One bracket match: its own event only. */
  | { kind: 'tournament_match'; matchId: number };

export interface CalendarQuery {
  userId: number;
  from: Date;
  to: Date;
  /** Milliseconds in a tournament minute (TOURNAMENT_MINUTE): match_duration counts them. */
  minuteMs: number;
  /** The language tournament names are read in (en when the tournament has none in it). */
  locale: 'en' | 'ua' | 'cn';
  scope?: CalendarScope;
}

const RowSchema = z.object({
  tag: z.coerce.number().int(),
  src: z.coerce.number().int(),
  tournament_id: z.coerce.number().int().nullable(),
  title: z.string(),
  game: z.coerce.number().int(),
  status: z.string(),
  start_ms: z.coerce.number(),
  end_ms: z.coerce.number().nullable(),
  level: z.coerce.number().int().nullable(),
  grid: z.coerce.number().int().nullable(),
  org: z.boolean(),
  ply: z.boolean(),
  pend: z.boolean(),
  wat: z.boolean(),
  cas: z.boolean(),
  lost: z.boolean(),
  player_status: z.string().nullable(),
  hidden: z.boolean(),
});
export type CalendarRow = z.infer<typeof RowSchema>;

/**
 * A row as the statement selects it. A month can hold thousands, so this reads the fields by hand
 * (zod cost more than the query); anything off-shape still fails loudly, through the schema.
 */
function calendarRowOf(raw: unknown): CalendarRow {
  if (typeof raw !== 'object' || raw === null) return RowSchema.parse(raw);
  const field = (name: keyof CalendarRow): unknown => Reflect.get(raw, name);
  const number = (name: keyof CalendarRow): number => {
    const value = field(name);
    return typeof value === 'number' ? value : Number(value);
  };
  const orNull = (name: keyof CalendarRow): number | null =>
    field(name) === null ? null : number(name);
  const flag = (name: keyof CalendarRow): boolean => field(name) === true;
  const text = field('title');
  const status = field('status');
  const playerStatus = field('player_status');
  const row: CalendarRow = {
    tag: number('tag'),
    src: number('src'),
    tournament_id: orNull('tournament_id'),
    title: typeof text === 'string' ? text : '',
    game: number('game'),
    status: typeof status === 'string' ? status : '',
    start_ms: number('start_ms'),
    end_ms: orNull('end_ms'),
    level: orNull('level'),
    grid: orNull('grid'),
    org: flag('org'),
    ply: flag('ply'),
    pend: flag('pend'),
    wat: flag('wat'),
    cas: flag('cas'),
    lost: flag('lost'),
    player_status: typeof playerStatus === 'string' ? playerStatus : null,
    hidden: flag('hidden'),
  };
  // A number that is not one (a driver answering text we did not expect) is a bug, not data.
  if (!Number.isFinite(row.tag + row.src + row.start_ms + row.game)) return RowSchema.parse(raw);
  return row;
}

function scopeParameters(scope: CalendarScope = { kind: 'all' }) {
  if (scope.kind === 'tournament') return { scope: 'tournament', sid: scope.tournamentId };
  if (scope.kind === 'quick_match') return { scope: 'quick', sid: scope.quickMatchId };
  if (scope.kind === 'tournament_match') return { scope: 'match', sid: scope.matchId };
  return { scope: 'all', sid: 0 };
}

function statementOf(query: CalendarQuery) {
  const { scope, sid } = scopeParameters(query.scope);
  const u = query.userId;
  const from = query.from.toISOString();
  const to = query.to.toISOString();
  const inTournaments = sql`(${scope} = 'all' OR (${scope} = 'tournament' AND t.id = ${sid}))`;
  const inMatches = sql`(${scope} = 'all' OR (${scope} = 'tournament' AND t.id = ${sid})
    OR (${scope} = 'match' AND m.id = ${sid}))`;
  const inQuick = sql`(${scope} = 'all' OR (${scope} = 'quick' AND q.id = ${sid}))`;
  // Matches that may reach into the range, before the precise test on their end below.
  const matchNear = sql`m.start_time < ${to}::timestamptz
    AND m.start_time >= ${from}::timestamptz - interval '${sql.raw(REACH_BACK)}'`;
  const planned = sql`(t.match_duration * ${query.minuteMs}::float8 * interval '1 millisecond')`;
  const ms = (instant: ReturnType<typeof sql>) =>
    sql`(extract(epoch FROM ${instant}) * 1000)::float8`;
  return sql`
WITH mine AS (
  SELECT r.participant_id, r.tournament_id FROM tournament_roster r WHERE r.user_id = ${u}
),
roles (tag, src, org, ply, pend, wat, cas, part) AS (
  SELECT 1, t.id, true, false, false, false, false, NULL::int FROM tournaments t
    WHERE t.created_by = ${u} AND t.status = 'registration' AND ${inTournaments}
  UNION ALL
  SELECT 0, m.id, true, false, false, false, false, NULL::int
    FROM tournaments t JOIN tournament_matches m ON m.tournament_id = t.id
    WHERE t.created_by = ${u} AND t.status IN ('running', 'finished') AND ${inMatches} AND ${matchNear}
  UNION ALL
  SELECT 1, t.id, false, true, false, false, false, mine.participant_id
    FROM mine JOIN tournaments t ON t.id = mine.tournament_id
    WHERE t.status = 'registration' AND ${inTournaments}
  UNION ALL
  SELECT 0, m.id, false, true, false, false, false, mine.participant_id
    FROM mine JOIN tournament_matches m ON m.side_a = mine.participant_id
    JOIN tournaments t ON t.id = m.tournament_id
    WHERE t.status IN ('running', 'finished') AND ${inMatches} AND ${matchNear}
  UNION ALL
  SELECT 0, m.id, false, true, false, false, false, mine.participant_id
    FROM mine JOIN tournament_matches m ON m.side_b = mine.participant_id
    JOIN tournaments t ON t.id = m.tournament_id
    WHERE t.status IN ('running', 'finished') AND ${inMatches} AND ${matchNear}
  UNION ALL
  SELECT 1, t.id, false, false, true, false, false, NULL::int
    FROM tournament_applications a JOIN tournaments t ON t.id = a.tournament_id
    WHERE a.user_id = ${u} AND a.status = 'pending' AND t.status = 'registration' AND ${inTournaments}
  UNION ALL
  SELECT 1, t.id, false, false, false, true, false, NULL::int
    FROM tournament_participants p JOIN tournaments t ON t.id = p.tournament_id
    WHERE p.user_id = ${u} AND p.kind = 'watcher' AND p.status = 'registered'
      AND t.status = 'registration' AND ${inTournaments}
  UNION ALL
  SELECT 0, m.id, false, false, false, true, false, NULL::int
    FROM tournament_participants p JOIN tournaments t ON t.id = p.tournament_id
    JOIN tournament_matches m ON m.tournament_id = t.id
    WHERE p.user_id = ${u} AND p.kind = 'watcher' AND p.status = 'registered'
      AND t.status IN ('running', 'finished') AND ${inMatches} AND ${matchNear}
  UNION ALL
  SELECT 0, m.id, false, false, false, false, true, NULL::int
    FROM match_commentators c JOIN tournament_matches m ON m.id = c.match_id
    JOIN tournaments t ON t.id = m.tournament_id
    WHERE c.user_id = ${u} AND c.status = 2 AND t.status IN ('running', 'finished')
      AND ${inMatches} AND ${matchNear}
  UNION ALL
  SELECT 2, q.id, false, true, false, false, false, qp.position
    FROM quick_match_players qp JOIN quick_matches q ON q.id = qp.quick_match_id
    WHERE qp.user_id = ${u} AND q.status <> 'cancelled' AND ${inQuick}
      AND COALESCE(q.started_at, q.game_time, q.created_at) < ${to}::timestamptz
      AND COALESCE(q.started_at, q.game_time, q.created_at)
        >= ${from}::timestamptz - interval '${sql.raw(REACH_BACK)}'
),
merged AS (
  SELECT tag, src, bool_or(org) AS org, bool_or(ply) AS ply, bool_or(pend) AS pend,
    bool_or(wat) AS wat, bool_or(cas) AS cas, max(part) AS part
  FROM roles GROUP BY tag, src
),
events AS (
  SELECT g.tag, g.src, t.id AS tournament_id, NULL::text AS title, t.game, m.status,
    m.start_time AS start_at,
    COALESCE(m.finished_at, m.start_time + ${planned}) AS end_at,
    m.level, t.grid, g.org, g.ply, g.pend, g.wat, g.cas,
    (g.part IS NOT NULL AND m.winner_id IS NOT NULL AND m.winner_id <> g.part) AS lost,
    CASE WHEN g.part IS NULL THEN NULL WHEN m.winner_id = g.part THEN 'won'
      WHEN m.winner_id IS NOT NULL THEN 'lost' ELSE m.status END AS player_status
  FROM merged g JOIN tournament_matches m ON g.tag = 0 AND m.id = g.src
  JOIN tournaments t ON t.id = m.tournament_id
  UNION ALL
  SELECT g.tag, g.src, t.id, NULL::text, t.game, t.status,
    t.start_time, t.start_time + ${planned},
    t.grid, t.grid, g.org, g.ply, g.pend, g.wat, g.cas, false,
    CASE WHEN g.ply THEN 'registered' WHEN g.pend THEN 'pending' END
  FROM merged g JOIN tournaments t ON g.tag = 1 AND t.id = g.src
  UNION ALL
  SELECT g.tag, g.src, NULL::int, q.name, q.game, q.status,
    COALESCE(q.started_at, q.game_time, q.created_at),
    COALESCE(q.finished_at,
      COALESCE(q.started_at, q.game_time, q.created_at) + interval '${sql.raw(String(QUICK_MATCH_PLANNED_MINUTES))} minutes'),
    NULL::int, NULL::int, g.org, g.ply, g.pend, g.wat, g.cas,
    (q.winner IS NOT NULL AND q.winner <> CASE WHEN g.part <= (CASE q.type WHEN '1_1' THEN 1 ELSE 5 END)
      THEN 'a' ELSE 'b' END),
    CASE WHEN q.winner IS NULL THEN q.status
      WHEN q.winner = CASE WHEN g.part <= (CASE q.type WHEN '1_1' THEN 1 ELSE 5 END)
        THEN 'a' ELSE 'b' END THEN 'won' ELSE 'lost' END
  FROM merged g JOIN quick_matches q ON g.tag = 2 AND q.id = g.src
),
-- One name per tournament (the asked language, else English), not one lookup per event.
names AS (
  SELECT DISTINCT ON (tt.tournament_id) tt.tournament_id, tt.name
  FROM tournament_translations tt
  WHERE tt.tournament_id IN (SELECT DISTINCT tournament_id FROM events WHERE tournament_id IS NOT NULL)
  ORDER BY tt.tournament_id, (tt.locale = ${query.locale}) DESC, (tt.locale = 'en') DESC
)
SELECT e.tag, e.src, e.tournament_id, COALESCE(e.title, n.name, '') AS title, e.game, e.status,
  ${ms(sql`e.start_at`)} AS start_ms, ${ms(sql`e.end_at`)} AS end_ms,
  e.level, e.grid, e.org, e.ply, e.pend, e.wat, e.cas, e.lost, e.player_status,
  EXISTS (SELECT 1 FROM calendar_hidden_events h
    WHERE h.user_id = ${u} AND h.event_id = e.src::int8 * 4 + e.tag) AS hidden
FROM events e LEFT JOIN names n ON n.tournament_id = e.tournament_id
WHERE e.start_at < ${to}::timestamptz
  AND GREATEST(e.end_at, e.start_at + interval '5 minutes') > ${from}::timestamptz
ORDER BY e.start_at, e.tag, e.src`;
}

export const calendarRepository = {
  /** Every event of the user touching [from, to), hidden ones flagged (they still clash). */
  async events(db: DbOrTx, query: CalendarQuery): Promise<CalendarRow[]> {
    const result: unknown = await db.execute(statementOf(query));
    return rawRowsOf(result).map(calendarRowOf);
  },

  async hide(db: DbOrTx, userId: number, eventId: number): Promise<void> {
    await db.insert(calendarHiddenEvents).values({ userId, eventId }).onConflictDoNothing();
  },

  async feedGeneration(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db
      .insert(calendarFeeds)
      .values({ userId })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { userId: sql`excluded.user_id` } })
      .returning({ generation: calendarFeeds.generation });
    if (!row) throw new Error('calendar feed row was not written');
    return row.generation;
  },

  /** The generation a token must carry, or null when the user never asked for a feed. */
  async currentGeneration(db: DbOrTx, userId: number): Promise<number | null> {
    const [row] = await db
      .select({ generation: calendarFeeds.generation })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId));
    return row?.generation ?? null;
  },

  async bumpGeneration(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db
      .insert(calendarFeeds)
      .values({ userId, generation: 2 })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { generation: sql`${calendarFeeds.generation} + 1`, updatedAt: sql`now()` },
      })
      .returning({ generation: calendarFeeds.generation });
    if (!row) throw new Error('calendar feed row was not written');
    return row.generation;
  },

  /** Users with any part in the tournament (who may see a change to it on their calendar). */
  async tournamentAudience(db: DbOrTx, tournamentId: number): Promise<number[]> {
    const result: unknown = await db.execute(sql`
      SELECT created_by AS user_id FROM tournaments WHERE id = ${tournamentId}
      UNION SELECT user_id FROM tournament_roster WHERE tournament_id = ${tournamentId}
      UNION SELECT user_id FROM tournament_participants
        WHERE tournament_id = ${tournamentId} AND user_id IS NOT NULL AND status = 'registered'
      UNION SELECT user_id FROM tournament_applications
        WHERE tournament_id = ${tournamentId} AND status = 'pending'
      UNION SELECT c.user_id FROM match_commentators c
        JOIN tournament_matches m ON m.id = c.match_id WHERE m.tournament_id = ${tournamentId}`);
    return idsOf(result);
  },

  async matchAudience(db: DbOrTx, matchId: number): Promise<number[]> {
    const result: unknown = await db.execute(
      sql`SELECT tournament_id FROM tournament_matches WHERE id = ${matchId}`,
    );
    const [row] = rawRowsOf(result);
    if (!row) return [];
    const { tournament_id } = z.object({ tournament_id: z.coerce.number().int() }).parse(row);
    return calendarRepository.tournamentAudience(db, tournament_id);
  },

  async quickMatchAudience(db: DbOrTx, quickMatchId: number): Promise<number[]> {
    const result: unknown = await db.execute(
      sql`SELECT user_id FROM quick_match_players WHERE quick_match_id = ${quickMatchId}`,
    );
    return idsOf(result);
  },

  /** What a user is about to commit to: the window of a tournament's first round or a timed lobby. */
  async targetWindow(
    db: DbOrTx,
    target: ClashTarget,
    minuteMs: number,
  ): Promise<{ startMs: number; endMs: number } | null> {
    const result: unknown =
      target.kind === 'tournament'
        ? await db.execute(sql`
          SELECT (extract(epoch FROM start_time) * 1000)::float8 AS start_ms,
            (extract(epoch FROM start_time + match_duration * ${minuteMs}::float8 * interval '1 millisecond') * 1000)::float8 AS end_ms
          FROM tournaments WHERE id = ${target.tournamentId} AND status = 'registration'`)
        : await db.execute(sql`
          SELECT (extract(epoch FROM game_time) * 1000)::float8 AS start_ms,
            (extract(epoch FROM game_time + interval '${sql.raw(String(QUICK_MATCH_PLANNED_MINUTES))} minutes') * 1000)::float8 AS end_ms
          FROM quick_matches
          WHERE id = ${target.quickMatchId} AND game_time_type = 'timed' AND game_time IS NOT NULL
            AND status NOT IN ('finished', 'cancelled')`);
    const [row] = rawRowsOf(result);
    if (!row) return null;
    const parsed = z.object({ start_ms: z.coerce.number(), end_ms: z.coerce.number() }).parse(row);
    return { startMs: parsed.start_ms, endMs: parsed.end_ms };
  },

  async isHidden(db: DbOrTx, userId: number, eventId: number): Promise<boolean> {
    const [row] = await db
      .select({ userId: calendarHiddenEvents.userId })
      .from(calendarHiddenEvents)
      .where(
        and(eq(calendarHiddenEvents.userId, userId), eq(calendarHiddenEvents.eventId, eventId)),
      );
    return row !== undefined;
  },
};

function idsOf(result: unknown): number[] {
  return rawRowsOf(result).map(
    (row) => z.object({ user_id: z.coerce.number().int() }).parse(row).user_id,
  );
}
