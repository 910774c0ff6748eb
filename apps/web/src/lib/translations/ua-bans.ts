// Ukrainian texts of the ban banner. Part of ua.ts.
import type { Messages } from './en';

export const uaBans: Pick<Messages, 'banBanner'> = {
  banBanner: {
    title: 'Ваш обліковий запис обмежено',
    kinds: {
      withdrawal: 'Виведення коштів',
      tournament: 'Турніри',
      quick_match: 'Швидкі матчі',
      chat: 'Чат',
    },
    until: 'до {{date}}',
    forever: 'назавжди',
    reason: 'Причина: {{reason}}',
  },
};
