// The two sides of the commentator's match card (spec 2 screen 15): a side's name (the team's, or
// the 1_1 player's) and the people who play for it, from the players list's rosters. A side not yet
// decided, or a name the card cannot know, is null: the card shows a question mark for it.
import type { UserBrief } from '@clutch/contract/common';
import type { ParticipantBrief } from '@clutch/contract/tournament-registration';

export interface CardPerson {
  username: string | null;
  avatar: string | null;
}

export interface CardSide {
  name: string | null;
  avatar: string | null;
  people: CardPerson[];
}

/** What the card needs of `players/`: each participant's roster. */
export interface RosterEntry {
  id: number;
  players: { user: UserBrief }[];
}

const person = (user: UserBrief): CardPerson => ({
  username: user.username === '' ? null : user.username,
  avatar: user.avatar_url,
});

export function cardSide(side: ParticipantBrief | null, rosters: readonly RosterEntry[]): CardSide {
  if (side === null) return { name: null, avatar: null, people: [] };
  const roster = rosters.find((entry) => entry.id === side.id)?.players ?? [];
  if (side.team !== null)
    return {
      name: side.team.name === '' ? null : side.team.name,
      avatar: side.team.avatar_url,
      people: roster.map((member) => person(member.user)),
    };
  if (side.user !== null) {
    const player = person(side.user);
    return { name: player.username, avatar: player.avatar, people: [player] };
  }
  return { name: null, avatar: null, people: roster.map((member) => person(member.user)) };
}
