import { describe, expect, it } from 'vitest';
import { isTeamLeader, isTeamMember, teamTabRedirect, visibleTeamTabs } from './team-access';

const team = {
  leader_id: { id: 1 },
  players: [{ player_id: { id: 1 } }, { player_id: { id: 2 } }],
};

describe('visibleTeamTabs', () => {
  it.each([
    { isLeader: false, isVoteActive: false, tabs: ['overview', 'players'] },
    { isLeader: true, isVoteActive: false, tabs: ['overview', 'players', 'settings'] },
    { isLeader: false, isVoteActive: true, tabs: ['overview', 'players', 'voting'] },
    { isLeader: true, isVoteActive: true, tabs: ['overview', 'players', 'settings', 'voting'] },
  ])(
    'when leader is $isLeader and a vote active is $isVoteActive, then the tabs are $tabs',
    ({ tabs, ...viewer }) => {
      expect(visibleTeamTabs(viewer)).toEqual(tabs);
    },
  );
});

describe('teamTabRedirect', () => {
  it.each([
    { tab: 'voting', isLeader: true, isVoteActive: false, to: 'players' },
    { tab: 'voting', isLeader: false, isVoteActive: false, to: 'players' },
    { tab: 'voting', isLeader: false, isVoteActive: true, to: null },
    { tab: 'settings', isLeader: false, isVoteActive: true, to: 'overview' },
    { tab: 'settings', isLeader: true, isVoteActive: false, to: null },
    { tab: 'overview', isLeader: false, isVoteActive: false, to: null },
    { tab: 'players', isLeader: false, isVoteActive: false, to: null },
  ] as const)(
    'when $tab is opened (leader $isLeader, vote $isVoteActive), then it goes to $to',
    ({ tab, to, ...viewer }) => {
      expect(teamTabRedirect(tab, viewer)).toBe(to);
    },
  );
});

describe('leader and member checks', () => {
  it('when the user leads the team, then they are its leader and a member', () => {
    expect(isTeamLeader(team, 1)).toBe(true);
    expect(isTeamMember(team, 1)).toBe(true);
  });

  it('when the user only plays, then they are a member but not the leader', () => {
    expect(isTeamLeader(team, 2)).toBe(false);
    expect(isTeamMember(team, 2)).toBe(true);
  });

  it('when the user is not in the team, then they are neither', () => {
    expect(isTeamLeader(team, 3)).toBe(false);
    expect(isTeamMember(team, 3)).toBe(false);
  });
});
