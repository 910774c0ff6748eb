// @vitest-environment jsdom
import type { CalendarEvent } from '@clutch/contract/calendar';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { readToasts } from '../../../lib/toast';
import { stubBrowserApis } from './browser-stubs';
import { calendarEvent } from '../calendar.fixture';
import { EventModal } from './event-modal';

interface Sent {
  method: string;
  url: string;
}

let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  stubBrowserApis();
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ method: init.method ?? 'GET', url });
    return Promise.resolve(new Response(null, { status: 204 }));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(event: CalendarEvent, onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <EventModal event={event} timeZone="Europe/Kyiv" onClose={onClose} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return onClose;
}

describe('EventModal', () => {
  it('shows the title, round, roles, the time in the viewer’s zone, the status and the tournament link', () => {
    show(
      calendarEvent({
        id: 5,
        title: 'Winter Cup',
        is_organizer: true,
        is_player: true,
        display_end: '2026-11-26T11:30:00.000Z',
      }),
    );
    const modal = screen.getByTestId('calendar-event-modal');
    expect(screen.getByText('Winter Cup')).toBeTruthy();
    expect(screen.getByTestId('calendar-event-round').textContent).toBe('Round 1/2');
    expect(screen.getByTestId('calendar-event-role-organizer').textContent).toBe('Organiser');
    expect(screen.getByTestId('calendar-event-role-player').textContent).toBe('Player');
    expect(screen.getByTestId('calendar-event-time').textContent).toBe(
      '26/11/2026 12:00 – 26/11/2026 13:30',
    );
    expect(modal.textContent).toContain('Scheduled');
    expect(screen.getByTestId('calendar-event-link').getAttribute('href')).toBe('/tournaments/7');
    expect(screen.queryByTestId('calendar-event-cancel-application')).toBeNull();
  });

  it('asks before hiding, says the viewer stays in the tournament, then sends DELETE and closes', async () => {
    const onClose = show(calendarEvent({ id: 5 }));
    fireEvent.click(screen.getByTestId('calendar-event-delete'));
    const confirm = screen.getByTestId('calendar-delete-confirm');
    expect(confirm.textContent).toContain('only hides the event from your calendar');
    expect(confirm.textContent).toContain('do not leave the tournament or the lobby');
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByTestId('calendar-delete-confirm-yes'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ method: 'DELETE', url: '/api/events_calendar/delete-event/5/' }]);
    expect(readToasts().map((toast) => [toast.kind, toast.message])).toContainEqual([
      'success',
      'The event was removed from your calendar.',
    ]);
  });

  it('sends nothing when the confirm is left with Back', () => {
    const onClose = show(calendarEvent({ id: 5 }));
    fireEvent.click(screen.getByTestId('calendar-event-delete'));
    fireEvent.click(screen.getByText('Back'));
    expect(screen.queryByTestId('calendar-delete-confirm')).toBeNull();
    expect(screen.getByTestId('calendar-event-delete')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancels a pending application through the tournament’s cansel-application', async () => {
    const onClose = show(calendarEvent({ id: 5, is_player: false, is_pending: true }));
    fireEvent.click(screen.getByTestId('calendar-event-cancel-application'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ method: 'DELETE', url: '/api/tournaments/7/cansel-application/' }]);
  });

  it('leads a quick match to its page', () => {
    const base = calendarEvent({ id: 6 });
    show({ ...base, kind: 'quick_match', tournament: null, match: { ...base.match, id: 31 } });
    expect(screen.getByTestId('calendar-event-link').getAttribute('href')).toBe('/match/31');
    expect(screen.getByTestId('calendar-event-link').textContent).toBe('To the match');
  });
});
