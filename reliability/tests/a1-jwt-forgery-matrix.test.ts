// A1 jwt-forgery-matrix: every forged, expired, misplaced or revoked access token is refused with a
// 401 on five protected HTTP endpoints and on a live socket, while the genuine token works on all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUp, type ApiAnswer, type Player } from '../src/api-client.js';
import { banFrom, endSessions } from '../src/operator-actions.js';
import { figure, ofTotal } from '../src/figures.js';
import { forgeAccessTokens, type Forgery } from '../src/forgeries.js';
import { startKeyServer, type KeyServer } from '../src/key-server.js';
import { openSocket } from '../src/socket-client.js';
import { startSuiteServer, type SuiteServer } from '../src/suite-server.js';

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /**
   * What the genuine token gets. Not always 2xx: a new player has no real crystals to send (the
   * transfer reaches the ledger and is refused there) and no tournament exists in a fresh database
   * (the registration reaches the lookup and answers 404). Either way the caller was authenticated.
   */
  control: number;
  /** For a control that is not 2xx: what its body must say, so it is the refusal described above. */
  controlSays?: RegExp;
}

let server: SuiteServer;
let keyServer: KeyServer;
let admin: Player;
let bystander: Player;
let banned: Player;
let endpoints: Endpoint[];
let forgeries: Forgery[];
const tally = { tried: 0, accepted: 0, not401: 0 };

function send(
  endpoint: Endpoint,
  request: { token?: string; authorization?: string; query?: string },
): Promise<ApiAnswer> {
  return api(server.origin, endpoint.path + (request.query ?? ''), {
    method: endpoint.method,
    ...(request.token ? { token: request.token } : {}),
    ...(request.authorization ? { authorization: request.authorization } : {}),
    ...(endpoint.body !== undefined ? { body: endpoint.body } : {}),
  });
}

/** Counts one forged request; answers whether it was refused with the expected 401 body. */
function judge(answer: ApiAnswer, isBodyRight: (body: unknown) => boolean): boolean {
  tally.tried += 1;
  if (answer.status < 400) tally.accepted += 1;
  const refused = answer.status === 401 && isBodyRight(answer.body);
  if (!refused) tally.not401 += 1;
  return refused;
}

const isTokenNotValid = (body: unknown) =>
  typeof body === 'object' && body !== null && 'code' in body && body.code === 'token_not_valid';
const isNotAuthenticated = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  'detail' in body &&
  body.detail === 'Authentication credentials were not provided.';

beforeAll(async () => {
  server = await startSuiteServer();
  [admin, bystander, banned] = await Promise.all([
    signUp(server.origin, 'a1admin'),
    signUp(server.origin, 'a1player'),
    signUp(server.origin, 'a1banned'),
  ]);
  await server.operator(['grant-admin', admin.email]);
  // There is no account-wide ban: the operator bans a user from an activity and ends their sessions.
  await banFrom(server.origin, admin, banned.id, ['tournament'], 'A1 banned user');
  await endSessions(server.origin, admin, banned.id, 'A1 banned user');
  keyServer = await startKeyServer({ keys: [] });
  endpoints = [
    { name: 'GET profile/me', method: 'GET', path: '/api/profile/me/', control: 200 },
    {
      name: 'POST wallet transfer',
      method: 'POST',
      path: `/api/profile/${String(bystander.id)}/transactions/`,
      body: { amount: 1 },
      control: 400,
      controlSays: /not enough crystals/i,
    },
    {
      name: 'POST tournament registration',
      method: 'POST',
      path: '/api/tournaments/register/2147483000/',
      body: { user: admin.id },
      control: 404,
      controlSays: /not found/i,
    },
    {
      name: 'GET messenger chat list',
      method: 'GET',
      path: '/api/messanger/get-messages-bar/',
      control: 200,
    },
    {
      name: 'POST operator ban',
      method: 'POST',
      path: `/api/operator/users/${String(bystander.id)}/bans/`,
      body: { kind: 'chat', forever: true, reason: 'A1' },
      control: 201,
    },
  ];
  forgeries = await forgeAccessTokens({
    victim: admin.tokens,
    otherAccess: bystander.tokens.access,
    bannedAccess: banned.tokens.access,
    jwtSecret: server.jwtSecret,
    keyServerUrl: keyServer.url,
  });
}, 120_000);

afterAll(async () => {
  await keyServer?.close();
  await server?.stop();
});

