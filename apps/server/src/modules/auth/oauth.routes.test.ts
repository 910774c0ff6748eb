import { createHash } from 'node:crypto';
import { authEndpoints } from '@clutch/contract/auth';
import { profileEndpoints } from '@clutch/contract/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEvent } from '../../app-events.js';
import { testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp, type TestApp } from '../../../test/harness.js';
import {
  edited,
  followSteamLink,
  startSteamOpenidProvider,
  stateOf,
  steamAt,
  steamIdentity,
  steamNonce,
  STEAM_SIGNED,
  type AssertionTweaks,
  type SteamOpenidProvider,
  withReturnTo,
} from '../../../test/stand-ins/steam-openid-provider.js';
import {
  startTwitchProvider,
  type TwitchProvider,
} from '../../../test/stand-ins/twitch-provider.js';
import { oauthStandInSettings } from '../../../test/stand-ins/oauth-settings.js';
import { oauthStates, sessions, users } from './auth.tables.js';

let steam: SteamOpenidProvider;
let twitch: TwitchProvider;
// Stop after both apps close (afterAll hooks run last registered first).
afterAll(() => Promise.all([steam.close(), twitch.close()]));
const t = useTestApp(async () => {
  [steam, twitch] = await Promise.all([startSteamOpenidProvider(), startTwitchProvider()]);
  return {
    env: oauthStandInSettings(steam, twitch),
    fetch,
  };
});
/** Steam configured without a Web API key, and Twitch not configured at all. */
const bare = useTestApp(() =>
  Promise.resolve({ env: { STEAM_OPENID_URL: steam.endpoint }, fetch }),
);
/** PUBLIC_URL unset, as on a fresh `npm start`: Steam returns to the address the browser used. */
const unset = useTestApp(() =>
  Promise.resolve({ env: { STEAM_OPENID_URL: steam.endpoint, PUBLIC_URL: '' }, fetch }),
);
const client = testClient(t);
const events: AppEvent[] = [];
beforeAll(() => {
  t.bus.subscribe((event) => events.push(event));
});

let lastSteamId = 76_561_198_000_000_000n;
const newSteamId = () => String(++lastSteamId);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function steamLink(app: TestApp = t, headers: Record<string, string> = {}): Promise<string> {
  const res = await testClient(app).call(authEndpoints.steamLogin, { headers });
  expect(res.status).toBe(200);
  return res.body.link;
}

/** Follows the link to the stand-in as a browser would and answers what Steam appended to return_to. */
async function signInAtSteam(
  link: string,
  steamId: string,
  tweaks: AssertionTweaks = {},
): Promise<URLSearchParams> {
  steam.approveAs(steamId, tweaks);
  const answer = await followSteamLink(link);
  expect(answer).not.toBeNull();
  return answer ?? new URLSearchParams();
}

function finishSteam(
  query: URLSearchParams,
  headers: Record<string, string> = {},
  app: TestApp = t,
) {
  // Exactly the fields Steam appended, in its order.
  return testClient(app).call(authEndpoints.steamCallback, { search: query.toString(), headers });
}

async function steamSignIn(steamId: string, app: TestApp = t) {
  const res = await finishSteam(await signInAtSteam(await steamLink(app), steamId), {}, app);
  expect(res.status).toBe(200);
  return res.body;
}

async function me(access: string, app: TestApp = t) {
  const res = await testClient(app).call(profileEndpoints.me, {
    headers: { authorization: `Token ${access}` },
  });
  expect(res.status).toBe(200);
  return res.body;
}

async function counts() {
  return {
    users: await t.database.db.$count(users),
    sessions: await t.database.db.$count(sessions),
  };
}

describe('Steam sign-in link', () => {
  it('points at the configured endpoint with checkid_setup, our realm and a return_to carrying a one-time state', async () => {
    const link = new URL(await steamLink());
    expect(`${link.origin}${link.pathname}`).toBe(steam.endpoint);
    const params = Object.fromEntries(link.searchParams);
    expect(params).toMatchObject({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.realm': 'http://clutch.test',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
    const state = stateOf(link.toString());
    expect(params['openid.return_to']).toBe(`http://clutch.test/steam-login?state=${state}`);
    const [row] = await t.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, sha256(state)));
    expect(row).toMatchObject({ provider: 'steam', userId: null, usedAt: null });
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
  });

  it('binds the state to the caller when signed in', async () => {
    const user = await createUser(t);
    const state = stateOf(await steamLink(t, user.headers));
    const [row] = await t.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, sha256(state)));
    expect(row?.userId).toBe(user.id);
  });
});

