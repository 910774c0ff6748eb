// tournament-updates on real sockets: only a user's own notices, and each player told of their
// wins, match errors (disputes, a runner's refusal, a postponement) and status changes.
import { WIN_MESSAGE } from '@clutch/contract/tournament-live';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { liveApi, organiseLive } from '../../../test/live-tournament.js';
import { matchesDue } from '../../../test/tournament-run.js';
import {
  isAction,
  openSocket,
  settledFrames,
  useListeningApp,
  type WsClient,
} from '../../../test/ws-client.js';
import { createMatchResults } from './play/match-results.service.js';
import type { MatchRunner } from '../matches/match-runner.js';
import { createMatchesService } from './play/matches.service.js';
import { noticesOf } from './tournaments.realtime.js';

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

async function notices(user: TestUser): Promise<WsClient> {
  const socket = await openSocket(base, 'tournament-updates', user.access);
  const answer = await socket.request({
    action: 'subscribe_instance',
    pk: user.id,
    request_id: 'mine',
  });
  expect(answer).toMatchObject({ response_status: 201, errors: [] });
  return socket;
}

describe('tournament-updates', () => {
  it('answers 403 to a stranger subscribing to another user’s notices, who then gets none of them', async () => {
    const live = await organiseLive(t, 2, { grid: 1 });
    const [player] = live.players;
    if (!player) throw new Error('no player');
    const stranger = await createUser(t);
    const socket = await openSocket(base, 'tournament-updates', stranger.access);
    const answer = await socket.request({
      action: 'subscribe_instance',
      pk: player.id,
      request_id: 'theirs',
    });
    expect(answer).toMatchObject({ response_status: 403, data: null });
    expect(answer.errors).toHaveLength(1);
    await liveApi(t, live).start();
    expect(await settledFrames(socket)).toEqual([]);
  });

  it('tells the winners they won, and nobody else', async () => {
    const live = await organiseLive(t, 2, { grid: 1 });
    const play = liveApi(t, live);
    await play.start();
    const sockets = await Promise.all(live.players.map(notices));
    await play.startMatches();
    const [final] = await play.level(1);
    if (!final) throw new Error('no final');
    await play.play(final, 1, 2);
    const winner = live.players.findIndex((p) => p.id === final.side_b?.user?.id);
    const won = await sockets[winner]?.next(isAction('win'));
    expect(won).toMatchObject({
      request_id: 'mine',
      data: { tournament_id: live.id, match_id: final.id, message: WIN_MESSAGE },
    });
    expect((await settledFrames(sockets[1 - winner] as WsClient)).filter(isAction('win'))).toEqual(
      [],
    );
  });

  it('tells both sides when their reports disagree', async () => {
    const live = await organiseLive(t, 2, { grid: 1 });
    const play = liveApi(t, live);
    await play.start();
    await play.startMatches();
    const sockets = await Promise.all(live.players.map(notices));
    const [final] = await play.level(1);
    if (!final) throw new Error('no final');
    expect((await play.run.report(final.id, play.playerOf(final.side_a), 2, 0)).statusCode).toBe(
      200,
    );
    expect((await play.run.report(final.id, play.playerOf(final.side_b), 0, 2)).statusCode).toBe(
      200,
    );
    for (const socket of sockets)
      expect(await socket.next(isAction('match_error'))).toMatchObject({
        data: { tournament_id: live.id, match_id: final.id, code: 'disputed' },
      });
  });

  it('tells the players when their tournament runs, their match is started or postponed, and the end', async () => {
    const live = await organiseLive(t, 2, { grid: 1 });
    const play = liveApi(t, live);
    const sockets = await Promise.all(live.players.map(notices));
    await play.start();
    for (const socket of sockets)
      expect(await socket.next(isAction('tournament_status'))).toMatchObject({
        data: { tournament_id: live.id, status: 'running' },
      });
    const [final] = await play.level(1);
    if (!final) throw new Error('no final');
    const later = new Date(Date.parse(final.start_time) + 3_600_000).toISOString();
    expect((await play.run.postpone(final.id, live.creator, later)).statusCode).toBe(200);
    for (const socket of sockets) {
      expect(await socket.next(isAction('match_error'))).toMatchObject({
        data: { match_id: final.id, code: 'postponed' },
      });
      expect(await socket.next(isAction('match_status'))).toMatchObject({
        data: { match_id: final.id, status: 'ready', start_time: later },
      });
    }
    await play.startMatches();
    for (const socket of sockets)
      expect(await socket.next(isAction('match_status'))).toMatchObject({
        data: { match_id: final.id, status: 'in_game' },
      });
    await play.play(final, 2, 1);
    for (const socket of sockets)
      expect(await socket.next(isAction('tournament_status'))).toMatchObject({
        data: { tournament_id: live.id, status: 'finished' },
      });
  });

  it('tells the players of a semifinal’s winner that their final is ready', async () => {
    const live = await organiseLive(t, 4);
    const play = liveApi(t, live);
    await play.start();
    await play.startMatches();
    const sockets = await Promise.all(live.players.map(notices));
    const semis = await play.level(2);
    for (const semi of semis) await play.play(semi, 2, 0);
    const [final] = await play.level(1);
    if (!final) throw new Error('no final');
    for (const side of [final.side_a, final.side_b]) {
      const index = live.players.findIndex((p) => p.id === side?.user?.id);
      expect(await sockets[index]?.next(isAction('match_status'))).toMatchObject({
        data: { match_id: final.id, status: 'ready' },
      });
    }
  });

  it('tells the registered players when the start cancels the tournament for want of players', async () => {
    const live = await organiseLive(t, 1, { grid: 1 });
    const [socket] = await Promise.all(live.players.map(notices));
    await liveApi(t, live).start();
    expect(await socket?.next(isAction('tournament_status'))).toMatchObject({
      data: { tournament_id: live.id, status: 'cancelled' },
    });
  });

  it('tells both sides when the match runner refuses to start their match', async () => {
    const live = await organiseLive(t, 2, { grid: 1 });
    const play = liveApi(t, live);
    await play.start();
    await matchesDue(t, live.id);
    const sockets = await Promise.all(live.players.map(notices));
    // The same service the app builds, with a runner that has no server to give.
    const noServer: MatchRunner = {
      start: () => Promise.resolve({ ok: false, problem: 'No game server is free.' }),
    };
    const results = createMatchResults({
      db: t.database.db,
      ledger: t.ledger,
      bus: t.bus,
      platformFeePercent: 0,
      prizeJars: { lockPrizeJars: () => Promise.resolve([]), markPaidOut: () => Promise.resolve() },
      postponeMs: 900_000,
      releaseHost: () => Promise.resolve(),
    });
    const matches = createMatchesService({
      db: t.database.db,
      bus: t.bus,
      results,
      runnerFor: () => noServer,
      postponeMs: 900_000,
    });
    const answer = await matches.startGame(live.creator.id, live.id);
    expect(answer.message).toBe('Started 0 match(es). No game server is free.');
    const [final] = await play.level(1);
    for (const socket of sockets)
      expect(await socket.next(isAction('match_error'))).toMatchObject({
        data: {
          tournament_id: live.id,
          match_id: final?.id,
          code: 'runner_failed',
          message: 'No game server is free.',
        },
      });
    expect(final?.status).toBe('ready');
  });

  it('stops the notices after unsubscribe_instance', async () => {
    const live = await organiseLive(t, 2, { grid: 1 });
    const [player] = live.players;
    if (!player) throw new Error('no player');
    const socket = await notices(player);
    const left = await socket.request({
      action: 'unsubscribe_instance',
      pk: player.id,
      request_id: 'bye',
    });
    expect(left.response_status).toBe(204);
    await liveApi(t, live).start();
    expect(await settledFrames(socket)).toEqual([]);
  });
});