describe('A1 jwt-forgery-matrix', () => {
  it('accepts the genuine access token on all five HTTP endpoints and the socket', async () => {
    const outcomes: string[] = [];
    for (const endpoint of endpoints) {
      const answer = await send(endpoint, { token: admin.tokens.access });
      const body = JSON.stringify(answer.body);
      outcomes.push(`${endpoint.name} ${String(answer.status)}`);
      expect(answer.status, `${endpoint.name}: ${body}`).toBe(endpoint.control);
      if (endpoint.controlSays) expect(body).toMatch(endpoint.controlSays);
    }
    const socket = openSocket(server.origin, 'user-updates', admin.tokens.access);
    const ping = await socket.ping(10_000);
    socket.close();
    outcomes.push(`socket ping ${ping}`);
    figure('A1', 'control token', outcomes.join(', '));
    expect(ping).toBe('answered');
  });

  it('answers 401 token_not_valid to every forged token on every HTTP endpoint', async () => {
    const wrong: string[] = [];
    for (const forgery of forgeries)
      for (const endpoint of endpoints) {
        const answer = await send(endpoint, { token: forgery.token });
        if (!judge(answer, isTokenNotValid))
          wrong.push(
            `${forgery.name} on ${endpoint.name}: ${String(answer.status)} ${JSON.stringify(answer.body)}`,
          );
      }
    figure(
      'A1',
      'HTTP forgeries refused with 401 token_not_valid',
      ofTotal(
        forgeries.length * endpoints.length - wrong.length,
        forgeries.length * endpoints.length,
      ),
    );
    for (const line of wrong) figure('A1', 'NOT REFUSED', line);
    expect(wrong).toEqual([]);
  });

  it('answers 401 to any token under the Bearer scheme and to a genuine token in the query string', async () => {
    const wrong: string[] = [];
    const bearerForgeries = forgeries.filter((f) =>
      ['alg none', 'wrong HS256 secret', 'exp in the past'].includes(f.name),
    );
    for (const endpoint of endpoints) {
      for (const forgery of bearerForgeries) {
        // Another scheme is no credential at all: 401 not_authenticated, the token never read.
        const answer = await send(endpoint, { authorization: `Bearer ${forgery.token}` });
        if (!judge(answer, isNotAuthenticated))
          wrong.push(`Bearer ${forgery.name} on ${endpoint.name}: ${String(answer.status)}`);
      }
      for (const name of ['token', 'access', 'jwt']) {
        const answer = await send(endpoint, {
          query: `?${name}=${encodeURIComponent(admin.tokens.access)}`,
        });
        if (!judge(answer, isNotAuthenticated))
          wrong.push(`?${name}= on ${endpoint.name}: ${String(answer.status)}`);
      }
    }
    // The spec's scheme is `Token`: even a genuine token under another scheme is no credential.
    for (const endpoint of endpoints) {
      const answer = await send(endpoint, { authorization: `Bearer ${admin.tokens.access}` });
      if (!judge(answer, isNotAuthenticated))
        wrong.push(`Bearer <genuine> on ${endpoint.name}: ${String(answer.status)}`);
    }
    figure(
      'A1',
      'Bearer-scheme forgeries and query-string tokens refused with 401',
      ofTotal(
        endpoints.length * (bearerForgeries.length + 4) - wrong.length,
        endpoints.length * (bearerForgeries.length + 4),
      ),
    );
    for (const line of wrong) figure('A1', 'NOT REFUSED', line);
    expect(wrong).toEqual([]);
  });

  it('closes the socket with 4001 for every forged token before answering a frame', async () => {
    const wrong: string[] = [];
    for (const forgery of forgeries) {
      const socket = openSocket(server.origin, 'user-updates', forgery.token);
      const ping = await socket.ping(10_000);
      const closed = ping === 'closed' ? await socket.closed : null;
      socket.close();
      tally.tried += 1;
      if (ping === 'answered') tally.accepted += 1;
      if (closed?.code !== 4001) {
        tally.not401 += 1;
        wrong.push(`${forgery.name}: ${ping} ${String(closed?.code ?? '')}`);
      }
    }
    figure(
      'A1',
      'socket forgeries closed with 4001',
      ofTotal(forgeries.length - wrong.length, forgeries.length),
    );
    for (const line of wrong) figure('A1', 'NOT REFUSED', line);
    expect(wrong).toEqual([]);
  });

  it('never fetches a key from a URL a token header names, and accepts no forgery at all', () => {
    figure('A1', 'key server hits', keyServer.hits());
    figure('A1', 'forged tokens accepted', ofTotal(tally.accepted, tally.tried));
    figure('A1', 'forged tokens not answered 401', ofTotal(tally.not401, tally.tried));
    figure('A1', 'token of a deleted user', 'not applicable (the API cannot delete an account)');
    figure(
      'A1',
      'HS256 signed with our public key',
      'not applicable (only HS256 with a shared secret is used)',
    );
    expect(keyServer.hits()).toBe(0);
    expect(tally.tried).toBeGreaterThan(100);
    expect(tally.accepted).toBe(0);
    expect(tally.not401).toBe(0);
  });
});
