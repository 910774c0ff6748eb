// A4 steam-openid-forgery: the built server signs in with a genuine Steam OpenID answer and refuses
// nine forged ones, never posts check_authentication to an endpoint the answer names, refuses a
// replayed answer with 401, and will not link a Steam account another account already has.
// Steam is the server tests' loopback stand-in (STEAM_OPENID_URL points the child at it).
import { TokenPairSchema } from '@clutch/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  edited,
  followSteamLink,
  startSteamOpenidProvider,
  stateOf,
  steamAt,
  steamIdentity,
  steamNonce,
  withReturnTo,
  type AssertionTweaks,
  type SteamOpenidProvider,
} from '../../apps/server/test/stand-ins/steam-openid-provider.js';
import { api, expectStatus, signUp, type ApiAnswer } from '../src/api-client.js';
import { figure, ofTotal } from '../src/figures.js';
import { startSuiteServer, type SuiteServer } from '../src/suite-server.js';

let server: SuiteServer;
/** The Steam the child is configured with. */
let steam: SteamOpenidProvider;
/** Another OpenID provider on another port, which must never be asked anything. */
let foreign: SteamOpenidProvider;
let lastSteamId = 76_561_198_100_000_000n;
const newSteamId = () => String(++lastSteamId);

/** A Steam sign-in link from the child: signed in (`token`), the callback links instead. */
async function steamLink(token?: string): Promise<string> {
  const answer = await api(server.origin, '/api/auth/steam-login/', token ? { token } : {});
  const body = expectStatus('steam link', answer, 200).body;
  if (
    typeof body !== 'object' ||
    body === null ||
    !('link' in body) ||
    typeof body.link !== 'string'
  )
    throw new Error(`steam link: no link in ${JSON.stringify(body)}`);
  return body.link;
}

/** Signs in at the stand-in as `steamId` (its answer deviating by `tweaks`); answers its fields. */
async function signInAtSteam(
  link: string,
  steamId: string,
  tweaks: AssertionTweaks = {},
): Promise<URLSearchParams> {
  steam.approveAs(steamId, tweaks);
  const answer = await followSteamLink(link);
  if (!answer) throw new Error(`the Steam stand-in did not redirect for ${link}`);
  return answer;
}

/** The callback with exactly the fields the provider appended, as the web app hands them over. */
const finishSteam = (query: URLSearchParams) =>
  api(server.origin, `/api/auth/steam-login/callback/?${query.toString()}`);

const isSignedIn = (answer: ApiAnswer) =>
  answer.status === 200 && TokenPairSchema.safeParse(answer.body).success;

/** What a refusal says: DRF's `detail`, or the `error` a bad request carries. */
function detailOf(answer: ApiAnswer): string {
  const body = answer.body;
  if (typeof body !== 'object' || body === null) return JSON.stringify(body);
  if ('detail' in body) return String(body.detail);
  if ('error' in body) return String(body.error);
  return JSON.stringify(body);
}

