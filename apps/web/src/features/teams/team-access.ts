// Who sees what on a team page: the settings tab is the leader's alone, the voting tab exists only
// while a captain vote is open, and an address naming a tab the viewer cannot have is redirected.
export type TeamTab = 'overview' | 'players' | 'settings' | 'voting';

export interface TeamViewer {
  isLeader: boolean;
  isVoteActive: boolean;
}

export function isTeamLeader(team: { leader_id: { id: number } }, userId: number): boolean {
  return team.leader_id.id === userId;
}

export function isTeamMember(
  team: { players: readonly { player_id: { id: number } }[] },
  userId: number,
): boolean {
  return team.players.some((player) => player.player_id.id === userId);
}

export function visibleTeamTabs({ isLeader, isVoteActive }: TeamViewer): TeamTab[] {
  const tabs: TeamTab[] = ['overview', 'players'];
  if (isLeader) tabs.push('settings');
  if (isVoteActive) tabs.push('voting');
  return tabs;
}

/** Where an address for `tab` goes instead, or null when the viewer may stay. */
export function teamTabRedirect(tab: TeamTab, viewer: TeamViewer): TeamTab | null {
  if (tab === 'voting' && !viewer.isVoteActive) return 'players';
  if (tab === 'settings' && !viewer.isLeader) return 'overview';
  return null;
}
