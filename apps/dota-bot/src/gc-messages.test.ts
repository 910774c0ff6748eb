import { describe, expect, it } from 'vitest';
import {
  decodeCacheSubscribed,
  decodeCacheUnsubscribed,
  decodeClientWelcome,
  decodeConnectionStatus,
  decodeLobby,
  decodeMatchDetailsResponse,
  decodeMultipleObjects,
  decodePracticeLobbyResponse,
  decodeSingleObject,
  encodeClientHello,
  encodeEmpty,
  encodeInvite,
  encodeKick,
  encodeKickFromTeam,
  encodeLobbyCreate,
  encodeMatchDetailsRequest,
} from './gc-messages.js';
import { SO_TYPE_LOBBY, decodeGcMessage, encodeGcMessage } from './gc-protos.js';
import { lobbyBytes } from './fake-steam.js';

const PLAYER = '76561198000000042';

describe('messages the bot sends', () => {
  it('says hello as a Source 2 client', () => {
    expect(decodeGcMessage('CMsgClientHello', encodeClientHello())).toEqual({
      engine: 1,
      client_launcher: 0,
    });
  });

  it('creates a practice lobby with the name, password, mode and region, no cheats, no bots', () => {
    const payload = encodeLobbyCreate({
      name: 'Clutch #12',
      password: 's3cret',
      gameMode: 22,
      serverRegion: 3,
    });
    expect(decodeGcMessage('CMsgPracticeLobbyCreate', payload)).toEqual({
      pass_key: 's3cret',
      lobby_details: {
        game_name: 'Clutch #12',
        pass_key: 's3cret',
        game_mode: 22,
        server_region: 3,
        allow_cheats: false,
        fill_with_bots: false,
        allow_spectating: true,
        visibility: 0,
      },
    });
  });

  it('invites by SteamID64 as a fixed64 in field 1', () => {
    const payload = encodeInvite(PLAYER);
    expect(decodeGcMessage('CMsgInviteToLobby', payload)).toEqual({ steam_id: PLAYER });
    // Tag 0x09 is field 1, wire type 1 (64-bit); the id follows little-endian.
    expect(payload[0]).toBe(0x09);
    expect(payload.readBigUInt64LE(1)).toBe(BigInt(PLAYER));
  });

  it.each([
    ['kick from the lobby, account id in field 3', encodeKick, 'CMsgPracticeLobbyKick', 0x18],
    [
      'kick from a team slot, account id in field 1',
      encodeKickFromTeam,
      'CMsgPracticeLobbyKickFromTeam',
      0x08,
    ],
  ] as const)('encodes a %s', (_label, encode, name, tag) => {
    const payload = encode(42);
    expect(decodeGcMessage(name, payload)).toEqual({ account_id: 42 });
    expect([...payload]).toEqual([tag, 42]);
  });

  it('asks for match details by match id in field 1', () => {
    const payload = encodeMatchDetailsRequest('7950000000');
    expect(decodeGcMessage('CMsgGCMatchDetailsRequest', payload)).toEqual({
      match_id: '7950000000',
    });
    expect(payload[0]).toBe(0x08);
  });

  it('sends launch, leave and destroy as empty messages', () => {
    expect(encodeEmpty()).toHaveLength(0);
    expect(decodeGcMessage('CMsgPracticeLobbyLaunch', encodeEmpty())).toEqual({});
  });
});

