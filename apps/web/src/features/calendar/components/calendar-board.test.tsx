// @vitest-environment jsdom
import type { CalendarDay } from '@clutch/contract/calendar';
import type FullCalendar from '@fullcalendar/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubBrowserApis } from './browser-stubs';
import { calendarEvent, day, timedEvent } from '../calendar.fixture';
import type { CalendarViewName } from '../calendar-events';
import { CalendarBoard } from './calendar-board';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  stubBrowserApis();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const four = [
  timedEvent(1, '2026-11-26T04:00:00.000Z', '2026-11-26T05:00:00.000Z'),
  { ...timedEvent(2, '2026-11-26T04:30:00.000Z', '2026-11-26T05:30:00.000Z'), is_conflict: true },
  timedEvent(3, '2026-11-26T07:00:00.000Z', '2026-11-26T08:00:00.000Z'),
  timedEvent(4, '2026-11-26T09:00:00.000Z', '2026-11-26T10:00:00.000Z'),
];

function draw(days: CalendarDay[], view: CalendarViewName, onMore = vi.fn()) {
  const onRange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <CalendarBoard
          calendarRef={createRef<FullCalendar>()}
          initialView={view}
          days={days}
          isMonthView={view === 'month'}
          onRange={onRange}
          onEvent={vi.fn()}
          onMore={onMore}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { onRange, onMore };
}

describe('CalendarBoard', () => {
  it('draws an event listed on two days once, with its test id, marking a clash', () => {
    // 22:45 to 01:45 in Kathmandu: the server lists it on both days; the month grid draws one bar.
    const spanning = timedEvent(9, '2026-11-26T17:00:00.000Z', '2026-11-26T20:00:00.000Z');
    draw([day('2026-11-26', [...four, spanning], 5), day('2026-11-27', [spanning])], 'month');
    expect(screen.getAllByTestId('calendar-event-9')).toHaveLength(1);
    expect(screen.getByTestId('calendar-event-2').getAttribute('data-conflict')).toBe('true');
    expect(screen.getByTestId('calendar-event-1').hasAttribute('data-conflict')).toBe(false);
  });

  it('gives a month-view day with more events than listed a more button', () => {
    const { onRange, onMore } = draw(
      [day('2026-11-26', four, 6), day('2026-11-27', [calendarEvent({ id: 8 })], 1)],
      'month',
    );
    expect(onRange).toHaveBeenCalled();
    const more = screen.getByTestId('calendar-more-2026-11-26');
    expect(more.textContent).toBe('+2 more');
    expect(screen.queryByTestId('calendar-more-2026-11-27')).toBeNull();
    fireEvent.click(more);
    expect(onMore).toHaveBeenCalledWith('2026-11-26');
  });

  it('lists the events in list view', () => {
    draw([day('2026-11-26', four)], 'list');
    expect(screen.getByTestId('calendar-event-4').textContent).toContain('Match 4');
  });

  it('shows no more button outside month view', () => {
    draw([day('2026-11-26', four, 6)], 'week');
    expect(screen.queryByTestId('calendar-more-2026-11-26')).toBeNull();
  });
});
