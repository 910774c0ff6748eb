// English texts of the calendar clash warning: the confirm shown when registering, applying,
// accepting an invitation or taking a seat in a timed lobby would overlap matches one already plays.
// Part of en.ts.

export const enClashes = {
  clashWarning: {
    title: 'These matches overlap',
    intro: 'You already play at the same time:',
    kinds: {
      tournament_match: 'Tournament match',
      tournament: 'Tournament',
      quick_match: 'Quick match',
    },
    joinAnyway: 'Join anyway',
    cancel: 'Cancel',
  },
};
