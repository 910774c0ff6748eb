// When PostgreSQL cannot be reached, the API answers at once with 503 and Retry-After instead of
// letting requests queue behind a dead link (README "Failure behaviour", reliability test H1). A
// failure that says "the database is away" (a refused, reset or timed-out connection, a backend
// terminated or shutting down, a statement cancelled by statement_timeout) opens a short window in
// which API requests are refused without touching the database; the first request after the window
// tries again, and closes it by succeeding. A lost connection is the one exception: when the
// database has answered a statement sent after the failed one (or after the request began, when no
// statement was sent), the fault it met has healed, and its failure opens no window.

import { errorCauses } from '../error-causes.js';

/** Node's socket errors that mean the server is unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception) is matched by prefix;
 * admin_shutdown, crash_shutdown, cannot_connect_now, query_canceled (statement_timeout),
 * too_many_connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
/** node-postgres' own wording for a connection lost, never made, or a query given up on. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Client was closed/;

function codeOf(error: object): string | undefined {
  const code: unknown = Reflect.get(error, 'code');
  return typeof code === 'string' ? code : undefined;
}

/**
 * SQLSTATEs of a server that is there but cannot keep up: query_canceled (statement_timeout),
 * too_many_connections. Their window opens however recently other statements were answered: it
 * sheds load.
 */
const OVERLOADED_SQLSTATES = new Set(['57014', '53300']);

/** True when `error`, or an error it wraps (`cause`, as Drizzle wraps the driver's), says so. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of errorCauses(error)) {
    const code = codeOf(current);
    if (
      code !== undefined &&
      (SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))
    )
      return true;
    if (current instanceof Error && DRIVER_MESSAGES.test(current.message)) return true;
  }
  return false;
}

/**
 * A turn in the pool's queue that timed out: the database may be fine and only busy (a burst of
 * writes on a small pool). Such a request answers 503 like the others but opens no window, or one
 * burst would refuse every request for a second (reliability test C3 showed it).
 */
export function isPoolWait(error: unknown): boolean {
  for (const current of errorCauses(error))
    if (current instanceof Error && current.message === 'timeout exceeded when trying to connect')
      return true;
  return false;
}

/** True when `error`, or one it wraps, says the database is there but overloaded. */
export function isDatabaseOverloaded(error: unknown): boolean {
  for (const current of errorCauses(error)) {
    const code = codeOf(current);
    if (code !== undefined && OVERLOADED_SQLSTATES.has(code)) return true;
  }
  return false;
}

export interface DatabaseCircuit {
  /**
   * A request just met an unavailable database: the window opens. Given `sentAt`, when the
   * statement whose connection was lost was sent (or when the request began, if none was;
   * `performance.now()` ms), it opens only if the database has answered no statement sent since:
   * otherwise the fault has healed (a statement stuck on a dead connection through an outage fails
   * only after the link is back), and refusing the requests that now succeed would prolong it.
   */
  trip(sentAt?: number): void;
  /** True while requests should be refused without trying. */
  isOpen(): boolean;
  /** Seconds for Retry-After. */
  readonly retryAfterSeconds: number;
}

export function createDatabaseCircuit(
  openMs: number,
  lastAnsweredAt: () => number,
  now: () => number = () => performance.now(),
): DatabaseCircuit {
  let openUntil = 0;
  return {
    trip(sentAt) {
      if (sentAt !== undefined && lastAnsweredAt() >= sentAt) return;
      openUntil = now() + openMs;
    },
    isOpen: () => now() < openUntil,
    retryAfterSeconds: Math.max(1, Math.ceil(openMs / 1000)),
  };
}
