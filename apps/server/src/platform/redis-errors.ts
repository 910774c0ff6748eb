// ioredis's failures that mean Redis cannot be reached right now (down, restarting, paused past
// the command timeout): the request that met one answers 503 with Retry-After, never 500.
const MESSAGES =
  /Connection is closed|Command timed out|Stream isn't writeable|Reached the max retries/;

export function isRedisUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    if (current.name === 'MaxRetriesPerRequestError' || MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
