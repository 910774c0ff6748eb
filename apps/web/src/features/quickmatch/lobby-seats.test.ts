import { describe, expect, it } from 'vitest';
import { lobby, player, side } from './lobby.fixture';
import { invitationLink, lobbyAbilities, seatsOf } from './lobby-seats';

const full = (ready: boolean) =>
  lobby({
    checked_in_slots: 2,
    teams: [
      side(101, 'a', [1], [player(1, 7, 'alice', { is_creator: true, is_ready: ready })]),
      side(102, 'b', [2], [player(2, 9, 'bob', { is_ready: ready })]),
    ],
  });

describe('the seats of a side', () => {
  it('lists every position, empty ones without a player', () => {
    const seats = seatsOf(side(1, 'a', [1, 2, 3], [player(2, 9, 'bob')]));
    expect(seats.map((seat) => [seat.position, seat.player?.user.username ?? null])).toEqual([
      [1, null],
      [2, 'bob'],
      [3, null],
    ]);
  });
});

describe('what the viewer may do in a lobby', () => {
  it('a visitor may take a free seat; a seated player only the one on the other side', () => {
    const visitor = lobby({
      position: null,
      team: null,
      created_by: { id: 1, username: 'x', avatar_url: null },
    });
    expect([...lobbyAbilities(visitor, 9).seatSides]).toEqual([102]);
    expect([...lobbyAbilities(lobby(), 7).seatSides]).toEqual([102]);
    expect(lobbyAbilities(lobby({ status: 'veto' }), 7).seatSides.size).toBe(0);
  });

  it('the creator starts only when every seat is taken and ready', () => {
    expect(lobbyAbilities(lobby(), 7).canStart).toBe(false);
    expect(lobbyAbilities(full(false), 7).canStart).toBe(false);
    expect(lobbyAbilities(full(true), 7).canStart).toBe(true);
    expect(lobbyAbilities(full(true), 9).canStart).toBe(false);
  });

  it('the creator removes others while the lobby waits, never themself', () => {
    const abilities = lobbyAbilities(full(false), 7);
    expect(abilities.canRemove(player(2, 9, 'bob'))).toBe(true);
    expect(abilities.canRemove(player(1, 7, 'alice'))).toBe(false);
    expect(lobbyAbilities(full(false), 9).canRemove(player(1, 7, 'alice'))).toBe(false);
    expect(lobbyAbilities(lobby({ status: 'in_game' }), 7).canRemove(player(2, 9, 'bob'))).toBe(
      false,
    );
  });

  it('players leave before the match starts, and invite while a seat is free', () => {
    expect(lobbyAbilities(lobby(), 7)).toMatchObject({ canLeave: true, canInvite: true });
    expect(lobbyAbilities(lobby({ status: 'ready_check' }), 7).canLeave).toBe(true);
    expect(lobbyAbilities(lobby({ status: 'veto' }), 7).canLeave).toBe(false);
    expect(lobbyAbilities(full(false), 7).canInvite).toBe(false);
  });

  it('offers joining with a team only in a 5x5 lobby to someone not seated', () => {
    const five = lobby({ type: '5_5', position: null, team: null });
    expect(lobbyAbilities(five, 9).canJoinWithTeam).toBe(true);
    expect(lobbyAbilities(lobby({ position: null, team: null }), 9).canJoinWithTeam).toBe(false);
  });
});

describe('the invitation link', () => {
  it('is {origin}/match/{id}/{token} for a closed lobby, none for an open one', () => {
    const closed = lobby({ is_opened: false, invite_token: 'Ab_9' });
    expect(invitationLink('https://clutch.gg', closed)).toBe('https://clutch.gg/match/12/Ab_9');
    expect(invitationLink('https://clutch.gg', lobby({ invite_token: 'Ab_9' }))).toBeNull();
    expect(invitationLink('https://clutch.gg', lobby({ is_opened: false }))).toBeNull();
  });
});
