// Quick matches: lobbies anyone opens and others join, the ready check, pick-and-ban, the match a
// runner plays, its statistics and the ratings it moves. Live pushes are in quickmatch-live.ts.
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  MessageSchema,
  PageQuerySchema,
  QueryBooleanSchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { ConfirmClashQuerySchema } from './calendar.js';
import { endpoint, endpointGroup } from './endpoint.js';
import { CsMapSchema, HeroSchema } from './game-catalog.js';
import { GameIdSchema, GameSchema } from './games.js';
import { BookSchema, CrystalsSchema } from './money.js';
import { CrystalsOrZeroInSchema, FlagSchema, StartTimeSchema, whole } from './tournament-form.js';
import {
  BanTypeSchema,
  ChoiceSchema,
  ServerSchema,
  TournamentTypeSchema,
  type TournamentType,
} from './tournament-options.js';
import { ReviewActionSchema } from './tournaments.js';

export const QUICK_MATCHES_PER_PAGE = 4;
export const LOOKING_FOR_GAME_PER_PAGE = 9;
export const MATCH_HISTORY_PER_PAGE = 10;

/** A lobby's type is a tournament's: 1_1 (two players) or 5_5 (ten). */
export const QuickMatchTypeSchema = TournamentTypeSchema;
export const SLOTS_OF_TYPE: Record<TournamentType, number> = { '1_1': 2, '5_5': 10 };

/** snap_game starts the ready check once every slot is filled; timed starts at game_time. */
export const GAME_TIME_TYPES = ['snap_game', 'timed'] as const;
export const GameTimeTypeSchema = z.enum(GAME_TIME_TYPES, {
  error: 'Choose snap_game or timed.',
});
export type GameTimeType = z.infer<typeof GameTimeTypeSchema>;

/**
 * waiting: open for players; ready_check: every slot filled, players confirm; veto: pick-and-ban;
 * in_game: the runner plays it; finished: it has a result; cancelled: it died (deleted, left empty,
 * a timed start with empty slots, or no runner could host it), every fee released.
 */
export const QUICK_MATCH_STATUSES = [
  'waiting',
  'ready_check',
  'veto',
  'in_game',
  'finished',
  'cancelled',
] as const;
export const QuickMatchStatusSchema = z.enum(QUICK_MATCH_STATUSES);
export type QuickMatchStatus = z.infer<typeof QuickMatchStatusSchema>;

/** Seconds players have to confirm a ready check; a pick-and-ban turn lasts VETO_TURN_SECONDS. */
export const READY_CHECK_SECONDS = 30;
export const VETO_TURN_SECONDS = 30;
/** Timed lobbies book the runners in periods of this many minutes. */
export const PERIOD_MINUTES = 30;
export const LOBBY_NAME_MAX = 60;
/** CS2 lobby defaults (tournaments differ: overtime 1, friendly fire off). */
export const LOBBY_CS_DEFAULTS = {
  maps_ban_type: 'no_ban',
  friendly_fire: true,
  rounds_to_win: 13,
  overtime_rounds: 3,
} as const;
export const ROUNDS_TO_WIN_RANGE = { min: 1, max: 30 } as const;
export const OVERTIME_ROUNDS_RANGE = { min: 0, max: 15 } as const;

const wholeIn = (range: { min: number; max: number }, what: string) =>
  whole(range.min, range.max, what);

/**
 * The lobby form (spec: name, game_time_type, is_opened, mix, prize, entry_fee, ban_type,
 * maps_ban_type, maps_list, game_time, friendly_fire, rounds_to_win, overtime_rounds), plus the type,
 * the server region and the hero pool, which the spec's form leaves to defaults. The other game's
 * fields may be absent or null; the service refuses a value for them.
 */
