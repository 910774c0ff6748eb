// English texts of news, the FAQ and static pages. Part of en.ts.

export const enContent = {
  content: {
    page: {
      updated: 'Last updated {{date}}',
      loadFailedTitle: 'This page did not load',
      notFoundTitle: 'This page does not exist',
      notFoundText: 'There is no such page. It may have moved or never existed.',
    },
    faq: {
      title: 'Frequently asked questions',
    },
    news: {
      title: 'News',
      back: 'All news',
      searchLabel: 'Search news',
      searchPlaceholder: 'Words in a title or text',
      search: 'Search',
      found_one: '{{count}} item found for “{{search}}”',
      found_other: '{{count}} items found for “{{search}}”',
      empty: 'No news yet.',
      noMatches: 'No news matches your search.',
    },
  },
};
