// List pages whose content is the same for every caller (the team list, a player's teams), kept in
// memory until an event that may change any of them arrives: then the whole cache is dropped, on
// every instance, since the bus delivers that event everywhere. Dropping everything is coarse but
// never wrong; the pages are cheap to read again and hot ones fill back at once.
// A read that started before a drop may carry what the drop was for, so it is answered but not kept.
import { setBounded } from '../bounded-map.js';
import type { BusEvent, EventBus } from '../realtime/bus.js';
import type { PageWindow } from './pagination.js';

export class PageCache<T> {
  private readonly entries = new Map<string, T>();
  /** Bumped by every drop: a read that saw another generation at its start is not stored. */
  private generation = 0;

  constructor(private readonly capacity: number) {}

  async load(key: string, read: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await read();
    if (generation === this.generation) setBounded(this.entries, this.capacity, key, value);
    return value;
  }

  /** Forgets every page, and every read in flight. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  size(): number {
    return this.entries.size;
  }
}

/**
 * Pages kept per owner (a user's inbox, a chat's messages), each owner dropped alone when an event
 * names it, or all at once. At most `capacity` pages are kept in all, the owner stored into longest
 * ago going first when more come, and at most `pagesEach` of one owner's, its oldest first. A page
 * may say when it goes stale by the clock (`until`): a read at or after that drops its owner's
 * pages and reads it again. A read is
 * kept only if its owner's pages were not dropped while it ran: each owner's pages are one Map,
 * replaced (never emptied in place) by a drop, so the read checks it still holds the Map it began
 * with.
 */
export class OwnedPageCache<K, T> {
  private owners = new Map<K, Map<string, T>>();
  private pages = 0;

  /** `forget` hears of every owner whose pages leave, dropped or evicted (not on `clear`). */
  constructor(
    private readonly capacity: number,
    private readonly pagesEach: number,
    private readonly forget: (owner: K) => void = () => undefined,
  ) {}

  /** Whether any page of the owner is kept. */
  holds(owner: K): boolean {
    return (this.owners.get(owner)?.size ?? 0) > 0;
  }

  /** `until` says when a kept value stops being true with no event (a ban's end), if ever. */
  async load(
    owner: K,
    key: string,
    read: () => Promise<T>,
    until: (value: T) => Date | null = () => null,
  ): Promise<T> {
    let kept = this.owners.get(owner);
    const hit = kept?.get(key);
    if (hit !== undefined) {
      const end = until(hit);
      if (end === null || end > new Date()) return hit;
      this.drop(owner);
      kept = undefined;
    }
    if (kept === undefined) {
      kept = new Map();
      this.owners.set(owner, kept);
    }
    let value: T;
    try {
      value = await read();
    } catch (error) {
      // An owner with nothing kept is not left behind by a read that failed.
      if (kept.size === 0 && this.owners.get(owner) === kept) this.owners.delete(owner);
      throw error;
    }
    if (this.owners.get(owner) !== kept) return value;
    if (!kept.has(key) && kept.size < this.pagesEach) this.pages += 1;
    setBounded(kept, this.pagesEach, key, value);
    this.evictBeyondCapacity(owner);
    return value;
  }

  /** Forgets the owner's pages, and its reads in flight. */
  drop(owner: K): void {
    const kept = this.owners.get(owner);
    if (kept === undefined) return;
    this.pages -= kept.size;
    this.owners.delete(owner);
    this.forget(owner);
  }

  /** Forgets every owner's pages, and every read in flight. */
  clear(): void {
    this.owners = new Map();
    this.pages = 0;
  }

  /** How many pages are kept, over every owner. */
  size(): number {
    return this.pages;
  }

  /** Drops the owners stored into longest ago (never `keep`, just stored into) while past capacity. */
  private evictBeyondCapacity(keep: K): void {
    // The owner just stored into goes to the end of the order, so the first owners are the oldest.
    const kept = this.owners.get(keep);
    if (kept !== undefined) {
      this.owners.delete(keep);
      this.owners.set(keep, kept);
    }
    for (const owner of this.owners.keys()) {
      if (this.pages <= this.capacity && this.owners.size <= this.capacity) return;
      if (owner === keep) return;
      this.drop(owner);
    }
  }
}

/**
 * Freezes a kept page's results: a kept value is shared by every read, so it is never changed in
 * place, and the compiled page serializer writes a frozen results array once while it lives.
 */
export function keptPage<P extends { results: unknown[] }>(page: P): P {
  Object.freeze(page.results);
  return page;
}

/** The key of a page: its filter and its window. */
export const pageKey = (filter: object, window: PageWindow): string =>
  JSON.stringify([filter, window.limit, window.offset]);

/**
 * Runs `drop` on every event whose type is in `types`, and after the bus lost events (what other
 * instances published meanwhile never came): the wiring of a module's kept pages.
 */
export function dropOnEvents<E extends BusEvent>(
  bus: EventBus<E>,
  types: ReadonlySet<E['type']>,
  drop: () => void,
): void {
  bus.subscribe((event) => {
    if (types.has(event.type)) drop();
  });
  bus.onResync(drop);
}
