// quick-match-updates and the quick-match pushes of user-updates on real sockets: watching a lobby
// (its answer, its updates in version order, pick-and-ban moves both ways, its end), reading it
// once, and what a player's own socket is told (invitations, the ready check in profile/me).
import type { Me } from '@clutch/contract/profile';
import {
  QuickMatchPublicSchema,
  VetoViewSchema,
  quickMatchEndpoints as qm,
} from '@clutch/contract/quickmatch';
import { QuickMatchInvitePushSchema } from '@clutch/contract/quickmatch-live';
import type { ServerFrame } from '@clutch/contract/realtime';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import {
  isAction,
  openSocket,
  settledFrames,
  useListeningApp,
  type WsClient,
} from '../../../test/ws-client.js';

let base: string;
let api: ReturnType<typeof quickMatchApi>;
useListeningApp((app, url) => {
  base = url;
  api = quickMatchApi(app);
});

const CHANNEL = 'quick-match-updates';

/** A socket watching the lobby; answers it with the subscription's answer frame. */
async function watch(user: TestUser, id: number, requestId = 'watch') {
  const socket = await openSocket(base, CHANNEL, user.access);
  const answer = await socket.request({
    action: 'subscribe_instance',
    pk: id,
    request_id: requestId,
  });
  return { socket, answer };
}

/** A socket on the user's own user-updates room. */
async function ownUpdates(user: TestUser): Promise<WsClient> {
  const socket = await openSocket(base, 'user-updates', user.access);
  const answer = await socket.request({
    action: 'subscribe_instance',
    pk: user.id,
    request_id: 'me',
  });
  expect(answer.response_status).toBe(201);
  return socket;
}

const lobbyOf = (frame: ServerFrame) => QuickMatchPublicSchema.parse(frame.data);
const updateWhere =
  (match: (lobby: ReturnType<typeof lobbyOf>) => boolean) => (frame: ServerFrame) =>
    frame.action === 'update' && match(lobbyOf(frame));
const meWhere = (match: (me: Me) => boolean) => (frame: ServerFrame) =>
  frame.action === 'update' && match(frame.data as Me);