describe('Steam sign-in without PUBLIC_URL', () => {
  it('returns the browser to the origin it started from, where its tokens are kept', async () => {
    const at = { host: '127.0.0.1:3000' };
    const link = await steamLink(unset, at);
    const params = new URL(link).searchParams;
    expect(params.get('openid.realm')).toBe('http://127.0.0.1:3000');
    expect(params.get('openid.return_to')).toBe(
      `http://127.0.0.1:3000/steam-login?state=${stateOf(link)}`,
    );
    const res = await finishSteam(await signInAtSteam(link, newSteamId()), at, unset);
    expect(res.status).toBe(200);
  });

  it('refuses an answer for one origin presented at another', async () => {
    const link = await steamLink(unset, { host: '127.0.0.1:3000' });
    const query = await signInAtSteam(link, newSteamId());
    const res = await finishSteam(query, { host: 'localhost:3000' }, unset);
    expect(res.status).toBe(400);
  });
});

describe('Steam sign-in', () => {
  it('creates an account named after the Steam persona with its avatar, then signs the same account in again', async () => {
    const steamId = newSteamId();
    steam.personas.set(steamId, {
      personaname: 'Gabe  Newell!!',
      avatarfull: 'https://avatars.example/gabe_full.jpg',
    });
    const before = await counts();
    const first = await me((await steamSignIn(steamId)).access);
    expect(first).toMatchObject({
      username: 'Gabe_Newell',
      steam_id: steamId,
      avatar_url: 'https://avatars.example/gabe_full.jpg',
    });
    expect(await counts()).toEqual({ users: before.users + 1, sessions: before.sessions + 1 });
    expect(events).toContainEqual({ type: 'UserSignedUp', userId: first.id });

    const again = await me((await steamSignIn(steamId)).access);
    expect(again.id).toBe(first.id);
    expect((await counts()).users).toBe(before.users + 1);
  });

  it('makes the username unique when another player has the same persona name', async () => {
    const [a, b] = [newSteamId(), newSteamId()];
    steam.personas.set(a, { personaname: 'twin', avatarfull: 'https://avatars.example/a.jpg' });
    steam.personas.set(b, { personaname: 'TWIN', avatarfull: 'https://avatars.example/b.jpg' });
    expect((await me((await steamSignIn(a)).access)).username).toBe('twin');
    expect((await me((await steamSignIn(b)).access)).username).toBe('TWIN_2');
  });

  it('names the account steam_ and the last six digits without a Steam Web API key', async () => {
    const steamId = newSteamId();
    steam.personas.set(steamId, {
      personaname: 'ignored',
      avatarfull: 'https://avatars.example/x.jpg',
    });
    const profile = await me((await steamSignIn(steamId, bare)).access, bare);
    expect(profile).toMatchObject({
      username: `steam_${steamId.slice(-6)}`,
      steam_id: steamId,
      avatar_url: null,
    });
  });

  it('links Steam to the account that asked for the link, and announces the change', async () => {
    const user = await createUser(t);
    const steamId = newSteamId();
    const before = await counts();
    const res = await finishSteam(await signInAtSteam(await steamLink(t, user.headers), steamId));
    expect(res.status).toBe(200);
    const profile = await me(res.body.access);
    expect(profile).toMatchObject({ id: user.id, steam_id: steamId });
    expect((await counts()).users).toBe(before.users);
    expect(events).toContainEqual({ type: 'AccountChanged', userId: user.id });
  });

  it('never links to whoever forwards an answer that was started signed out', async () => {
    // An attacker signs in at Steam from a link fetched anonymously and gets a victim to open the
    // callback while signed in: the victim's account must not gain the attacker's Steam.
    const victim = await createUser(t);
    const attackerSteamId = newSteamId();
    const res = await finishSteam(
      await signInAtSteam(await steamLink(), attackerSteamId),
      victim.headers,
    );
    expect(res.status).toBe(200);
    expect((await me(res.body.access)).id).not.toBe(victim.id);
    expect((await me(victim.access)).steam_id).toBeNull();
  });

  it('refuses to link a Steam account that another account already has', async () => {
    const steamId = newSteamId();
    const owner = await me((await steamSignIn(steamId)).access);
    const user = await createUser(t);
    const res = await finishSteam(await signInAtSteam(await steamLink(t, user.headers), steamId));
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      error: 'This Steam account is already linked to another account.',
    });
    expect((await me(user.access)).steam_id).toBeNull();
    expect((await me((await steamSignIn(steamId)).access)).id).toBe(owner.id);
  });

  it('refuses to sign in a banned account', async () => {
    const steamId = newSteamId();
    const { id } = await me((await steamSignIn(steamId)).access);
    await t.auth.setBanned(id, true);
    const res = await finishSteam(await signInAtSteam(await steamLink(), steamId));
    expect(res.status).toBe(403);
  });

  it('accepts extra fields that nobody signed, as long as every signed one is there', async () => {
    const query = edited(await signInAtSteam(await steamLink(), newSteamId()), {
      'openid.sreg.nickname': 'x',
      utm_source: 'mail',
    });
    expect((await finishSteam(query)).status).toBe(200);
  });
});

