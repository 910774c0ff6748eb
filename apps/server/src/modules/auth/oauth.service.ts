// Signing in with Steam (OpenID 2.0) and linking Steam or Twitch to an account. Each round trip
// carries a one-time state, stored hashed, that also remembers who asked when someone was signed in.
import { randomBytes } from 'node:crypto';
import { USERNAME_PATTERN, type TokenPair } from '@clutch/contract/auth';
import { AppError } from '@clutch/contract/errors';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import type { AuthUser } from '../../platform/http/auth-guard.js';
import { localizedError } from '../../platform/http/localized-errors.js';
import { browserOrigin, type RequestOrigin } from '../../platform/http/origin.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import { authMessage } from './auth-messages.js';
import type { AuthEvent } from './auth.events.js';
import { authRepository as repo, uniqueViolation, type UserRow } from './auth.repository.js';
import { hashToken, newSecretToken, type AuthService, type ClientMeta } from './auth.service.js';
import {
  buildLoginUrl,
  verifyAssertion,
  type AssertionQuery,
  type RefusedAssertion,
} from './steam-openid.js';
import { buildAuthorizeUrl, fetchTwitchIdentity, type TwitchClient } from './twitch.js';

export interface OauthSettings {
  publicUrl: string;
  /** Unset, Steam sends the browser back to the origin it started from (see browserOrigin). */
  hasPublicUrl: boolean;
  steamOpenidUrl: string;
  steamApiKey: string | undefined;
  steamApiUrl: string;
  twitchClientId: string | undefined;
  twitchClientSecret: string | undefined;
  twitchAuthUrl: string;
}

export interface OauthDeps {
  db: Db;
  auth: AuthService;
  bus: EventPublisher<AuthEvent>;
  settings: OauthSettings;
  fetch: typeof fetch;
  logger: FastifyBaseLogger;
}

export interface TwitchCallbackQuery {
  code?: string | undefined;
  state: string;
  error?: string | undefined;
  error_description?: string | undefined;
}

/** Long enough to sign in at Steam or Twitch, short enough that a leaked link soon stops working. */
const STATE_TTL_MS = 10 * 60_000;
const STEAM_API_TIMEOUT_MS = 5_000;
const USERNAME_MAX = 30;
const ALREADY_LINKED = 'This Steam account is already linked to another account.';
const STALE_STEAM_STATE = 'This Steam sign-in link has expired or was already used. Start again.';
const STALE_TWITCH_STATE =
  'This Twitch link has expired or was already used. Start again from your settings.';

const PlayerSummariesSchema = z.object({
  response: z.object({
    players: z.array(
      z.object({
        personaname: z.string().optional(),
        // Shown in <img>, so only web addresses are kept.
        avatarfull: z
          .url({ protocol: /^https?$/ })
          .optional()
          .catch(undefined),
      }),
    ),
  }),
});
type SteamPersona = z.infer<typeof PlayerSummariesSchema>['response']['players'][number];

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
const bad = (message: string) => new AppError('bad_request', message);

/** The Steam persona name made into a valid username, or `steam_` and the ID's last six digits. */
export function steamUsernameBase(personaName: string | undefined, steamId: string): string {
  const cleaned = (personaName ?? '')
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}_.-]+/gu, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '');
  // Cut by code points so a letter outside the BMP is never split in half.
  const name = Array.from(cleaned).slice(0, USERNAME_MAX).join('');
  return USERNAME_PATTERN.test(name) ? name : `steam_${steamId.slice(-6)}`;
}

/** base, base_2 … base_20, then random suffixes: a popular persona name still finds a free one. */
function* usernameCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; n <= 20; n++) {
    const suffix = `_${String(n)}`;
    yield (
      Array.from(base)
        .slice(0, USERNAME_MAX - suffix.length)
        .join('') + suffix
    );
  }
  for (let n = 0; n < 5; n++) yield `steam_${randomBytes(6).toString('hex')}`;
}

