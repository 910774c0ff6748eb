// B3's view of the database: the rows of the tables a mass assignment could reach, read straight
// from PostgreSQL (never through the API under test), and the difference between two reads.
import pg from 'pg';

/** The tables whose rows B3 watches; each has an integer `id` primary key. */
export const WATCHED_TABLES = [
  'users',
  'staff_roles',
  'user_bans',
  'wallet_accounts',
  'wallet_entries',
  'wallet_holds',
  'teams',
  'team_members',
  'jars',
  'tournaments',
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

export type Row = Record<string, unknown>;
export type Snapshot = Map<WatchedTable, Map<string, Row>>;

export interface RowChange {
  table: WatchedTable;
  key: string;
  /** null for an inserted row. */
  before: Row | null;
  /** null for a deleted row. */
  after: Row | null;
  /** The columns whose value differs (all columns for an insert or delete). */
  columns: string[];
}

export async function openDatabase(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The rows of each watched table, keyed by id (or the whole row where a table has none). */
export async function snapshot(client: pg.Client): Promise<Snapshot> {
  const result: Snapshot = new Map();
  for (const table of WATCHED_TABLES) {
    const rows = await client.query<Row>(`SELECT * FROM ${table}`);
    const byKey = new Map<string, Row>();
    for (const row of rows.rows)
      byKey.set('id' in row ? String(row['id']) : JSON.stringify(row), row);
    result.set(table, byKey);
  }
  return result;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function diff(before: Snapshot, after: Snapshot): RowChange[] {
  const changes: RowChange[] = [];
  for (const table of WATCHED_TABLES) {
    const old = before.get(table) ?? new Map<string, Row>();
    const now = after.get(table) ?? new Map<string, Row>();
    for (const [key, row] of now) {
      const previous = old.get(key);
      if (!previous)
        changes.push({ table, key, before: null, after: row, columns: Object.keys(row) });
      else {
        const columns = Object.keys(row).filter((column) => !same(row[column], previous[column]));
        if (columns.length > 0) changes.push({ table, key, before: previous, after: row, columns });
      }
    }
    for (const [key, row] of old)
      if (!now.has(key))
        changes.push({ table, key, before: row, after: null, columns: Object.keys(row) });
  }
  return changes;
}