export const QuickMatchCreateSchema = z
  .object({
    name: z.string().trim().min(1, { message: 'Name the lobby.' }).max(LOBBY_NAME_MAX),
    type: QuickMatchTypeSchema.default('1_1'),
    game_time_type: GameTimeTypeSchema.default('snap_game'),
    game_time: StartTimeSchema.nullish(),
    is_opened: FlagSchema.default(true),
    mix: FlagSchema.default(false),
    server: ServerSchema.default('europe'),
    /** Crystals the creator adds to the pot, held from them until the match ends. */
    prize: CrystalsOrZeroInSchema.default(0),
    /** Crystals every player pays in, held when they join. */
    entry_fee: CrystalsOrZeroInSchema.default(0),
    ban_type: BanTypeSchema.nullish(),
    /** Game 1: the hero pool of the ban rule (Dota's hero ids); a default pool when absent. */
    selected_heroes: z.array(z.coerce.number().int().positive()).max(30).nullish(),
    maps_ban_type: BanTypeSchema.nullish(),
    maps_list: z.array(z.string().max(40)).max(20).nullish(),
    friendly_fire: FlagSchema.nullish(),
    rounds_to_win: wholeIn(ROUNDS_TO_WIN_RANGE, 'rounds').nullish(),
    overtime_rounds: wholeIn(OVERTIME_ROUNDS_RANGE, 'overtime rounds').nullish(),
  })
  .strict();
export type QuickMatchCreate = z.infer<typeof QuickMatchCreateSchema>;

export const GameQuerySchema = z.object({ game: GameIdSchema });

export const QuickMatchOptionsSchema = z.object({
  game: z.number().int(),
  games: z.array(GameSchema),
  types: z.array(ChoiceSchema(QuickMatchTypeSchema)),
  game_time_types: z.array(ChoiceSchema(GameTimeTypeSchema)),
  servers: z.array(ChoiceSchema(ServerSchema)),
  ban_types: z.array(ChoiceSchema(BanTypeSchema)),
  /** Game 2: the maps a lobby may list; empty for game 1. */
  maps: z.array(CsMapSchema),
  /** Game 1: the default hero pool a ban rule starts from; empty for game 2. */
  default_heroes: z.array(HeroSchema),
  max_hero_pick: z.number().int(),
  max_map_pick: z.number().int(),
  defaults: z.object({
    type: QuickMatchTypeSchema,
    game_time_type: GameTimeTypeSchema,
    is_opened: z.boolean(),
    mix: z.boolean(),
    server: ServerSchema,
    entry_fee: CrystalsSchema,
    ban_type: BanTypeSchema.nullable(),
    maps_ban_type: BanTypeSchema.nullable(),
    friendly_fire: z.boolean().nullable(),
    rounds_to_win: z.number().int().nullable(),
    overtime_rounds: z.number().int().nullable(),
  }),
  ready_check_seconds: z.number().int(),
  veto_turn_seconds: z.number().int(),
  period_minutes: z.number().int(),
});
export type QuickMatchOptions = z.infer<typeof QuickMatchOptionsSchema>;

export const ServerDisplaySchema = z.object({ server: ServerSchema, server_display: z.string() });

/** Game 1: how heroes are banned; game 2: the server settings and the map pool. */
export const QuickMatchGameDetailsSchema = z.discriminatedUnion('game', [
  ServerDisplaySchema.extend({
    game: z.literal(1),
    ban_type: BanTypeSchema,
    heroes: z.array(HeroSchema),
  }),
  ServerDisplaySchema.extend({
    game: z.literal(2),
    maps_ban_type: BanTypeSchema,
    display_maps: z.array(z.object({ name: z.string(), map_url: z.string() })),
    friendly_fire: z.boolean(),
    rounds_to_win: z.number().int(),
    overtime_rounds: z.number().int(),
  }),
]);

/** A lobby as its card shows it in the list. */
export const QuickMatchCardSchema = z.object({
  id: z.number().int(),
  game: z.number().int(),
  name: z.string(),
  type: QuickMatchTypeSchema,
  type_display: z.string(),
  status: QuickMatchStatusSchema,
  game_time_type: GameTimeTypeSchema,
  game_time: TimestampSchema.nullable(),
  is_opened: z.boolean(),
  mix: z.boolean(),
  is_demo: z.boolean(),
  prize: CrystalsSchema,
  entry_fee: CrystalsSchema,
  slots: z.number().int(),
  checked_in_slots: z.number().int(),
  game_details: ServerDisplaySchema,
  created_by: UserBriefSchema,
  created_at: TimestampSchema,
});
export type QuickMatchCard = z.infer<typeof QuickMatchCardSchema>;

