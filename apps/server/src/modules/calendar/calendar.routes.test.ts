import {
  calendarEndpoints as api,
  type CalendarDay,
  type CalendarEvent,
} from '@clutch/contract/calendar';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp, type TestApp } from '../../../test/harness.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { enter, runApi, startNow } from '../../../test/tournament-run.js';
import { createTournament, hoursFromNow, joinApi } from '../../../test/tournaments.js';
import { eventIdOf } from './calendar-ids.js';

const t: TestApp = useTestApp();
const client: TestClient = testClient(t);

/** Rows of a raw statement (both drivers answer `{ rows }`). */
async function rowsOf(query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result: unknown = await t.database.db.execute(query);
  const rows: unknown =
    typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  return Array.isArray(rows) ? rows.map((row: unknown) => row) : [];
}

const DAY = 86_400_000;
const dateOf = (iso: string) => iso.slice(0, 10);

/** Every event of the answer once (an event past midnight sits on two days). */
const eventsIn = (days: CalendarDay[]): CalendarEvent[] => {
  const byId = new Map<number, CalendarEvent>();
  for (const day of days) for (const event of day.events) byId.set(event.id, event);
  return [...byId.values()];
};

async function calendarOf(
  user: TestUser,
  from: string,
  to: string,
  extra: { month_view?: boolean; tz?: string } = {},
) {
  return client.ok(api.userEvents, {
    as: user,
    query: { date_start: from, date_end: to, ...extra },
  });
}

/** A tournament starting at `start` (ISO), 60-minute matches, grid 3 unless given. */
async function tournamentAt(start: string, overrides: Record<string, unknown> = {}) {
  return createTournament(t, { start_time: start, grid: 3, ...overrides });
}