describe('watching a lobby', () => {
  it('when someone subscribes, then the answer is the public lobby, and joins and ready flags push updates with growing versions', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice);
    const stranger = await api.player();
    const { socket, answer } = await watch(stranger, lobby.id);
    expect(answer).toMatchObject({
      action: 'subscribe_instance',
      response_status: 200,
      request_id: 'watch',
      errors: [],
    });
    expect(lobbyOf(answer)).toEqual(
      QuickMatchPublicSchema.parse(await api.view(stranger, lobby.id)),
    );
    const subscribed = lobbyOf(answer).version;

    const bob = await api.player();
    await api.join(bob, lobby.id);
    const joined = await socket.next(updateWhere((l) => l.status === 'ready_check'));
    expect(joined).toMatchObject({ request_id: 'watch', response_status: 200 });
    const afterJoin = lobbyOf(joined);
    expect(afterJoin).toMatchObject({ checked_in_slots: 2, ready_check: { ready: 0, total: 2 } });
    expect(joined.version).toBe(afterJoin.version);
    expect(afterJoin.version).toBeGreaterThan(subscribed);

    await api.ready(bob, lobby.id);
    const readied = await socket.next(updateWhere((l) => l.ready_check?.ready === 1));
    expect(lobbyOf(readied).version).toBeGreaterThan(afterJoin.version);
    const bobSeat = lobbyOf(readied)
      .teams.flatMap((side) => side.players)
      .find((p) => p.user.id === bob.id);
    expect(bobSeat?.is_ready).toBe(true);

    // Every update came in version order, none older than one before it.
    const versions = [joined, readied, ...(await settledFrames(socket))]
      .filter(isAction('update'))
      .map((frame) => frame.version ?? 0);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
  });

  it('when a lobby is read with retrieve, then it answers without joining the room', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice);
    const reader = await openSocket(base, CHANNEL, alice.access);
    const read = await reader.request({ action: 'retrieve', pk: lobby.id, request_id: 'once' });
    expect(read).toMatchObject({ action: 'retrieve', response_status: 200, request_id: 'once' });
    expect(lobbyOf(read).id).toBe(lobby.id);
    const { socket: watcher } = await watch(alice, lobby.id);

    await api.join(await api.player(), lobby.id);
    await watcher.next(isAction('update'));
    expect((await settledFrames(reader)).filter(isAction('update'))).toEqual([]);
  });

  it('when the lobby does not exist, then subscribing, reading and vetoing answer 404', async () => {
    const user = await api.player();
    const socket = await openSocket(base, CHANNEL, user.access);
    for (const action of ['subscribe_instance', 'retrieve']) {
      const answer = await socket.request({ action, pk: 987_654, request_id: action });
      expect(answer).toMatchObject({ response_status: 404, data: null, request_id: action });
      expect(answer.errors).toEqual(['No quick match has this id.']);
    }
    const veto = await socket.request({ action: 'veto', pk: 987_654, item: '1', request_id: 'v' });
    expect(veto).toMatchObject({ response_status: 404, errors: ['No quick match has this id.'] });
  });

  it('when the creator leaves, then watchers are pushed delete with the reason', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice, { type: '5_5' });
    const { socket } = await watch(await api.player(), lobby.id);
    await api.leave(alice, lobby.id);
    const gone = await socket.next(isAction('delete'));
    expect(gone).toMatchObject({
      data: { id: lobby.id, reason: 'The creator left the lobby.' },
      response_status: 200,
    });
  });

  it('when the simulator ends the match, then watchers are pushed match_end with the match id', async () => {
    const alice = await api.player();
    const bob = await api.player();
    const lobby = await api.create(alice);
    const { socket } = await watch(bob, lobby.id);
    await api.join(bob, lobby.id);
    await api.ready(alice, lobby.id);
    await api.ready(bob, lobby.id);
    await socket.next(updateWhere((l) => l.status === 'in_game'));
    await api.runJobs();
    const finished = await socket.next(updateWhere((l) => l.status === 'finished'));
    expect(lobbyOf(finished).result).not.toBeNull();
    const end = await socket.next(isAction('match_end'));
    expect(end.data).toEqual({ id: lobby.id, match_id: lobby.id });
    const stats = await api.client.ok(qm.statistic, { as: bob, params: { id: lobby.id } });
    expect(stats).toMatchObject({ id: lobby.id, status: 'finished' });
  });
});

describe('pick-and-ban on the socket', () => {
  it('when a player bans over the socket, then it answers 200 with the veto, the other watcher is pushed it, and out of turn it answers 400', async () => {
    const alice = await api.player();
    const bob = await api.player();
    const lobby = await api.create(alice, { ban_type: 'one_of_many' });
    await api.join(bob, lobby.id);
    const { socket: aliceSocket } = await watch(alice, lobby.id, 'alice');
    const { socket: bobSocket } = await watch(bob, lobby.id, 'bob');
    await api.ready(alice, lobby.id);
    await api.ready(bob, lobby.id);

    const opened = await bobSocket.next(isAction('veto'));
    const start = VetoViewSchema.parse(opened.data);
    expect(opened.data).toMatchObject({ id: lobby.id });
    expect(start).toMatchObject({ kind: 'hero', moves: [], turn: { side: 'a', step: 0 } });
    const item = start.available[0] ?? '';

    const answer = await aliceSocket.request({
      action: 'veto',
      pk: lobby.id,
      item: Number(item),
      request_id: 'ban-1',
    });
    expect(answer).toMatchObject({ action: 'veto', response_status: 200, request_id: 'ban-1' });
    expect(VetoViewSchema.parse(answer.data).moves).toEqual([
      { side: 'a', action: 'ban', item, random: false },
    ]);
    const seen = await bobSocket.next(
      (frame) => frame.action === 'veto' && VetoViewSchema.parse(frame.data).moves.length === 1,
    );
    expect(VetoViewSchema.parse(seen.data)).toMatchObject({
      moves: [{ side: 'a', item }],
      turn: { side: 'b', step: 1 },
    });
    expect(seen.request_id).toBe('bob');

    const again = await aliceSocket.request({
      action: 'veto',
      pk: lobby.id,
      item: start.available[1] ?? '',
      request_id: 'ban-2',
    });
    expect(again).toMatchObject({ response_status: 400, data: null, request_id: 'ban-2' });
    expect(again.errors).toEqual(['It is not your side’s turn.']);
    const outsider = await watch(await api.player(), lobby.id, 'outsider');
    const refused = await outsider.socket.request({
      action: 'veto',
      pk: lobby.id,
      item: start.available[1] ?? '',
      request_id: 'ban-3',
    });
    expect(refused).toMatchObject({ response_status: 403 });
    expect(refused.errors).toEqual(['You do not play in this lobby.']);
    expect((await api.view(alice, lobby.id)).veto?.moves).toHaveLength(1);
  });
});

