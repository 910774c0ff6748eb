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
