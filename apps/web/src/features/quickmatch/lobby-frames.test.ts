import { describe, expect, it } from 'vitest';
import { lobby, player, publicLobby, side, heroVeto } from './lobby.fixture';
import { lobbyAfterAnswer, lobbyAfterFrame } from './lobby-frames';

const frame = (action: string, data: unknown, errors: string[] = []) => ({
  action,
  data,
  errors,
  response_status: errors.length > 0 ? 400 : 200,
  request_id: 'quick-match-updates:1',
});

const CALLER = {
  position: 1,
  is_ready: true,
  team: 101,
  team_name: 'Side A',
  allowed_hero: { id: 11, name: 'Shadow Fiend', image: '/sf.svg' },
  lobby_data: { lobby_name: 'clutch-12', password: 'secret' },
  connection_string: null,
  invite_token: 'tok',
  user_action: 'like' as const,
};

describe('a pushed lobby in the cache', () => {
  it('replaces the public fields and keeps what only the caller sees', () => {
    const cached = lobby({ ...CALLER, likes_count: 1 });
    const pushed = publicLobby({ version: 6, likes_count: 4, checked_in_slots: 2 });
    const outcome = lobbyAfterFrame(cached, 12, frame('update', pushed));
    expect(outcome).toEqual({
      kind: 'applied',
      lobby: { ...pushed, ...CALLER },
      refetch: false,
    });
  });

  it('reads the subscribe answer and a retrieve answer like an update', () => {
    for (const action of ['subscribe_instance', 'retrieve']) {
      const outcome = lobbyAfterFrame(lobby(), 12, frame(action, publicLobby({ version: 6 })));
      expect(outcome.kind, action).toBe('applied');
    }
  });

  it.each([
    ['the status changed', publicLobby({ version: 6, status: 'ready_check' })],
    ['the version jumped: a push was missed', publicLobby({ version: 8 })],
    [
      'the caller’s seat changed hands (they were removed)',
      publicLobby({ version: 6, teams: [side(101, 'a', [1], []), side(102, 'b', [2], [])] }),
    ],
  ])('asks for the caller’s fields again when %s', (_, pushed) => {
    const outcome = lobbyAfterFrame(lobby(), 12, frame('update', pushed));
    expect(outcome.kind === 'applied' && outcome.refetch).toBe(true);
  });

  it('does not refetch when someone else takes a seat', () => {
    const teams = [
      side(101, 'a', [1], [player(1, 7, 'alice', { is_creator: true })]),
      side(102, 'b', [2], [player(2, 9, 'bob')]),
    ];
    const outcome = lobbyAfterFrame(
      lobby(),
      12,
      frame('update', publicLobby({ version: 6, teams })),
    );
    expect(outcome.kind === 'applied' && outcome.refetch).toBe(false);
  });

  it('ignores a push older than the lobby shown, or for another lobby', () => {
    expect(lobbyAfterFrame(lobby(), 12, frame('update', publicLobby({ version: 4 })))).toEqual({
      kind: 'ignored',
    });
    expect(lobbyAfterFrame(lobby(), 12, frame('update', publicLobby({ id: 13 })))).toEqual({
      kind: 'ignored',
    });
  });

  it('refetches when nothing is cached yet, and ignores a malformed lobby', () => {
    expect(lobbyAfterFrame(undefined, 12, frame('update', publicLobby()))).toEqual({
      kind: 'refetch',
    });
    expect(lobbyAfterFrame(lobby(), 12, frame('update', { id: 12 }))).toEqual({ kind: 'ignored' });
  });
});

describe('other quick-match-updates frames', () => {
  it('a veto push replaces the pick-and-ban, a late one for an earlier turn does not', () => {
    const later = heroVeto({
      moves: [{ side: 'a', action: 'ban', item: '2', random: false }],
      available: ['1', '3', '4'],
    });
    const cached = lobby({ status: 'veto', veto: later });
    const applied = lobbyAfterFrame(
      lobby({ status: 'veto' }),
      12,
      frame('veto', { ...later, id: 12 }),
    );
    expect(applied).toEqual({ kind: 'applied', lobby: cached, refetch: false });
    expect(lobbyAfterFrame(cached, 12, frame('veto', { ...heroVeto(), id: 12 }))).toEqual({
      kind: 'ignored',
    });
  });

  it('a delete marks the lobby closed', () => {
    const outcome = lobbyAfterFrame(
      lobby(),
      12,
      frame('delete', { id: 12, reason: 'creator_left' }),
    );
    expect(outcome).toEqual({ kind: 'deleted', lobby: lobby({ status: 'cancelled' }) });
  });

  it('the match end names the statistics to open', () => {
    expect(lobbyAfterFrame(lobby(), 12, frame('match_end', { id: 12, match_id: 12 }))).toEqual({
      kind: 'ended',
      matchId: 12,
    });
  });

  it('a frame with errors is a failure, whatever its action', () => {
    expect(lobbyAfterFrame(lobby(), 12, frame('veto', null, ['Not your turn.']))).toEqual({
      kind: 'failed',
    });
  });
});

describe('an action’s answer against the cache', () => {
  it('takes the answer when it is as new as the lobby shown', () => {
    const answer = lobby({ version: 6, position: 2 });
    expect(lobbyAfterAnswer(lobby(), answer)).toBe(answer);
  });

  it('keeps a newer push’s public fields but the answer’s seat', () => {
    const pushed = lobby({ version: 9, checked_in_slots: 2 });
    const answer = lobby({ version: 6, position: null, team: null, team_name: null });
    expect(lobbyAfterAnswer(pushed, answer)).toEqual({
      ...pushed,
      position: null,
      team: null,
      team_name: null,
    });
  });
});
