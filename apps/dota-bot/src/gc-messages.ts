// Typed encoders for the GC messages the bot sends and zod-checked decoders for the ones it reads,
// built on the definitions in gc-protos.ts. Everything the GC sends is untrusted input.
import { z } from 'zod';
import {
  ENGINE_SOURCE2,
  GcTeam,
  VISIBILITY_PUBLIC,
  decodeGcMessage,
  encodeGcMessage,
} from './gc-protos.js';

export type LobbyTeam = 'radiant' | 'dire' | 'unassigned' | 'spectator';

export interface LobbyMember {
  steamId: string;
  team: LobbyTeam;
  heroId: number;
}

export interface DotaLobby {
  lobbyId: string;
  /** CSODOTALobby.State (see LobbyState). */
  state: number;
  /** Null until the GC assigns the match. */
  matchId: string | null;
  /** EMatchOutcome (see MatchOutcome). */
  matchOutcome: number;
  members: LobbyMember[];
}

/** One shared object from the SO cache: its type and its serialised bytes. */
export interface SharedObject {
  typeId: number;
  data: Uint8Array;
}

export interface MatchPlayer {
  accountId: number;
  team: 'radiant' | 'dire';
  heroId: number;
  kills: number;
  deaths: number;
  assists: number;
  lastHits: number;
  denies: number;
  gpm: number;
  xpm: number;
  netWorth: number;
}

export interface MatchDetails {
  matchId: string;
  durationS: number;
  outcome: number;
  players: MatchPlayer[];
}

export interface LobbyCreateDetails {
  name: string;
  password: string;
  gameMode: number;
  serverRegion: number;
}

const Uint = z.number().int().nonnegative();
const Bytes = z.instanceof(Uint8Array);
/** In a player slot, the dire team's slots have this bit set (128 and above). */
const DIRE_SLOT_BIT = 0x80;

// ---- What the bot sends ----

export function encodeClientHello(): Buffer {
  return encodeGcMessage('CMsgClientHello', { engine: ENGINE_SOURCE2, client_launcher: 0 });
}

export function encodeLobbyCreate(details: LobbyCreateDetails): Buffer {
  return encodeGcMessage('CMsgPracticeLobbyCreate', {
    pass_key: details.password,
    lobby_details: {
      game_name: details.name,
      pass_key: details.password,
      game_mode: details.gameMode,
      server_region: details.serverRegion,
      allow_cheats: false,
      fill_with_bots: false,
      allow_spectating: true,
      visibility: VISIBILITY_PUBLIC,
    },
  });
}

export function encodeInvite(steamId64: string): Buffer {
  return encodeGcMessage('CMsgInviteToLobby', { steam_id: steamId64 });
}

export function encodeKick(accountId: number): Buffer {
  return encodeGcMessage('CMsgPracticeLobbyKick', { account_id: accountId });
}

export function encodeKickFromTeam(accountId: number): Buffer {
  return encodeGcMessage('CMsgPracticeLobbyKickFromTeam', { account_id: accountId });
}

export function encodeMatchDetailsRequest(matchId: string): Buffer {
  return encodeGcMessage('CMsgGCMatchDetailsRequest', { match_id: matchId });
}

/** Launch, leave, destroy and ping replies carry an empty message. */
export function encodeEmpty(): Buffer {
  return Buffer.alloc(0);
}

// ---- What the bot reads ----

const SingleObjectWire = z.object({
  type_id: z.number().int().default(0),
  object_data: Bytes.optional(),
});

function toSharedObject(wire: z.infer<typeof SingleObjectWire>): SharedObject[] {
  return wire.object_data ? [{ typeId: wire.type_id, data: wire.object_data }] : [];
}

/** SO Create, Update and Destroy carry one object. */
export function decodeSingleObject(payload: Uint8Array): SharedObject | null {
  const wire = SingleObjectWire.parse(decodeGcMessage('CMsgSOSingleObject', payload));
  return toSharedObject(wire)[0] ?? null;
}

const MultipleObjectsWire = z.object({
  objects_modified: z.array(SingleObjectWire).default([]),
  objects_added: z.array(SingleObjectWire).default([]),
  objects_removed: z.array(SingleObjectWire).default([]),
});

export function decodeMultipleObjects(payload: Uint8Array): {
  changed: SharedObject[];
  removed: SharedObject[];
} {
  const wire = MultipleObjectsWire.parse(decodeGcMessage('CMsgSOMultipleObjects', payload));
  return {
    changed: [...wire.objects_modified, ...wire.objects_added].flatMap(toSharedObject),
    removed: wire.objects_removed.flatMap(toSharedObject),
  };
}

const CacheSubscribedWire = z.object({
  objects: z
    .array(
      z.object({ type_id: z.number().int().default(0), object_data: z.array(Bytes).default([]) }),
    )
    .default([]),
});

function subscribedObjects(wire: z.infer<typeof CacheSubscribedWire>): SharedObject[] {
  return wire.objects.flatMap((group) =>
    group.object_data.map((data) => ({ typeId: group.type_id, data })),
  );
}

export function decodeCacheSubscribed(payload: Uint8Array): SharedObject[] {
  return subscribedObjects(
    CacheSubscribedWire.parse(decodeGcMessage('CMsgSOCacheSubscribed', payload)),
  );
}

/** The welcome carries the caches the GC thinks we lack, the lobby we are in among them. */
export function decodeClientWelcome(payload: Uint8Array): SharedObject[] {
  const wire = z
    .object({ outofdate_subscribed_caches: z.array(CacheSubscribedWire).default([]) })
    .parse(decodeGcMessage('CMsgClientWelcome', payload));
  return wire.outofdate_subscribed_caches.flatMap(subscribedObjects);
}

