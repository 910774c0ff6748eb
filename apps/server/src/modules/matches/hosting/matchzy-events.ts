// The events MatchZy POSTs to `matchzy_remote_log_url` that a hosted match applies, parsed from the
// plugin's JSON (Events.cs, MatchData.cs, docs/event_schema.yml), and the per-player statistics
// they carry turned into our CS2 stat columns (STAT_COLUMNS[2]). MatchZy never retries a post.
import { z } from 'zod';
import { type STAT_COLUMNS } from '@clutch/contract/quickmatch';

/** MatchZy serialises `matchid` as a 64-bit integer; forks and Get5 tools send a string. */
const MatchIdSchema = z
  .union([z.number().int(), z.string().regex(/^-?\d{1,15}$/)])
  .transform((id) => Number(id));
const CountSchema = z.number().int();

/**
 * `side` is the CS team number as a string: "3" CT, "2" T. `team` is "team1", "team2" or "none".
 * Only series_end's `team` is reliable: round_end names the team leading on score, and map_result
 * (in upstream builds) the one leading the series, so use `mapWinnerOf` for a map.
 */
const WinnerSchema = z.object({
  side: z.string().nullish(),
  team: z.string().nullish(),
});

const TeamWrapperSchema = z.object({
  id: z.string().nullish(),
  name: z.string(),
});

/** Cumulative over the map so far; MatchZy sends more columns, read only what we use. */
const PlayerStatsSchema = z.object({
  kills: CountSchema,
  deaths: CountSchema,
  assists: CountSchema,
  damage: CountSchema,
  headshot_kills: CountSchema,
  mvp: CountSchema,
  score: CountSchema,
  rounds_played: CountSchema.optional(),
});

const StatsPlayerSchema = z.object({
  // SteamID64 as a string ("0" for bots); numbers are tolerated.
  steamid: z.union([z.string(), z.number().int()]).transform((id) => String(id)),
  name: z.string(),
  stats: PlayerStatsSchema,
});

const StatsTeamSchema = TeamWrapperSchema.extend({
  series_score: CountSchema,
  /** Rounds won on the current map. */
  score: CountSchema,
  score_ct: CountSchema.optional(),
  score_t: CountSchema.optional(),
  /** Players by their current side; upstream MatchZy leaves it empty in map_result. */
  players: z.array(StatsPlayerSchema).default([]),
});

const MatchEventBase = z.object({ matchid: MatchIdSchema });
const MapEventBase = MatchEventBase.extend({ map_number: CountSchema });

export const SeriesStartEventSchema = MatchEventBase.extend({
  event: z.literal('series_start'),
  num_maps: CountSchema,
  team1: TeamWrapperSchema,
  team2: TeamWrapperSchema,
});

export const GoingLiveEventSchema = MapEventBase.extend({ event: z.literal('going_live') });

export const RoundEndEventSchema = MapEventBase.extend({
  event: z.literal('round_end'),
  /** team1 score + team2 score after the round: 1 for the first round. */
  round_number: CountSchema,
  round_time: CountSchema.optional(),
  /** CounterStrikeSharp's RoundEndReason (8 CTs win, 9 Ts win, 7 defused, 1 bombed…). */
  reason: CountSchema.optional(),
  winner: WinnerSchema,
  team1: StatsTeamSchema,
  team2: StatsTeamSchema,
});

export const MapResultEventSchema = MapEventBase.extend({
  event: z.literal('map_result'),
  winner: WinnerSchema,
  team1: StatsTeamSchema,
  team2: StatsTeamSchema,
});

export const SeriesEndEventSchema = MatchEventBase.extend({
  event: z.literal('series_end'),
  winner: WinnerSchema,
  team1_series_score: CountSchema,
  team2_series_score: CountSchema,
  /** Seconds until MatchZy resets its state to none. */
  time_until_restore: CountSchema,
});

export const PlayerDisconnectEventSchema = MatchEventBase.extend({
  event: z.literal('player_disconnect'),
  player: z.object({
    steamid: z.union([z.string(), z.number().int()]).transform((id) => String(id)),
    name: z.string(),
    /** The engine's user id: a new one for every connection, so it tells disconnects apart. */
    user_id: CountSchema.optional(),
    side: z.string().nullish(),
    is_bot: z.boolean().optional(),
  }),
});

const EVENT_SCHEMAS = {
  series_start: SeriesStartEventSchema,
  going_live: GoingLiveEventSchema,
  round_end: RoundEndEventSchema,
  map_result: MapResultEventSchema,
  series_end: SeriesEndEventSchema,
  player_disconnect: PlayerDisconnectEventSchema,
} as const;

