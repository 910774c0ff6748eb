// The live tournament channels. grid-updates: whoever watches a tournament's bracket subscribes with
// {action: subscribe_to_grid_activity, tournament_id} and gets every bracket change. tournament-updates:
// a signed-in user subscribes with {action: subscribe_instance, pk: <own user id>} and gets the
// notices of the matches they play: a win (shown 25 s), a match error (shown 30 s), status changes.
import { z } from 'zod';
import { MatchStatusSchema } from './matches.js';
import { GridMatchSchema } from './tournament-matches.js';
import { TournamentStatusSchema } from './tournament-options.js';

/** Actions the server pushes on grid-updates. */
export const GRID_UPDATE_ACTIONS = {
  /** data: GridMatch[], the whole bracket; also the answer to subscribe_to_grid_activity. */
  grid: 'grid',
  /** data: one GridMatch that changed; `version` is that match's version (newer replaces older). */
  match: 'grid_update',
} as const;

/** The answer to subscribe_to_grid_activity and the `grid` push: the whole bracket. */
export const GridPushSchema = z.array(GridMatchSchema);
/** A `grid_update` push: the changed match. */
export const GridMatchPushSchema = GridMatchSchema;

/** What the server pushes on grid-updates. */
export type GridUpdatePush =
  | { action: typeof GRID_UPDATE_ACTIONS.grid; data: z.infer<typeof GridPushSchema> }
  | { action: typeof GRID_UPDATE_ACTIONS.match; data: z.infer<typeof GridMatchPushSchema> };

/** Actions the server pushes on tournament-updates. */
export const TOURNAMENT_UPDATE_ACTIONS = {
  /** The user's side won a match: "Congratulations! You won the match!", shown 25 s. */
  win: 'win',
  /** Something went wrong with one of the user's matches (shown 30 s). */
  matchError: 'match_error',
  /** One of the user's matches changed status (ready, started, postponed). */
  matchStatus: 'match_status',
  /** A tournament the user takes part in changed status (running, finished, cancelled). */
  tournamentStatus: 'tournament_status',
} as const;

export const WIN_MESSAGE = 'Congratulations! You won the match!';
/** How long the client shows each notice, in milliseconds (spec 2 section 8). */
export const WIN_NOTICE_MS = 25_000;
export const MATCH_ERROR_NOTICE_MS = 30_000;

export const WinPushSchema = z.object({
  tournament_id: z.number().int(),
  match_id: z.number().int(),
  message: z.string(),
});
export type WinPush = z.infer<typeof WinPushSchema>;

/** `code` names the problem for translation; `message` is the English text to show otherwise. */
export const MATCH_ERROR_CODES = ['disputed', 'runner_failed', 'postponed'] as const;
export const MatchErrorPushSchema = z.object({
  tournament_id: z.number().int(),
  match_id: z.number().int(),
  code: z.enum(MATCH_ERROR_CODES),
  message: z.string(),
  /** For `postponed`: the match's new start. */
  start_time: z.string().optional(),
});
export type MatchErrorPush = z.infer<typeof MatchErrorPushSchema>;

export const MatchStatusPushSchema = z.object({
  tournament_id: z.number().int(),
  match_id: z.number().int(),
  status: MatchStatusSchema,
  start_time: z.string(),
});
export type MatchStatusPush = z.infer<typeof MatchStatusPushSchema>;

export const TournamentStatusPushSchema = z.object({
  tournament_id: z.number().int(),
  status: TournamentStatusSchema,
});
export type TournamentStatusPush = z.infer<typeof TournamentStatusPushSchema>;

/** What the server pushes on tournament-updates: the user's own notices. */
export type TournamentUpdatePush =
  | { action: typeof TOURNAMENT_UPDATE_ACTIONS.win; data: WinPush }
  | { action: typeof TOURNAMENT_UPDATE_ACTIONS.matchError; data: MatchErrorPush }
  | { action: typeof TOURNAMENT_UPDATE_ACTIONS.matchStatus; data: MatchStatusPush }
  | { action: typeof TOURNAMENT_UPDATE_ACTIONS.tournamentStatus; data: TournamentStatusPush };
