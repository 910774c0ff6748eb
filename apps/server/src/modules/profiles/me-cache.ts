// profile/me answers kept per user until something they show changes. profile/me is read on every
// page load and by every live reconnect; serving it from memory keeps it off the database.
// Invalidated by bus events on every instance; a read that raced an invalidation is not stored.
import { setBounded } from '../../platform/bounded-map.js';
import type { Me } from '@clutch/contract/profile';

export class MeCache {
  private readonly entries = new Map<number, Me>();
  /** The newest read in flight per user; an invalidation or a newer read replaces it. */
  private readonly reading = new Map<number, symbol>();

  constructor(private readonly capacity: number) {}

  async load(userId: number, read: () => Promise<Me>): Promise<Me> {
    return this.entries.get(userId) ?? this.refresh(userId, read);
  }

  /** Reads past the cache and keeps the result, unless it was invalidated meanwhile. */
  async refresh(userId: number, read: () => Promise<Me>): Promise<Me> {
    const token = Symbol('read');
    this.reading.set(userId, token);
    let me: Me;
    try {
      me = await read();
    } catch (error) {
      if (this.reading.get(userId) === token) this.reading.delete(userId);
      throw error;
    }
    if (this.reading.get(userId) === token) {
      this.reading.delete(userId);
      setBounded(this.entries, this.capacity, userId, me);
    }
    return me;
  }

  invalidate(userId: number): void {
    this.entries.delete(userId);
    this.reading.delete(userId);
  }

  /** Forgets every answer, and every read in flight (events that would have invalidated were lost). */
  clear(): void {
    this.entries.clear();
    this.reading.clear();
  }

  size(): number {
    return this.entries.size;
  }
}