export type SeriesStartEvent = z.infer<typeof SeriesStartEventSchema>;
export type GoingLiveEvent = z.infer<typeof GoingLiveEventSchema>;
export type RoundEndEvent = z.infer<typeof RoundEndEventSchema>;
export type MapResultEvent = z.infer<typeof MapResultEventSchema>;
export type SeriesEndEvent = z.infer<typeof SeriesEndEventSchema>;
export type PlayerDisconnectEvent = z.infer<typeof PlayerDisconnectEventSchema>;
export type MatchZyEvent =
  | SeriesStartEvent
  | GoingLiveEvent
  | RoundEndEvent
  | MapResultEvent
  | SeriesEndEvent
  | PlayerDisconnectEvent;
export type MatchZyEventName = MatchZyEvent['event'];

export type ParsedMatchZyEvent =
  | MatchZyEvent
  /** A well-formed event we do not apply (player_death, round_start, demo_upload_ended…). */
  | { event: 'ignored'; name: string }
  | { event: 'invalid'; problem: string };

const EventNameSchema = z.object({ event: z.string().min(1) });

export function parseMatchZyEvent(body: unknown): ParsedMatchZyEvent {
  const json = typeof body === 'string' ? parseJson(body) : body;
  const named = EventNameSchema.safeParse(json);
  if (!named.success) return { event: 'invalid', problem: 'not a MatchZy event (no "event" name)' };
  const name = named.data.event;
  if (!isAppliedEventName(name)) return { event: 'ignored', name };
  const parsed = EVENT_SCHEMAS[name].safeParse(json);
  if (!parsed.success)
    return { event: 'invalid', problem: `${name}: ${describeIssues(parsed.error)}` };
  return parsed.data;
}

function isAppliedEventName(name: string): name is MatchZyEventName {
  return Object.hasOwn(EVENT_SCHEMAS, name);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

export function matchIdOf(event: MatchZyEvent): number {
  return event.matchid;
}

/**
 * The same for a duplicated post, different for any two events MatchZy sends. A round restored
 * from a backup and replayed ends with the key of its first run: the later post carries the newer
 * cumulative stats, so a caller that keeps the latest round state loses nothing.
 */
export function matchZyEventKey(event: MatchZyEvent): string {
  switch (event.event) {
    case 'series_start':
    case 'series_end':
      return `${event.event}:${event.matchid}`;
    case 'going_live':
    case 'map_result':
      return `${event.event}:${event.matchid}:${event.map_number}`;
    case 'round_end':
      return `round_end:${event.matchid}:${event.map_number}:${event.round_number}`;
    case 'player_disconnect':
      return `player_disconnect:${event.matchid}:${event.player.steamid}:${event.player.user_id ?? ''}`;
  }
}

export type TeamSlot = 'team1' | 'team2';

/** Who won the map, from the round scores (MatchZy's own `winner.team` is unreliable); null on a draw. */
export function mapWinnerOf(event: MapResultEvent | RoundEndEvent): TeamSlot | null {
  if (event.team1.score === event.team2.score) return null;
  return event.team1.score > event.team2.score ? 'team1' : 'team2';
}

/** Who won the series; null for a tie ("none"). */
export function seriesWinnerOf(event: SeriesEndEvent): TeamSlot | null {
  const team = event.winner.team;
  return team === 'team1' || team === 'team2' ? team : null;
}

export type Cs2Stats = Record<(typeof STAT_COLUMNS)[2][number], number>;

export interface MatchZyPlayerStats {
  steamId: string;
  team: TeamSlot;
  stats: Cs2Stats;
}

const STEAM_ID64 = /^\d{17}$/;

/**
 * Every human player's statistics in a map_result (or, as a fallback where map_result comes with
 * no players, the map's last round_end): whole numbers, ADR per round played and headshots as a
 * percentage of kills. Bots (SteamID "0") are left out.
 */
export function playerStatsOf(event: MapResultEvent | RoundEndEvent): MatchZyPlayerStats[] {
  const mapRounds = event.team1.score + event.team2.score;
  const slots: TeamSlot[] = ['team1', 'team2'];
  return slots.flatMap((team) =>
    event[team].players
      .filter((player) => STEAM_ID64.test(player.steamid))
      .map((player) => ({
        steamId: player.steamid,
        team,
        stats: cs2StatsOf(player.stats, mapRounds),
      })),
  );
}

function cs2StatsOf(stats: z.infer<typeof PlayerStatsSchema>, mapRounds: number): Cs2Stats {
  const rounds = stats.rounds_played && stats.rounds_played > 0 ? stats.rounds_played : mapRounds;
  return {
    kills: stats.kills,
    deaths: stats.deaths,
    assists: stats.assists,
    adr: rounds > 0 ? Math.round(stats.damage / rounds) : 0,
    headshot_pct: stats.kills > 0 ? Math.round((100 * stats.headshot_kills) / stats.kills) : 0,
    mvps: stats.mvp,
    score: stats.score,
  };
}
