// profile/me is composed of parts that other modules own (balances, unread notifications, the
// current tournament): each adds columns to the one prepared statement, fills its fields from them
// and names the events that change them. The parts are handed to the profiles module at start-up
// and composed once, so profile/me stays one statement and one module-free switch.
import type { Me } from '@clutch/contract/profile';
import { sql, type SQL } from 'drizzle-orm';
import type { AppEvent } from '../../app-events.js';

/** The fields a part fills; its `version` is added to profile/me's version, which orders pushes. */
export type MeFields = Partial<Omit<Me, 'version'>> & { version?: number };

export interface MeContribution {
  /** Columns of the profile/me statement, correlated on `userId`; names unique across parts. */
  columns(userId: SQL): Readonly<Record<string, SQL>>;
  /** Its fields, from the statement's row (its own columns; they come back untyped from SQL). */
  fill(row: Readonly<Record<string, unknown>>): MeFields;
  /** The users whose profile/me the event changes; [] for any event the part does not own. */
  changedBy(event: AppEvent): readonly number[];
}

/** Every part's columns, refusing two parts that claim one name. */
export function meColumns(parts: readonly MeContribution[], userId: SQL): Record<string, SQL> {
  const columns: Record<string, SQL> = {};
  for (const part of parts)
    for (const [name, column] of Object.entries(part.columns(userId))) {
      if (name in columns) throw new Error(`two profile/me parts claim the column "${name}"`);
      // Wrapped: a single-table select strips table names from a field's own columns, which a
      // part's subquery over several tables needs.
      columns[name] = sql`${column}`;
    }
  return columns;
}

/** `base` (what profiles reads itself) with every part's fields over it and their versions added. */
export function fillMe(
  parts: readonly MeContribution[],
  base: Me,
  row: Record<string, unknown>,
): Me {
  let me = base;
  for (const part of parts) {
    const { version = 0, ...fields } = part.fill(row);
    me = { ...me, ...fields, version: me.version + version };
  }
  return me;
}

/** The users whose profile/me an event changes, by every part. */
export function meChangedBy(parts: readonly MeContribution[], event: AppEvent): number[] {
  const userIds = new Set<number>();
  for (const part of parts) for (const userId of part.changedBy(event)) userIds.add(userId);
  return [...userIds];
}

/** What profiles reads itself (the account, from auth's tables) changes with these events. */
export const accountMePart: MeContribution = {
  columns: () => ({}),
  fill: () => ({}),
  changedBy: (event) =>
    event.type === 'ProfileChanged' || event.type === 'AccountChanged' ? [event.userId] : [],
};