function refusal(outcome: RefusedAssertion): AppError {
  if (outcome.problem === 'unreachable') return new AppError('unavailable', outcome.reason);
  if (outcome.problem === 'unverified') {
    return new AppError('authentication_failed', outcome.reason);
  }
  return bad(outcome.reason);
}

export function createOauthService(deps: OauthDeps) {
  const { db, settings } = deps;
  const publicUrl = withoutTrailingSlash(settings.publicUrl);
  const steamOrigin = (request: RequestOrigin) =>
    browserOrigin(request, { publicUrl, hasPublicUrl: settings.hasPublicUrl });

  async function issueState(provider: 'steam' | 'twitch', userId: number | null): Promise<string> {
    const state = newSecretToken();
    const expiresAt = new Date(Date.now() + STATE_TTL_MS);
    await repo.insertOauthState(db, { provider, stateHash: hashToken(state), userId, expiresAt });
    return state;
  }

  /** Persona name and avatar from the Steam Web API; sign-in goes on without them if it fails. */
  async function fetchSteamPersona(steamId: string): Promise<SteamPersona | undefined> {
    if (!settings.steamApiKey) return undefined;
    const url = new URL(
      `${withoutTrailingSlash(settings.steamApiUrl)}/ISteamUser/GetPlayerSummaries/v0002/`,
    );
    url.searchParams.set('key', settings.steamApiKey);
    url.searchParams.set('steamids', steamId);
    try {
      const response = await deps.fetch(url, { signal: AbortSignal.timeout(STEAM_API_TIMEOUT_MS) });
      const parsed = PlayerSummariesSchema.safeParse(response.ok ? await response.json() : null);
      if (parsed.success) return parsed.data.response.players[0];
      deps.logger.warn({ status: response.status, steamId }, 'Steam Web API answered unexpectedly');
    } catch (error) {
      // The URL carries the API key, so only the error is logged.
      deps.logger.warn({ err: error, steamId }, 'Steam Web API not reachable');
    }
    return undefined;
  }

  async function createSteamUser(steamId: string): Promise<UserRow> {
    const persona = await fetchSteamPersona(steamId);
    for (const username of usernameCandidates(steamUsernameBase(persona?.personaname, steamId))) {
      if (await repo.usernameTaken(db, username)) continue;
      try {
        const user = await repo.insertUser(db, {
          username,
          steamId,
          avatarUrl: persona?.avatarfull ?? null,
        });
        await deps.bus.publish({ type: 'UserSignedUp', userId: user.id });
        return user;
      } catch (error) {
        if (uniqueViolation(error) === null) throw error;
        // Two callbacks for one new Steam account at once: the first insert won, so sign in to it.
        const winner = await repo.findUserBySteamId(db, steamId);
        if (winner) return winner;
      }
    }
    throw new Error(`no free username for Steam account ${steamId}`);
  }

  async function linkSteam(userId: number, steamId: string): Promise<UserRow> {
    const owner = await repo.findUserBySteamId(db, steamId);
    if (owner && owner.id !== userId) throw bad(ALREADY_LINKED);
    if (owner) return owner;
    const user = await repo.updateUser(db, userId, { steamId }).catch((error: unknown) => {
      // The unique index settles a race between two accounts linking the same Steam account.
      throw uniqueViolation(error) === null ? error : bad(ALREADY_LINKED);
    });
    if (!user) throw new AppError('not_found', 'This account no longer exists.');
    await deps.bus.publish({ type: 'AccountChanged', userId });
    return user;
  }

  function twitchClient(): TwitchClient {
    const { twitchClientId: clientId, twitchClientSecret: clientSecret } = settings;
    if (!clientId || !clientSecret) {
      throw new AppError('unavailable', 'Twitch linking is not set up on this server.');
    }
    const redirectUri = `${publicUrl}/api/auth/link-twitch/callback/`;
    return {
      authUrl: withoutTrailingSlash(settings.twitchAuthUrl),
      clientId,
      clientSecret,
      redirectUri,
    };
  }

  return {
    /** The Steam page to send the browser to; signed in, the callback links instead of signing in. */
    async startSteamLogin(caller: AuthUser | null, from: RequestOrigin): Promise<{ link: string }> {
      const state = await issueState('steam', caller?.id ?? null);
      const origin = steamOrigin(from);
      const returnTo = `${origin}/steam-login?${new URLSearchParams({ state }).toString()}`;
      return {
        link: buildLoginUrl({ endpoint: settings.steamOpenidUrl, returnTo, realm: origin }),
      };
    },

    /**
     * Verifies Steam's assertion, then links Steam to the account the state was issued to, or else
     * signs in (creating the account on first sight). The caller of this request is deliberately
     * not a link target: anyone can hand a signed-in victim a callback URL started anonymously with
     * the attacker's Steam account, and linking it would let the attacker sign in as the victim.
     */
    async finishSteamLogin(
      query: AssertionQuery,
      meta: ClientMeta,
      from: RequestOrigin,
    ): Promise<TokenPair> {
      const assertion = await verifyAssertion(query, {
        endpoint: settings.steamOpenidUrl,
        returnTo: `${steamOrigin(from)}/steam-login`,
        fetch: deps.fetch,
      });
      if (!assertion.ok) throw refusal(assertion);
      // Only after Steam vouched for it, so a forged answer cannot burn someone's nonce or state.
      // A replayed answer fails authentication (401) like one Steam does not vouch for.
      if (!(await repo.rememberNonce(db, assertion.nonce))) {
        throw new AppError(
          'authentication_failed',
          'This Steam answer was already used. Sign in again.',
        );
      }
      const state = assertion.returnTo.searchParams.get('state');
      const bound = state ? await repo.consumeOauthState(db, 'steam', hashToken(state)) : undefined;
      if (!bound) throw bad(STALE_STEAM_STATE);
      const user =
        bound.userId !== null
          ? await linkSteam(bound.userId, assertion.steamId)
          : ((await repo.findUserBySteamId(db, assertion.steamId)) ??
            (await createSteamUser(assertion.steamId)));
      if (user.isBanned) throw localizedError('permission_denied', authMessage('account_banned'));
      return deps.auth.startSession(user.id, meta);
    },

    async startTwitchLink(caller: AuthUser): Promise<{ link: string }> {
      const client = twitchClient();
      return { link: buildAuthorizeUrl(client, await issueState('twitch', caller.id)) };
    },

    /** Stores the Twitch login on the account that started the link (the state says which). */
    async finishTwitchLink(query: TwitchCallbackQuery): Promise<{ twitch: string }> {
      const client = twitchClient();
      const bound = await repo.consumeOauthState(db, 'twitch', hashToken(query.state));
      if (!bound || bound.userId === null) throw bad(STALE_TWITCH_STATE);
      if (query.error !== undefined || query.code === undefined) {
        throw bad(
          `Twitch did not link the account: ${query.error_description ?? query.error ?? 'no code'}.`,
        );
      }
      const identity = await fetchTwitchIdentity(client, query.code, deps.fetch);
      if (!identity.ok) {
        const code = identity.problem === 'unreachable' ? 'unavailable' : 'bad_request';
        throw new AppError(code, identity.reason);
      }
      const user = await repo.updateUser(db, bound.userId, { twitchLogin: identity.login });
      if (!user) throw new AppError('not_found', 'This account no longer exists.');
      await deps.bus.publish({ type: 'AccountChanged', userId: user.id });
      return { twitch: identity.login };
    },

    /** Where a browser that landed on the Twitch callback is sent back to. */
    twitchSettingsUrl(outcome: 'linked' | 'error'): string {
      return `${publicUrl}/profile/me/settings?twitch=${outcome}`;
    },
  };
}

export type OauthService = ReturnType<typeof createOauthService>;
