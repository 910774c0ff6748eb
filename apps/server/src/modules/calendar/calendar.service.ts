// The calendar's use cases: the day objects of a range, hiding an event, the private feed, the
// clashes a new commitment would make, and the events a live push carries.
import type {
  CalendarClash,
  CalendarDay,
  CalendarEvent,
  UserEventsQuerySchema,
} from '@clutch/contract/calendar';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import {
  localizedError,
  localizedFields,
  type LocalizedFieldsError,
  type LocalizedMessage,
} from '../../platform/http/localized-errors.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { ClashCheck, ClashTarget } from '../matches/calendar-clash.js';
import {
  buildDays,
  displayEndOf,
  eventViews,
  isValidTimeZone,
  MAX_RANGE_DAYS,
  type CalendarEntry,
} from './calendar-days.js';
import type { CalendarAppEvent } from './calendar.events.js';
import { calendarMessage } from './calendar-messages.js';
import { feedTokens } from './calendar-feed.js';
import { eventIdOf, kindOfTag, sourceOf } from './calendar-ids.js';
import {
  calendarRepository as repo,
  type CalendarRow,
  type CalendarScope,
} from './calendar.repository.js';
import { addDays, datesBetween, localDateOf, startOfLocalDay } from './local-days.js';

type UserEventsQuery = z.output<typeof UserEventsQuerySchema>;
type Locale = 'en' | 'ua' | 'cn';

const DAY_MS = 86_400_000;
/** Entries this far either side of a range are read too, so a clash across its edge is seen. */
const CLASH_MARGIN_MS = DAY_MS;
/** The feed covers this much past and future. */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 366;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface CalendarDeps {
  db: Db;
  bus: EventPublisher<CalendarAppEvent>;
  /** TOURNAMENT_MINUTE: match_duration counts these. */
  minuteMs: number;
  /** Where the web app is (links in the feed). */
  publicUrl: string;
  /** Signs feed tokens. */
  secret: string;
}

export function entryOf(row: CalendarRow): CalendarEntry {
  const kind = kindOfTag(row.tag);
  return {
    id: eventIdOf(kind, row.src),
    kind,
    matchId: kind === 'tournament' ? null : row.src,
    tournamentId: row.tournament_id,
    title: row.title,
    game: row.game,
    status: row.status,
    startTime: new Date(row.start_ms),
    endTime: row.end_ms === null ? null : new Date(row.end_ms),
    level: row.level,
    grid: row.grid,
    roles: {
      organizer: row.org,
      player: row.ply,
      pending: row.pend,
      watcher: row.wat,
      caster: row.cas,
    },
    lost: row.lost,
    playerStatus: row.player_status,
    hidden: row.hidden,
  };
}

const localeOf = (lang: UserEventsQuery['lang']): Locale =>
  lang === 'ua' || lang === 'cn' ? lang : 'en';

function invalid(field: string, message: LocalizedMessage): LocalizedFieldsError {
  return localizedFields({ [field]: [message] });
}

/** A bound as an instant: a date is the start of that local day (`dayAfter`: of the next one). */
function instantOf(field: string, value: string, timeZone: string, dayAfter: boolean): Date {
  if (DATE_ONLY.test(value)) {
    const date = dayAfter ? addDays(value, 1) : value;
    // A date like 2026-02-31 would roll over; say so rather than answer another day.
    const parsed = Date.parse(`${value}T00:00:00Z`);
    if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== value)
      throw invalid(field, calendarMessage('not_a_date'));
    return startOfLocalDay(date, timeZone);
  }
  const instant = new Date(value.replace(' ', 'T'));
  if (Number.isNaN(instant.getTime())) throw invalid(field, calendarMessage('not_a_date_time'));
  return instant;
}

export type CalendarService = ReturnType<typeof createCalendarService>;