/** One seat of a lobby: position 1..slots; the first half is side a, the rest side b. */
export const LobbyPlayerSchema = z.object({
  position: z.number().int(),
  user: UserBriefSchema,
  level: z.number().int(),
  is_ready: z.boolean(),
  is_creator: z.boolean(),
});
export type LobbyPlayer = z.infer<typeof LobbyPlayerSchema>;

export const VetoSideSchema = z.enum(['a', 'b']);
export type VetoSide = z.infer<typeof VetoSideSchema>;

/** `{type}/{id}/players/` for a quick match: its two sides ("teams") with the seats taken. */
export const LobbySideSchema = z.object({
  /** The side's id: what `join/?team_id` and `change-position/?team_id` name. */
  id: z.number().int(),
  side: VetoSideSchema,
  name: z.string(),
  /** The Clutch team that holds this side in a 5_5 lobby, if one does. */
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  positions: z.array(z.number().int()),
  players: z.array(LobbyPlayerSchema),
});
export type LobbySide = z.infer<typeof LobbySideSchema>;

export const VetoMoveSchema = z.object({
  side: VetoSideSchema,
  action: z.enum(['ban', 'pick', 'side']),
  item: z.string(),
  /** The server played it because the turn timed out. */
  random: z.boolean(),
});

/** Pick-and-ban as everyone sees it: what was done, whose turn it is and until when. */
export const VetoViewSchema = z.object({
  kind: z.enum(['hero', 'map']),
  pool: z.array(z.string()),
  moves: z.array(VetoMoveSchema),
  turn: z
    .object({
      side: VetoSideSchema,
      action: z.enum(['ban', 'pick', 'side']),
      deadline: TimestampSchema,
      /** The step's number from 0, so a late push for an earlier turn is recognisable. */
      step: z.number().int(),
    })
    .nullable(),
  available: z.array(z.string()),
  finished: z.boolean(),
});
export type VetoView = z.infer<typeof VetoViewSchema>;

export const ReadyCheckStateSchema = z.object({
  deadline: TimestampSchema,
  ready: z.number().int(),
  total: z.number().int(),
});

export const QuickMatchResultSchema = z.object({
  winner: VetoSideSchema,
  score_a: z.number().int(),
  score_b: z.number().int(),
});

/** The lobby as everyone sees it; pushes on quick-match-updates carry exactly this. */
export const QuickMatchPublicSchema = QuickMatchCardSchema.extend({
  game_details: QuickMatchGameDetailsSchema,
  teams: z.array(LobbySideSchema),
  ready_check: ReadyCheckStateSchema.nullable(),
  veto: VetoViewSchema.nullable(),
  result: QuickMatchResultSchema.nullable(),
  /** The map decided by the veto (game 2). */
  display_map: z.object({ name: z.string(), map_url: z.string() }).nullable(),
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
  started_at: TimestampSchema.nullable(),
  finished_at: TimestampSchema.nullable(),
  /** Bumped on every change; a push with an older version than the one shown is stale. */
  version: z.number().int(),
  /** Always null: the spec's client reads it on both kinds of match. */
  tournament: z.null(),
});
export type QuickMatchPublic = z.infer<typeof QuickMatchPublicSchema>;

/** `GET quickmatch/{id}/`: the public lobby plus what only the caller sees. */
export const QuickMatchSchema = QuickMatchPublicSchema.extend({
  /** The caller's seat, or null when they do not play in it. */
  position: z.number().int().nullable(),
  is_ready: z.boolean(),
  /** The caller's side id and its name. */
  team: z.number().int().nullable(),
  team_name: z.string().nullable(),
  /** Game 1: the hero the caller plays, once the veto decided it. */
  allowed_hero: HeroSchema.nullable(),
  /** Where the caller's game is hosted, once it runs; only players see it. */
  lobby_data: z.object({ lobby_name: z.string(), password: z.string() }).nullable(),
  /** Game 2: `connect host:port; password x`. */
  connection_string: z.string().nullable(),
  /** The invitation link's token of a closed lobby: its players see it, to share. */
  invite_token: z.string().nullable(),
  user_action: ReviewActionSchema.nullable(),
});
export type QuickMatch = z.infer<typeof QuickMatchSchema>;