describe('notices of an event', () => {
  const base = { tournamentId: 1, matchId: 2, userIds: [3, 4] };
  it.each([
    [
      { ...base, type: 'MatchStartFailed' as const, problem: 'No server.' },
      'match_error',
      { code: 'runner_failed', message: 'No server.' },
    ],
    [{ ...base, type: 'MatchDisputed' as const }, 'match_error', { code: 'disputed' }],
    [{ ...base, type: 'MatchWon' as const, loserIds: [5] }, 'win', { message: WIN_MESSAGE }],
    [
      {
        ...base,
        type: 'MatchStatusChanged' as const,
        status: 'in_game' as const,
        startTime: '2030-01-01T10:00:00.000Z',
      },
      'match_status',
      { status: 'in_game', start_time: '2030-01-01T10:00:00.000Z' },
    ],
  ])('sends %o to its users as %s', (event, action, data) => {
    const [first] = noticesOf(event);
    expect(first?.userIds).toEqual([3, 4]);
    expect(first?.notice).toMatchObject({
      action,
      data: { tournament_id: 1, match_id: 2, ...data },
    });
  });

  it('sends a postponement as a match error with the new time, then the match’s status', () => {
    const event = {
      ...base,
      type: 'MatchPostponed' as const,
      status: 'ready' as const,
      startTime: '2030-01-01T10:30:00.000Z',
    };
    expect(noticesOf(event).map((n) => n.notice)).toEqual([
      {
        action: 'match_error',
        data: {
          tournament_id: 1,
          match_id: 2,
          code: 'postponed',
          message: 'The match was postponed to 2030-01-01 10:30 UTC.',
          start_time: '2030-01-01T10:30:00.000Z',
        },
      },
      {
        action: 'match_status',
        data: {
          tournament_id: 1,
          match_id: 2,
          status: 'ready',
          start_time: '2030-01-01T10:30:00.000Z',
        },
      },
    ]);
  });

  it('sends nothing for an event that concerns no player', () => {
    expect(noticesOf({ type: 'MatchUpdated', tournamentId: 1, matchId: 2, version: 3 })).toEqual(
      [],
    );
  });
});
