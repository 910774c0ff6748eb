// The spec's error catalogue (spec 1, section 8), one row at a time, through the real client against a
// stand-in server: what the user sees (toasts), where they are sent, and what happens to the session.
import { authEndpoints } from '@clutch/contract/auth';
import { gameEndpoints } from '@clutch/contract/games';
import { profileEndpoints } from '@clutch/contract/profile';
import { describe, expect, it } from 'vitest';
import { MAX_FAILED_REFRESHES } from './api-client';
import { ApiError, NetworkError } from './api-error';
import { reactionTo } from './api-failure';
import { EXPIRED, json, ME, rotatingServer, setup } from './api-stand-in';

const REFRESH_URL = '/api/auth/token/refresh/';

describe('HTTP 404', () => {
  it('is ignored silently: no toast, no navigation, the caller still gets the error', async () => {
    const { client, effects } = setup(() => json(404, { detail: 'Not found.' }));
    await expect(client.call(gameEndpoints.list)).rejects.toMatchObject({ status: 404 });
    expect(effects).toEqual([]);
  });
});

describe('401 with code token_not_valid', () => {
  it('refreshes once, stores both new tokens and retries with the new access', async () => {
    const { client, store, seen, changes, effects } = setup(rotatingServer());
    const me = await client.call(profileEndpoints.me);
    expect(me.username).toBe(ME.username);
    expect(seen.map((request) => request.url)).toEqual([
      '/api/profile/me/',
      REFRESH_URL,
      '/api/profile/me/',
    ]);
    expect(seen[1]?.body).toEqual({ refresh: 'r1' });
    expect(store.readAccess()).toBe('a2');
    expect(store.readRefresh()).toBe('r2');
    expect(changes).toEqual(['rotated']);
    expect(effects).toEqual([]);
  });

  it('shares one refresh between requests that fail at the same time and retries them all', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const server = rotatingServer();
    const { client, seen } = setup(async (request) => {
      if (request.url === REFRESH_URL) await refreshGate;
      return server(request);
    });
    const calls = [1, 2, 3].map(() => client.call(profileEndpoints.me));
    await new Promise((resolve) => setTimeout(resolve, 10));
    releaseRefresh();
    const answers = await Promise.all(calls);
    expect(answers.map((me) => me.id)).toEqual([7, 7, 7]);
    expect(seen.filter((request) => request.url === REFRESH_URL)).toHaveLength(1);
    expect(seen.filter((request) => request.url === '/api/profile/me/')).toHaveLength(6);
  });

  it(`keeps the session through ${String(MAX_FAILED_REFRESHES)} failed refreshes, then logs out and opens sign-in`, async () => {
    const { client, store, effects } = setup(
      rotatingServer(() => json(503, { detail: 'Unavailable.' })),
    );
    for (let attempt = 1; attempt <= MAX_FAILED_REFRESHES; attempt += 1) {
      await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 401 });
      expect(store.readAccess()).toBe('a1');
    }
    expect(effects).toEqual([]);
    await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(store.readAccess()).toBeNull();
    expect(store.readRefresh()).toBeNull();
    expect(effects).toEqual([{ kind: 'session-expired' }]);
  });

  it('logs out and opens sign-in at once when the server rejects the refresh token itself', async () => {
    const { client, store, changes, effects } = setup(rotatingServer(() => json(401, EXPIRED)));
    await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(store.readAccess()).toBeNull();
    expect(changes).toEqual(['session-ended']);
    expect(effects).toEqual([{ kind: 'session-expired' }]);
  });

  it('logs out when there is no refresh token to refresh with', async () => {
    const { client, store, seen, effects } = setup(rotatingServer(), { access: 'stale' });
    await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(seen.map((request) => request.url)).toEqual(['/api/profile/me/']);
    expect(store.readAccess()).toBeNull();
    expect(effects).toEqual([{ kind: 'session-expired' }]);
  });

  it('never refreshes for an endpoint that does not read the token', async () => {
    const { client, seen } = setup(() => json(401, EXPIRED));
    await expect(
      client.call(authEndpoints.login, { body: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
  });
});

describe('401 "Authentication credentials were not provided."', () => {
  it('goes to the home page without refreshing or a toast', async () => {
    const { client, seen, effects } = setup(() =>
      json(401, { detail: 'Authentication credentials were not provided.' }),
    );
    await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
    expect(effects).toEqual([{ kind: 'go-home' }]);
  });

  it('is the only 401 that navigates; other 401 answers are not shown', async () => {
    const { client, effects } = setup(() => json(401, { detail: 'Incorrect authentication.' }));
    await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(effects).toEqual([]);
  });
});

describe('403 saying the user of the token was not found', () => {
  it('logs the user out', async () => {
    const { client, store, changes, effects } = setup(() =>
      json(403, { detail: 'The user matching this token was not found.', code: 'user_not_found' }),
    );
    await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 403 });
    expect(store.readAccess()).toBeNull();
    expect(changes).toEqual(['session-ended']);
    expect(effects).toEqual([]);
  });

  it('is recognised by its detail text alone too', () => {
    const error = new ApiError(403, { detail: 'The user matching this token was not found.' });
    expect(reactionTo(error)).toEqual({ kind: 'sign-out' });
  });

  it('keeps the session for any other 403, showing its detail', async () => {
    const { client, store, effects } = setup(() =>
      json(403, { detail: 'You do not have permission to perform this action.' }),
    );
    await expect(client.call(profileEndpoints.me)).rejects.toMatchObject({ status: 403 });
    expect(store.readAccess()).toBe('a1');
    expect(effects).toEqual([
      { kind: 'error', message: 'You do not have permission to perform this action.', items: [] },
    ]);
  });
});

