import {
  BotToPlatformSchema,
  type BotLobby,
  type BotToPlatform,
} from '@clutch/contract/bot-protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DotaGc } from './dota-gc.js';
import { BOT_STEAM_ID, FakeSteam, type FakeLobby } from './fake-steam.js';
import { GcMsg, decodeGcMessage, encodeGcMessage } from './gc-protos.js';
import { LobbyHost } from './lobby-host.js';
import { accountIdOf } from './steam-id.js';

const A = '76561198000000010';
const B = '76561198000000011';
const C = '76561198000000020';
const D = '76561198000000021';
const STRANGER = '76561198000000099';
const LOBBY_ID = '27110000000000001';
const MATCH_ID = '7950000000';
const RADIANT = 0;
const DIRE = 1;
const UNASSIGNED = 4;

const lobby: BotLobby = {
  name: 'Clutch Cup #3',
  password: 'hunter2',
  game_mode: 2,
  server_region: 3,
  radiant: [A, B].map((steam_id) => ({ steam_id, name: steam_id, hero_id: null })),
  dire: [C, D].map((steam_id) => ({ steam_id, name: steam_id, hero_id: null })),
};

const seated: FakeLobby = {
  lobby_id: LOBBY_ID,
  members: [
    { id: BOT_STEAM_ID, team: UNASSIGNED },
    { id: A, team: RADIANT, hero_id: 1 },
    { id: B, team: RADIANT, hero_id: 2 },
    { id: C, team: DIRE, hero_id: 3 },
    { id: D, team: DIRE, hero_id: 4 },
  ],
};

function setUp() {
  const steam = new FakeSteam();
  const gc = new DotaGc(steam, { helloIntervalMs: 1_000 });
  gc.start();
  const frames: BotToPlatform[] = [];
  const host = new LobbyHost(gc, {
    // Every frame the host emits must pass the contract, as the link would insist.
    send: (frame) => frames.push(BotToPlatformSchema.parse(frame)),
    createTimeoutMs: 5_000,
    detailsRetryMs: 1_000,
    detailsMaxAttempts: 3,
  });
  return { steam, gc, host, frames };
}

function readySetUp() {
  const setup = setUp();
  setup.steam.logOn();
  setup.steam.welcome();
  setup.steam.clearSent();
  return setup;
}

function accountIdsIn(
  payloads: Buffer[],
  name: 'CMsgPracticeLobbyKick' | 'CMsgPracticeLobbyKickFromTeam',
) {
  return payloads.map(
    (payload) => (decodeGcMessage(name, payload) as { account_id: number }).account_id,
  );
}

