import {
  CALENDAR_PUSH_ACTIONS,
  calendarEndpoints as api,
  CalendarEventSchema,
} from '@clutch/contract/calendar';
import type { Notification } from '@clutch/contract/notifications';
import type { ServerFrame } from '@clutch/contract/realtime';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { notificationsOf } from '../../../test/notifications.js';
import { enter, runApi, startNow } from '../../../test/tournament-run.js';
import { createTournament, hoursFromNow, joinApi } from '../../../test/tournaments.js';
import {
  openSocket,
  settledFrames,
  sleep,
  useListeningApp,
  type WsClient,
} from '../../../test/ws-client.js';
import { eventIdOf } from './calendar-ids.js';

let t: TestApp;
let base: string;
useListeningApp((app, url) => {
  t = app;
  base = url;
});

/** A socket in its user's calendar room: the gateway answers no frame before the socket is in it. */
async function calendarSocket(user: TestUser): Promise<WsClient> {
  const socket = await openSocket(base, 'events-updates', user.access);
  await socket.request({ action: 'ping', request_id: 'joined' });
  return socket;
}

const updateOf = (id: number) => (frame: ServerFrame) =>
  frame.action === CALENDAR_PUSH_ACTIONS.event && CalendarEventSchema.parse(frame.data).id === id;
const deletionOf = (id: number) => (frame: ServerFrame) =>
  frame.action === CALENDAR_PUSH_ACTIONS.deleted &&
  z.object({ id: z.number() }).parse(frame.data).id === id;
const eventIn = (frame: ServerFrame) => CalendarEventSchema.parse(frame.data);
const textOf = (notice: Notification) => String(notice.atributtes['text'] ?? '');

/** The user's newest notice whose text has `words`, waiting for it to be made. */
async function noticeAbout(
  user: TestUser,
  words: string,
  about: (notice: Notification) => boolean = () => true,
): Promise<Notification> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await notificationsOf(t, user)).results.find(
      (notice) => textOf(notice).includes(words) && about(notice),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no notice about "${words}"`);
    await sleep(50);
  }
}

describe('events-updates', () => {
  it('pushes a registration, the bracket replacing it, a postponement and a hidden event, to the user only', async () => {
    const [player, opponent, stranger] = [
      await createUser(t),
      await createUser(t),
      await createUser(t),
    ];
    const { id, creator } = await createTournament(t, { start_time: hoursFromNow(40), grid: 1 });
    const [socket, strangerSocket] = [await calendarSocket(player), await calendarSocket(stranger)];

    const registered = await joinApi(t).call(
      'POST',
      `tournaments/register/${String(id)}/?confirm_clash=true`,
      player,
      {},
    );
    expect(registered.statusCode).toBe(201);
    const placeholder = eventIdOf('tournament', id);
    expect(eventIn(await socket.next(updateOf(placeholder)))).toMatchObject({
      kind: 'tournament',
      is_player: true,
      player_status: 'registered',
    });

    await enter(t, { tournamentId: id, by: opponent });
    await startNow(t, id);
    await socket.next(deletionOf(placeholder));
    const [final] = await runApi(t).grid(id);
    if (!final) throw new Error('no final');
    const matchEvent = eventIdOf('tournament_match', final.id);
    expect(eventIn(await socket.next(updateOf(matchEvent)))).toMatchObject({
      kind: 'tournament_match',
      match: { id: final.id, level: 1 },
      round_label: '1',
    });

    const later = new Date(Date.now() + 3 * 86_400_000);
    later.setUTCSeconds(0, 0);
    const postponed = await runApi(t).postpone(final.id, creator, later.toISOString());
    expect(postponed.statusCode).toBe(200);
    const moved = await socket.next(
      (frame) =>
        updateOf(matchEvent)(frame) && eventIn(frame).match.start_time === later.toISOString(),
    );
    expect(eventIn(moved).display_end).toBe(new Date(later.getTime() + 60 * 60_000).toISOString());

    const hidden = await testClient(t).call(api.deleteEvent, {
      as: player,
      params: { eventId: matchEvent },
    });
    expect(hidden.status).toBe(204);
    await socket.next(deletionOf(matchEvent));

    expect(await settledFrames(strangerSocket)).toEqual([]);
  });

  it('tells a player when a postponed match now overlaps another match they play', async () => {
    const [player, rivalA, rivalB] = [
      await createUser(t),
      await createUser(t),
      await createUser(t),
    ];
    const a = await createTournament(t, { start_time: hoursFromNow(50), grid: 1 });
    const b = await createTournament(t, { start_time: hoursFromNow(60), grid: 1 });
    for (const [tournament, rival] of [
      [a, rivalA],
      [b, rivalB],
    ] as const) {
      await enter(t, { tournamentId: tournament.id, by: player });
      await enter(t, { tournamentId: tournament.id, by: rival });
    }
    // startNow runs every start job, and one run before its tournament's time is spent: both move first.
    await t.database.db.execute(
      sql`update tournaments set start_time = now() - interval '1 minute' where id in (${a.id}, ${b.id})`,
    );
    await startNow(t, a.id);
    const run = runApi(t);
    const [finalA] = await run.grid(a.id);
    const [finalB] = await run.grid(b.id);
    if (!finalA || !finalB) throw new Error('no finals');
    const at = new Date(Date.now() + 2 * 86_400_000);
    at.setUTCSeconds(0, 0);
    expect((await run.postpone(finalB.id, b.creator, at.toISOString())).statusCode).toBe(200);
    const clashAt = new Date(at.getTime() + 20 * 60_000);
    expect((await run.postpone(finalA.id, a.creator, clashAt.toISOString())).statusCode).toBe(200);

    // The check for B's move runs after its commit, possibly once A has moved too: B may then get a
    // notice of its own. A's is certain.
    const clash = await noticeAbout(
      player,
      'overlaps',
      (notice) => notice.atributtes['tournament_id'] === a.id,
    );
    expect(clash.atributtes).toMatchObject({
      tournament_id: a.id,
      link: '/profile/me/calendar',
    });
    // The rival plays only one of the two: told of the postponement, not of a clash.
    await noticeAbout(rivalA, 'postponed to');
    const rivalPage = await notificationsOf(t, rivalA);
    expect(rivalPage.results.some((notice) => textOf(notice).includes('overlaps'))).toBe(false);
  });
});
