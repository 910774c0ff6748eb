// The app's date and date-time pickers: the spec shows and picks dates as dd/mm/yyyy and times on
// a 24-hour clock in every language, with month and weekday names in the viewer's language.
// Values stay in the browser's own clock: `YYYY-MM-DD` for a day, `YYYY-MM-DDTHH:mm` for a moment.
import '@mantine/dates/styles.css';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import 'dayjs/locale/uk';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import { DATE_PICKER_LOCALE } from '../../lib/locale';
import { useRouteLocale } from '../../lib/locale-navigation';

/** The dayjs locale of each date-picker language. */
const DAYJS_LOCALE = { en: 'en', uk: 'uk', zh: 'zh-cn' } as const;

export const DAY_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/** A Mantine date-time value (`YYYY-MM-DD HH:mm:ss`) as the form keeps it (`YYYY-MM-DDTHH:mm`). */
export function toLocalMoment(value: string | null): string {
  if (value === null) return '';
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value);
  return match === null ? '' : `${match[1] ?? ''}T${match[2] ?? ''}`;
}

/** A Mantine day value (`YYYY-MM-DD`, maybe with a time) as the form keeps it. */
export function toLocalDay(value: string | null): string {
  if (value === null) return '';
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? '';
}

function usePickerTexts() {
  const { t } = useTranslation();
  const locale = DAYJS_LOCALE[DATE_PICKER_LOCALE[useRouteLocale()]];
  return {
    locale,
    firstDayOfWeek: 1 as const,
    nextLabel: t('common.datePicker.nextMonth'),
    previousLabel: t('common.datePicker.previousMonth'),
    ariaLabels: {
      nextMonth: t('common.datePicker.nextMonth'),
      previousMonth: t('common.datePicker.previousMonth'),
      nextYear: t('common.datePicker.nextYear'),
      previousYear: t('common.datePicker.previousYear'),
      nextDecade: t('common.datePicker.nextDecade'),
      previousDecade: t('common.datePicker.previousDecade'),
      monthLevelControl: t('common.datePicker.chooseMonth'),
      yearLevelControl: t('common.datePicker.chooseYear'),
    },
  };
}

type FieldProps = {
  label: string;
  description?: string;
  error?: string;
  withAsterisk?: boolean;
  maw?: number;
  /** Days before this one cannot be picked. */
  minDate?: Date;
};

/** A moment, picked as dd/mm/yyyy and hh:mm (24 h); `value` is `YYYY-MM-DDTHH:mm` or ''. */
export function DateTimeField({
  value,
  onChange,
  ...field
}: FieldProps & { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const texts = usePickerTexts();
  return (
    <DateTimePicker
      {...texts}
      {...field}
      valueFormat={DATE_TIME_FORMAT}
      placeholder={t('common.datePicker.dateTimePlaceholder')}
      value={value === '' ? null : value.replace('T', ' ')}
      onChange={(next) => onChange(toLocalMoment(next))}
      timePickerProps={{
        format: '24h',
        hoursInputLabel: t('common.datePicker.hours'),
        minutesInputLabel: t('common.datePicker.minutes'),
      }}
      submitButtonProps={{ 'aria-label': t('common.datePicker.done') }}
    />
  );
}

/** A day, picked as dd/mm/yyyy; `value` is `YYYY-MM-DD` or ''. */
export function DateField({
  value,
  onChange,
  ...field
}: FieldProps & { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const texts = usePickerTexts();
  return (
    <DatePickerInput
      {...texts}
      {...field}
      valueFormat={DAY_FORMAT}
      placeholder={t('common.datePicker.dayPlaceholder')}
      value={value === '' ? null : value}
      onChange={(next) => onChange(toLocalDay(next))}
    />
  );
}
