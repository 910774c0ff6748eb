// Ukrainian texts of the calendar clash warning. Part of ua.ts.
import type { Messages } from './en';

export const uaClashes: Pick<Messages, 'clashWarning'> = {
  clashWarning: {
    title: 'Матчі накладаються',
    intro: 'У цей час ви вже граєте:',
    kinds: { tournament_match: 'Матч турніру', tournament: 'Турнір', quick_match: 'Швидкий матч' },
    joinAnyway: 'Все одно приєднатися',
    cancel: 'Скасувати',
  },
};