function matchDetails(outcome: number, result = 1): Buffer {
  const line = (accountId: number, team: number) => ({
    account_id: accountId,
    player_slot: team === DIRE ? 128 : 0,
    team_number: team,
    hero_id: 5,
    kills: 9,
    deaths: 1,
    assists: 12,
    last_hits: 150,
    denies: 9,
    gold_per_min: 540,
    xp_per_min: 620,
    net_worth: 21000,
  });
  return encodeGcMessage('CMsgGCMatchDetailsResponse', {
    result,
    match: {
      duration: 1834,
      match_id: MATCH_ID,
      match_outcome: outcome,
      players: [
        line(accountIdOf(A), RADIANT),
        line(accountIdOf(B), RADIANT),
        line(accountIdOf(C), DIRE),
        line(accountIdOf(D), DIRE),
      ],
    },
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('hosting an assignment', () => {
  it('creates, invites, seats, launches and reports the result', () => {
    const { steam, host, frames } = readySetUp();

    host.handle({ type: 'assign', assignment_id: 7, lobby });
    const [create] = steam.sentOf(GcMsg.PracticeLobbyCreate);
    expect(decodeGcMessage('CMsgPracticeLobbyCreate', create ?? Buffer.alloc(0))).toMatchObject({
      pass_key: 'hunter2',
      lobby_details: { game_name: 'Clutch Cup #3', game_mode: 2, server_region: 3 },
    });
    expect(host.holding).toEqual([7]);

    // The GC puts the creator on radiant: the bot steps out of the slot and invites everyone.
    steam.updateLobby({ lobby_id: LOBBY_ID, members: [{ id: BOT_STEAM_ID, team: RADIANT }] });
    expect(frames.slice(0, 2)).toEqual([
      { type: 'lobby_created', assignment_id: 7, lobby_id: LOBBY_ID },
      { type: 'lobby_members', assignment_id: 7, members: [] },
    ]);
    const invited = steam
      .sentOf(GcMsg.InviteToLobby)
      .map(
        (payload) =>
          (decodeGcMessage('CMsgInviteToLobby', payload) as { steam_id: string }).steam_id,
      );
    expect(invited).toEqual([A, B, C, D]);
    expect(
      accountIdsIn(steam.sentOf(GcMsg.PracticeLobbyKickFromTeam), 'CMsgPracticeLobbyKickFromTeam'),
    ).toEqual([accountIdOf(BOT_STEAM_ID)]);
    steam.clearSent();

    // A stranger takes a slot and B sits on the wrong side.
    steam.updateLobby({
      lobby_id: LOBBY_ID,
      members: [
        { id: BOT_STEAM_ID, team: UNASSIGNED },
        { id: A, team: RADIANT },
        { id: STRANGER, team: RADIANT },
        { id: B, team: DIRE },
        { id: C, team: DIRE },
      ],
    });
    expect(accountIdsIn(steam.sentOf(GcMsg.PracticeLobbyKick), 'CMsgPracticeLobbyKick')).toEqual([
      accountIdOf(STRANGER),
    ]);
    expect(
      accountIdsIn(steam.sentOf(GcMsg.PracticeLobbyKickFromTeam), 'CMsgPracticeLobbyKickFromTeam'),
    ).toEqual([accountIdOf(B)]);
    expect(frames.at(-1)).toEqual({
      type: 'lobby_members',
      assignment_id: 7,
      members: [
        { steam_id: A, team: 'radiant' },
        { steam_id: STRANGER, team: 'radiant' },
        { steam_id: B, team: 'dire' },
        { steam_id: C, team: 'dire' },
      ],
    });
    expect(steam.sentOf(GcMsg.PracticeLobbyLaunch)).toHaveLength(0);

    steam.updateLobby(seated);
    expect(steam.sentOf(GcMsg.PracticeLobbyLaunch)).toHaveLength(1);

    steam.updateLobby({ ...seated, state: 2, match_id: MATCH_ID });
    expect(frames.at(-1)).toEqual({ type: 'launched', assignment_id: 7, match_id: MATCH_ID });

    steam.updateLobby({ ...seated, state: 3, match_id: MATCH_ID, match_outcome: 2 });
    const [request] = steam.sentOf(GcMsg.MatchDetailsRequest);
    expect(decodeGcMessage('CMsgGCMatchDetailsRequest', request ?? Buffer.alloc(0))).toEqual({
      match_id: MATCH_ID,
    });

    steam.clearSent();
    steam.fromGc(GcMsg.MatchDetailsResponse, matchDetails(2));
    const result = frames.at(-1);
    expect(result).toMatchObject({
      type: 'result',
      assignment_id: 7,
      match_id: MATCH_ID,
      winner: 'radiant',
      duration_s: 1834,
    });
    const players = result?.type === 'result' ? result.players : [];
    expect(players.map(({ steam_id, team }) => [steam_id, team])).toEqual([
      [A, 'radiant'],
      [B, 'radiant'],
      [C, 'dire'],
      [D, 'dire'],
    ]);
    expect(players[0]).toEqual({
      steam_id: A,
      team: 'radiant',
      hero_id: 5,
      kills: 9,
      deaths: 1,
      assists: 12,
      last_hits: 150,
      denies: 9,
      gpm: 540,
      xpm: 620,
      net_worth: 21000,
    });
    expect(steam.sentOf(GcMsg.DestroyLobbyRequest)).toHaveLength(1);
    expect(steam.sentOf(GcMsg.PracticeLobbyLeave)).toHaveLength(1);
    expect(host.holding).toEqual([]);
  });

  it('kicks a stranger again who comes back after the kick', () => {
    const { steam, host } = readySetUp();
    host.handle({ type: 'assign', assignment_id: 7, lobby });
    const withStranger: FakeLobby = {
      lobby_id: LOBBY_ID,
      members: [
        { id: BOT_STEAM_ID, team: UNASSIGNED },
        { id: STRANGER, team: UNASSIGNED },
      ],
    };
    steam.updateLobby(withStranger);
    steam.updateLobby(withStranger);
    steam.updateLobby({ lobby_id: LOBBY_ID, members: [{ id: BOT_STEAM_ID, team: UNASSIGNED }] });
    steam.updateLobby(withStranger);
    expect(steam.sentOf(GcMsg.PracticeLobbyKick)).toHaveLength(2);
  });

  it('waits for the GC welcome before creating the lobby', () => {
    const { steam, host } = setUp();
    steam.logOn();
    host.handle({ type: 'assign', assignment_id: 7, lobby });
    expect(steam.sentOf(GcMsg.PracticeLobbyCreate)).toHaveLength(0);
    steam.welcome();
    expect(steam.sentOf(GcMsg.PracticeLobbyCreate)).toHaveLength(1);
  });

  it('answers a second assignment with failed while it hosts one', () => {
    const { host, frames } = readySetUp();
    host.handle({ type: 'assign', assignment_id: 7, lobby });
    host.handle({ type: 'assign', assignment_id: 8, lobby });
    expect(frames).toEqual([
      { type: 'failed', assignment_id: 8, reason: 'This bot already hosts a lobby.' },
    ]);
    expect(host.holding).toEqual([7]);
  });

  it('re-invites only the players not in the lobby', () => {
    const { steam, host } = readySetUp();
    host.handle({ type: 'assign', assignment_id: 7, lobby });
    steam.updateLobby({
      lobby_id: LOBBY_ID,
      members: [
        { id: BOT_STEAM_ID, team: UNASSIGNED },
        { id: A, team: RADIANT },
        { id: C, team: UNASSIGNED },
      ],
    });
    steam.clearSent();
    host.handle({ type: 'resend_invites', assignment_id: 7 });
    const invited = steam
      .sentOf(GcMsg.InviteToLobby)
      .map(
        (payload) =>
          (decodeGcMessage('CMsgInviteToLobby', payload) as { steam_id: string }).steam_id,
      );
    expect(invited).toEqual([B, D]);
  });

  it('leaves and destroys the lobby on cancel, and reports nothing', () => {
    const { steam, host, frames } = readySetUp();
    host.handle({ type: 'assign', assignment_id: 7, lobby });
    steam.updateLobby(seated);
    frames.length = 0;
    steam.clearSent();
    host.handle({ type: 'cancel', assignment_id: 7 });
    expect(steam.sentOf(GcMsg.DestroyLobbyRequest)).toHaveLength(1);
    expect(steam.sentOf(GcMsg.PracticeLobbyLeave)).toHaveLength(1);
    expect(frames).toEqual([]);
    expect(host.holding).toEqual([]);
    // The lobby's last update before it goes is not taken for a new assignment's lobby.
    host.handle({ type: 'assign', assignment_id: 9, lobby });
    steam.updateLobby(seated);
    expect(frames).toEqual([]);
  });
});

describe('failing an assignment', () => {
  it('reports failed when the GC refuses to create the lobby', () => {
    const { steam, host, frames } = readySetUp();
    host.handle({ type: 'assign', assignment_id: 7, lobby });
    steam.lobbyResponse(2);
    expect(frames).toEqual([
      {
        type: 'failed',
        assignment_id: 7,
        reason: 'The Dota 2 GC refused to create the lobby (result 2).',
      },
    ]);
    expect(host.holding).toEqual([]);
  });

  it('reports failed when the GC never creates the lobby', () => {
    const { host, frames } = readySetUp();
    host.handle({ type: 'assign', assignment_id: 7, lobby });
    vi.advanceTimersByTime(5_000);
    expect(frames).toEqual([
      {
        type: 'failed',
        assignment_id: 7,
        reason: 'The Dota 2 GC did not create the lobby in time.',
      },
    ]);
  });

  it('reports failed when the game is abandoned and not scored', () => {
    const { steam, host, frames } = readySetUp();
    host.handle({ type: 'assign', assignment_id: 7, lobby });
    steam.updateLobby(seated);
    steam.updateLobby({ ...seated, state: 2, match_id: MATCH_ID });
    steam.updateLobby({ ...seated, state: 3, match_id: MATCH_ID, match_outcome: 65 });
    expect(frames.at(-1)).toEqual({
      type: 'failed',
      assignment_id: 7,
      reason: 'The match was not scored (outcome 65).',
    });
    expect(steam.sentOf(GcMsg.MatchDetailsRequest)).toHaveLength(0);
  });

  it('reports failed when the lobby closes before the game starts', () => {
    const { steam, host, frames } = readySetUp();
    host.handle({ type: 'assign', assignment_id: 7, lobby });
    steam.updateLobby(seated);
    steam.destroyLobby(seated);
    expect(frames.at(-1)).toEqual({
      type: 'failed',
      assignment_id: 7,
      reason: 'The lobby was closed before the game started.',
    });
  });

  it('asks for match details again, then gives up', () => {
    const { steam, host, frames } = readySetUp();
    host.handle({ type: 'assign', assignment_id: 7, lobby });
    steam.updateLobby(seated);
    steam.updateLobby({ ...seated, state: 2, match_id: MATCH_ID });
    steam.updateLobby({ ...seated, state: 3, match_id: MATCH_ID });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      steam.fromGc(
        GcMsg.MatchDetailsResponse,
        encodeGcMessage('CMsgGCMatchDetailsResponse', { result: 15 }),
      );
      vi.advanceTimersByTime(1_000);
    }
    expect(steam.sentOf(GcMsg.MatchDetailsRequest)).toHaveLength(3);
    expect(frames.at(-1)).toEqual({
      type: 'failed',
      assignment_id: 7,
      reason: 'The Dota 2 GC gave no details of the finished match.',
    });
  });

  it('fetches the result when the lobby goes away after the game', () => {
    const { steam, host, frames } = readySetUp();
    host.handle({ type: 'assign', assignment_id: 7, lobby });
    steam.updateLobby(seated);
    steam.updateLobby({ ...seated, state: 2, match_id: MATCH_ID });
    steam.destroyLobby(seated);
    steam.fromGc(GcMsg.MatchDetailsResponse, matchDetails(3));
    expect(frames.at(-1)).toMatchObject({ type: 'result', winner: 'dire' });
  });
});
