// Small waits and checks the fault tests share: is a process alive, is an instance healthy, and
// how long until a condition holds.
import { setTimeout as sleep } from 'node:timers/promises';

/** True while the process exists (signal 0 checks without signalling). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** GET /api/health/ answers 2xx: the instance reaches its database and its event bus. */
export async function healthy(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/health/`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Milliseconds until `check` holds, polled every 25 ms; Infinity when it never did in time. */
export async function until(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await sleep(25);
  }
  return Number.POSITIVE_INFINITY;
}
