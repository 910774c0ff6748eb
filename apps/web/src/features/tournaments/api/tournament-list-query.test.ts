import { describe, expect, it } from 'vitest';
import { tournamentListQuery } from './tournaments';

describe('tournamentListQuery', () => {
  it.each([
    ['no filters send only the page', {}, { page: 2, per_page: 8 }],
    [
      'every filter is sent under the spec’s names',
      {
        game: 2 as const,
        type: '5_5' as const,
        isOpened: 3,
        isDemo: true,
        server: 'europe' as const,
        grid: 4,
        freeToEnter: false,
        status: 'running' as const,
        createdBy: 7,
      },
      {
        page: 2,
        per_page: 8,
        game: 2,
        type: '5_5',
        is_opened: 3,
        is_demo: 'true',
        server: 'europe',
        grid: 4,
        free_to_enter: 'false',
        status: 'running',
        created_by: 7,
      },
    ],
  ])('%s', (_, filters, expected) => {
    expect(tournamentListQuery(filters, 2)).toEqual(expected);
  });
});
