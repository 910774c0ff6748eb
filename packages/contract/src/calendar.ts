// The calendar (spec 2, screen 17): every match a user plays, organises, watches or casts, laid out
// on the days of the caller's time zone; hiding an event; a private iCalendar feed; clash warnings;
// and the events-updates channel.
import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.js';
import { endpointGroup } from './endpoint.js';

/** A match shorter than this (or with no end yet) is shown as this long (spec §9). */
export const CALENDAR_MIN_EVENT_MINUTES = 5;
/** Month view lists this many events a day; the rest are behind 'more' (spec §9). */
export const CALENDAR_MONTH_VIEW_MAX_EVENTS = 4;
/** The longest range one request may ask for, in days. */
export const CALENDAR_MAX_RANGE_DAYS = 366;

export const CALENDAR_EVENT_KINDS = [
  /** A bracket match of a running or finished tournament. */
  'tournament_match',
  /** A tournament whose bracket is not built yet: its first round, at the tournament's start. */
  'tournament',
  /** A quick-match lobby (its game time, or when it was created for a lobby without one). */
  'quick_match',
] as const;
export const CalendarEventKindSchema = z.enum(CALENDAR_EVENT_KINDS);
export type CalendarEventKind = z.infer<typeof CalendarEventKindSchema>;

/**
 * One event of the caller's calendar. `id` names it for delete-event and the live channel; it is
 * the same for everyone who sees that match, and only someone taking part may use it.
 */
