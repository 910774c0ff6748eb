// The profile's calendar tab (own profile only, /profile/me/calendar): the calendar screen, loaded
// on first visit (FullCalendar is large and no other page needs it). Another user's calendar
// address says it is private.
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateTab } from './private-tab';
import { useProfileTarget } from './profile-target';

const CalendarScreen = lazy(() =>
  import('../../features/calendar/components/calendar-screen').then((module) => ({
    default: module.CalendarScreen,
  })),
);

export function ProfileCalendarRoute() {
  const { t } = useTranslation();
  const { isOwn } = useProfileTarget();
  if (!isOwn)
    return (
      <PrivateTab
        tab="calendar"
        title={t('calendar.notYoursTitle')}
        text={t('calendar.notYoursText')}
        action={t('calendar.toOwn')}
      />
    );
  return (
    <Suspense fallback={<Loader mx="auto" my="xl" aria-label={t('common.loading')} />}>
      <CalendarScreen />
    </Suspense>
  );
}