/** The id of the cache's owner (a lobby id for a lobby cache), or null when absent. */
export function decodeCacheUnsubscribed(payload: Uint8Array): string | null {
  const wire = z
    .object({ owner_soid: z.object({ id: z.string().optional() }).optional() })
    .parse(decodeGcMessage('CMsgSOCacheUnsubscribed', payload));
  return wire.owner_soid?.id ?? null;
}

export function decodeConnectionStatus(payload: Uint8Array): number {
  const wire = z
    .object({ status: Uint.default(0) })
    .parse(decodeGcMessage('CMsgConnectionStatus', payload));
  return wire.status;
}

/** The result code of a practice lobby request (create, launch, kick...): 0 is success. */
export function decodePracticeLobbyResponse(payload: Uint8Array): number {
  const wire = z
    .object({ result: Uint.default(0) })
    .parse(decodeGcMessage('CMsgPracticeLobbyJoinResponse', payload));
  return wire.result;
}

const LobbyMemberWire = z.object({
  id: z.string().default('0'),
  hero_id: z.number().int().default(0),
  team: Uint.default(GcTeam.GOOD_GUYS),
});

const LobbyWire = z.object({
  lobby_id: z.string().default('0'),
  state: Uint.default(0),
  match_id: z.string().default('0'),
  match_outcome: Uint.default(0),
  all_members: z.array(LobbyMemberWire).default([]),
  member_indices: z.array(Uint).default([]),
  left_member_indices: z.array(Uint).default([]),
  free_member_indices: z.array(Uint).default([]),
});

function lobbyTeamOf(gcTeam: number): LobbyTeam {
  if (gcTeam === GcTeam.GOOD_GUYS) return 'radiant';
  if (gcTeam === GcTeam.BAD_GUYS) return 'dire';
  if (gcTeam === GcTeam.BROADCASTER || gcTeam === GcTeam.SPECTATOR) return 'spectator';
  return 'unassigned';
}

/**
 * all_members keeps everyone who ever joined; member_indices names who is in the lobby now. Without
 * indices, everyone not listed as left or free is taken as present.
 */
function presentMembers(wire: z.infer<typeof LobbyWire>): z.infer<typeof LobbyMemberWire>[] {
  if (wire.member_indices.length > 0) {
    return wire.member_indices.flatMap((index) => wire.all_members[index] ?? []);
  }
  const gone = new Set([...wire.left_member_indices, ...wire.free_member_indices]);
  return wire.all_members.filter((_, index) => !gone.has(index));
}

export function decodeLobby(data: Uint8Array): DotaLobby {
  const wire = LobbyWire.parse(decodeGcMessage('CSODOTALobby', data));
  return {
    lobbyId: wire.lobby_id,
    state: wire.state,
    matchId: wire.match_id === '0' ? null : wire.match_id,
    matchOutcome: wire.match_outcome,
    members: presentMembers(wire).map((member) => ({
      steamId: member.id,
      team: lobbyTeamOf(member.team),
      heroId: member.hero_id,
    })),
  };
}

const MatchPlayerWire = z.object({
  account_id: Uint.default(0),
  player_slot: Uint.default(0),
  hero_id: z.number().int().default(0),
  kills: Uint.default(0),
  deaths: Uint.default(0),
  assists: Uint.default(0),
  last_hits: Uint.default(0),
  denies: Uint.default(0),
  gold_per_min: Uint.default(0),
  xp_per_min: Uint.default(0),
  net_worth: Uint.default(0),
  team_number: Uint.optional(),
});

const MatchDetailsResponseWire = z.object({
  result: Uint.default(0),
  match: z
    .object({
      duration: Uint.default(0),
      players: z.array(MatchPlayerWire).default([]),
      match_id: z.string().default('0'),
      match_outcome: Uint.default(0),
    })
    .optional(),
});

/** Newer matches name the team; older ones only the slot, where dire has the high bit. */
function matchTeamOf(player: z.infer<typeof MatchPlayerWire>): 'radiant' | 'dire' {
  if (player.team_number !== undefined) {
    return player.team_number === GcTeam.BAD_GUYS ? 'dire' : 'radiant';
  }
  return (player.player_slot & DIRE_SLOT_BIT) === 0 ? 'radiant' : 'dire';
}

function toMatchPlayer(player: z.infer<typeof MatchPlayerWire>): MatchPlayer {
  return {
    accountId: player.account_id,
    team: matchTeamOf(player),
    heroId: Math.max(0, player.hero_id),
    kills: player.kills,
    deaths: player.deaths,
    assists: player.assists,
    lastHits: player.last_hits,
    denies: player.denies,
    gpm: player.gold_per_min,
    xpm: player.xp_per_min,
    netWorth: player.net_worth,
  };
}

export function decodeMatchDetailsResponse(payload: Uint8Array): {
  result: number;
  match: MatchDetails | null;
} {
  const wire = MatchDetailsResponseWire.parse(
    decodeGcMessage('CMsgGCMatchDetailsResponse', payload),
  );
  if (!wire.match) return { result: wire.result, match: null };
  return {
    result: wire.result,
    match: {
      matchId: wire.match.match_id,
      durationS: wire.match.duration,
      outcome: wire.match.match_outcome,
      players: wire.match.players.map(toMatchPlayer),
    },
  };
}
