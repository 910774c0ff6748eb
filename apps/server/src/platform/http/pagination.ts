// DRF page-number pagination: routes turn `page`/`per_page` into a window for the service, and the
// service's {count, results} into `{count, next, previous, results}` with absolute links.
import type { PageQuery } from '@clutch/contract/common';
import type { FastifyRequest } from 'fastify';
import { setBounded } from '../bounded-map.js';

/** What services take: plain numbers, no request. */
export interface PageWindow {
  limit: number;
  offset: number;
}

export interface PageRequest extends PageWindow {
  page: number;
}

export interface Counted<T> {
  count: number;
  results: T[];
}

export interface Page<T> extends Counted<T> {
  next: string | null;
  previous: string | null;
}

/** `per_page` wins over `page_size` (both are in the spec); each endpoint has its own default. */
export function pageRequest(query: PageQuery, defaultPerPage: number): PageRequest {
  const limit = query.per_page ?? query.page_size ?? defaultPerPage;
  return { page: query.page, limit, offset: (query.page - 1) * limit };
}

/**
 * Links made lately, by origin, address and page: a hot page's links are the same each read. Only
 * short addresses are kept, so the memory they take stays small whatever callers send.
 */
const links = new Map<string, string>();
const LINKS_KEPT = 10_000;
const LONGEST_KEPT = 256;

function linkTo(request: FastifyRequest, page: number): string {
  const origin = `${request.protocol}://${request.host}`;
  const key = `${String(page)} ${origin}${request.url}`;
  const made = links.get(key);
  if (made !== undefined) return made;
  const url = new URL(request.url, origin);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  const link = url.toString();
  if (key.length <= LONGEST_KEPT) setBounded(links, LINKS_KEPT, key, link);
  return link;
}

/** A page past the end answers an empty list with the real count, rather than DRF's 404. */
export function pageAnswer<T>(
  request: FastifyRequest,
  page: PageRequest,
  found: Counted<T>,
): Page<T> {
  const hasNext = page.offset + found.results.length < found.count && found.results.length > 0;
  const lastPage = Math.max(1, Math.ceil(found.count / page.limit));
  return {
    count: found.count,
    next: hasNext ? linkTo(request, page.page + 1) : null,
    previous: page.page > 1 ? linkTo(request, Math.min(page.page - 1, lastPage)) : null,
    results: found.results,
  };
}
