// An error and the errors it wraps (`cause`, as Drizzle wraps the driver's and ioredis its own), for
// the checks that tell an unavailable database or Redis from a bug.

/** `error`, then its `cause`, its cause's cause…: each that is an object, at most `depth` of them. */
export function* errorCauses(error: unknown, depth = 5): Generator<object> {
  let current: unknown = error;
  for (let seen = 0; seen < depth && typeof current === 'object' && current !== null; seen += 1) {
    yield current;
    current = Reflect.get(current, 'cause');
  }
}
