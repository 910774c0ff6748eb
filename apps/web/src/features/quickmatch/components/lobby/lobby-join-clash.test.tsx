// @vitest-environment jsdom
// Taking a seat in a timed lobby that overlaps the viewer's matches: the server's clash warning opens
// the confirm, 'Join anyway' sends the join again with confirm_clash=true, 'Cancel' sends nothing.
import type { CalendarClash } from '@clutch/contract/calendar';
import type { QuickMatch } from '@clutch/contract/quickmatch';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '../../../../lib/i18n';
import { lobbyQueryOptions } from '../../api/lobby';
import { lobby, player, side } from '../../lobby.fixture';
import { lobbyAbilities } from '../../lobby-seats';
import { LobbyActions } from './lobby-actions';
import { stubMatchMedia } from '../../../../test/jsdom-stubs';

const VIEWER = 9;
const TIMED = lobby({
  game_time_type: 'timed',
  game_time: '2030-01-01T18:00:00.000Z',
  position: null,
  is_ready: false,
  team: null,
  team_name: null,
});
const SEATED: QuickMatch = {
  ...TIMED,
  position: 2,
  team: 102,
  team_name: 'Side B',
  checked_in_slots: 2,
  teams: [
    side(101, 'a', [1], [player(1, 7, 'alice', { is_creator: true })]),
    side(102, 'b', [2], [player(2, VIEWER, 'bob')]),
  ],
};
const CLASH: CalendarClash = {
  id: 31,
  kind: 'tournament',
  title: 'Winter Cup',
  start_time: '2030-01-01T17:45:00.000Z',
  end_time: '2030-01-01T19:15:00.000Z',
  tournament_id: 4,
  quick_match_id: null,
};
const WARNING = {
  detail: 'These matches overlap matches you already play.',
  code: 'conflict',
  calendar_clashes: [CLASH],
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let urls: string[] = [];

beforeEach(() => {
  urls = [];
  setLocale('en');
  stubMatchMedia();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      return Promise.resolve(
        url.includes('confirm_clash=true') ? answer(200, SEATED) : answer(409, WARNING),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderActions() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(lobbyQueryOptions(TIMED.id).queryKey, TIMED);
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <QueryClientProvider client={queryClient}>
            <LobbyActions
              lobby={TIMED}
              abilities={lobbyAbilities(TIMED, VIEWER)}
              viewerId={VIEWER}
              token={undefined}
              onLeft={() => undefined}
              onShowGame={() => undefined}
            />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
  return queryClient;
}

describe('joining a timed lobby that clashes with the viewer’s matches', () => {
  it('when the server warns, then the confirm lists the clash in the viewer’s time zone, and Join anyway joins with confirm_clash=true', async () => {
    const queryClient = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Join the lobby' }));

    const item = await screen.findByTestId('clash-item');
    expect(screen.getByText('These matches overlap')).toBeTruthy();
    expect(item.textContent).toContain('Winter Cup');
    // TZ is Asia/Kathmandu (+05:45) in the web tests: 17:45Z is 23:30, 19:15Z the next day's 01:00.
    expect(item.textContent).toContain('Tournament · 01/01/2030 23:30–02/01/2030 01:00');
    expect(urls).toEqual(['/api/quickmatch/12/join/']);

    fireEvent.click(screen.getByRole('button', { name: 'Join anyway' }));
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(urls[1]).toBe('/api/quickmatch/12/join/?confirm_clash=true');
    await waitFor(() => expect(screen.queryByTestId('clash-confirm')).toBeNull());
    await waitFor(() =>
      expect(queryClient.getQueryData(lobbyQueryOptions(12).queryKey)).toMatchObject({
        position: 2,
      }),
    );
  });

  it('when the viewer cancels, then nothing more is sent and the confirm closes', async () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Join the lobby' }));
    await screen.findByTestId('clash-confirm');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('clash-confirm')).toBeNull());
    expect(urls).toEqual(['/api/quickmatch/12/join/']);
    expect(screen.getByRole('button', { name: 'Join the lobby' })).toBeTruthy();
  });
});
