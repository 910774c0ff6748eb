import type { ParticipantBrief } from '@clutch/contract/tournament-registration';
import { describe, expect, it } from 'vitest';
import { cardSide, type RosterEntry } from './commentator-sides';

const user = (id: number, username: string, avatar: string | null = null) => ({
  id,
  username,
  avatar_url: avatar,
});
const rosters: RosterEntry[] = [
  { id: 7, players: [{ user: user(1, 'mid', '/a.png') }, { user: user(2, '') }] },
];
const team: ParticipantBrief = {
  id: 7,
  user: null,
  team: { id: 3, name: 'Radiant', avatar_url: null },
  seed: 1,
};
const player: ParticipantBrief = { id: 8, user: user(5, 'solo', '/s.png'), team: null, seed: 2 };

describe('cardSide', () => {
  it.each([
    ['an undecided side', null, { name: null, avatar: null, people: [] }],
    [
      'a team, with its roster and an unknown name as null',
      team,
      {
        name: 'Radiant',
        avatar: null,
        people: [
          { username: 'mid', avatar: '/a.png' },
          { username: null, avatar: null },
        ],
      },
    ],
    [
      'a 1_1 player, as the only person of the side',
      player,
      { name: 'solo', avatar: '/s.png', people: [{ username: 'solo', avatar: '/s.png' }] },
    ],
    [
      'a team whose name is empty',
      { ...team, team: { id: 3, name: '', avatar_url: null } },
      expect.objectContaining({ name: null }),
    ],
  ])('reads %s', (_, side, expected) => {
    expect(cardSide(side, rosters)).toEqual(expected);
  });
});
