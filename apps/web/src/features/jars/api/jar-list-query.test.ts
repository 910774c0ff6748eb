import { describe, expect, it } from 'vitest';
import { jarListQuery } from './jars';

describe('jarListQuery', () => {
  it.each([
    ['no filters send only the page', {}, { page: 1, per_page: 8 }],
    [
      'every filter is sent under the spec’s names',
      {
        createdBy: 4,
        status: 'open' as const,
        jarType: 5,
        titleSearch: ' cup ',
        descriptionSearch: 'lan',
      },
      {
        page: 1,
        per_page: 8,
        created_by: 4,
        status: 'open',
        jar_type: 5,
        title_search: 'cup',
        description_search: 'lan',
      },
    ],
    [
      'blank searches are left out',
      { titleSearch: '  ', descriptionSearch: '' },
      { page: 1, per_page: 8 },
    ],
  ])('%s', (_, filters, expected) => {
    expect(jarListQuery(filters, 1)).toEqual(expected);
  });
});
