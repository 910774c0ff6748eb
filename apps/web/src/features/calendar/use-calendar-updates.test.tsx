// @vitest-environment jsdom
import type { CalendarDay } from '@clutch/contract/calendar';
import type { ServerFrame } from '@clutch/contract/realtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelListener } from '../../lib/socket-client';
import { userEventsQueryOptions } from './api/user-events';
import { day, timedEvent } from './calendar.fixture';
import { queryForRange } from './calendar-events';
import { rememberOwnChange } from './own-changes';
import { useCalendarUpdates } from './use-calendar-updates';

const heard = vi.hoisted(() => ({ channel: '', listener: null as ChannelListener | null }));
vi.mock('../../lib/live-socket', () => ({
  liveSocket: {
    listen: (channel: string, listener: ChannelListener) => {
      heard.channel = channel;
      heard.listener = listener;
      return { send: () => false, stop: () => undefined };
    },
  },
}));

afterEach(cleanup);

const UTC = 'UTC';
const a = timedEvent(1, '2026-11-26T10:00:00.000Z', '2026-11-26T11:00:00.000Z');
const weekQuery = queryForRange(
  { start: new Date('2026-11-26T00:00:00'), end: new Date('2026-11-27T00:00:00') },
  'week',
  UTC,
  'en',
);
const monthQuery = { ...weekQuery, month_view: true };
const frame = (action: string, data: unknown): ServerFrame => ({
  action,
  data,
  errors: [],
  response_status: 200,
  request_id: null,
});

function listen(isMonthView: boolean) {
  const queryClient = new QueryClient();
  const days: CalendarDay[] = [day('2026-11-26', [a])];
  queryClient.setQueryData(userEventsQueryOptions(weekQuery).queryKey, days);
  queryClient.setQueryData(userEventsQueryOptions(monthQuery).queryKey, days);
  const onNewData = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useCalendarUpdates({ isMonthView, timeZone: UTC, onNewData }), { wrapper });
  const read = (query: typeof weekQuery) =>
    queryClient
      .getQueryData(userEventsQueryOptions(query).queryKey)
      ?.flatMap((item) => item.events.map((event) => [event.id, event.title]));
  return { onNewData, read };
}

describe('useCalendarUpdates', () => {
  it('listens on events-updates', () => {
    listen(false);
    expect(heard.channel).toBe('events-updates');
  });

  it('in month view only raises the flag', () => {
    const { onNewData, read } = listen(true);
    heard.listener?.onFrame(frame('event_delete', { id: 1 }));
    expect(onNewData).toHaveBeenCalledTimes(1);
    expect(read(monthQuery)).toEqual([[1, a.title]]);
    expect(read(weekQuery)).toEqual([[1, a.title]]);
  });

  it('in other views replaces, adds and deletes events in place', () => {
    const { onNewData, read } = listen(false);
    heard.listener?.onFrame(frame('event_update', { ...a, title: 'Renamed' }));
    expect(read(weekQuery)).toEqual([[1, 'Renamed']]);
    const b = timedEvent(2, '2026-11-26T12:00:00.000Z', '2026-11-26T13:00:00.000Z');
    heard.listener?.onFrame(frame('event_update', b));
    expect(read(weekQuery)).toEqual([
      [1, 'Renamed'],
      [2, b.title],
    ]);
    heard.listener?.onFrame(frame('event_delete', { id: 1 }));
    expect(read(weekQuery)).toEqual([[2, b.title]]);
    // Month ranges are not patched: they load again when shown.
    expect(read(monthQuery)).toEqual([[1, a.title]]);
    expect(onNewData).not.toHaveBeenCalled();
  });

  it('ignores a malformed push', () => {
    const { onNewData, read } = listen(false);
    heard.listener?.onFrame(frame('event_update', { id: 'x' }));
    expect(read(weekQuery)).toEqual([[1, a.title]]);
    expect(onNewData).not.toHaveBeenCalled();
  });

  it('raises no flag in month view for the echo of a change made here, once', () => {
    const { onNewData } = listen(true);
    rememberOwnChange(1);
    heard.listener?.onFrame(frame('event_delete', { id: 1 }));
    expect(onNewData).not.toHaveBeenCalled();
    heard.listener?.onFrame(frame('event_delete', { id: 1 }));
    expect(onNewData).toHaveBeenCalledTimes(1);
  });
});
