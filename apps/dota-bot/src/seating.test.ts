import { describe, expect, it } from 'vitest';
import type { LobbyMember, LobbyTeam } from './gc-messages.js';
import { planSeating } from './seating.js';

const BOT = '76561198000000001';
const A = '76561198000000010';
const B = '76561198000000011';
const C = '76561198000000020';
const D = '76561198000000021';
const STRANGER = '76561198000000099';
const roster = { radiant: [A, B], dire: [C, D] };

function members(...seats: [string, LobbyTeam][]): LobbyMember[] {
  return seats.map(([steamId, team]) => ({ steamId, team, heroId: 0 }));
}

describe('planSeating', () => {
  it.each([
    {
      when: 'everyone sits on their listed side',
      seats: members([A, 'radiant'], [B, 'radiant'], [C, 'dire'], [D, 'dire'], [BOT, 'unassigned']),
      plan: { kickFromLobby: [], kickFromTeam: [], isFull: true },
    },
    {
      when: 'a listed player waits unassigned',
      seats: members([A, 'radiant'], [B, 'unassigned'], [C, 'dire'], [D, 'dire']),
      plan: { kickFromLobby: [], kickFromTeam: [], isFull: false },
    },
    {
      when: 'a radiant player sits on dire',
      seats: members([A, 'radiant'], [B, 'dire'], [C, 'dire'], [D, 'dire']),
      plan: { kickFromLobby: [], kickFromTeam: [B], isFull: false },
    },
    {
      when: 'a stranger takes a team slot',
      seats: members([A, 'radiant'], [B, 'radiant'], [STRANGER, 'dire'], [C, 'dire'], [D, 'dire']),
      plan: { kickFromLobby: [STRANGER], kickFromTeam: [], isFull: false },
    },
    {
      when: 'a stranger only watches',
      seats: members([STRANGER, 'spectator']),
      plan: { kickFromLobby: [STRANGER], kickFromTeam: [], isFull: false },
    },
    {
      when: 'the bot itself got a team slot',
      seats: members([BOT, 'radiant'], [A, 'radiant'], [B, 'radiant'], [C, 'dire'], [D, 'dire']),
      plan: { kickFromLobby: [], kickFromTeam: [BOT], isFull: false },
    },
    {
      when: 'a listed player spectates',
      seats: members([A, 'spectator']),
      plan: { kickFromLobby: [], kickFromTeam: [], isFull: false },
    },
  ])('when $when', ({ seats, plan }) => {
    expect(planSeating(roster, seats, BOT)).toEqual(plan);
  });

  it('never calls an empty roster full', () => {
    expect(planSeating({ radiant: [], dire: [] }, [], BOT).isFull).toBe(false);
  });

  it('launches a one-against-one as soon as both sit', () => {
    const oneVsOne = { radiant: [A], dire: [C] };
    expect(planSeating(oneVsOne, members([A, 'radiant'], [C, 'dire']), BOT).isFull).toBe(true);
  });
});
