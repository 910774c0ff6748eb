// The suite's HTTP calls: a typed fetch that never throws on a status (the tests judge statuses),
// and players signed up and signed in through the real API.
import { randomBytes } from 'node:crypto';
import { TokenPairSchema, type TokenPair } from '@clutch/contract/auth';
import { MeSchema } from '@clutch/contract/profile';

export interface ApiAnswer {
  status: number;
  /** The parsed JSON body, or the text when it is not JSON, or null when empty. */
  body: unknown;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** An access token, sent as `Authorization: Token <jwt>` unless `authorization` says otherwise. */
  token?: string;
  /** The whole Authorization header, for tests that try other schemes. */
  authorization?: string;
  body?: unknown;
}

/** Each call gives up after this long, so a hung server fails a test instead of stalling it. */
const CALL_TIMEOUT_MS = 30_000;

export async function api(
  origin: string,
  path: string,
  request: ApiRequest = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  const authorization =
    request.authorization ?? (request.token ? `Token ${request.token}` : undefined);
  if (authorization !== undefined) headers['authorization'] = authorization;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(origin + path, {
    method: request.method ?? 'GET',
    headers,
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const text = await response.text();
  let body: unknown = text === '' ? null : text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: the text stays the body.
  }
  return { status: response.status, body };
}

/**
 * A response read whole: the parsed JSON, or the text as sent when it is not JSON (an empty body
 * stays ''), for the calls that build their own request.
 */
export async function answerOf(response: Response): Promise<ApiAnswer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text stays the body.
  }
  return { status: response.status, body };
}

/**
 * A request whose JSON is written by hand, so what JSON.stringify cannot write goes out as written
 * (a raw `__proto__` key, -0, 1e999).
 */
export async function sendJsonText(
  origin: string,
  method: string,
  path: string,
  token: string,
  json: string,
): Promise<ApiAnswer> {
  const response = await fetch(origin + path, {
    method,
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: json,
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  return answerOf(response);
}

/** Throws with the answer when the status is not the one expected. */
export function expectStatus(what: string, answer: ApiAnswer, status: number): ApiAnswer {
  if (answer.status !== status)
    throw new Error(
      `${what}: expected ${String(status)}, got ${String(answer.status)} ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  return answer;
}

export interface Player {
  id: number;
  email: string;
  username: string;
  password: string;
  tokens: TokenPair;
}

export async function signUp(origin: string, label: string): Promise<Player> {
  const suffix = randomBytes(4).toString('hex');
  // Long and random, so the server's password-strength check accepts it.
  const password = `Rel-${randomBytes(12).toString('base64url')}`;
  const email = `${label}-${suffix}@reliability.invalid`;
  const username = `${label}_${suffix}`;
  const answer = await api(origin, '/api/auth/register/', {
    method: 'POST',
    body: { email, username, password, repeat_password: password, country: 'UA' },
  });
  const tokens = TokenPairSchema.parse(expectStatus('sign-up', answer, 201).body);
  const me = MeSchema.parse(
    expectStatus('profile/me', await api(origin, '/api/profile/me/', { token: tokens.access }), 200)
      .body,
  );
  return { id: me.id, email, username, password, tokens };
}

/** A new session of the player (another device), through the sign-in form's call. */
export async function signIn(
  origin: string,
  player: Player,
  password = player.password,
): Promise<TokenPair> {
  const answer = await api(origin, '/api/auth/login/', {
    method: 'POST',
    body: { email: player.email, password },
  });
  return TokenPairSchema.parse(expectStatus('sign-in', answer, 200).body);
}

export async function refresh(origin: string, refreshToken: string): Promise<ApiAnswer> {
  return api(origin, '/api/auth/token/refresh/', {
    method: 'POST',
    body: { refresh: refreshToken },
  });
}