describe('HTTP 400', () => {
  it.each([
    ['data.error as text', { error: 'Wrong e-mail or password.' }, 'Wrong e-mail or password.'],
    ['the first item of data.error as a list', { error: ['First.', 'Second.'] }, 'First.'],
    ['data.message when there is no error', { message: 'Check the form.' }, 'Check the form.'],
    [
      "each field's messages prefixed by the field name",
      { email: ['Enter a valid email address.'], username: ['Taken.', 'Too short.'] },
      'email: Enter a valid email address.\nusername: Taken. Too short.',
    ],
  ])('toasts %s', async (_, body, expected) => {
    const { client, effects } = setup(() => json(400, body));
    await expect(client.call(gameEndpoints.list)).rejects.toMatchObject({ status: 400 });
    expect(effects).toEqual([{ kind: 'error', message: expected, items: [] }]);
  });
});

describe('400 insufficient_funds', () => {
  it('asks the app to say how many crystals are missing, on which balance, instead of a toast', async () => {
    const body = {
      error: 'Not enough crystals on the balance for this. 5 more crystals are needed.',
      code: 'insufficient_funds',
      missing: 5,
      book: 'real',
    };
    const { client, effects } = setup(() => json(400, body));
    await expect(client.call(gameEndpoints.list)).rejects.toMatchObject({ status: 400 });
    expect(effects).toEqual([
      { kind: 'short-of-crystals', shortfall: { missing: 5, book: 'real' } },
    ]);
  });

  it('still explains a refusal that names no amount', () => {
    const error = new ApiError(400, { error: 'Not enough.', code: 'insufficient_funds' });
    expect(reactionTo(error)).toEqual({
      kind: 'short-of-crystals',
      shortfall: { missing: null, book: null },
    });
  });
});

describe('other answers with data.message or data.detail', () => {
  it.each([
    [409, { message: 'That name is taken.' }, 'That name is taken.'],
    [429, { detail: 'Request was throttled.' }, 'Request was throttled.'],
    [500, { detail: 'A server error occurred.', request_id: 'r1' }, 'A server error occurred.'],
  ])('toast the text of a %i', async (status, body, expected) => {
    const { client, effects } = setup(() => json(status, body));
    await expect(client.call(gameEndpoints.list)).rejects.toMatchObject({ status });
    expect(effects).toEqual([{ kind: 'error', message: expected, items: [] }]);
  });

  it('show nothing when the answer has no text', async () => {
    const { client, effects } = setup(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(client.call(gameEndpoints.list)).rejects.toMatchObject({ status: 502 });
    expect(effects).toEqual([]);
  });
});

describe('a data.errors object', () => {
  it('toasts a list of field: message, whatever the status', async () => {
    const body = { errors: { email: ['Taken.'], team: 'Full.', empty: [] } };
    for (const status of [400, 422]) {
      const { client, effects } = setup(() => json(status, body));
      await expect(client.call(gameEndpoints.list)).rejects.toMatchObject({ status });
      expect(effects).toEqual([
        { kind: 'error', message: '', items: ['email: Taken.', 'team: Full.'] },
      ]);
    }
  });
});

describe('a call whose caller shows the error itself', () => {
  it('raises no toast, but the navigation and session rules still apply', async () => {
    const wrong = setup(() => json(400, { error: 'Unable to log in with provided credentials.' }));
    await expect(
      wrong.client.call(
        authEndpoints.login,
        { body: { email: 'a@b.co', password: 'x' } },
        { quiet: true },
      ),
    ).rejects.toMatchObject({ status: 400 });
    expect(wrong.effects).toEqual([]);

    const anonymous = setup(() =>
      json(401, { detail: 'Authentication credentials were not provided.' }),
    );
    await expect(
      anonymous.client.call(profileEndpoints.me, undefined, { quiet: true }),
    ).rejects.toThrow();
    expect(anonymous.effects).toEqual([{ kind: 'go-home' }]);
  });
});

describe('a call whose caller explains some error codes itself', () => {
  it('raises no toast for those codes and the usual toast for any other', async () => {
    const body = { detail: 'Link your Steam account first.', code: 'steam_not_linked' };
    const explained = setup(() => json(403, body));
    await expect(
      explained.client.call(gameEndpoints.list, undefined, { quietCodes: ['steam_not_linked'] }),
    ).rejects.toMatchObject({ status: 403, code: 'steam_not_linked' });
    expect(explained.effects).toEqual([]);

    const other = setup(() => json(403, { detail: 'You are banned.', code: 'quick_match_ban' }));
    await expect(
      other.client.call(gameEndpoints.list, undefined, { quietCodes: ['steam_not_linked'] }),
    ).rejects.toMatchObject({ status: 403 });
    expect(other.effects).toEqual([{ kind: 'error', message: 'You are banned.', items: [] }]);
  });
});

describe('no answer at all', () => {
  it('throws a NetworkError and says the server cannot be reached', async () => {
    const { client, effects } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.call(gameEndpoints.list)).rejects.toBeInstanceOf(NetworkError);
    expect(effects).toEqual([{ kind: 'offline' }]);
  });
});
