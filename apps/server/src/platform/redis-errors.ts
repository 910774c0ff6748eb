// ioredis's failures that mean Redis cannot be reached right now (down, restarting, paused past
// the command timeout): the request that met one answers 503 with Retry-After, never 500.
import { errorCauses } from './error-causes.js';

const MESSAGES =
  /Connection is closed|Command timed out|Stream isn't writeable|Reached the max retries/;

export function isRedisUnavailable(error: unknown): boolean {
  for (const current of errorCauses(error, 3))
    if (
      current instanceof Error &&
      (current.name === 'MaxRetriesPerRequestError' || MESSAGES.test(current.message))
    )
      return true;
  return false;
}
