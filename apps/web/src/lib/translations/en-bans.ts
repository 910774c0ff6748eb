// English texts of the ban banner: the account's active bans, each kind with its end and the
// operator's reason. Part of en.ts.

export const enBans = {
  banBanner: {
    title: 'Your account is restricted',
    kinds: {
      withdrawal: 'Withdrawals',
      tournament: 'Tournaments',
      quick_match: 'Quick matches',
      chat: 'Chat',
    },
    until: 'until {{date}}',
    forever: 'forever',
    reason: 'Reason: {{reason}}',
  },
};
