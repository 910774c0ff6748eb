// Reading a MatchZy server's match state over RCON, to catch up on events whose post was lost
// (MatchZy never retries one). MatchZy answers the Get5-compatible `get5_status` (G5API.cs) with
// one line of JSON; this parser takes whatever it gets and never throws.
import { z } from 'zod';

export const MATCHZY_STATUS_COMMAND = 'get5_status';
/** Ends and resets the loaded match (also `get5_endmatch`, `css_forceend`); quiet on RCON. */
export const MATCHZY_END_MATCH_COMMAND = 'css_endmatch';

export type MatchZyState = 'idle' | 'warmup' | 'knife' | 'live' | 'paused' | 'postgame' | 'unknown';

export interface MatchZyStatus {
  /** The loaded match's id as MatchZy reports it, null with no match loaded. */
  matchId: string | null;
  state: MatchZyState;
  /** 0-based index into the maplist. */
  mapNumber: number | null;
  /** Rounds won on the current map. */
  team1Score: number | null;
  team2Score: number | null;
  /** Maps won in the series. */
  team1SeriesScore: number | null;
  team2SeriesScore: number | null;
}

const UNKNOWN: MatchZyStatus = {
  matchId: null,
  state: 'unknown',
  mapNumber: null,
  team1Score: null,
  team2Score: null,
  team1SeriesScore: null,
  team2SeriesScore: null,
};

/** Each field falls back to null alone, so one odd value does not hide the rest. */
const count = z.number().int().nonnegative().nullable().catch(null);
const TeamSchema = z
  .object({ series_score: count, current_map_score: count })
  .nullable()
  .catch(null);
const Get5StatusSchema = z.object({
  gamestate: z.string().catch(''),
  paused: z.boolean().catch(false),
  matchid: z.union([z.number().int(), z.string()]).nullable().catch(null),
  map_number: count,
  team1: TeamSchema,
  team2: TeamSchema,
});

export function parseMatchZyStatus(text: string): MatchZyStatus {
  const json = findJsonObject(text);
  if (json === undefined) return UNKNOWN;
  const parsed = Get5StatusSchema.safeParse(json);
  if (!parsed.success) return UNKNOWN;
  const status = parsed.data;
  const state = stateOf(status.gamestate, status.paused);
  return {
    matchId: state === 'idle' ? null : matchIdText(status.matchid),
    state,
    mapNumber: state === 'idle' ? null : status.map_number,
    team1Score: status.team1?.current_map_score ?? null,
    team2Score: status.team2?.current_map_score ?? null,
    team1SeriesScore: status.team1?.series_score ?? null,
    team2SeriesScore: status.team2?.series_score ?? null,
  };
}

/** Get5's game states (MatchZy maps its own flags onto them in G5API.cs). */
function stateOf(gamestate: string, paused: boolean): MatchZyState {
  switch (gamestate) {
    case 'none':
      return 'idle';
    case 'pre_veto':
    case 'veto':
    case 'warmup':
      return 'warmup';
    case 'knife':
    case 'waiting_for_knife_decision':
      return 'knife';
    case 'going_live':
    case 'live':
      return paused ? 'paused' : 'live';
    // A round backup is being restored: play is held until both teams ready up again.
    case 'pending_restore':
      return 'paused';
    case 'post_game':
      return 'postgame';
    default:
      return 'unknown';
  }
}

/** MatchZy uses -1 for "no match id"; anything else is passed on as text. */
function matchIdText(matchid: number | string | null): string | null {
  if (matchid === null) return null;
  const text = String(matchid).trim();
  return text === '' || text.startsWith('-') ? null : text;
}

/**
 * RCON answers can carry console noise around the reply (log lines, other plugins' output), so
 * each line that looks like an object is tried, then the span from the first `{` to the last `}`.
 */
function findJsonObject(text: string): unknown {
  const candidates = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('{') && line.endsWith('}'));
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first !== -1 && last > first) candidates.push(text.slice(first, last + 1));
  for (const candidate of candidates) {
    const value = parseJson(candidate);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value;
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
