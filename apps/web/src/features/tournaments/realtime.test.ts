import type { GridMatch } from '@clutch/contract/tournament-matches';
import { MATCH_ERROR_NOTICE_MS, WIN_NOTICE_MS } from '@clutch/contract/tournament-live';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { readToasts } from '../../lib/toast';
import { gridQueryOptions } from './api/grid';
import { tournamentQueryOptions } from './api/tournaments';
import { gridMatch } from './grid-match.fixture';
import { applyGridUpdate, applyTournamentUpdate } from './realtime';

const frame = (action: string, data: unknown, version?: number) => ({
  action,
  data,
  errors: [],
  response_status: 200,
  request_id: null,
  ...(version === undefined ? {} : { version }),
});

function match(id: number, overrides: Partial<GridMatch> = {}): GridMatch {
  return gridMatch({ id, level: 1, position: 1, status: 'in_game', ...overrides });
}

function client() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(gridQueryOptions(4).queryKey, [match(1)]);
  queryClient.setQueryData(tournamentQueryOptions(4).queryKey, {} as never);
  return queryClient;
}

const isStale = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated ?? false;
const messages = () => readToasts().map((toast) => toast.message);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('grid-updates frames in the cache', () => {
  it('patch the match, and a finished one refreshes the tournament too', () => {
    const queryClient = client();
    const finished = match(1, { status: 'finished', score_a: 2, winner: 3 });
    const versions = applyGridUpdate(queryClient, 4, new Map(), frame('grid_update', finished, 2));
    expect(queryClient.getQueryData(gridQueryOptions(4).queryKey)).toEqual([finished]);
    expect(versions.get(1)).toBe(2);
    expect(isStale(queryClient, tournamentQueryOptions(4).queryKey)).toBe(true);
  });

  it('refetch the bracket when a match is unknown, and leave the tournament alone', () => {
    const queryClient = client();
    applyGridUpdate(queryClient, 4, new Map(), frame('grid_update', match(8), 1));
    expect(isStale(queryClient, gridQueryOptions(4).queryKey)).toBe(true);
    expect(isStale(queryClient, tournamentQueryOptions(4).queryKey)).toBe(false);
  });
});

describe('tournament-updates notices', () => {
  it('show the win in the viewer’s language for 25 s and refresh the bracket', async () => {
    await i18n.changeLanguage('uk');
    const queryClient = client();
    applyTournamentUpdate(
      queryClient,
      frame('win', {
        tournament_id: 4,
        match_id: 1,
        message: 'Congratulations! You won the match!',
      }),
    );
    expect(messages()).toEqual(['Вітаємо! Ви виграли матч!']);
    expect(isStale(queryClient, gridQueryOptions(4).queryKey)).toBe(true);
    vi.advanceTimersByTime(WIN_NOTICE_MS - 1);
    expect(messages()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
    await i18n.changeLanguage('en');
  });

  it('show a known match error by its code for 30 s', () => {
    const data = { tournament_id: 4, match_id: 1, code: 'disputed', message: 'Disputed.' };
    applyTournamentUpdate(client(), frame('match_error', data));
    expect(messages()).toEqual([i18n.t('tournaments.live.errors.disputed')]);
    vi.advanceTimersByTime(MATCH_ERROR_NOTICE_MS - 1);
    expect(messages()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('say when a postponed match now starts, in the viewer’s time', () => {
    const startTime = '2030-01-01T10:30:00.000Z';
    const data = {
      tournament_id: 4,
      match_id: 1,
      code: 'postponed',
      message: 'The match was postponed to 2030-01-01 10:30 UTC.',
      start_time: startTime,
    };
    applyTournamentUpdate(client(), frame('match_error', data));
    expect(messages()).toEqual([
      i18n.t('tournaments.live.errors.postponedTo', { time: formatDateTime(startTime) }),
    ]);
    expect(messages()[0]).toContain(formatDateTime(startTime));
  });

  it('show an unknown match error in the server’s own words', () => {
    const data = {
      tournament_id: 4,
      match_id: 1,
      code: 'lobby_gone',
      message: 'The lobby closed.',
    };
    applyTournamentUpdate(client(), frame('match_error', data));
    expect(messages()).toEqual(['The lobby closed.']);
  });

  it('refresh the tournament and its bracket on a status change, without a notice', () => {
    const queryClient = client();
    applyTournamentUpdate(
      queryClient,
      frame('tournament_status', { tournament_id: 4, status: 'finished' }),
    );
    expect(isStale(queryClient, tournamentQueryOptions(4).queryKey)).toBe(true);
    expect(isStale(queryClient, gridQueryOptions(4).queryKey)).toBe(true);
    expect(messages()).toEqual([]);
  });

  it('ignore a frame that does not match its action’s shape', () => {
    const queryClient = client();
    applyTournamentUpdate(queryClient, frame('match_status', { tournament_id: 'x' }));
    expect(isStale(queryClient, gridQueryOptions(4).queryKey)).toBe(false);
    expect(messages()).toEqual([]);
  });
});
