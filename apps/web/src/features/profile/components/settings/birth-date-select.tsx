// Date of birth as three native selects (day, month, year) in one labelled group: native selects
// suit phones and screen readers. The day list follows the month and year.
import { Group, NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { birthDays, birthYears, changeBirthDate, type BirthDateParts } from '../../birth-date';

const toNumber = (value: string) => (value === '' ? null : Number(value));

export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) =>
    format.format(new Date(Date.UTC(2000, index, 1))),
  );
}

interface BirthDateSelectProps {
  value: BirthDateParts;
  onChange: (value: BirthDateParts) => void;
  error?: string | null;
  now?: Date;
}

export function BirthDateSelect({
  value,
  onChange,
  error = null,
  now = new Date(),
}: BirthDateSelectProps) {
  const { t, i18n } = useTranslation();
  const legendId = useId();
  const errorId = useId();
  const set = (change: Partial<BirthDateParts>) => onChange(changeBirthDate(value, change));
  const placeholder = { value: '', label: '—' };
  const describedBy = error === null ? undefined : errorId;
  return (
    <fieldset aria-labelledby={legendId} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text id={legendId} component="legend" fz="sm" fw={500} mb={4} p={0}>
        {t('settings.payment.birthDate')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          aria-label={t('settings.payment.day')}
          aria-describedby={describedBy}
          data={[placeholder, ...birthDays(value.month, value.year).map(String)]}
          value={value.day === null ? '' : String(value.day)}
          onChange={(event) => set({ day: toNumber(event.currentTarget.value) })}
          error={error !== null}
          style={{ flex: '1 1 76px' }}
        />
        <NativeSelect
          aria-label={t('settings.payment.month')}
          aria-describedby={describedBy}
          data={[
            placeholder,
            ...monthNames(i18n.language).map((label, index) => ({
              value: String(index + 1),
              label,
            })),
          ]}
          value={value.month === null ? '' : String(value.month)}
          onChange={(event) => set({ month: toNumber(event.currentTarget.value) })}
          error={error !== null}
          style={{ flex: '2 1 140px' }}
        />
        <NativeSelect
          aria-label={t('settings.payment.year')}
          aria-describedby={describedBy}
          data={[placeholder, ...birthYears(now).map(String)]}
          value={value.year === null ? '' : String(value.year)}
          onChange={(event) => set({ year: toNumber(event.currentTarget.value) })}
          error={error !== null}
          style={{ flex: '1 1 92px' }}
        />
      </Group>
      {error === null ? null : (
        <Text id={errorId} c="red.5" fz="xs" mt={4} role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
