// The calendar module: every match a user takes part in, read from the owners' tables; hiding
// events, the private feed, clash checks for the owners (handed over in app.ts) and events-updates.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import { registerCalendarRealtime } from './calendar.realtime.js';
import { registerCalendarRoutes } from './calendar.routes.js';
import { createCalendarService, type CalendarService } from './calendar.service.js';

export interface CalendarModule extends ModuleParts<AppEvent> {
  calendar: CalendarService;
}

export function createCalendarModule(platform: Platform<AppEvent>): CalendarModule {
  const { config, db, bus, logger } = platform;
  const calendar = createCalendarService({
    db,
    bus,
    minuteMs: config.TOURNAMENT_MINUTE,
    publicUrl: config.PUBLIC_URL,
    secret: platform.jwtSecret,
  });

  /** A postponed match that now overlaps another match a player plays: the player is told. */
  const noticeClashes = async (event: AppEvent) => {
    if (event.type !== 'MatchPostponed') return;
    const found = await calendar.clashesAfterMove(event.tournamentId, event.matchId, event.userIds);
    for (const { userId, event: moved, clash } of found)
      await bus.publish({
        type: 'CalendarClashFound',
        userId,
        eventId: moved.id,
        clashEventId: clash.id,
        tournamentId: event.tournamentId,
        title: moved.title,
        clashTitle: clash.title,
        startTime: event.startTime,
      });
  };

  return {
    calendar,
    routes: ({ mount }) => registerCalendarRoutes(mount, calendar, config.PUBLIC_URL),
    realtime: (gateway) => registerCalendarRealtime(gateway, bus, db, calendar, logger),
    subscribers: [
      (event) => {
        noticeClashes(event).catch((error: unknown) => {
          logger.error({ err: error }, 'calendar clash check failed');
        });
      },
    ],
  };
}
