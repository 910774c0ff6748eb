// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { readToasts } from '../../../lib/toast';
import { stubBrowserApis } from './browser-stubs';
import { day, timedEvent } from '../calendar.fixture';
import { CalendarScreen } from './calendar-screen';

const FEED = {
  url: 'https://clutch.example/api/events_calendar/feed/abc.ics',
  webcal_url: 'webcal://clutch.example/api/events_calendar/feed/abc.ics',
};
const busy = [1, 2, 3, 4].map((id) =>
  timedEvent(id, `2026-11-26T0${String(id)}:00:00.000Z`, `2026-11-26T0${String(id)}:30:00.000Z`),
);
const NEW_FEED = {
  url: 'https://clutch.example/api/events_calendar/feed/new.ics',
  webcal_url: 'webcal://clutch.example/api/events_calendar/feed/new.ics',
};
let requests: URL[] = [];
let methods: string[] = [];

beforeEach(() => {
  requests = [];
  methods = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  stubBrowserApis();
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const address = new URL(url, 'http://localhost');
    requests.push(address);
    methods.push(`${init.method ?? 'GET'} ${address.pathname}`);
    const body =
      address.pathname === '/api/events_calendar/feed/regenerate/'
        ? NEW_FEED
        : address.pathname === '/api/events_calendar/feed/'
          ? FEED
          : address.searchParams.get('month_view') === 'true'
            ? [day('2026-11-26', busy, 6)]
            : [
                day('2026-11-26', [
                  ...busy,
                  timedEvent(5, '2026-11-26T06:00:00Z', '2026-11-26T07:00:00Z'),
                ]),
              ];
    return Promise.resolve(Response.json(body));
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function show(path = '/profile/me/calendar') {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <CalendarScreen />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const userEvents = () => requests.filter((url) => url.pathname.endsWith('/user-events/'));

describe('CalendarScreen', () => {
  it('loads the visible month in the browser’s zone and opens a busy day’s more view', async () => {
    show();
    await screen.findByTestId('calendar-event-1');
    const [first] = userEvents();
    expect(Object.fromEntries(first?.searchParams ?? [])).toEqual({
      date_start: '2026-11-01',
      date_end: '2026-12-12',
      month_view: 'true',
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      lang: 'en',
    });

    fireEvent.click(screen.getByTestId('calendar-more-2026-11-26'));
    await screen.findByTestId('calendar-more-event-5');
    const more = userEvents().at(-1);
    expect(more?.searchParams.get('date_start')).toBe('2026-11-26');
    expect(more?.searchParams.get('date_end')).toBe('2026-11-26');
    expect(more?.searchParams.get('month_view')).toBe('false');
  });

  it('switches views with the toolbar and asks without month_view', async () => {
    show();
    await screen.findByTestId('calendar-event-1');
    fireEvent.click(screen.getByTestId('calendar-view-day'));
    await waitFor(() => expect(userEvents().at(-1)?.searchParams.get('month_view')).toBe('false'));
    expect(userEvents().at(-1)?.searchParams.get('date_start')).toBe('2026-11-25');
  });

  it('shows the feed address, copies it with a notice, and ignores a clipboard that refuses', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show();
    const field = screen.getByTestId('calendar-feed-url');
    await waitFor(() => expect(field).toHaveProperty('value', FEED.url));
    expect(screen.getByTestId('calendar-feed-open').getAttribute('href')).toBe(FEED.webcal_url);

    fireEvent.click(screen.getByTestId('calendar-feed-copy'));
    await waitFor(() =>
      expect(readToasts().map((toast) => toast.message)).toContain('Link copied'),
    );
    expect(writeText).toHaveBeenCalledWith(FEED.url);

    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    fireEvent.click(screen.getByTestId('calendar-feed-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
  });

  it('makes a new feed address after a confirm that says the old one stops working', async () => {
    show();
    const field = screen.getByTestId('calendar-feed-url');
    await waitFor(() => expect(field).toHaveProperty('value', FEED.url));
    fireEvent.click(screen.getByTestId('calendar-feed-regenerate'));
    expect(screen.getByTestId('calendar-feed-regenerate-confirm').textContent).toContain(
      'The old link stops working at once',
    );
    expect(methods).not.toContain('POST /api/events_calendar/feed/regenerate/');
    fireEvent.click(screen.getByTestId('calendar-feed-regenerate-yes'));
    await waitFor(() => expect(field).toHaveProperty('value', NEW_FEED.url));
    expect(methods).toContain('POST /api/events_calendar/feed/regenerate/');
  });

  it('asks for Ukrainian names under /ua and lets FullCalendar speak Ukrainian', async () => {
    await i18n.changeLanguage('uk');
    try {
      show('/ua/profile/me/calendar');
      await screen.findByTestId('calendar-event-1');
      expect(userEvents()[0]?.searchParams.get('lang')).toBe('ua');
      expect(screen.getByTestId('calendar-view-month').textContent).toBe('Місяць');
      expect(screen.getByTestId('calendar-title').textContent).toMatch(/листопад/i);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
