// The calendar screen (spec 2, screen 17): the toolbar, the new-data banner, FullCalendar on the
// visible range (GET user-events in the browser's time zone; month view asks for at most 4 a day),
// the 'more' view of a busy day, the event modal and the subscription panel. Live pushes go through
// use-calendar-updates.ts.
import type { CalendarEvent } from '@clutch/contract/calendar';
import type { DatesSetArg } from '@fullcalendar/core';
import type FullCalendar from '@fullcalendar/react';
import { Alert, Button, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../lib/locale-navigation';
import { refreshCalendar, userEventsQueryOptions } from '../api/user-events';
import {
  browserTimeZone,
  CALENDAR_VIEWS,
  defaultViewFor,
  queryForRange,
  viewNameOf,
  type CalendarQuery,
  type CalendarViewName,
} from '../calendar-events';
import { useCalendarUpdates } from '../use-calendar-updates';
import { CalendarBoard } from './calendar-board';
import { CalendarToolbar } from './calendar-toolbar';
import { EventModal } from './event-modal';
import { MoreModal } from './more-modal';
import { SubscribePanel } from './subscribe-panel';

function NewDataBanner({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" data-testid="calendar-new-data" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t('calendar.newData')}</Text>
        <Button size="xs" onClick={onRefresh} data-testid="calendar-new-data-refresh">
          {t('calendar.refresh')}
        </Button>
      </Group>
    </Alert>
  );
}

/** Before FullCalendar reports its first range there is nothing to ask for. */
const NO_RANGE: CalendarQuery = {
  date_start: '',
  date_end: '',
  month_view: false,
  tz: '',
  lang: 'en',
};

const initialView = (): CalendarViewName =>
  defaultViewFor(typeof window === 'undefined' ? Infinity : window.innerWidth);

export function CalendarScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const timeZone = useMemo(browserTimeZone, []);
  const lang = useRouteLocale();
  const calendarRef = useRef<FullCalendar>(null);
  const [firstView] = useState(initialView);
  const [view, setView] = useState<CalendarViewName>(firstView);
  const [title, setTitle] = useState('');
  const [query, setQuery] = useState<CalendarQuery | null>(null);
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  const [moreDate, setMoreDate] = useState<string | null>(null);
  const [hasNewData, setHasNewData] = useState(false);

  const days = useQuery({
    ...userEventsQueryOptions(query ?? NO_RANGE),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  // Read by the range callback, which must not depend on it (FullCalendar would see a new option).
  const newData = useRef(false);
  const raiseNewData = useCallback(() => {
    newData.current = true;
    setHasNewData(true);
  }, []);
  useCalendarUpdates({ isMonthView: view === 'month', timeZone, onNewData: raiseNewData });

  const onRange = useCallback(
    (arg: DatesSetArg) => {
      const name = viewNameOf(arg.view.type) ?? 'month';
      setView(name);
      setTitle(arg.view.title);
      const next = queryForRange(arg, name, timeZone, lang);
      setQuery((current) =>
        current !== null && JSON.stringify(current) === JSON.stringify(next) ? current : next,
      );
      // The banner belongs to month view; another view shows what is true now.
      if (name !== 'month' && newData.current) {
        newData.current = false;
        setHasNewData(false);
        void refreshCalendar(queryClient);
      }
    },
    [timeZone, lang, queryClient],
  );
  const api = () => calendarRef.current?.getApi();
  const refresh = () => {
    newData.current = false;
    setHasNewData(false);
    void refreshCalendar(queryClient);
  };

  return (
    <Stack gap="md" data-testid="calendar-screen">
      <Stack gap={4}>
        <Title order={2}>{t('calendar.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('calendar.intro', { timeZone })}
        </Text>
      </Stack>
      {hasNewData ? <NewDataBanner onRefresh={refresh} /> : null}
      <CalendarToolbar
        title={title}
        view={view}
        onView={(name) => api()?.changeView(CALENDAR_VIEWS[name])}
        onPrevious={() => api()?.prev()}
        onToday={() => api()?.today()}
        onNext={() => api()?.next()}
      />
      <div style={{ position: 'relative' }}>
        <LoadingOverlay visible={days.isFetching && days.data === undefined} />
        <CalendarBoard
          calendarRef={calendarRef}
          initialView={firstView}
          days={days.data ?? []}
          isMonthView={view === 'month'}
          onRange={onRange}
          onEvent={setSelected}
          onMore={setMoreDate}
        />
      </div>
      {days.isError ? (
        <Alert color="red" variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('common.loadFailed')}</Text>
            <Button size="xs" variant="default" onClick={() => void days.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <SubscribePanel />
      <MoreModal
        date={moreDate}
        timeZone={timeZone}
        lang={lang}
        onClose={() => setMoreDate(null)}
        onOpenEvent={(event) => {
          setMoreDate(null);
          setSelected(event);
        }}
      />
      <EventModal event={selected} timeZone={timeZone} onClose={() => setSelected(null)} />
    </Stack>
  );
}