describe('a player’s own socket', () => {
  it('when someone invites them, then user-updates pushes quick_match_invite with the link', async () => {
    const alice = await api.player();
    const open = await api.create(alice);
    const bob = await api.player();
    const socket = await ownUpdates(bob);
    await api.client.ok(qm.invite, { as: alice, params: { id: bob.id } });
    const push = await socket.next(isAction('quick_match_invite'));
    const invitation = QuickMatchInvitePushSchema.parse(push.data);
    expect(invitation).toMatchObject({
      match_id: open.id,
      link: `/match/${String(open.id)}`,
      token: null,
      game: 1,
      type: '1_1',
    });
    expect(invitation.from).toMatchObject({ id: alice.id, username: alice.username });

    const carol = await api.player();
    const closed = await api.create(carol, { is_opened: false, type: '5_5' });
    await api.client.ok(qm.invite, { as: carol, params: { id: bob.id } });
    const second = await socket.next(isAction('quick_match_invite'));
    expect(second.data).toMatchObject({
      match_id: closed.id,
      link: `/match/${String(closed.id)}/${closed.invite_token ?? ''}`,
      token: closed.invite_token,
      type: '5_5',
    });
  });

  it('when the ready check runs, then profile/me pushes carry it, and its end clears it', async () => {
    const alice = await api.player();
    const lobby = await api.create(alice);
    const socket = await ownUpdates(alice);
    const bob = await api.player();
    await api.join(bob, lobby.id);
    const started = await socket.next(meWhere((me) => me.ready_check !== null));
    expect((started.data as Me).ready_check).toMatchObject({
      match_id: lobby.id,
      is_ready: false,
      ready: 0,
      total: 2,
    });
    expect(Date.parse((started.data as Me).ready_check?.deadline ?? '')).toBeGreaterThan(
      Date.now(),
    );

    await api.ready(alice, lobby.id);
    const confirmed = await socket.next(meWhere((me) => me.ready_check?.is_ready === true));
    expect((confirmed.data as Me).ready_check).toMatchObject({ ready: 1, total: 2 });

    await api.leave(bob, lobby.id);
    const ended = await socket.next(meWhere((me) => me.ready_check === null));
    expect((ended.data as Me).current_quick_match).toEqual({ id: lobby.id });
  });

  it('when a lobby the player sits in cannot start, then their socket is told why', async () => {
    const alice = await api.player({ real: 50 });
    const bob = await api.player({ real: 50 });
    const socket = await ownUpdates(bob);
    const lobby = await api.create(alice, { entry_fee: 1 });
    await api.join(bob, lobby.id);
    await api.ready(alice, lobby.id);
    await api.ready(bob, lobby.id);
    const error = await socket.next(isAction('quick_match_error'));
    // A real Dota 2 lobby and no bot online.
    expect(error.data).toMatchObject({ match_id: lobby.id, code: 'no_online_bots' });
    // Cancelled: out of the lobby, the fee back.
    await socket.next(meWhere((me) => me.current_quick_match === null && me.balance === 50));
  });
});