describe('user-events', () => {
  it('answers 401 without a token and a 400 naming each bad field', async () => {
    const anonymous = await client.call(api.userEvents, {
      query: { date_start: '2026-01-01', date_end: '2026-01-31' },
    });
    expect(anonymous.status).toBe(401);
    const user = await createUser(t);
    const bad = async (query: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/events_calendar/user-events/?${new URLSearchParams(query).toString()}`,
        headers: user.headers,
      });
      expect(res.statusCode).toBe(400);
      return Object.keys(res.json<Record<string, unknown>>());
    };
    expect(await bad({ date_start: 'tomorrow', date_end: '2026-01-31' })).toContain('date_start');
    expect(await bad({ date_start: '2026-01-01' })).toContain('date_end');
    expect(await bad({ date_start: '2026-02-31', date_end: '2026-03-01' })).toEqual(['date_start']);
    expect(await bad({ date_start: '2026-03-01', date_end: '2026-02-01' })).toEqual(['date_end']);
    expect(await bad({ date_start: '2026-01-01', date_end: '2027-06-01' })).toEqual(['date_end']);
    expect(
      await bad({ date_start: '2026-01-01', date_end: '2026-01-31', tz: 'Mars/Olympus' }),
    ).toEqual(['tz']);
    expect(
      await bad({ date_start: '2026-01-01', date_end: '2026-01-31', month_view: 'maybe' }),
    ).toContain('month_view');
  });

  it('lays out every day of the range, empty ones included, in the asked time zone', async () => {
    const user = await createUser(t);
    const days = await calendarOf(user, '2026-03-28', '2026-03-30', { tz: 'Europe/Kyiv' });
    expect(days.map((day) => day.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(days.every((day) => day.day_events === 0 && day.events.length === 0)).toBe(true);
  });

  it('shows registered, pending, watching and organising before the bracket, and clashes between played ones only', async () => {
    const player = await createUser(t);
    const start = new Date(Date.now() + 3 * DAY);
    start.setUTCHours(12, 0, 0, 0);
    const a = await tournamentAt(start.toISOString());
    const b = await tournamentAt(new Date(start.getTime() + 30 * 60_000).toISOString());
    const watched = await tournamentAt(new Date(start.getTime() + 10 * 60_000).toISOString());
    const applied = await tournamentAt(new Date(start.getTime() + 20 * 60_000).toISOString(), {
      applications: true,
    });
    await enter(t, { tournamentId: a.id, by: player });
    await enter(t, { tournamentId: b.id, by: player });
    const join = joinApi(t);
    const watching = await join.call(
      'POST',
      `tournaments/register/${String(watched.id)}/?confirm_clash=true`,
      player,
      { watcher: player.id },
    );
    expect(watching.statusCode).toBe(201);
    const applying = await join.call(
      'POST',
      `tournaments/register/${String(applied.id)}/?confirm_clash=true`,
      player,
      {},
    );
    expect(applying.json()).toMatchObject({ status: 'applied' });

    const day = dateOf(start.toISOString());
    const events = eventsIn(await calendarOf(player, day, day, { tz: 'UTC' }));
    const byTournament = new Map(events.map((event) => [event.tournament?.id, event]));
    expect(events).toHaveLength(4);
    expect(byTournament.get(a.id)).toMatchObject({
      id: eventIdOf('tournament', a.id),
      kind: 'tournament',
      title: 'Spring Cup',
      match: { id: null, level: 3, start_time: start.toISOString(), status: 'registration' },
      tournament: { id: a.id, grid: 3 },
      is_player: true,
      is_pending: false,
      player_status: 'registered',
      round_label: '1/4',
      is_conflict: true,
    });
    expect(byTournament.get(a.id)?.match.end_time).toBe(
      new Date(start.getTime() + 60 * 60_000).toISOString(),
    );
    expect(byTournament.get(b.id)).toMatchObject({ is_player: true, is_conflict: true });
    expect(byTournament.get(watched.id)).toMatchObject({
      is_watcher: true,
      is_player: false,
      is_conflict: false,
      player_status: null,
    });
    expect(byTournament.get(applied.id)).toMatchObject({
      is_pending: true,
      is_player: false,
      player_status: 'pending',
      is_conflict: false,
    });
    expect(new Set(events.map((event) => event.color)).size).toBe(3);

    // The organiser sees their own tournament, and only that.
    const organised = eventsIn(await calendarOf(a.creator, day, day, { tz: 'UTC' }));
    expect(organised.map((event) => [event.id, event.is_organizer])).toEqual([
      [eventIdOf('tournament', a.id), true],
    ]);
    // Someone else sees none of it.
    const stranger = await createUser(t);
    expect(eventsIn(await calendarOf(stranger, day, day))).toEqual([]);
  });

  it('shows bracket matches once the tournament runs, with levels, labels and outcomes', async () => {
    const start = hoursFromNow(30);
    const { id, creator } = await tournamentAt(start, { grid: 2 });
    const players = [await createUser(t), await createUser(t), await createUser(t)];
    for (const player of players) await enter(t, { tournamentId: id, by: player });
    await startNow(t, id);
    const run = runApi(t);
    const grid = await run.grid(id);
    const today = dateOf(new Date().toISOString());
    const later = dateOf(new Date(Date.now() + 2 * DAY).toISOString());

    const organiser = eventsIn(await calendarOf(creator, today, later));
    expect(organiser.map((event) => event.kind)).toEqual(grid.map(() => 'tournament_match'));
    expect(organiser.every((event) => event.is_organizer && event.round_label !== null)).toBe(true);
    expect(new Set(organiser.map((event) => event.round_label))).toEqual(new Set(['1/2', '1']));

    // A played semifinal: the loser's event says so.
    const semi = grid.find((match) => match.level === 2 && match.side_a && match.side_b);
    if (!semi) throw new Error('no playable semifinal');
    await t.database.db.execute(
      sql`update tournament_matches set start_time = now() - interval '1 minute' where id = ${semi.id}`,
    );
    expect((await run.result(semi.id, creator, 2, 1)).statusCode).toBe(200);
    const rows = await rowsOf(
      sql`select r.user_id, m.winner_id = r.participant_id as won from tournament_matches m
          join tournament_roster r on r.participant_id in (m.side_a, m.side_b) where m.id = ${semi.id}`,
    );
    for (const row of rows) {
      const { user_id: userId, won } = z
        .object({ user_id: z.number(), won: z.boolean() })
        .parse(row);
      const user = players.find((player) => player.id === userId);
      if (!user) throw new Error('unknown player');
      const [event] = eventsIn(await calendarOf(user, today, later)).filter(
        (candidate) => candidate.match.id === semi.id,
      );
      expect(event).toMatchObject({
        is_player: true,
        is_lose_match: !won,
        player_status: won ? 'won' : 'lost',
        match: { status: 'finished' },
      });
    }
  });

  it('lists at most 4 events a day in month view and counts them all', async () => {
    const creator = await createUser(t);
    const base = new Date(Date.now() + 5 * DAY);
    base.setUTCHours(9, 0, 0, 0);
    for (let hour = 0; hour < 6; hour += 1)
      await createTournament(
        t,
        { start_time: new Date(base.getTime() + hour * 3_600_000).toISOString(), grid: 1 },
        { creator, crystals: 0 },
      );
    const day = dateOf(base.toISOString());
    const [month] = await calendarOf(creator, day, day, { month_view: true, tz: 'UTC' });
    expect(month).toMatchObject({ date: day, day_events: 6 });
    expect(month?.events).toHaveLength(4);
    const [full] = await calendarOf(creator, day, day, { tz: 'UTC' });
    expect(full?.events).toHaveLength(6);
    expect(full?.events.map((event) => event.match.start_time)).toEqual(
      [...(full?.events ?? [])].map((event) => event.match.start_time).sort(),
    );
  });
});

describe('quick matches on the calendar', () => {
  it('shows a timed lobby to the players seated in it, at its game time, and to nobody else', async () => {
    const lobbies = quickMatchApi(t);
    const creator = await lobbies.player();
    const gameTime = new Date(Date.now() + 4 * DAY);
    gameTime.setUTCHours(20, 0, 0, 0);
    const lobby = await lobbies.create(creator, {
      name: 'Evening duel',
      game_time_type: 'timed',
      game_time: gameTime.toISOString(),
    });
    const day = dateOf(gameTime.toISOString());
    const [event] = eventsIn(await calendarOf(creator, day, day, { tz: 'UTC' }));
    expect(event).toMatchObject({
      id: eventIdOf('quick_match', lobby.id),
      kind: 'quick_match',
      title: 'Evening duel',
      tournament: null,
      round_label: null,
      is_player: true,
      match: { id: lobby.id, start_time: gameTime.toISOString(), level: null },
      display_end: new Date(gameTime.getTime() + 60 * 60_000).toISOString(),
    });
    const stranger = await createUser(t);
    expect(eventsIn(await calendarOf(stranger, day, day, { tz: 'UTC' }))).toEqual([]);
    const hide = await client.call(api.deleteEvent, {
      as: stranger,
      params: { eventId: eventIdOf('quick_match', lobby.id) },
    });
    expect(hide.status).toBe(404);
  });
});

describe('delete-event', () => {
  let player: TestUser;
  let other: TestUser;
  let eventId: number;
  let clashingId: number;
  let day: string;

  beforeAll(async () => {
    [player, other] = [await createUser(t), await createUser(t)];
    const start = new Date(Date.now() + 7 * DAY);
    start.setUTCHours(15, 0, 0, 0);
    const a = await tournamentAt(start.toISOString());
    const b = await tournamentAt(new Date(start.getTime() + 15 * 60_000).toISOString());
    await enter(t, { tournamentId: a.id, by: player });
    await enter(t, { tournamentId: b.id, by: player });
    eventId = eventIdOf('tournament', a.id);
    clashingId = eventIdOf('tournament', b.id);
    day = dateOf(start.toISOString());
  });

  it('refuses anyone but a participant with a 404, and needs a token', async () => {
    expect((await client.call(api.deleteEvent, { params: { eventId } })).status).toBe(401);
    const foreign = await client.call(api.deleteEvent, { as: other, params: { eventId } });
    expect(foreign.status).toBe(404);
    const nothing = await client.call(api.deleteEvent, {
      as: player,
      params: { eventId: 999_999_999 },
    });
    expect(nothing.status).toBe(404);
  });

  it('hides the event for the caller only; what they hid still clashes; hiding again is fine', async () => {
    expect((await client.call(api.deleteEvent, { as: player, params: { eventId } })).status).toBe(
      204,
    );
    const events = eventsIn(await calendarOf(player, day, day, { tz: 'UTC' }));
    expect(events.map((event) => [event.id, event.is_conflict])).toEqual([[clashingId, true]]);
    expect((await client.call(api.deleteEvent, { as: player, params: { eventId } })).status).toBe(
      204,
    );
    // Still registered: hiding never leaves.
    const registered = await rowsOf(
      sql`select count(*)::int as n from tournament_roster where user_id = ${player.id}`,
    );
    expect(registered).toEqual([{ n: 2 }]);
  });
});

describe('the feed', () => {
  it('gives a private address whose .ics parses back, and regenerating voids the old one', async () => {
    const player = await createUser(t);
    const start = new Date(Date.now() + 2 * DAY);
    start.setUTCHours(18, 0, 0, 0);
    const { id } = await tournamentAt(start.toISOString());
    await enter(t, { tournamentId: id, by: player });

    expect((await client.call(api.feed)).status).toBe(401);
    const feed = await client.ok(api.feed, { as: player });
    expect(feed.url).toMatch(/^http:\/\/clutch\.test\/api\/events_calendar\/feed\/.+\.ics$/);
    expect(feed.webcal_url).toBe(feed.url.replace('http:', 'webcal:'));
    expect((await client.ok(api.feed, { as: player })).url).toBe(feed.url);

    const path = new URL(feed.url).pathname;
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const parsed: unknown = ICAL.parse(res.body);
    if (!Array.isArray(parsed)) throw new Error('not one calendar');
    const calendar = new ICAL.Component(parsed);
    const [vevent, ...rest] = calendar.getAllSubcomponents('vevent');
    expect(rest).toHaveLength(0);
    if (!vevent) throw new Error('no event');
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Spring Cup · 1/4');
    expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(event.endDate.toJSDate().getTime() - start.getTime()).toBe(60 * 60_000);
    expect(vevent.getFirstPropertyValue('url')).toBe(
      `http://clutch.test/tournaments/${String(id)}`,
    );

    const renewed = await client.ok(api.regenerateFeed, { as: player });
    expect(renewed.url).not.toBe(feed.url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(renewed.url).pathname })).statusCode,
    ).toBe(200);
  });

  it('answers 404 to a forged, malformed or another user’s altered token', async () => {
    const [ann, ben] = [await createUser(t), await createUser(t)];
    const annFeed = await client.ok(api.feed, { as: ann });
    await client.ok(api.feed, { as: ben });
    const token = /feed\/(.+)\.ics$/.exec(annFeed.url)?.[1] ?? '';
    const [, generation, mac] = token.split('.');
    const forged = `${String(ben.id)}.${generation ?? ''}.${mac ?? ''}`;
    for (const file of [
      `${forged}.ics`,
      'nonsense.ics',
      `${token}.txt`,
      `${token.slice(0, -1)}A.ics`,
    ])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/events_calendar/feed/${file}` }))
          .statusCode,
      ).toBe(404);
  });
});
