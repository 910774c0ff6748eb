// DRF page-number lists (`{count, next, previous, results}`) as TanStack infinite queries: the next
// page number, the loaded items in order without repeats, and edits to an item wherever it sits.
// Live inserts and deletes shift items between pages, so an item may arrive twice; the first wins.
import type { InfiniteData } from '@tanstack/react-query';

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export type PagedList<T> = InfiniteData<Page<T>, unknown>;

export const FIRST_PAGE = 1;

export function nextPageNumber<T>(last: Page<T>, pages: readonly Page<T>[]): number | undefined {
  return last.next === null ? undefined : pages.length + FIRST_PAGE;
}

export function flattenPages<T extends { id: number }>(list: PagedList<T> | undefined): T[] {
  if (list === undefined) return [];
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of list.pages) {
    for (const item of page.results) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** Puts a new item first (unless it is already there) and counts it. */
export function prependItem<T extends { id: number }>(
  list: PagedList<T> | undefined,
  item: T,
): PagedList<T> | undefined {
  if (list === undefined) return undefined;
  if (list.pages.some((page) => page.results.some((existing) => existing.id === item.id)))
    return list;
  const [first, ...rest] = list.pages;
  if (first === undefined) return list;
  const grown = { ...first, count: first.count + 1, results: [item, ...first.results] };
  return { ...list, pages: [grown, ...rest.map((page) => ({ ...page, count: page.count + 1 }))] };
}

export function updateItems<T extends { id: number }>(
  list: PagedList<T> | undefined,
  change: (item: T) => T,
  which: (item: T) => boolean = () => true,
): PagedList<T> | undefined {
  if (list === undefined) return undefined;
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      results: page.results.map((item) => (which(item) ? change(item) : item)),
    })),
  };
}

export function removeItem<T extends { id: number }>(
  list: PagedList<T> | undefined,
  id: number,
): PagedList<T> | undefined {
  if (list === undefined) return undefined;
  const had = list.pages.some((page) => page.results.some((item) => item.id === id));
  if (!had) return list;
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      count: Math.max(0, page.count - 1),
      results: page.results.filter((item) => item.id !== id),
    })),
  };
}
