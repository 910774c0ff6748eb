// Our own protobuf definitions of the Dota 2 Game Coordinator messages the bot speaks, holding only
// the fields it uses. Field numbers, message ids and enum values follow the public Dota 2 protocol
// (SteamDatabase/Protobufs: gcsdk_gcmessages, gcsystemmsgs, base_gcmessages, dota_gcmessages_*).
import protobuf from 'protobufjs';

/** Dota 2's Steam app id; the GC is reached through it. */
export const DOTA_APP_ID = 570;

/** GC message ids (EGCBaseClientMsg, ESOMsg, EGCBaseMsg, EDOTAGCMsg). */
export const GcMsg = {
  PingRequest: 3001,
  PingResponse: 3002,
  ClientWelcome: 4004,
  ClientHello: 4006,
  ClientConnectionStatus: 4009,
  SoCreate: 21,
  SoUpdate: 22,
  SoDestroy: 23,
  SoCacheSubscribed: 24,
  SoCacheUnsubscribed: 25,
  SoUpdateMultiple: 26,
  InviteToLobby: 4512,
  PracticeLobbyCreate: 7038,
  PracticeLobbyLeave: 7040,
  PracticeLobbyLaunch: 7041,
  PracticeLobbyResponse: 7055,
  PracticeLobbyKick: 7081,
  PracticeLobbyJoinResponse: 7113,
  MatchDetailsRequest: 7095,
  MatchDetailsResponse: 7096,
  PracticeLobbyKickFromTeam: 8047,
  DestroyLobbyRequest: 8246,
} as const;

/** The shared-object type id of CSODOTALobby in the SO cache. */
export const SO_TYPE_LOBBY = 2004;

/** CSODOTALobby.State. */
export const LobbyState = { UI: 0, SERVERSETUP: 1, RUN: 2, POSTGAME: 3, READYUP: 4 } as const;

/** DOTA_GC_TEAM. */
export const GcTeam = {
  GOOD_GUYS: 0,
  BAD_GUYS: 1,
  BROADCASTER: 2,
  SPECTATOR: 3,
  PLAYER_POOL: 4,
} as const;

/** EMatchOutcome: only these two name a winner; 64 and above mean "not scored". */
export const MatchOutcome = { UNKNOWN: 0, RAD_VICTORY: 2, DIRE_VICTORY: 3 } as const;

/** GCConnectionStatus_HAVE_SESSION; any other status means the session is gone. */
export const GC_HAVE_SESSION = 0;
/** EResult k_EResultOK, as the match details response reports it. */
export const ERESULT_OK = 1;
/** DOTAJoinLobbyResult DOTA_JOIN_RESULT_SUCCESS. */
export const JOIN_RESULT_SUCCESS = 0;
/** ESourceEngine k_ESE_Source2: the GC wants to know the client runs Dota's current engine. */
export const ENGINE_SOURCE2 = 1;
/** DOTALobbyVisibility_Public: players may also find the lobby by name and password. */
export const VISIBILITY_PUBLIC = 0;