export function createCalendarService(deps: CalendarDeps) {
  const { db, bus, minuteMs } = deps;
  const tokens = feedTokens(deps.secret);

  const read = (
    userId: number,
    from: Date,
    to: Date,
    locale: Locale,
    scope?: CalendarScope,
    on: DbOrTx = db,
  ) => repo.events(on, { userId, from, to, minuteMs, locale, ...(scope ? { scope } : {}) });

  /** The user's events of one tournament or lobby as user-events would show them now. */
  async function scopedEvents(userId: number, scope: CalendarScope): Promise<CalendarEvent[]> {
    const all = new Date(0);
    const end = new Date(Date.UTC(9999, 0, 1));
    const own = (await read(userId, all, end, 'en', scope)).map(entryOf);
    if (own.length === 0) return [];
    // Clashes need the user's other matches around these.
    const from = new Date(Math.min(...own.map((e) => e.startTime.getTime())) - CLASH_MARGIN_MS);
    const to = new Date(Math.max(...own.map((e) => displayEndOf(e).getTime())) + CLASH_MARGIN_MS);
    const around = (await read(userId, from, to, 'en')).map(entryOf);
    const ids = new Set(own.map((e) => e.id));
    return eventViews(around).filter((view) => ids.has(view.id));
  }

  return {
    async userEvents(userId: number, query: UserEventsQuery): Promise<CalendarDay[]> {
      const timeZone = query.tz ?? 'UTC';
      if (!isValidTimeZone(timeZone)) throw invalid('tz', calendarMessage('unknown_time_zone'));
      const from = instantOf('date_start', query.date_start, timeZone, false);
      const to = instantOf('date_end', query.date_end, timeZone, true);
      if (to.getTime() <= from.getTime())
        throw invalid('date_end', calendarMessage('range_backwards'));
      const lastInstant = new Date(to.getTime() - 1);
      const days = datesBetween(
        localDateOf(from, timeZone),
        localDateOf(lastInstant, timeZone),
      ).length;
      if (days > MAX_RANGE_DAYS)
        throw invalid('date_end', calendarMessage('range_too_long', { days: MAX_RANGE_DAYS }));
      const rows = await read(
        userId,
        new Date(from.getTime() - CLASH_MARGIN_MS),
        new Date(to.getTime() + CLASH_MARGIN_MS),
        localeOf(query.lang),
      );
      return buildDays(rows.map(entryOf), {
        from,
        to: lastInstant,
        timeZone,
        monthView: query.month_view,
      });
    },

    /** Hides an event the user is part of; anything else (another user's event) is a 404. */
    async deleteEvent(userId: number, eventId: number): Promise<void> {
      const source = sourceOf(eventId);
      const scope = source ? scopeOfSource(source) : null;
      const events = scope ? await scopedEvents(userId, scope) : [];
      if (!events.some((event) => event.id === eventId)) {
        // Hidden already: still theirs, so the answer is the same as the first time.
        if (!(await repo.isHidden(db, userId, eventId)))
          throw localizedError('not_found', calendarMessage('no_such_event'));
        return;
      }
      await repo.hide(db, userId, eventId);
      await bus.publish({ type: 'CalendarEventHidden', userId, eventId });
    },

    scopedEvents,

    /** Matches the user plays that the target's matches would overlap (ClashCheck). */
    clashes: (async (
      userId: number,
      target: ClashTarget,
      on: DbOrTx = db,
    ): Promise<CalendarClash[]> => {
      const window = await repo.targetWindow(on, target, minuteMs);
      if (!window) return [];
      const rows = await read(
        userId,
        new Date(window.startMs - CLASH_MARGIN_MS),
        new Date(window.endMs + CLASH_MARGIN_MS),
        'en',
        undefined,
        on,
      );
      const ownId =
        target.kind === 'tournament'
          ? eventIdOf('tournament', target.tournamentId)
          : eventIdOf('quick_match', target.quickMatchId);
      return rows
        .map(entryOf)
        .filter(
          (entry) =>
            entry.roles.player &&
            entry.id !== ownId &&
            entry.tournamentId !== (target.kind === 'tournament' ? target.tournamentId : -1) &&
            entry.startTime.getTime() < window.endMs &&
            displayEndOf(entry).getTime() > window.startMs,
        )
        .map((entry) => ({
          id: entry.id,
          kind: entry.kind,
          title: entry.title,
          start_time: entry.startTime.toISOString(),
          end_time: displayEndOf(entry).toISOString(),
          tournament_id: entry.tournamentId,
          quick_match_id: entry.kind === 'quick_match' ? entry.matchId : null,
        }));
    }) satisfies ClashCheck,

    /**
     * After a match moved: the players for whom it now overlaps another match they play, each with
     * the first such match (the notice names it).
     */
    async clashesAfterMove(
      tournamentId: number,
      matchId: number,
      userIds: readonly number[],
    ): Promise<{ userId: number; event: CalendarEvent; clash: CalendarEntry }[]> {
      const eventId = eventIdOf('tournament_match', matchId);
      const found: { userId: number; event: CalendarEvent; clash: CalendarEntry }[] = [];
      for (const userId of userIds) {
        const [event] = await scopedEvents(userId, { kind: 'tournament_match', matchId });
        if (!event?.is_conflict || !event.is_player) continue;
        const start = Date.parse(event.match.start_time);
        const end = Date.parse(event.display_end);
        const around = await read(userId, new Date(start - DAY_MS), new Date(end + DAY_MS), 'en');
        const clash = around
          .map(entryOf)
          .find(
            (entry) =>
              entry.id !== eventId &&
              entry.roles.player &&
              entry.startTime.getTime() < end &&
              displayEndOf(entry).getTime() > start,
          );
        if (clash) found.push({ userId, event, clash });
      }
      return found;
    },

    async feed(userId: number): Promise<{ url: string; webcal_url: string }> {
      return feedUrls(tokens.sign(userId, await repo.feedGeneration(db, userId)));
    },

    async regenerateFeed(userId: number): Promise<{ url: string; webcal_url: string }> {
      return feedUrls(tokens.sign(userId, await repo.bumpGeneration(db, userId)));
    },

    /** The entries a feed token opens, or null when the token is not (or no longer) valid. */
    async feedEntries(token: string): Promise<CalendarEntry[] | null> {
      const claim = tokens.verify(token);
      if (!claim) return null;
      const generation = await repo.currentGeneration(db, claim.userId);
      if (generation !== claim.generation) return null;
      const now = Date.now();
      const rows = await read(
        claim.userId,
        new Date(now - FEED_PAST_DAYS * DAY_MS),
        new Date(now + FEED_FUTURE_DAYS * DAY_MS),
        'en',
      );
      return rows.map(entryOf).filter((entry) => entry.hidden !== true);
    },
  };

  function feedUrls(token: string): { url: string; webcal_url: string } {
    const url = `${deps.publicUrl}/api/events_calendar/feed/${token}.ics`;
    return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
  }

  function scopeOfSource(source: NonNullable<ReturnType<typeof sourceOf>>): CalendarScope {
    if (source.kind === 'tournament') return { kind: 'tournament', tournamentId: source.sourceId };
    if (source.kind === 'quick_match')
      return { kind: 'quick_match', quickMatchId: source.sourceId };
    return { kind: 'tournament_match', matchId: source.sourceId };
  }
}
