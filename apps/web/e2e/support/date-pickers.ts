// Picking in the app's date pickers the way a person does: open the field, page the calendar to
// the month, click the day and, for a moment, type the hour and minute (24 h) and press Done.
import { type Locator, type Page } from '@playwright/test';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** How the calendar names a day (`YYYY-MM-DD`) to assistive technology in English. */
export function englishDayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${String(date)} ${MONTHS[(month ?? 1) - 1] ?? ''} ${String(year)}`;
}

/** Pages the open calendar forward until the day named `dayLabel` shows, then clicks it. */
async function clickDay(page: Page, dayLabel: string, nextMonth: string): Promise<void> {
  const day = page.getByRole('button', { name: dayLabel, exact: true });
  const next = page.getByRole('button', { name: nextMonth, exact: true });
  await next.waitFor();
  for (let step = 0; step < 24 && (await day.count()) === 0; step += 1) await next.click();
  await day.first().click();
}

/** Picks the day `YYYY-MM-DD` in a date field. */
export async function pickDay(
  page: Page,
  field: Locator,
  day: string,
  texts: { dayLabel?: string; nextMonth?: string } = {},
): Promise<void> {
  await field.click();
  await clickDay(page, texts.dayLabel ?? englishDayLabel(day), texts.nextMonth ?? 'Next month');
}

/** Picks the moment `YYYY-MM-DDTHH:mm` in a date-time field. */
export async function pickDateTime(
  page: Page,
  field: Locator,
  moment: string,
  texts: {
    dayLabel?: string;
    nextMonth?: string;
    hours?: string;
    minutes?: string;
    done?: string;
  } = {},
): Promise<void> {
  const [day = '', time = ''] = moment.split('T');
  const [hours = '', minutes = ''] = time.split(':');
  await field.click();
  await clickDay(page, texts.dayLabel ?? englishDayLabel(day), texts.nextMonth ?? 'Next month');
  await page.getByRole('spinbutton', { name: texts.hours ?? 'Hours' }).fill(hours);
  await page.getByRole('spinbutton', { name: texts.minutes ?? 'Minutes' }).fill(minutes);
  await page.getByRole('button', { name: texts.done ?? 'Done', exact: true }).click();
}