export const CalendarEventSchema = z.object({
  id: z.number().int(),
  kind: CalendarEventKindSchema,
  /** Tournament name, or the lobby's name. */
  title: z.string(),
  game: z.number().int(),
  match: z.object({
    /** The bracket match or quick match; null for a tournament whose bracket is not built yet. */
    id: z.number().int().nullable(),
    start_time: TimestampSchema,
    /** The real end once played, else the planned end (start + the tournament's match_duration). */
    end_time: TimestampSchema.nullable(),
    /** 1 the final, 2 the semifinals, …; null outside a bracket. */
    level: z.number().int().nullable(),
    status: z.string(),
  }),
  tournament: z.object({ id: z.number().int(), grid: z.number().int().nullable() }).nullable(),
  /** At least CALENDAR_MIN_EVENT_MINUTES after the start: where the calendar draws the end. */
  display_end: TimestampSchema,
  is_organizer: z.boolean(),
  is_player: z.boolean(),
  /** The caller's application to the tournament waits for the organiser. */
  is_pending: z.boolean(),
  is_watcher: z.boolean(),
  is_caster: z.boolean(),
  /** The caller (or their team) lost this match. */
  is_lose_match: z.boolean(),
  /** registered or pending (before the bracket), the match's status (scheduled, ready, in_game, waiting, …), won or lost; null when not playing. */
  player_status: z.string().nullable(),
  /** One colour per role (organiser, player, pending, caster, watcher). */
  color: z.string(),
  /** '1' the final, '1/2', '1/4' …; null outside a bracket. */
  round_label: z.string().nullable(),
  /** Overlaps another match the caller plays. */
  is_conflict: z.boolean(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

export const CalendarDaySchema = z.object({
  /** The local date, YYYY-MM-DD, in the time zone the answer was built for. */
  date: z.string(),
  /** How many events touch the day (in month view more than `events` may list). */
  day_events: z.number().int(),
  events: z.array(CalendarEventSchema),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'True', 'False'])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'True');

/** A local date (YYYY-MM-DD, the whole day) or an instant (ISO 8601 with an offset or Z). */
const RangeBoundSchema = z
  .string()
  .trim()
  .max(40)
  .regex(
    /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/,
    'Use a date (YYYY-MM-DD) or a date and time with its offset (2026-11-26T10:00:00Z).',
  );

export const UserEventsQuerySchema = z.object({
  date_start: RangeBoundSchema,
  /** Included: the range ends at the end of this local day (or at this instant). */
  date_end: RangeBoundSchema,
  month_view: booleanParam.default(false),
  /** An IANA time zone (Europe/Kyiv); the profile's, else UTC, when absent. */
  tz: z.string().trim().min(1).max(64).optional(),
  /** The language tournament names are given in (da and absent: English). */
  lang: z.enum(['en', 'ua', 'cn', 'da']).optional(),
});
export type UserEventsQuery = z.input<typeof UserEventsQuerySchema>;

export const EventIdParamsSchema = z.object({ eventId: IdSchema });

export const CalendarFeedSchema = z.object({
  /** Subscribe to this from Google Calendar, Outlook or Apple Calendar. Anyone with it reads the calendar. */
  url: z.string(),
  /** The same address with the webcal: scheme, which calendar apps open directly. */
  webcal_url: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** A match the caller already plays that a new commitment would overlap. */
export const CalendarClashSchema = z.object({
  id: z.number().int(),
  kind: CalendarEventKindSchema,
  title: z.string(),
  start_time: TimestampSchema,
  end_time: TimestampSchema,
  tournament_id: z.number().int().nullable(),
  quick_match_id: z.number().int().nullable(),
});
export type CalendarClash = z.infer<typeof CalendarClashSchema>;

/**
 * Registering, applying, accepting an invitation or joining a timed lobby whose matches would
 * overlap a match the caller already plays answers 409 with this body (`code: 'conflict'`),
 * unless the request carries `confirm_clash=true` in its query: the client shows the clashes in a
 * confirm and sends the request again with it.
 */
export const CALENDAR_CLASH_KEY = 'calendar_clashes';
export const ClashWarningSchema = z.object({
  detail: z.string(),
  code: z.literal('conflict'),
  [CALENDAR_CLASH_KEY]: z.array(CalendarClashSchema),
});
export type ClashWarning = z.infer<typeof ClashWarningSchema>;
/** The query flag that lets an action go through despite clashes. */
export const ConfirmClashQuerySchema = z.object({ confirm_clash: booleanParam.default(false) });

const calendarEndpoint = endpointGroup({ tag: 'calendar', auth: 'required' });

export const calendarEndpoints = {
  userEvents: calendarEndpoint({
    method: 'GET',
    path: 'events_calendar/user-events/',
    summary:
      'The caller’s day objects from date_start to date_end (both included) in their time zone; month_view lists at most 4 events a day',
    query: UserEventsQuerySchema,
    response: z.array(CalendarDaySchema),
  }),
  deleteEvent: calendarEndpoint({
    method: 'DELETE',
    path: 'events_calendar/delete-event/:eventId/',
    summary:
      'Hide an event from the caller’s calendar (it never leaves a tournament or a lobby); 404 for an event the caller is not part of',
    params: EventIdParamsSchema,
    response: z.null(),
    status: 204,
  }),
  feed: calendarEndpoint({
    method: 'GET',
    path: 'events_calendar/feed/',
    summary: 'The caller’s private iCalendar feed address',
    response: CalendarFeedSchema,
  }),
  regenerateFeed: calendarEndpoint({
    method: 'POST',
    path: 'events_calendar/feed/regenerate/',
    summary: 'A new feed address; the old one stops working at once',
    response: CalendarFeedSchema,
  }),
};

/** The path of the feed itself (text/calendar, no Authorization: the token is the key). */
export const CALENDAR_FEED_PATH = '/api/events_calendar/feed/:token.ics';

/** Actions the server pushes on events-updates (to the user's own sockets, joined on open). */
export const CALENDAR_PUSH_ACTIONS = {
  /** data: the event as user-events would answer it now (added or changed). */
  event: 'event_update',
  /** data: {id}: the event left the caller's calendar (hidden, left, cancelled). */
  deleted: 'event_delete',
} as const;

export type CalendarPush =
  | { action: typeof CALENDAR_PUSH_ACTIONS.event; data: CalendarEvent }
  | { action: typeof CALENDAR_PUSH_ACTIONS.deleted; data: { id: number } };