export const QuickMatchListQuerySchema = PageQuerySchema.extend({
  game: GameIdSchema.optional(),
  type: QuickMatchTypeSchema.default('1_1'),
  is_opened: QueryBooleanSchema.optional(),
  game_time_type: GameTimeTypeSchema.optional(),
  is_demo: QueryBooleanSchema.optional(),
});

export const LookingForGameQuerySchema = PageQuerySchema.extend({
  username: z.string().trim().max(150).optional(),
  game: GameIdSchema.optional(),
});
/** A player sitting in a lobby that still waits for players. */
export const LookingForGameSchema = z.object({
  user: UserBriefSchema,
  level: z.number().int(),
  quick_match: z.object({
    id: z.number().int(),
    game: z.number().int(),
    type: QuickMatchTypeSchema,
    name: z.string(),
    slots: z.number().int(),
    checked_in_slots: z.number().int(),
  }),
});
export type LookingForGame = z.infer<typeof LookingForGameSchema>;

/**
 * team_id: in a 5_5 lobby, a Clutch team the caller plays for (the team holds a side); otherwise one
 * of the lobby's two sides (`teams[].id`). token: a closed lobby's invitation token. confirm_clash:
 * take the seat of a timed lobby even though its match overlaps matches the caller already plays.
 */
export const JoinQuerySchema = z.object({
  team_id: IdSchema.optional(),
  token: z.string().trim().max(100).optional(),
  ...ConfirmClashQuerySchema.shape,
});
export const ChangePositionQuerySchema = z.object({ team_id: IdSchema.optional() });
export const RemovePlayerParamsSchema = z.object({
  id: IdSchema,
  position: z.coerce.number().int().min(1).max(10),
});

export const ReadyStateSchema = z.object({
  is_ready: z.boolean(),
  ready_check: ReadyCheckStateSchema.nullable(),
});

export const VetoBodySchema = z
  .object({ item: z.union([z.string().trim().min(1).max(40), z.number().int().positive()]) })
  .strict();

export const UserActionQuerySchema = z.object({
  action: z.enum(['like', 'dislike'], { error: 'Choose action like or dislike.' }),
});
export const QuickMatchReactionSchema = z.object({
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
  user_action: ReviewActionSchema.nullable(),
});

export const PeriodsBodySchema = z
  .object({
    date: z.iso.date({ message: 'Send date as YYYY-MM-DD.' }),
    game: GameIdSchema.optional(),
    /** Our addition: the region a real CS2 lobby would be hosted in (servers are per region). */
    server: ServerSchema.optional(),
  })
  .strict();
export const FreePeriodsSchema = z.object({
  free_periods: z.array(z.object({ start: TimestampSchema, end: TimestampSchema })),
  capacity: z.number().int(),
});

export const InviteToQuickMatchSchema = z.object({
  message: z.string(),
  match_id: z.number().int(),
});

/** Dota 2 columns, then CS2 columns, as the statistics page shows them. */
export const STAT_COLUMNS = {
  1: ['kills', 'deaths', 'assists', 'last_hits', 'denies', 'gpm', 'xpm', 'net_worth'],
  2: ['kills', 'deaths', 'assists', 'adr', 'headshot_pct', 'mvps', 'score'],
} as const;

export const PlayerStatisticsSchema = z.object({
  user: UserBriefSchema,
  side: VetoSideSchema,
  hero: HeroSchema.nullable(),
  stats: z.record(z.string(), z.number()),
  rating_before: z.number().nullable(),
  rating_after: z.number().nullable(),
  level_after: z.number().int().nullable(),
});

export const MatchStatisticsSchema = z.object({
  id: z.number().int(),
  game: z.number().int(),
  type: QuickMatchTypeSchema,
  status: QuickMatchStatusSchema,
  is_demo: z.boolean(),
  started_at: TimestampSchema.nullable(),
  finished_at: TimestampSchema.nullable(),
  duration_seconds: z.number().int().nullable(),
  result: QuickMatchResultSchema.nullable(),
  maps: z.array(z.object({ name: z.string(), map_url: z.string() })),
  /** `team` is the Clutch team that held the side; a side without one is named by the client. */
  teams: z.array(
    z.object({
      side: VetoSideSchema,
      name: z.string(),
      team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    }),
  ),
  players: z.array(PlayerStatisticsSchema),
});
export type MatchStatistics = z.infer<typeof MatchStatisticsSchema>;