// Enums are declared as uint32: the wire format is the same varint, and decoding never rejects a
// value Valve adds later. proto2, because Valve's files are proto2 (unpacked repeated scalars).
const SCHEMA = `
syntax = "proto2";

message CMsgClientHello {
  optional uint32 version = 1;
  optional uint32 client_session_need = 3;
  optional uint32 client_launcher = 4;
  optional uint32 engine = 7;
}
message CMsgSOIDOwner { optional uint32 type = 1; optional uint64 id = 2; }
message CMsgSOSingleObject { optional int32 type_id = 2; optional bytes object_data = 3; }
message CMsgSOMultipleObjects {
  message SingleObject { optional int32 type_id = 1; optional bytes object_data = 2; }
  repeated SingleObject objects_modified = 2;
  repeated SingleObject objects_added = 4;
  repeated SingleObject objects_removed = 5;
}
message CMsgSOCacheSubscribed {
  message SubscribedType { optional int32 type_id = 1; repeated bytes object_data = 2; }
  repeated SubscribedType objects = 2;
  optional CMsgSOIDOwner owner_soid = 4;
}
message CMsgSOCacheUnsubscribed { optional CMsgSOIDOwner owner_soid = 2; }
message CMsgClientWelcome { repeated CMsgSOCacheSubscribed outofdate_subscribed_caches = 3; }
message CMsgConnectionStatus { optional uint32 status = 1; }

message CSODOTALobbyMember {
  optional fixed64 id = 1;
  optional int32 hero_id = 2;
  optional uint32 team = 3;
}
message CSODOTALobby {
  optional uint64 lobby_id = 1;
  optional uint32 state = 4;
  optional string game_name = 16;
  optional uint64 match_id = 30;
  optional uint32 match_outcome = 70;
  repeated CSODOTALobbyMember all_members = 120;
  repeated uint32 member_indices = 121;
  repeated uint32 left_member_indices = 122;
  repeated uint32 free_member_indices = 123;
}

message CMsgPracticeLobbySetDetails {
  optional uint64 lobby_id = 1;
  optional string game_name = 2;
  optional uint32 server_region = 4;
  optional uint32 game_mode = 5;
  optional bool allow_cheats = 10;
  optional bool fill_with_bots = 11;
  optional bool allow_spectating = 13;
  optional string pass_key = 15;
  optional uint32 visibility = 33;
}
message CMsgPracticeLobbyCreate {
  optional string pass_key = 5;
  optional CMsgPracticeLobbySetDetails lobby_details = 7;
}
message CMsgPracticeLobbyJoinResponse { optional uint32 result = 1; }
message CMsgInviteToLobby { optional fixed64 steam_id = 1; }
message CMsgPracticeLobbyKick { optional uint32 account_id = 3; }
message CMsgPracticeLobbyKickFromTeam { optional uint32 account_id = 1; }
message CMsgPracticeLobbyLaunch {}
message CMsgPracticeLobbyLeave {}
message CMsgDOTADestroyLobbyRequest {}
message CMsgGCClientPing {}

message CMsgGCMatchDetailsRequest { optional uint64 match_id = 1; }
message CMsgDOTAMatch {
  message Player {
    optional uint32 account_id = 1;
    optional uint32 player_slot = 2;
    optional int32 hero_id = 3;
    optional uint32 kills = 14;
    optional uint32 deaths = 15;
    optional uint32 assists = 16;
    optional uint32 last_hits = 19;
    optional uint32 denies = 20;
    optional uint32 gold_per_min = 21;
    optional uint32 xp_per_min = 22;
    optional uint32 net_worth = 52;
    optional uint32 team_number = 80;
  }
  optional uint32 duration = 3;
  repeated Player players = 5;
  optional uint64 match_id = 6;
  optional uint32 match_outcome = 50;
}
message CMsgGCMatchDetailsResponse {
  optional uint32 result = 1;
  optional CMsgDOTAMatch match = 2;
}
`;

// keepCase: without it protobufjs renames fields to camelCase and silently drops snake_case keys.
const root = protobuf.parse(SCHEMA, { keepCase: true }).root;

export type GcMessageName =
  | 'CMsgClientHello'
  | 'CMsgSOIDOwner'
  | 'CMsgSOSingleObject'
  | 'CMsgSOMultipleObjects'
  | 'CMsgSOCacheSubscribed'
  | 'CMsgSOCacheUnsubscribed'
  | 'CMsgClientWelcome'
  | 'CMsgConnectionStatus'
  | 'CSODOTALobbyMember'
  | 'CSODOTALobby'
  | 'CMsgPracticeLobbySetDetails'
  | 'CMsgPracticeLobbyCreate'
  | 'CMsgPracticeLobbyJoinResponse'
  | 'CMsgInviteToLobby'
  | 'CMsgPracticeLobbyKick'
  | 'CMsgPracticeLobbyKickFromTeam'
  | 'CMsgPracticeLobbyLaunch'
  | 'CMsgPracticeLobbyLeave'
  | 'CMsgDOTADestroyLobbyRequest'
  | 'CMsgGCClientPing'
  | 'CMsgGCMatchDetailsRequest'
  | 'CMsgDOTAMatch'
  | 'CMsgGCMatchDetailsResponse';

/** Encodes a plain object (snake_case keys, 64-bit ids as decimal strings) as the named message. */
export function encodeGcMessage(name: GcMessageName, fields: Record<string, unknown>): Buffer {
  const type = root.lookupType(name);
  return Buffer.from(type.encode(type.fromObject(fields)).finish());
}

/**
 * Decodes the named message to a plain object: 64-bit ids as decimal strings, bytes as Buffers,
 * absent fields left out. The result is untyped on purpose; callers parse it with zod.
 */
export function decodeGcMessage(name: GcMessageName, payload: Uint8Array): unknown {
  const type = root.lookupType(name);
  return type.toObject(type.decode(payload), { longs: String, defaults: false, arrays: true });
}
