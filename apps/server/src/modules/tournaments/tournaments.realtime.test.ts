// grid-updates on real sockets: a watcher follows the bracket as matches are started, reported and
// advance, newest version only; other tournaments' watchers hear nothing of it.
import { isDeepStrictEqual } from 'node:util';
import type { ServerFrame } from '@clutch/contract/realtime';
import { GridMatchPushSchema, GridPushSchema } from '@clutch/contract/tournament-live';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { liveApi, organiseLive } from '../../../test/live-tournament.js';
import {
  isAction,
  openSocket,
  settledFrames,
  useListeningApp,
  type WsClient,
} from '../../../test/ws-client.js';

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

async function watchGrid(user: TestUser, tournamentId: number): Promise<WsClient> {
  const socket = await openSocket(base, 'grid-updates', user.access);
  const answer = await socket.request({
    action: 'subscribe_to_grid_activity',
    tournament_id: tournamentId,
    request_id: 'grid',
  });
  expect(answer.response_status).toBe(200);
  return socket;
}

describe('grid-updates', () => {
  it('answers 404 for a tournament that does not exist', async () => {
    const user = await createUser(t);
    const socket = await openSocket(base, 'grid-updates', user.access);
    const answer = await socket.request({
      action: 'subscribe_to_grid_activity',
      tournament_id: 987_654,
      request_id: 'none',
    });
    expect(answer).toMatchObject({ response_status: 404, data: null, request_id: 'none' });
    expect(answer.errors).toEqual(['Tournament not found.']);
  });

  it('answers the whole grid as GET grid does, for anyone signed in', async () => {
    const live = await organiseLive(t, 4);
    const play = liveApi(t, live);
    await play.start();
    const stranger = await createUser(t);
    const socket = await openSocket(base, 'grid-updates', stranger.access);
    const answer = await socket.request({
      action: 'subscribe_to_grid_activity',
      tournament_id: live.id,
      request_id: 7,
    });
    expect(answer).toMatchObject({ response_status: 200, request_id: 7 });
    expect(GridPushSchema.parse(answer.data)).toEqual(await play.run.grid(live.id));
  });

  it('pushes the whole bracket at the start, then every changed match in version order', async () => {
    const live = await organiseLive(t, 4);
    const play = liveApi(t, live);
    const watcher = await watchGrid(await createUser(t), live.id);

    await play.start();
    const whole = await watcher.next(isAction('grid'));
    expect(whole.request_id).toBe('grid');
    expect(GridPushSchema.parse(whole.data)).toEqual(await play.run.grid(live.id));

    await play.startMatches();
    const semis = await play.level(2);
    for (const semi of semis) {
      const started = await watcher.next(
        (f) => f.action === 'grid_update' && GridMatchPushSchema.parse(f.data).id === semi.id,
      );
      expect(started.data).toMatchObject({ status: 'in_game' });
    }
    const [first] = semis;
    if (!first) throw new Error('no semifinal');
    const finished = await play.play(first, 2, 0);
    const [final] = await play.level(1);

    // Each push is read after its commit, so the frames are awaited rather than counted at a ping.
    const idOf = (frame: ServerFrame) => GridMatchPushSchema.parse(frame.data).id;
    const frames: ServerFrame[] = [];
    const shows = (id: number | undefined, match: unknown) =>
      frames.some((f) => idOf(f) === id && isDeepStrictEqual(f.data, match));
    while (!shows(first.id, finished) || !shows(final?.id, final))
      frames.push(await watcher.next(isAction('grid_update')));
    const ofFirst = frames.filter((f) => idOf(f) === first.id);
    const versions = ofFirst.map((f) => f.version ?? 0);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    expect(new Set(versions).size).toBe(versions.length);
    expect(ofFirst.at(-1)?.data).toEqual(finished);
    expect(finished).toMatchObject({ status: 'finished', winner: first.side_a?.id });
    expect(final?.side_a?.id ?? final?.side_b?.id).toBe(first.side_a?.id);
  });

  it('pushes nothing about another tournament to a bracket’s watchers', async () => {
    const [one, other] = [
      await organiseLive(t, 2, { grid: 1 }),
      await organiseLive(t, 2, { grid: 1 }),
    ];
    const watcher = await watchGrid(await createUser(t), other.id);
    const witness = await watchGrid(await createUser(t), one.id);
    await liveApi(t, one).start();
    await liveApi(t, one).startMatches();
    // Once the bracket's own watcher has the started match, the other room's push would be in too.
    await witness.next((f) => f.action === 'grid_update');
    expect(await settledFrames(watcher)).toEqual([]);
  });
});
