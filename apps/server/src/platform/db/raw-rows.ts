// Raw SQL answers (`db.execute(sql`…`)`): both drivers (pg and PGlite) answer `{ rows }`, which
// Drizzle's generic result type does not say. Callers check each row's shape themselves.

/** The rows of a raw statement's answer, each as it came from the driver. */
export function rawRowsOf(result: unknown): unknown[] {
  if (typeof result !== 'object' || result === null || !('rows' in result)) return [];
  const rows: unknown = result.rows;
  return Array.isArray(rows) ? rows : [];
}

/** The rows as plain records (a row that is not an object becomes an empty one). */
export function rawRecordsOf(result: unknown): Record<string, unknown>[] {
  return rawRowsOf(result).map((row) =>
    typeof row === 'object' && row !== null ? Object.fromEntries(Object.entries(row)) : {},
  );
}

/** One column of the first row, or undefined without rows. */
export function rawFirstColumn(result: unknown, column: string): unknown {
  const [first] = rawRowsOf(result);
  return typeof first === 'object' && first !== null ? Reflect.get(first, column) : undefined;
}
