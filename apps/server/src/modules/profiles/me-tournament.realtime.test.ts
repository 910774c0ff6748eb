// profile/me's current_tournament and next_match through a tournament's life, and the user-updates
// push each time they change: registered, running, knocked out, finished, left.
import { MeSchema, type Me } from '@clutch/contract/profile';
import type { ServerFrame } from '@clutch/contract/realtime';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { liveApi, organiseLive } from '../../../test/live-tournament.js';
import { teamApi } from '../../../test/teams.js';
import { enter } from '../../../test/tournament-run.js';
import { joinApi } from '../../../test/tournaments.js';
import { openSocket, useListeningApp, type WsClient } from '../../../test/ws-client.js';

let t: TestApp;
let base: string;
// Real tournaments here play in manual lobbies (TOURNAMENT_HOSTS=manual): results come from reports.
useListeningApp(
  (app, url) => {
    t = app;
    base = url;
  },
  { env: { TOURNAMENT_HOSTS: 'manual' } },
);

const meOf = async (user: TestUser): Promise<Me> =>
  (await t.app.inject({ url: '/api/profile/me/', headers: user.headers })).json<Me>();

async function watchMe(user: TestUser): Promise<WsClient> {
  const socket = await openSocket(base, 'user-updates', user.access);
  await socket.request({ action: 'subscribe_instance', pk: user.id, request_id: 'me' });
  return socket;
}

/** The next profile push that satisfies `check`. */
const pushedMe = (socket: WsClient, check: (me: Me) => boolean) =>
  socket
    .next((frame: ServerFrame) => frame.action === 'update' && check(MeSchema.parse(frame.data)))
    .then((frame) => MeSchema.parse(frame.data));

describe('profile/me tournament fields', () => {
  it('show the tournament a player registered for, and nothing once they leave, pushed each time', async () => {
    const live = await organiseLive(t, 1);
    const player = await createUser(t);
    const socket = await watchMe(player);
    expect(await meOf(player)).toMatchObject({ current_tournament: null, next_match: null });

    const join = joinApi(t);
    expect((await join.register(live.id, player, { user: player.id })).statusCode).toBe(201);
    await pushedMe(socket, (me) => me.current_tournament?.id === live.id);
    expect((await meOf(player)).current_tournament).toEqual({ id: live.id });

    const left = await join.call('POST', `tournaments/${String(live.id)}/leave/`, player);
    expect(left.statusCode, left.body).toBe(204);
    await pushedMe(socket, (me) => me.current_tournament === null);
    expect((await meOf(player)).current_tournament).toBeNull();
  });

  it('show the tournament that starts first, following a moved start, and the running one once started', async () => {
    const [later, sooner] = [
      await organiseLive(t, 2, { start_time: new Date(Date.now() + 72 * 3_600_000).toISOString() }),
      await organiseLive(t, 1),
    ];
    const player = later.players[0];
    if (!player) throw new Error('no player');
    await enter(t, { tournamentId: sooner.id, by: player });
    expect((await meOf(player)).current_tournament).toEqual({ id: sooner.id });

    const socket = await watchMe(player);
    const earliest = { start_time: new Date(Date.now() + 3 * 3_600_000).toISOString() };
    const path = `tournaments/${String(later.id)}/`;
    const moved = await joinApi(t).call('PATCH', path, later.creator, earliest);
    expect(moved.statusCode, moved.body).toBe(200);
    await pushedMe(socket, (me) => me.current_tournament?.id === later.id);
    expect((await meOf(player)).current_tournament).toEqual({ id: later.id });

    await liveApi(t, sooner).start();
    expect((await meOf(player)).current_tournament).toEqual({ id: sooner.id });
  });

  it('follow a player from registration through a match lost, and a winner to the end', async () => {
    const live = await organiseLive(t, 4, { third_place_prize: 0, prize_pool: 90 });
    const play = liveApi(t, live);
    const sockets = new Map(
      await Promise.all(live.players.map(async (p) => [p.id, await watchMe(p)] as const)),
    );
    const socketOf = (side: { user: { id: number } | null } | null) => {
      const socket = sockets.get(side?.user?.id ?? 0);
      if (!socket) throw new Error('no socket for the side');
      return socket;
    };
    for (const player of live.players)
      expect(await meOf(player)).toMatchObject({
        current_tournament: { id: live.id },
        next_match: null,
      });

    await play.start();
    const semis = await play.level(2);
    for (const semi of semis)
      for (const side of [semi.side_a, semi.side_b]) {
        const me = await pushedMe(socketOf(side), (m) => m.next_match !== null);
        expect(me.next_match).toEqual({ id: semi.id, tournament: { id: live.id } });
      }

    await play.startMatches();
    for (const semi of semis) await play.play(semi, 2, 1);
    const [final] = await play.level(1);
    if (!final) throw new Error('no final');
    for (const semi of semis) {
      const winner = await pushedMe(socketOf(semi.side_a), (m) => m.next_match?.id === final.id);
      expect(winner.current_tournament).toEqual({ id: live.id });
      const loser = await pushedMe(socketOf(semi.side_b), (m) => m.next_match === null);
      expect(loser.current_tournament).toEqual({ id: live.id });
    }

    await play.startMatches();
    await play.play(final, 2, 0);
    for (const player of live.players) {
      const socket = sockets.get(player.id);
      if (!socket) throw new Error('no socket');
      await pushedMe(socket, (m) => m.current_tournament === null && m.next_match === null);
      expect(await meOf(player)).toMatchObject({ current_tournament: null, next_match: null });
    }
  });

  it('show a 5_5 team’s players their tournament and match, not only the leader', async () => {
    const live = await organiseLive(t, 0, { type: '5_5', grid: 1 });
    const teams = teamApi(t);
    const squads = [await teams.teamOf(4), await teams.teamOf(4)];
    for (const { team, leader, members } of squads) {
      const shares = [leader, ...members].map((user) => ({ userId: user.id, percentage: 20 }));
      await enter(t, { tournamentId: live.id, by: leader, team: { id: team.id, shares } });
    }
    await liveApi(t, live).start();
    const [final] = await liveApi(t, live).level(1);
    const member = squads[0]?.members[3];
    if (!member || !final) throw new Error('no member or final');
    expect(await meOf(member)).toMatchObject({
      current_tournament: { id: live.id },
      next_match: { id: final.id, tournament: { id: live.id } },
    });
  });
});
