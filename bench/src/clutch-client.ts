// The few API calls the bench makes outside the measured load: signing a user up, reading and
// changing its profile. Answers are checked against the contract, so a broken server fails the run
// instead of being measured.
import { randomBytes } from 'node:crypto';
import { TokenPairSchema } from '@clutch/contract/auth';
import { MeSchema, type Me } from '@clutch/contract/profile';

export interface BenchUser {
  id: number;
  access: string;
  /** `Authorization` header value. */
  authorization: string;
}

/** Every call the bench makes outside the measured load gives up after this long. */
const CALL_TIMEOUT_MS = 30_000;

/** A JSON API call; a status outside 2xx throws with the start of the answer. */
export async function call(origin: string, path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(origin + path, {
    ...init,
    signal: init.signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(
      `${init.method ?? 'GET'} ${path}: ${String(response.status)} ${text.slice(0, 300)}`,
    );
  return JSON.parse(text);
}

export async function getMe(origin: string, authorization: string): Promise<Me> {
  return MeSchema.parse(await call(origin, '/api/profile/me/', { headers: { authorization } }));
}

export async function patchMe(
  origin: string,
  authorization: string,
  currentGame: 1 | 2,
): Promise<Me> {
  const body = JSON.stringify({ current_game: currentGame });
  const init = {
    method: 'PATCH',
    headers: { authorization, 'content-type': 'application/json' },
    body,
  };
  return MeSchema.parse(await call(origin, '/api/profile/me/', init));
}

export async function registerUser(origin: string, label: string): Promise<BenchUser> {
  const suffix = randomBytes(4).toString('hex');
  // Long and random, so the server's password-strength check accepts it.
  const password = `Bench-${randomBytes(12).toString('base64url')}`;
  const body = JSON.stringify({
    email: `${label}-${suffix}@bench.invalid`,
    username: `${label}_${suffix}`,
    password,
    repeat_password: password,
    country: 'UA',
  });
  const tokens = TokenPairSchema.parse(
    await call(origin, '/api/auth/register/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }),
  );
  const authorization = `Token ${tokens.access}`;
  const me = await getMe(origin, authorization);
  return { id: me.id, access: tokens.access, authorization };
}
