// Twitch OAuth 2.0 authorization-code client: the authorize link, and turning the code Twitch sends
// back into the Twitch login it belongs to. Only the login is kept; the token is not stored.
import { z } from 'zod';

export interface TwitchClient {
  /** e.g. https://id.twitch.tv/oauth2, without a trailing slash. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  /** Must equal, byte for byte, the redirect_uri registered with Twitch and sent on authorize. */
  redirectUri: string;
}

export type TwitchIdentity =
  | { ok: true; login: string; userId: string }
  | { ok: false; problem: 'refused' | 'unreachable'; reason: string };

const TIMEOUT_MS = 10_000;
const TokenSchema = z.object({ access_token: z.string().min(1) });
const ValidationSchema = z.object({
  client_id: z.string(),
  // Twitch logins are 1-25 lowercase letters, digits and underscores; the column holds 64.
  login: z.string().regex(/^\w{1,64}$/),
  user_id: z.string(),
});

export function buildAuthorizeUrl(client: TwitchClient, state: string): string {
  const url = new URL(`${client.authUrl}/authorize`);
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('redirect_uri', client.redirectUri);
  url.searchParams.set('response_type', 'code');
  // No scope: reading the login of the token's owner needs none.
  url.searchParams.set('scope', '');
  url.searchParams.set('state', state);
  return url.toString();
}

class TwitchRefused extends Error {}

/** GETs or POSTs and parses the JSON answer; a 4xx or an unexpected body is Twitch refusing. */
async function callTwitch<S extends z.ZodType>(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  schema: S,
) {
  const response = await fetcher(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (response.status >= 500) throw new Error(`Twitch answered ${String(response.status)}`);
  if (!response.ok)
    throw new TwitchRefused(`Twitch refused the link (${String(response.status)}).`);
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new TwitchRefused('Twitch answered something unexpected.');
  return parsed.data;
}

/** Exchanges the authorization code, then asks Twitch whose token it is. */
export async function fetchTwitchIdentity(
  client: TwitchClient,
  code: string,
  fetcher: typeof fetch,
): Promise<TwitchIdentity> {
  try {
    const { access_token: token } = await callTwitch(
      fetcher,
      `${client.authUrl}/token`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          client_id: client.clientId,
          client_secret: client.clientSecret,
          code,
          grant_type: 'authorization_code',
          redirect_uri: client.redirectUri,
        }).toString(),
      },
      TokenSchema,
    );
    const owner = await callTwitch(
      fetcher,
      `${client.authUrl}/validate`,
      { headers: { authorization: `OAuth ${token}` } },
      ValidationSchema,
    );
    // A token issued to another application would mean the code was not ours to redeem.
    if (owner.client_id !== client.clientId)
      throw new TwitchRefused('Twitch issued the token to another application.');
    return { ok: true, login: owner.login, userId: owner.user_id };
  } catch (error) {
    if (error instanceof TwitchRefused)
      return { ok: false, problem: 'refused', reason: error.message };
    return {
      ok: false,
      problem: 'unreachable',
      reason: 'Twitch could not be reached. Try again later.',
    };
  }
}
