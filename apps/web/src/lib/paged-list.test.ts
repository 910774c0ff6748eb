import { describe, expect, it } from 'vitest';
import {
  flattenPages,
  nextPageNumber,
  prependItem,
  removeItem,
  updateItems,
  type Page,
  type PagedList,
} from './paged-list';

const page = (ids: number[], next: string | null, count = 3): Page<{ id: number; n?: number }> => ({
  count,
  next,
  previous: null,
  results: ids.map((id) => ({ id })),
});
const list = (
  ...pages: Page<{ id: number; n?: number }>[]
): PagedList<{ id: number; n?: number }> => ({
  pages,
  pageParams: pages.map((_, index) => index + 1),
});

describe('paged lists', () => {
  it('ask for the next page number while the server says there is a next page', () => {
    const first = page([1, 2], '/next');
    expect(nextPageNumber(first, [first])).toBe(2);
    expect(nextPageNumber(page([3], null), [first, page([3], null)])).toBeUndefined();
  });

  it('flatten pages in order and keep the first copy of an item that shifted to the next page', () => {
    expect(flattenPages(list(page([5, 4], '/n'), page([4, 3], null))).map((i) => i.id)).toEqual([
      5, 4, 3,
    ]);
    expect(flattenPages(undefined)).toEqual([]);
  });

  it('prepend a new item once and count it', () => {
    const grown = prependItem(list(page([2, 1], null, 2)), { id: 3 });
    expect(flattenPages(grown).map((i) => i.id)).toEqual([3, 2, 1]);
    expect(grown?.pages[0]?.count).toBe(3);
    expect(prependItem(grown, { id: 3 })).toBe(grown);
  });

  it('update and remove an item wherever it sits', () => {
    const start = list(page([1, 2], '/n'), page([3], null));
    expect(
      flattenPages(
        updateItems(
          start,
          (i) => ({ ...i, n: 9 }),
          (i) => i.id === 3,
        ),
      ),
    ).toEqual([{ id: 1 }, { id: 2 }, { id: 3, n: 9 }]);
    const smaller = removeItem(start, 2);
    expect(flattenPages(smaller).map((i) => i.id)).toEqual([1, 3]);
    expect(smaller?.pages[0]?.count).toBe(2);
    expect(removeItem(start, 99)).toBe(start);
  });
});