/** One finished or running match in a profile's history: a quick match or a tournament match. */
export const MatchHistoryItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['quickmatch', 'tournament']),
  quick_match: z.object({ id: z.number().int() }).nullable(),
  tournament: z.object({ id: z.number().int() }).nullable(),
  game: z.number().int(),
  type: QuickMatchTypeSchema,
  status: z.string(),
  start_time: TimestampSchema,
  side: VetoSideSchema.nullable(),
  outcome: z.enum(['win', 'loss']).nullable(),
  score_a: z.number().int(),
  score_b: z.number().int(),
  rating_change: z.number().nullable(),
});
export type MatchHistoryItem = z.infer<typeof MatchHistoryItemSchema>;

export const RatingSchema = z.object({
  game: z.number().int(),
  book: BookSchema,
  mu: z.number(),
  sigma: z.number(),
  /** mu - 3 sigma: what levels and mixing read. */
  ordinal: z.number(),
  level: z.number().int(),
  matches: z.number().int(),
  wins: z.number().int(),
});

const qmEndpoint = endpointGroup({ auth: 'required', tag: 'quick-match' });

export const quickMatchEndpoints = {
  options: qmEndpoint({
    method: 'OPTIONS',
    path: 'quickmatch/',
    summary: 'Lobby form choices for a game: types, timing, servers, ban types, maps, limits',
    query: GameQuerySchema.partial(),
    response: QuickMatchOptionsSchema,
  }),
  list: qmEndpoint({
    method: 'GET',
    path: 'quickmatch/',
    summary: 'Lobbies waiting for players (type 1_1 unless given, per_page 4)',
    query: QuickMatchListQuerySchema,
    response: pageOf(QuickMatchCardSchema),
  }),
  create: qmEndpoint({
    method: 'POST',
    path: 'quickmatch/',
    summary: 'Open a lobby in the caller’s book (demo or real); the creator takes the first seat',
    query: GameQuerySchema,
    body: QuickMatchCreateSchema,
    response: QuickMatchSchema,
    status: 201,
  }),
  lookingForGame: qmEndpoint({
    method: 'GET',
    path: 'quickmatch/looking-for-game/',
    summary: 'Players sitting in lobbies that wait for players (per_page 9, username search)',
    query: LookingForGameQuerySchema,
    response: pageOf(LookingForGameSchema),
  }),
  periods: qmEndpoint({
    method: 'POST',
    path: 'bots/periods/',
    summary: 'Free start periods of a day (UTC) for timed lobbies, from the runners’ capacity',
    body: PeriodsBodySchema,
    response: FreePeriodsSchema,
  }),
  one: qmEndpoint({
    method: 'GET',
    path: 'quickmatch/:id/',
    summary: 'A lobby with its sides, ready check, veto and the caller’s seat',
    params: IdParamsSchema,
    response: QuickMatchSchema,
  }),
  players: qmEndpoint({
    method: 'GET',
    path: 'quickmatch/:id/players/',
    summary: 'The two sides ("teams") of a lobby with their seats',
    params: IdParamsSchema,
    response: z.array(LobbySideSchema),
  }),
  join: qmEndpoint({
    method: 'GET',
    path: 'quickmatch/:id/join/',
    summary:
      'Take a seat (team_id: a side, or in 5_5 one’s Clutch team; token: a closed lobby). A timed lobby whose match would overlap matches the caller already plays answers 409 with calendar_clashes unless confirm_clash=true',
    params: IdParamsSchema,
    query: JoinQuerySchema,
    response: QuickMatchSchema,
  }),
  changePosition: qmEndpoint({
    method: 'GET',
    path: 'quickmatch/:id/change-position/',
    summary: 'Move to a free seat on the other side',
    params: IdParamsSchema,
    query: ChangePositionQuerySchema,
    response: QuickMatchSchema,
  }),
  removePlayer: qmEndpoint({
    method: 'DELETE',
    path: 'quickmatch/:id/players/:position/remove/',
    summary: 'The creator removes the player at a position; their fee is released',
    params: RemovePlayerParamsSchema,
    response: QuickMatchSchema,
  }),
  leave: qmEndpoint({
    method: 'GET',
    path: 'quickmatch/:id/leave/',
    summary: 'Leave a lobby before it starts (the creator leaving closes it)',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
  startGame: qmEndpoint({
    method: 'GET',
    path: 'quickmatch/:id/startgame/',
    summary: 'The creator starts: every seat taken and ready; pick-and-ban, then the match',
    params: IdParamsSchema,
    response: QuickMatchSchema,
  }),
  ready: qmEndpoint({
    method: 'GET',
    path: 'quickmatch/:id/ready/',
    summary: 'The caller’s ready flag and the running ready check',
    params: IdParamsSchema,
    response: ReadyStateSchema,
  }),
  toggleReady: qmEndpoint({
    method: 'POST',
    path: 'quickmatch/:id/ready/',
    summary: 'Toggle the caller’s ready flag',
    params: IdParamsSchema,
    response: ReadyStateSchema,
  }),
  toggleReadyPatch: qmEndpoint({
    method: 'PATCH',
    path: 'quickmatch/:id/ready/',
    summary: 'Toggle the caller’s ready flag (the spec lets the client pick the method)',
    params: IdParamsSchema,
    response: ReadyStateSchema,
  }),
  /** Not in the spec's list (it bans "over the socket"): the same move over HTTP. */
  veto: qmEndpoint({
    method: 'POST',
    path: 'quickmatch/:id/veto/',
    summary: 'Ban or pick a hero or map, or choose a side, on the caller’s side’s turn',
    params: IdParamsSchema,
    body: VetoBodySchema,
    response: VetoViewSchema,
  }),
  statistic: qmEndpoint({
    method: 'GET',
    path: 'quickmatch/:id/statistic/',
    summary: 'Result, duration, maps or heroes and every player’s statistics and rating change',
    params: IdParamsSchema,
    response: MatchStatisticsSchema,
  }),
  userAction: qmEndpoint({
    method: 'POST',
    path: 'quickmatch/:id/user-action/',
    summary: 'Like or dislike a lobby (again to clear, the other to switch)',
    params: IdParamsSchema,
    query: UserActionQuerySchema,
    response: QuickMatchReactionSchema,
  }),
  invite: endpoint({
    method: 'POST',
    path: 'profile/:id/invite-to-quick-match/',
    auth: 'required',
    tag: 'quick-match',
    summary: 'Invite a user to the lobby the caller sits in; they get a notification and a toast',
    params: IdParamsSchema,
    response: InviteToQuickMatchSchema,
  }),
  resendInvites: qmEndpoint({
    method: 'GET',
    path: 'tournaments/resend-invites/:id/',
    summary:
      'Repeat the in-game invitation of a running match: a quick match with ?match=quick_match, a tournament match (its id) without',
    params: IdParamsSchema,
    // The spec's client sends ?match=quick_match for a lobby and nothing for a tournament match.
    query: z.object({ match: z.enum(['quick_match', 'tournament']).default('tournament') }),
    response: MessageSchema,
  }),
  matchHistory: endpoint({
    method: 'GET',
    path: 'profile/:id/match-history/',
    auth: 'required',
    tag: 'quick-match',
    summary: 'A user’s quick matches and tournament matches, newest first (per_page 10)',
    params: IdParamsSchema,
    query: PageQuerySchema.extend({
      game: GameIdSchema.optional(),
      /** Only quick matches or only tournament matches. */
      kind: z.enum(['quickmatch', 'tournament']).optional(),
    }),
    response: pageOf(MatchHistoryItemSchema),
  }),
  /** Not in the spec's list: the ratings behind levels, for the statistics page. */
  ratings: endpoint({
    method: 'GET',
    path: 'profile/:id/ratings/',
    auth: 'required',
    tag: 'quick-match',
    summary: 'A user’s rating per game and book',
    params: IdParamsSchema,
    response: z.array(RatingSchema),
  }),
} as const;
