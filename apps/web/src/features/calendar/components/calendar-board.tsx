// FullCalendar itself: the four views, our events (coloured by role, a mark on a clash), the 'more'
// buttons of busy month-view days, and its locale following the app's language. The toolbar is ours
// (calendar-toolbar.tsx), so this draws no header; it reports each new visible range upward.
import type { CalendarDay, CalendarEvent } from '@clutch/contract/calendar';
import type { DatesSetArg, EventClickArg, EventContentArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/ui/icons';
import {
  CALENDAR_VIEWS,
  localDateOf,
  moreButtons,
  toEventInputs,
  type CalendarViewName,
} from '../calendar-events';
import { FULLCALENDAR_LOCALES, fullCalendarLocaleOf } from '../fullcalendar-locale';
import classes from './calendar.module.css';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

function isCalendarEvent(value: unknown): value is CalendarEvent {
  return typeof value === 'object' && value !== null && 'id' in value && 'match' in value;
}

function EventContent({ arg }: { arg: EventContentArg }) {
  const { t } = useTranslation();
  const event: unknown = arg.event.extendedProps.calendarEvent;
  if (!isCalendarEvent(event)) return null;
  return (
    <span
      className={classes.event}
      data-testid={`calendar-event-${String(event.id)}`}
      data-conflict={event.is_conflict ? 'true' : undefined}
      title={event.is_conflict ? t('calendar.conflict') : undefined}
    >
      {event.is_conflict ? <WarningIcon size={14} /> : null}
      {arg.timeText === '' ? null : <b>{arg.timeText}</b>}
      <span className={classes.eventTitle}>{event.title}</span>
      {event.is_conflict ? <VisuallyHidden>{t('calendar.conflict')}</VisuallyHidden> : null}
    </span>
  );
}

export interface CalendarBoardProps {
  calendarRef: Ref<FullCalendar>;
  initialView: CalendarViewName;
  days: readonly CalendarDay[];
  isMonthView: boolean;
  onRange: (arg: DatesSetArg) => void;
  onEvent: (event: CalendarEvent) => void;
  onMore: (date: string) => void;
}

export function CalendarBoard({
  calendarRef,
  initialView,
  days,
  isMonthView,
  onRange,
  onEvent,
  onMore,
}: CalendarBoardProps) {
  const { t, i18n } = useTranslation();
  const events = useMemo(() => toEventInputs(days), [days]);
  const more = useMemo(() => moreButtons(days, isMonthView), [days, isMonthView]);
  const open = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const event: unknown = arg.event.extendedProps.calendarEvent;
    if (isCalendarEvent(event)) onEvent(event);
  };
  return (
    <div className={classes.root} data-testid="calendar-root">
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        initialView={CALENDAR_VIEWS[initialView]}
        headerToolbar={false}
        locales={FULLCALENDAR_LOCALES}
        locale={fullCalendarLocaleOf(i18n.language)}
        timeZone="local"
        height="auto"
        events={events}
        eventDisplay="block"
        eventTimeFormat={TIME_FORMAT}
        slotLabelFormat={TIME_FORMAT}
        // The server lists at most 4 a day in month view; our own button opens the rest.
        dayMaxEvents={false}
        nowIndicator
        // A day number is a link FullCalendar handles itself; our 'more' button sits inside it.
        navLinks={false}
        datesSet={onRange}
        eventClick={open}
        eventContent={(arg) => <EventContent arg={arg} />}
        noEventsContent={t('calendar.noEvents')}
        dayCellContent={(arg) => {
          const date = localDateOf(arg.date);
          const hidden = arg.view.type === CALENDAR_VIEWS.month ? (more.get(date) ?? 0) : 0;
          if (hidden === 0) return arg.dayNumberText;
          return (
            <span className={classes.dayCell}>
              <UnstyledButton
                fz="xs"
                c="var(--mantine-primary-color-filled)"
                fw={700}
                data-testid={`calendar-more-${date}`}
                aria-label={t('calendar.moreLabel', { count: hidden, date })}
                onClick={(clickEvent) => {
                  clickEvent.stopPropagation();
                  onMore(date);
                }}
              >
                {t('calendar.more', { count: hidden })}
              </UnstyledButton>
              <span>{arg.dayNumberText}</span>
            </span>
          );
        }}
      />
    </div>
  );
}
