// @vitest-environment jsdom
// Joining a tournament whose start overlaps the viewer's matches: the clash warning opens the
// confirm, and 'Join anyway' registers with confirm_clash=true under the same Idempotency-Key, so a
// retry of the confirmed attempt still holds the entry fee once.
import type { JoinResult } from '@clutch/contract/tournament-registration';
import { Button, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClashConfirm } from '../../../components/clashes/clash-confirm';
import { i18n, setLocale } from '../../../lib/i18n';
import { useJoinTournament } from './registration';
import { jsonAnswer, stubMatchMedia } from '../../../test/jsdom-stubs';

const WARNING = {
  detail: 'These matches overlap matches you already play.',
  code: 'conflict',
  calendar_clashes: [
    {
      id: 40,
      kind: 'quick_match',
      title: 'Evening duel',
      start_time: '2030-03-01T12:15:00.000Z',
      end_time: '2030-03-01T13:15:00.000Z',
      tournament_id: null,
      quick_match_id: 8,
    },
  ],
};
const JOINED: JoinResult = {
  user_type: 1,
  status: 'registered',
  participant_id: 3,
  application_id: null,
};

interface Sent {
  url: string;
  key: string | null;
  body: unknown;
}
let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  setLocale('en');
  stubMatchMedia();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
      sent.push({ url, key: headers.get('Idempotency-Key'), body });
      const confirmed = url.includes('confirm_clash=true');
      return Promise.resolve(confirmed ? jsonAnswer(201, JOINED) : jsonAnswer(409, WARNING));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function JoinButton({ onJoined }: { onJoined: (result: JoinResult) => void }) {
  const [confirmClashes, clashModal] = useClashConfirm();
  const join = useJoinTournament(4, onJoined, confirmClashes);
  return (
    <>
      <Button onClick={() => join.mutate({ body: { user: 9 }, idempotencyKey: 'attempt-1' })}>
        Join
      </Button>
      {clashModal}
    </>
  );
}

function renderJoin(onJoined: (result: JoinResult) => void) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <JoinButton onJoined={onJoined} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('joining a tournament that clashes with the viewer’s matches', () => {
  it('when the viewer joins anyway, then the same attempt is registered with confirm_clash=true and reported once', async () => {
    const joined: JoinResult[] = [];
    renderJoin((result) => joined.push(result));
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));

    const item = await screen.findByTestId('clash-item');
    // Asia/Kathmandu (+05:45): 12:15Z–13:15Z reads 18:00–19:00 the same day.
    expect(item.textContent).toBe('Evening duelQuick match · 01/03/2030 18:00–19:00');
    expect(joined).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Join anyway' }));
    await waitFor(() => expect(joined).toEqual([JOINED]));
    expect(sent).toEqual([
      { url: '/api/tournaments/register/4/', key: 'attempt-1', body: { user: 9 } },
      {
        url: '/api/tournaments/register/4/?confirm_clash=true',
        key: 'attempt-1',
        body: { user: 9 },
      },
    ]);
    expect(screen.queryByTestId('clash-confirm')).toBeNull();
  });

  it('when the viewer cancels, then nothing is registered and nothing is reported', async () => {
    const joined: JoinResult[] = [];
    renderJoin((result) => joined.push(result));
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByTestId('clash-confirm');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('clash-confirm')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(joined).toEqual([]);
  });
});
