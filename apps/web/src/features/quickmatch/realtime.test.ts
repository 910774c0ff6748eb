import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { readToasts } from '../../lib/toast';
import { lobbyQueryOptions } from './api/lobby';
import { INVITE_SHOWN_MS, inviteStore } from './invite-store';
import { lobby, publicLobby } from './lobby.fixture';
import { applyLobbyUpdate, applyQuickMatchUserPush, QUICK_MATCH_ERROR_MS } from './realtime';

const frame = (action: string, data: unknown, errors: string[] = []) => ({
  action,
  data,
  errors,
  response_status: 200,
  request_id: null,
});

const KEY = lobbyQueryOptions(12).queryKey;

function client() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(KEY, lobby({ invite_token: 'tok' }));
  return queryClient;
}

const isStale = (queryClient: QueryClient) =>
  queryClient.getQueryState(KEY)?.isInvalidated ?? false;
const messages = () => readToasts().map((toast) => toast.message);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
  inviteStore.set([]);
});

describe('quick-match-updates frames in the lobby query', () => {
  it('an update patches the lobby and keeps the caller’s token, without a refetch', () => {
    const queryClient = client();
    applyLobbyUpdate(queryClient, 12, frame('update', publicLobby({ version: 6, likes_count: 3 })));
    expect(queryClient.getQueryData(KEY)).toMatchObject({ likes_count: 3, invite_token: 'tok' });
    expect(isStale(queryClient)).toBe(false);
  });

  it('a new status patches the lobby and reads it again for the caller’s fields', () => {
    const queryClient = client();
    applyLobbyUpdate(queryClient, 12, frame('update', publicLobby({ version: 6, status: 'veto' })));
    expect(queryClient.getQueryData(KEY)?.status).toBe('veto');
    expect(isStale(queryClient)).toBe(true);
  });

  it('a delete closes the lobby and says so in the viewer’s language', async () => {
    await i18n.changeLanguage('uk');
    const queryClient = client();
    applyLobbyUpdate(queryClient, 12, frame('delete', { id: 12, reason: 'creator_left' }));
    expect(queryClient.getQueryData(KEY)?.status).toBe('cancelled');
    expect(messages()).toEqual(['Цей швидкий матч видалено.']);
    await i18n.changeLanguage('en');
  });

  it('a frame with errors shows update_error and leaves the lobby alone', () => {
    const queryClient = client();
    applyLobbyUpdate(queryClient, 12, frame('update', null, ['Lobby unavailable.']));
    expect(messages()).toEqual([i18n.t('quickmatch.errors.update_error')]);
    expect(queryClient.getQueryData(KEY)).toEqual(lobby({ invite_token: 'tok' }));
  });

  it('the match end names the statistics to open', () => {
    const outcome = applyLobbyUpdate(client(), 12, frame('match_end', { id: 12, match_id: 12 }));
    expect(outcome).toEqual({ endedMatchId: 12 });
  });
});

describe('quick-match frames on user-updates', () => {
  it('show a known error by its code for 10 s and refresh that lobby', async () => {
    await i18n.changeLanguage('zh');
    const queryClient = client();
    const data = { match_id: 12, code: 'server_error', message: 'The game server failed.' };
    expect(applyQuickMatchUserPush(queryClient, frame('quick_match_error', data))).toBe(true);
    expect(messages()).toEqual(['游戏服务器未能启动你的比赛，所有报名费均已退还。']);
    expect(isStale(queryClient)).toBe(true);
    vi.advanceTimersByTime(QUICK_MATCH_ERROR_MS - 1);
    expect(messages()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
    await i18n.changeLanguage('en');
  });

  it('show server_error_without_postpone as qmerr_postpone', () => {
    const data = { match_id: 12, code: 'server_error_without_postpone', message: 'Failed.' };
    applyQuickMatchUserPush(client(), frame('quick_match_error', data));
    expect(messages()).toEqual([i18n.t('quickmatch.errors.qmerr_postpone')]);
  });

  it('show an unknown error code in the server’s own words', () => {
    const data = { match_id: 12, code: 'lobby_on_fire', message: 'The lobby caught fire.' };
    applyQuickMatchUserPush(client(), frame('quick_match_error', data));
    expect(messages()).toEqual(['The lobby caught fire.']);
  });

  it('keep an invitation for the toast, one per lobby, for a minute', () => {
    const invite = {
      match_id: 12,
      name: 'Mid duel',
      from: { id: 9, username: 'bob', avatar_url: null },
      link: '/match/12/tok',
      token: 'tok',
      game: 1,
      type: '1_1',
    };
    applyQuickMatchUserPush(client(), frame('quick_match_invite', invite));
    applyQuickMatchUserPush(client(), frame('quick_match_invite', invite));
    expect(inviteStore.get()).toEqual([invite]);
    vi.advanceTimersByTime(INVITE_SHOWN_MS);
    expect(inviteStore.get()).toEqual([]);
  });

  it('leave every other frame to the other features', () => {
    expect(applyQuickMatchUserPush(client(), frame('notification', {}))).toBe(false);
  });
});
