// The picker's month: Monday-first weeks in the viewer's language, days before today (or today once
// no minute is left in it) disabled, paging forward freely and back no further than this month.
import { ActionIcon, Box, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_PICKER_LOCALE } from '../../../lib/locale';
import { useRouteLocale } from '../../../lib/locale-navigation';
import {
  canGoToPreviousMonth,
  dayOf,
  isPastDay,
  isSameDay,
  monthWeeks,
  shiftMonth,
  type LocalDay,
  type MonthRef,
} from './ban-until';
import { ChevronLeftIcon, ChevronRightIcon } from './manage-icons';

/** 1 January 2024 was a Monday: the week's names are read from the seven days after it. */
const A_MONDAY = new Date(2024, 0, 1);

function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short' });
  return Array.from({ length: 7 }, (_, index) =>
    format.format(new Date(2024, 0, A_MONDAY.getDate() + index)),
  );
}

export function MonthCalendar({
  now,
  value,
  onChange,
}: {
  now: Date;
  value: LocalDay | null;
  onChange: (day: LocalDay) => void;
}) {
  const { t } = useTranslation();
  const language = DATE_PICKER_LOCALE[useRouteLocale()];
  const [shown, setShown] = useState<MonthRef>(() => {
    const today = dayOf(now);
    return { year: today.year, month: today.month };
  });
  const title = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(
    new Date(shown.year, shown.month, 1),
  );
  const dayName = new Intl.DateTimeFormat(language, { dateStyle: 'full' });
  const today = dayOf(now);
  return (
    <Box role="group" aria-label={t('chatManage.picker.calendar')}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t('chatManage.picker.previousMonth')}
          disabled={!canGoToPreviousMonth(shown, now)}
          onClick={() => setShown(shiftMonth(shown, -1))}
        >
          <ChevronLeftIcon size={18} />
        </ActionIcon>
        <Text fw={700} tt="capitalize" aria-live="polite">
          {title}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label={t('chatManage.picker.nextMonth')}
          onClick={() => setShown(shiftMonth(shown, 1))}
        >
          <ChevronRightIcon size={18} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
        {weekdayNames(language).map((name) => (
          <Text key={name} fz="xs" c="dimmed" ta="center" aria-hidden="true">
            {name}
          </Text>
        ))}
        {monthWeeks(shown.year, shown.month)
          .flat()
          .map((day, index) => {
            if (day === null) return <span key={`blank-${String(index)}`} />;
            const isChosen = value !== null && isSameDay(day, value);
            const isPast = isPastDay(day, now);
            return (
              <UnstyledButton
                key={day.day}
                disabled={isPast}
                onClick={() => onChange(day)}
                aria-pressed={isChosen}
                aria-label={dayName.format(new Date(day.year, day.month, day.day))}
                h={36}
                ta="center"
                fz="sm"
                fw={isSameDay(day, today) ? 700 : 400}
                bg={isChosen ? 'clutch.6' : undefined}
                c={isPast ? 'dimmed' : isChosen ? 'white' : undefined}
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  opacity: isPast ? 0.4 : 1,
                  cursor: isPast ? 'not-allowed' : 'pointer',
                  outline:
                    isSameDay(day, today) && !isChosen
                      ? '1px solid var(--mantine-color-dark-3)'
                      : undefined,
                }}
              >
                {day.day}
              </UnstyledButton>
            );
          })}
      </SimpleGrid>
    </Box>
  );
}
