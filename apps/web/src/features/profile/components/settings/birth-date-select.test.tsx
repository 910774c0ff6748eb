import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import type { BirthDateParts } from '../../birth-date';
import { BirthDateSelect } from './birth-date-select';

const NOW = new Date('2026-06-15T12:00:00Z');

/** The options of each select, in order: day, month, year (the first, "—", stands for none). */
function render(value: BirthDateParts): string[][] {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <BirthDateSelect value={value} onChange={() => undefined} now={NOW} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return [...html.matchAll(/<select[^>]*>(.*?)<\/select>/g)].map((select) =>
    [...(select[1] ?? '').matchAll(/<option[^>]*>(.*?)<\/option>/g)].map((o) => o[1] ?? ''),
  );
}

describe('the birth-date selects, rendered', () => {
  it('offer the days of February in a leap year and in a common year', () => {
    const [leapDays] = render({ day: null, month: 2, year: 2024 });
    const [commonDays] = render({ day: null, month: 2, year: 2023 });
    expect(leapDays?.at(-1)).toBe('29');
    expect(commonDays?.at(-1)).toBe('28');
    expect(commonDays).toHaveLength(1 + 28);
  });

  it('offer 30 days in April, 31 when no month is chosen', () => {
    expect(render({ day: null, month: 4, year: null })[0]).toHaveLength(1 + 30);
    expect(render({ day: null, month: null, year: null })[0]).toHaveLength(1 + 31);
  });

  it('name the months in the reader’s language and offer this year back 50', () => {
    const [, months, years] = render({ day: null, month: null, year: null });
    expect(months?.slice(1, 3)).toEqual(['January', 'February']);
    expect(years?.[1]).toBe('2026');
    expect(years?.at(-1)).toBe('1976');
  });

  it('label each select for screen readers', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <BirthDateSelect value={{ day: 5, month: 3, year: 1999 }} onChange={() => undefined} />
        </MantineProvider>
      </I18nextProvider>,
    );
    for (const label of ['Day of birth', 'Month of birth', 'Year of birth'])
      expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain('Date of birth');
  });
});
