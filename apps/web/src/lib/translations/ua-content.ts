// Ukrainian texts of news, the FAQ and static pages. Part of ua.ts.
import type { Messages } from './en';

export const uaContent: Pick<Messages, 'content'> = {
  content: {
    page: {
      updated: 'Оновлено {{date}}',
      loadFailedTitle: 'Сторінка не завантажилася',
      notFoundTitle: 'Такої сторінки немає',
      notFoundText: 'Цієї сторінки не існує. Можливо, її перенесли або її ніколи не було.',
    },
    faq: {
      title: 'Часті запитання',
    },
    news: {
      title: 'Новини',
      back: 'Усі новини',
      searchLabel: 'Пошук новин',
      searchPlaceholder: 'Слова із заголовка чи тексту',
      search: 'Шукати',
      found_one: 'За запитом «{{search}}» знайдено {{count}} новину',
      found_few: 'За запитом «{{search}}» знайдено {{count}} новини',
      found_many: 'За запитом «{{search}}» знайдено {{count}} новин',
      found_other: 'За запитом «{{search}}» знайдено {{count}} новини',
      empty: 'Новин поки немає.',
      noMatches: 'Жодна новина не відповідає пошуку.',
    },
  },
};
