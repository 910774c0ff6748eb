// HTTP adapter of the calendar: the contract's four calls, and the feed itself (text/calendar, so a
// plain Fastify route beside them; the token in its path is the only key, as calendar apps send no
// Authorization header).
import { calendarEndpoints as api, CALENDAR_FEED_PATH } from '@clutch/contract/calendar';
import { localizedError } from '../../platform/http/localized-errors.js';
import type { Mount } from '../../platform/http/mount.js';
import { icsOf } from './calendar-feed.js';
import { calendarMessage } from './calendar-messages.js';
import type { CalendarService } from './calendar.service.js';

const FEED_SUFFIX = '.ics';

export function registerCalendarRoutes(
  mount: Mount,
  calendar: CalendarService,
  publicUrl: string,
): void {
  // A month can hold thousands of events: written by the compiled serialiser, not re-checked by zod.
  mount(api.userEvents, ({ caller, query }) => calendar.userEvents(caller.id, query), {
    compiledResponse: true,
  });
  mount(api.deleteEvent, async ({ caller, params }) => {
    await calendar.deleteEvent(caller.id, params.eventId);
    return null;
  });
  mount(api.feed, ({ caller }) => calendar.feed(caller.id));
  mount(api.regenerateFeed, ({ caller }) => calendar.regenerateFeed(caller.id), {
    preHandler: [mount.limits.perAccount('calendar-feed', undefined, 'allow')],
  });

  mount.app.get<{ Params: { file: string } }>(
    CALENDAR_FEED_PATH.replace(':token.ics', ':file'),
    {
      schema: {
        summary:
          'A user’s calendar as iCalendar (subscribe by URL); 404 for an unknown or replaced token',
        tags: ['calendar'],
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const entries = file.endsWith(FEED_SUFFIX)
        ? await calendar.feedEntries(file.slice(0, -FEED_SUFFIX.length))
        : null;
      // Thrown, so the error handler words it in the subscriber's language like any other 404.
      if (!entries) throw localizedError('not_found', calendarMessage('no_such_feed'));
      return reply
        .header('cache-control', 'private, max-age=300')
        .type('text/calendar; charset=utf-8')
        .send(icsOf(entries, publicUrl));
    },
  );
}
