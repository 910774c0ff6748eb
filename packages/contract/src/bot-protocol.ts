// The socket protocol between the platform and its Dota 2 lobby bots (`npm run dota-bot`), our own:
// a bot worker opens `/api/ws/bots/` with `Authorization: Bot <BOT_SECRET>`, says hello, and is
// assigned one practice lobby at a time. Every frame is one JSON object with a `type`.
import { z } from 'zod';

/** A SteamID64 as a decimal string (64-bit ids do not fit a JSON number). */
export const SteamId64Schema = z
  .string()
  .regex(/^7656\d{13}$/, { error: 'A SteamID64 is 17 digits starting 7656.' });

export const BOT_PROTOCOL_VERSION = 1;

/** The GC's team of a lobby member: radiant plays first, dire second. */
export const DotaTeamSchema = z.enum(['radiant', 'dire']);
export type DotaTeam = z.infer<typeof DotaTeamSchema>;

export const BotPlayerSchema = z.object({
  steam_id: SteamId64Schema,
  name: z.string().max(100),
  /** The hero the pick-and-ban left this player, if the match had one. */
  hero_id: z.number().int().positive().nullable(),
});
export type BotPlayer = z.infer<typeof BotPlayerSchema>;

/** The practice lobby a bot is to host. */
export const BotLobbySchema = z.object({
  name: z.string().min(1).max(100),
  password: z.string().min(1).max(100),
  /** DOTA_GameMode: 1 all pick, 2 captains mode, 21 1v1 mid, 22 all draft. */
  game_mode: z.number().int().nonnegative(),
  /** The GC's server region: 2 US East, 3 Europe West, 8 Russia (our usa, europe, cis). */
  server_region: z.number().int().nonnegative(),
  radiant: z.array(BotPlayerSchema).max(5),
  dire: z.array(BotPlayerSchema).max(5),
});
export type BotLobby = z.infer<typeof BotLobbySchema>;

/** One player's line from the finished match, read from the GC. */
export const BotPlayerStatsSchema = z.object({
  steam_id: SteamId64Schema,
  team: DotaTeamSchema,
  hero_id: z.number().int().nonnegative(),
  kills: z.number().int().nonnegative(),
  deaths: z.number().int().nonnegative(),
  assists: z.number().int().nonnegative(),
  last_hits: z.number().int().nonnegative(),
  denies: z.number().int().nonnegative(),
  gpm: z.number().int().nonnegative(),
  xpm: z.number().int().nonnegative(),
  net_worth: z.number().int().nonnegative(),
});
export type BotPlayerStats = z.infer<typeof BotPlayerStatsSchema>;

const AssignmentId = z.number().int().positive();

/** What a worker sends. */
export const BotToPlatformSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    version: z.literal(BOT_PROTOCOL_VERSION),
    /** The Steam account's login name: one connection per account. */
    account: z.string().min(1).max(64),
    steam_id: SteamId64Schema,
    /** How many lobbies it can host at once (1 for a Steam account today). */
    capacity: z.number().int().min(0).max(16),
    /** Assignments it still holds after a reconnect (it keeps running them). */
    holding: z.array(AssignmentId).max(16),
  }),
  z.object({ type: z.literal('lobby_created'), assignment_id: AssignmentId, lobby_id: z.string() }),
  /** Who is in the lobby now and where: sent whenever the lobby changes. */
  z.object({
    type: z.literal('lobby_members'),
    assignment_id: AssignmentId,
    members: z.array(
      z.object({
        steam_id: SteamId64Schema,
        team: z.enum(['radiant', 'dire', 'unassigned', 'spectator']),
      }),
    ),
  }),
  z.object({ type: z.literal('launched'), assignment_id: AssignmentId, match_id: z.string() }),
  z.object({
    type: z.literal('result'),
    assignment_id: AssignmentId,
    match_id: z.string(),
    winner: DotaTeamSchema,
    duration_s: z.number().int().nonnegative(),
    players: z.array(BotPlayerStatsSchema).max(10),
  }),
  /** The lobby could not be made or played (the GC refused, the game was abandoned). */
  z.object({
    type: z.literal('failed'),
    assignment_id: AssignmentId,
    reason: z.string().max(500),
  }),
  z.object({ type: z.literal('pong') }),
]);
export type BotToPlatform = z.infer<typeof BotToPlatformSchema>;

/** What the platform sends. */
export const PlatformToBotSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), bot_id: z.number().int().positive() }),
  /** Host this lobby: create it, invite the players, seat them, launch when both sides are full. */
  z.object({ type: z.literal('assign'), assignment_id: AssignmentId, lobby: BotLobbySchema }),
  /** Invite the players who are not in the lobby yet again. */
  z.object({ type: z.literal('resend_invites'), assignment_id: AssignmentId }),
  /** Stop: leave (and destroy) the lobby; no result is wanted any more. */
  z.object({ type: z.literal('cancel'), assignment_id: AssignmentId }),
  z.object({ type: z.literal('ping') }),
  /** A frame the platform refused, and why; the socket stays open. */
  z.object({ type: z.literal('error'), detail: z.string() }),
]);
export type PlatformToBot = z.infer<typeof PlatformToBotSchema>;

/** Our regions to the Dota GC's server regions. */
export const DOTA_SERVER_REGIONS = { usa: 2, europe: 3, cis: 8 } as const;