describe('Steam sign-in refusals', () => {
  const other = '76561197960287931';
  let attacker: SteamOpenidProvider;
  beforeAll(async () => {
    attacker = await startSteamOpenidProvider();
  });
  afterAll(async () => {
    await attacker.close();
  });

  it.each<[string, () => Promise<URLSearchParams>, number, RegExp]>([
    [
      'a Steam ID edited after signing (the provider says is_valid:false)',
      async () =>
        edited(await signInAtSteam(await steamLink(), newSteamId()), {
          'openid.claimed_id': steamIdentity(other),
          'openid.identity': steamIdentity(other),
        }),
      401,
      /did not confirm/,
    ],
    [
      'a tampered signature',
      async () =>
        edited(await signInAtSteam(await steamLink(), newSteamId()), { 'openid.sig': 'AAAA' }),
      401,
      /did not confirm/,
    ],
    [
      'an assertion from another OpenID provider',
      async () => {
        attacker.approveAs(newSteamId());
        const answer = await followSteamLink(
          steamAt(attacker.endpoint, new URL(await steamLink()).searchParams),
        );
        return answer ?? new URLSearchParams();
      },
      400,
      /another OpenID provider/,
    ],
    [
      'a claimed_id that is not a Steam identity',
      async () =>
        signInAtSteam(await steamLink(), newSteamId(), {
          claimedId: `https://evil.test/openid/id/${other}`,
          identity: `https://evil.test/openid/id/${other}`,
        }),
      400,
      /does not name a Steam account/,
    ],
    [
      'a claimed_id differing from identity',
      async () =>
        signInAtSteam(await steamLink(), newSteamId(), { identity: steamIdentity(other) }),
      400,
      /two different accounts/,
    ],
    [
      'a return_to on another site',
      async () => {
        const link = await steamLink();
        const state = stateOf(link);
        return signInAtSteam(
          steamAt(
            steam.endpoint,
            withReturnTo(link, `http://evil.test/steam-login?state=${state}`, 'http://evil.test'),
          ),
          newSteamId(),
        );
      },
      400,
      /another site/,
    ],
    [
      'an unknown state',
      async () =>
        signInAtSteam(
          steamAt(
            steam.endpoint,
            withReturnTo(await steamLink(), 'http://clutch.test/steam-login?state=made-up'),
          ),
          newSteamId(),
        ),
      400,
      /Steam sign-in link has expired or was already used/,
    ],
    [
      'a state that was already used',
      async () => {
        const link = await steamLink();
        expect((await finishSteam(await signInAtSteam(link, newSteamId()))).status).toBe(200);
        return signInAtSteam(link, newSteamId());
      },
      400,
      /Steam sign-in link has expired or was already used/,
    ],
    [
      'a replayed answer',
      async () => {
        const query = await signInAtSteam(await steamLink(), newSteamId());
        expect((await finishSteam(query)).status).toBe(200);
        return query;
      },
      401,
      /Steam answer was already used/,
    ],
    [
      'a fresh state with a nonce seen before',
      async () => {
        const nonce = steamNonce();
        expect(
          (await finishSteam(await signInAtSteam(await steamLink(), newSteamId(), { nonce })))
            .status,
        ).toBe(200);
        return signInAtSteam(await steamLink(), newSteamId(), { nonce });
      },
      401,
      /Steam answer was already used/,
    ],
    [
      'a nonce from ten minutes ago',
      async () =>
        signInAtSteam(await steamLink(), newSteamId(), {
          nonce: steamNonce(new Date(Date.now() - 600_000)),
        }),
      400,
      /too old/,
    ],
    [
      'a signed list without assoc_handle',
      async () =>
        signInAtSteam(await steamLink(), newSteamId(), {
          signed: STEAM_SIGNED.filter((name) => name !== 'assoc_handle'),
        }),
      400,
      /does not sign assoc_handle/,
    ],
    [
      'a signed field missing from the answer',
      async () =>
        edited(await signInAtSteam(await steamLink(), newSteamId()), {
          'openid.assoc_handle': null,
        }),
      400,
      /lacks the signed fields assoc_handle/,
    ],
    [
      'a mode other than id_res',
      async () =>
        edited(await signInAtSteam(await steamLink(), newSteamId()), { 'openid.mode': 'cancel' }),
      400,
      /cancelled/,
    ],
  ])('refuses %s and signs nobody in', async (_name, build, status, reason) => {
    const query = await build();
    const before = await counts();
    const res = await finishSteam(query);
    expect(res.status).toBe(status);
    expect(JSON.stringify(res.error)).toMatch(reason);
    expect(await counts()).toEqual(before);
  });
});

