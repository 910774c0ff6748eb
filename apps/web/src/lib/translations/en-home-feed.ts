// English texts of the signed-in home: the next match, live tournaments, one's teams and recent
// results. Part of en.ts.

export const enHomeFeed = {
  homeFeed: {
    title: 'Welcome back, {{username}}',
    subtitle: 'Your matches, teams and the tournaments being played right now.',
    nextMatch: 'Your next match',
    noNextMatch: 'No match ahead. Join a tournament or a quick match.',
    findTournament: 'Find a tournament',
    openMatch: 'Open',
    startsAt: 'Starts {{time}}',
    round: 'Round {{round}}',
    live: 'Live tournaments',
    noLive: 'No tournament is being played right now.',
    players_one: '{{count}} player',
    players_other: '{{count}} players',
    allTournaments: 'All tournaments',
    teams: 'Your teams',
    noTeams: 'You are not in a team yet.',
    createTeam: 'Find or create a team',
    captain: 'Captain',
    results: 'Recent results',
    noResults: 'No match played yet.',
    win: 'Win',
    loss: 'Loss',
    kinds: { quickmatch: 'Quick match', tournament: 'Tournament match' },
    allResults: 'All results',
    loadFailed: 'This could not be loaded.',
  },
};
