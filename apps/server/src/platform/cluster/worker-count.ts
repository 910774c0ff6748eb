// How many worker processes serve the port: WEB_CONCURRENCY, where `auto` is one per core, and
// always one on the embedded database.

export interface WorkerCount {
  count: number;
  /** Why fewer workers run than WEB_CONCURRENCY asks for, for the start-up log. */
  capped?: string;
}

/**
 * PGlite keeps the whole database inside the process that opened its data directory, so a second
 * process could neither share it nor open it safely: one worker serves, whatever was asked.
 */
export function workerCount(
  setting: number | 'auto',
  hasDatabaseServer: boolean,
  cores: number,
): WorkerCount {
  const asked = setting === 'auto' ? Math.max(1, cores) : setting;
  if (asked > 1 && !hasDatabaseServer) {
    return {
      count: 1,
      capped:
        'one worker: the embedded database (no DATABASE_URL) can be opened by one process only; ' +
        'set DATABASE_URL to a PostgreSQL server to serve with more',
    };
  }
  return { count: asked };
}