describe('Twitch linking', () => {
  const redirectUri = 'http://clutch.test/api/auth/link-twitch/callback/';

  async function twitchState(headers: Record<string, string>): Promise<string> {
    const res = await client.call(authEndpoints.linkTwitch, { headers });
    expect(res.status).toBe(200);
    const link = new URL(res.body.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${twitch.authUrl}/authorize`);
    const { state, ...rest } = Object.fromEntries(link.searchParams);
    expect(rest).toEqual({
      client_id: twitch.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: '',
    });
    return state ?? '';
  }
  const finishTwitch = (query: Record<string, string>, accept = 'application/json') =>
    client.call(authEndpoints.twitchCallback, {
      search: new URLSearchParams(query).toString(),
      headers: { accept },
    });

  it('stores the Twitch login on the account that asked, and announces the change', async () => {
    const user = await createUser(t);
    const state = await twitchState(user.headers);
    const code = twitch.approve({ login: 'gaben_tv', userId: '4242' }, redirectUri);
    const res = await finishTwitch({ code, state });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twitch: 'gaben_tv' });
    expect((await me(user.access)).twitch).toBe('gaben_tv');
    expect(events).toContainEqual({ type: 'AccountChanged', userId: user.id });
    expect(Object.fromEntries(twitch.tokenRequests.at(-1) ?? [])).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      client_secret: twitch.clientSecret,
    });
  });

  it('sends a browser back to its settings page, linked or not', async () => {
    const user = await createUser(t);
    const code = twitch.approve({ login: 'browser_tv', userId: '7' }, redirectUri);
    const linked = await finishTwitch(
      { code, state: await twitchState(user.headers) },
      'text/html,application/xhtml+xml',
    );
    expect(linked.status).toBe(302);
    expect(linked.headers.location).toBe('http://clutch.test/profile/me/settings?twitch=linked');
    expect((await me(user.access)).twitch).toBe('browser_tv');
    const declined = await finishTwitch(
      {
        error: 'access_denied',
        error_description: 'The user denied you access',
        state: await twitchState(user.headers),
      },
      'text/html',
    );
    expect(declined.status).toBe(302);
    expect(declined.headers.location).toBe('http://clutch.test/profile/me/settings?twitch=error');
  });

  it('refuses an unknown or reused state without asking Twitch', async () => {
    const user = await createUser(t);
    const state = await twitchState(user.headers);
    expect(
      (
        await finishTwitch({
          code: twitch.approve({ login: 'first', userId: '1' }, redirectUri),
          state,
        })
      ).status,
    ).toBe(200);
    const asked = twitch.tokenRequests.length;
    for (const bad of [state, 'made-up']) {
      const res = await finishTwitch({
        code: twitch.approve({ login: 'second', userId: '2' }, redirectUri),
        state: bad,
      });
      expect(res.status).toBe(400);
      expect(res.error).toEqual({
        error: 'This Twitch link has expired or was already used. Start again from your settings.',
      });
    }
    expect(twitch.tokenRequests.length).toBe(asked);
    expect((await me(user.access)).twitch).toBe('first');
  });

  it('answers 400 and links nothing when Twitch refuses the code', async () => {
    const user = await createUser(t);
    const res = await finishTwitch({ code: 'not-a-code', state: await twitchState(user.headers) });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ error: 'Twitch refused the link (400).' });
    expect((await me(user.access)).twitch).toBeNull();
  });

  it('needs a signed-in caller, and answers 503 where Twitch is not configured', async () => {
    expect((await client.call(authEndpoints.linkTwitch)).status).toBe(401);
    const user = await createUser(bare);
    const res = await testClient(bare).call(authEndpoints.linkTwitch, { as: user });
    expect(res.status).toBe(503);
    expect(res.error).toMatchObject({ detail: 'Twitch linking is not set up on this server.' });
  });
});