describe('lobbies the GC sends', () => {
  const lobby = {
    lobby_id: '27110000000000001',
    state: 2,
    match_id: '7950000000',
    match_outcome: 0,
    members: [
      { id: PLAYER, team: 0, hero_id: 14 },
      { id: '76561198000000043', team: 1, hero_id: 8 },
      { id: '76561198000000044', team: 3 },
      { id: '76561198000000045', team: 4 },
      { id: '76561198000000046', team: 2 },
    ],
  };

  it('reads id, state, match and each member with their team and hero', () => {
    expect(decodeLobby(lobbyBytes(lobby))).toEqual({
      lobbyId: '27110000000000001',
      state: 2,
      matchId: '7950000000',
      matchOutcome: 0,
      members: [
        { steamId: PLAYER, team: 'radiant', heroId: 14 },
        { steamId: '76561198000000043', team: 'dire', heroId: 8 },
        { steamId: '76561198000000044', team: 'spectator', heroId: 0 },
        { steamId: '76561198000000045', team: 'unassigned', heroId: 0 },
        { steamId: '76561198000000046', team: 'spectator', heroId: 0 },
      ],
    });
  });

  it('reads a match id of 0 as no match yet', () => {
    expect(decodeLobby(lobbyBytes({ ...lobby, match_id: '0' })).matchId).toBeNull();
  });

  it('keeps only the members named by member_indices', () => {
    const data = encodeGcMessage('CSODOTALobby', {
      lobby_id: '5',
      all_members: [
        { id: PLAYER, team: 0 },
        { id: '76561198000000043', team: 1 },
      ],
      member_indices: [1],
      left_member_indices: [0],
    });
    expect(decodeLobby(data).members.map((member) => member.steamId)).toEqual([
      '76561198000000043',
    ]);
  });

  it('without member_indices, leaves out the members who left', () => {
    const data = encodeGcMessage('CSODOTALobby', {
      lobby_id: '5',
      all_members: [
        { id: PLAYER, team: 0 },
        { id: '76561198000000043', team: 1 },
      ],
      left_member_indices: [0],
    });
    expect(decodeLobby(data).members.map((member) => member.steamId)).toEqual([
      '76561198000000043',
    ]);
  });

  it('reads the lobby out of Create/Update/Destroy, UpdateMultiple, CacheSubscribed and Welcome', () => {
    const data = lobbyBytes(lobby);
    const single = encodeGcMessage('CMsgSOSingleObject', {
      type_id: SO_TYPE_LOBBY,
      object_data: data,
    });
    expect(decodeSingleObject(single)).toEqual({ typeId: SO_TYPE_LOBBY, data });

    const multiple = encodeGcMessage('CMsgSOMultipleObjects', {
      objects_modified: [{ type_id: SO_TYPE_LOBBY, object_data: data }],
      objects_added: [{ type_id: 1, object_data: Buffer.from([1]) }],
      objects_removed: [{ type_id: SO_TYPE_LOBBY, object_data: data }],
    });
    expect(decodeMultipleObjects(multiple)).toEqual({
      changed: [
        { typeId: SO_TYPE_LOBBY, data },
        { typeId: 1, data: Buffer.from([1]) },
      ],
      removed: [{ typeId: SO_TYPE_LOBBY, data }],
    });

    const cache = { objects: [{ type_id: SO_TYPE_LOBBY, object_data: [data] }] };
    expect(decodeCacheSubscribed(encodeGcMessage('CMsgSOCacheSubscribed', cache))).toEqual([
      { typeId: SO_TYPE_LOBBY, data },
    ]);
    const welcome = encodeGcMessage('CMsgClientWelcome', { outofdate_subscribed_caches: [cache] });
    expect(decodeClientWelcome(welcome)).toEqual([{ typeId: SO_TYPE_LOBBY, data }]);
  });

  it('reads the owner of an unsubscribed cache', () => {
    const payload = encodeGcMessage('CMsgSOCacheUnsubscribed', {
      owner_soid: { type: 3, id: '27110000000000001' },
    });
    expect(decodeCacheUnsubscribed(payload)).toBe('27110000000000001');
    expect(decodeCacheUnsubscribed(encodeGcMessage('CMsgSOCacheUnsubscribed', {}))).toBeNull();
  });

  it('reads session status and lobby request results', () => {
    expect(decodeConnectionStatus(encodeGcMessage('CMsgConnectionStatus', { status: 2 }))).toBe(2);
    expect(decodeConnectionStatus(encodeGcMessage('CMsgConnectionStatus', {}))).toBe(0);
    const refusal = encodeGcMessage('CMsgPracticeLobbyJoinResponse', { result: 7 });
    expect(decodePracticeLobbyResponse(refusal)).toBe(7);
  });
});

describe('match details the GC sends', () => {
  const player = {
    account_id: 42,
    hero_id: 14,
    kills: 10,
    deaths: 2,
    assists: 7,
    last_hits: 210,
    denies: 12,
    gold_per_min: 612,
    xp_per_min: 701,
    net_worth: 25000,
  };

  it('reads duration, outcome and each player line', () => {
    const payload = encodeGcMessage('CMsgGCMatchDetailsResponse', {
      result: 1,
      match: {
        duration: 2400,
        match_id: '7950000000',
        match_outcome: 3,
        players: [
          { ...player, player_slot: 0, team_number: 1 },
          { ...player, account_id: 43, player_slot: 128 },
          { ...player, account_id: 44, player_slot: 1 },
        ],
      },
    });
    const { result, match } = decodeMatchDetailsResponse(payload);
    expect(result).toBe(1);
    expect(match).toMatchObject({ matchId: '7950000000', durationS: 2400, outcome: 3 });
    expect(match?.players[0]).toEqual({
      accountId: 42,
      team: 'dire',
      heroId: 14,
      kills: 10,
      deaths: 2,
      assists: 7,
      lastHits: 210,
      denies: 12,
      gpm: 612,
      xpm: 701,
      netWorth: 25000,
    });
    // Without team_number, the slot's high bit tells dire from radiant.
    expect(match?.players.map((line) => line.team)).toEqual(['dire', 'dire', 'radiant']);
  });

  it('reads a refusal without a match', () => {
    const payload = encodeGcMessage('CMsgGCMatchDetailsResponse', { result: 15 });
    expect(decodeMatchDetailsResponse(payload)).toEqual({ result: 15, match: null });
  });
});