beforeAll(async () => {
  [steam, foreign] = await Promise.all([startSteamOpenidProvider(), startSteamOpenidProvider()]);
  server = await startSuiteServer({
    STEAM_OPENID_URL: steam.endpoint,
    STEAM_API_URL: steam.url,
    STEAM_API_KEY: steam.apiKey,
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await Promise.all([steam?.close(), foreign?.close()]);
});

describe('A4 steam-openid-forgery', () => {
  let genuineSteamId: string;

  it('signs in with a genuine Steam answer', async () => {
    genuineSteamId = newSteamId();
    steam.personas.set(genuineSteamId, {
      personaname: 'A4 genuine',
      avatarfull: 'https://avatars.example/a4.png',
    });
    const answer = await finishSteam(await signInAtSteam(await steamLink(), genuineSteamId));
    const me = isSignedIn(answer)
      ? await api(server.origin, '/api/profile/me/', {
          token: TokenPairSchema.parse(answer.body).access,
        })
      : null;
    figure(
      'A4',
      'genuine Steam sign-in',
      ofTotal(isSignedIn(answer) && me?.status === 200 ? 1 : 0, 1),
    );
    figure('A4', 'check_authentication requests to the configured Steam', steam.checks);
    expect(answer.status).toBe(200);
    expect(me?.status).toBe(200);
  });

  it('refuses nine forged answers, asks no other provider, and answers a replay with 401', async () => {
    const other = '76561197960287931';
    const forgeries: [string, () => Promise<URLSearchParams>][] = [
      [
        'op_endpoint is not Steam',
        async () =>
          signInAtSteam(await steamLink(), newSteamId(), {
            opEndpoint: 'https://steamcommunity.com.evil.test/openid/login',
          }),
      ],
      [
        'claimed_id on an attacker host while identity is Steam',
        async () =>
          signInAtSteam(await steamLink(), newSteamId(), {
            claimedId: `https://evil.test/openid/id/${other}`,
          }),
      ],
      [
        'claimed_id differs from identity',
        async () =>
          signInAtSteam(await steamLink(), newSteamId(), { identity: steamIdentity(other) }),
      ],
      [
        'a 16-digit Steam id',
        async () => {
          const short = newSteamId().slice(1);
          return signInAtSteam(await steamLink(), short, {
            claimedId: steamIdentity(short),
            identity: steamIdentity(short),
          });
        },
      ],
      [
        'return_to on another site',
        async () => {
          const link = await steamLink();
          const returnTo = `http://evil.test/steam-login?state=${stateOf(link)}`;
          return signInAtSteam(steamAt(steam.endpoint, withReturnTo(link, returnTo)), newSteamId());
        },
      ],
      [
        'a wrong openid.ns',
        async () =>
          edited(await signInAtSteam(await steamLink(), newSteamId()), {
            'openid.ns': 'http://openid.net/signon/1.1',
          }),
      ],
      [
        'Steam answers is_valid:false (the id edited after signing)',
        async () =>
          edited(await signInAtSteam(await steamLink(), newSteamId()), {
            'openid.claimed_id': steamIdentity(other),
            'openid.identity': steamIdentity(other),
          }),
      ],
      [
        'signed by another provider, whose op_endpoint the app must not ask',
        async () => {
          foreign.approveAs(newSteamId());
          const answer = await followSteamLink(
            steamAt(foreign.endpoint, new URL(await steamLink()).searchParams),
          );
          if (!answer) throw new Error('the foreign provider did not redirect');
          return answer;
        },
      ],
      [
        'a replayed response_nonce (fresh link, the nonce of an accepted answer)',
        async () => {
          const nonce = steamNonce();
          const first = await finishSteam(
            await signInAtSteam(await steamLink(), newSteamId(), { nonce }),
          );
          expect(first.status).toBe(200);
          return signInAtSteam(await steamLink(), newSteamId(), { nonce });
        },
      ],
    ];
    let accepted = 0;
    const statuses = new Map<string, number>();
    for (const [name, build] of forgeries) {
      const answer = await finishSteam(await build());
      if (answer.status < 400 || isSignedIn(answer)) accepted += 1;
      statuses.set(name, answer.status);
      figure('A4', `forged: ${name}`, `${String(answer.status)} ${detailOf(answer)}`);
    }
    // The whole accepted answer sent again, as someone who copied the callback URL would.
    const query = await signInAtSteam(await steamLink(), newSteamId());
    const genuine = await finishSteam(query);
    const replay = await finishSteam(query);
    figure('A4', 'forged logins accepted', ofTotal(accepted, forgeries.length));
    figure('A4', 'check_authentication requests to the foreign provider', foreign.checks);
    figure('A4', 'replayed accepted answer', `${String(replay.status)} ${detailOf(replay)}`);
    expect(accepted).toBe(0);
    expect(foreign.checks).toBe(0);
    expect(genuine.status).toBe(200);
    expect(replay.status).toBe(401);
    expect(statuses.get(forgeries[8]?.[0] ?? '')).toBe(401);
  });

  it('refuses to link a Steam account that another account already has', async () => {
    const player = await signUp(server.origin, 'a4linker');
    const answer = await finishSteam(
      await signInAtSteam(await steamLink(player.tokens.access), genuineSteamId),
    );
    figure(
      'A4',
      'linking a Steam id another account owns',
      `${String(answer.status)} ${detailOf(answer)}`,
    );
    expect(answer.status).toBe(400);
    expect(detailOf(answer)).toMatch(/already linked to another account/);
  });
});
