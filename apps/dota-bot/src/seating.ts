// Who sits where in a hosted lobby: which members to move out of a team slot, which to kick, and
// whether both sides hold exactly their listed players so the game can launch. Pure.
import type { LobbyMember, LobbyTeam } from './gc-messages.js';

export interface Roster {
  radiant: readonly string[];
  dire: readonly string[];
}

export interface SeatingPlan {
  /** Strangers: in neither side's list. */
  kickFromLobby: string[];
  /** Members in a team slot that is not theirs (the bot itself included): back to unassigned. */
  kickFromTeam: string[];
  /** Both sides hold exactly their listed players and nobody else. */
  isFull: boolean;
}

function isTeamSlot(team: LobbyTeam): team is 'radiant' | 'dire' {
  return team === 'radiant' || team === 'dire';
}

function listedSideOf(roster: Roster, steamId: string): 'radiant' | 'dire' | null {
  if (roster.radiant.includes(steamId)) return 'radiant';
  if (roster.dire.includes(steamId)) return 'dire';
  return null;
}

function holdsExactly(members: readonly LobbyMember[], team: LobbyTeam, listed: readonly string[]) {
  const seated = members.filter((member) => member.team === team).map((member) => member.steamId);
  return seated.length === listed.length && listed.every((steamId) => seated.includes(steamId));
}

export function planSeating(
  roster: Roster,
  members: readonly LobbyMember[],
  botSteamId: string | null,
): SeatingPlan {
  const kickFromLobby: string[] = [];
  const kickFromTeam: string[] = [];
  for (const member of members) {
    if (member.steamId === botSteamId) {
      // The bot hosts; it must not take a player's slot.
      if (isTeamSlot(member.team)) kickFromTeam.push(member.steamId);
      continue;
    }
    const side = listedSideOf(roster, member.steamId);
    if (side === null) kickFromLobby.push(member.steamId);
    else if (isTeamSlot(member.team) && member.team !== side) kickFromTeam.push(member.steamId);
  }
  const hasPlayers = roster.radiant.length + roster.dire.length > 0;
  const isFull =
    hasPlayers &&
    holdsExactly(members, 'radiant', roster.radiant) &&
    holdsExactly(members, 'dire', roster.dire);
  return { kickFromLobby, kickFromTeam, isFull };
}
