// A2 refresh-rotation-reuse-and-revocation: refresh tokens rotate, a replaced one coming back after
// the grace window ends its whole family, parallel refreshes leave one lineage, and logout, a
// password change and the operator's ban end sessions and sockets within the plan's times.
import { setTimeout as sleep } from 'node:timers/promises';
import { TokenPairSchema } from '@clutch/contract/auth';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectStatus, refresh, signIn, signUp, type Player } from '../src/api-client.js';
import { banFrom, endSessions } from '../src/operator-actions.js';
import { figure, ofTotal } from '../src/figures.js';
import { openSocket } from '../src/socket-client.js';
import { startSuiteServer, type SuiteServer } from '../src/suite-server.js';

/** Short, so the test can wait it out; the default is 10 s (REFRESH_REUSE_GRACE). */
const GRACE_MS = 2_000;
/** The plan's bounds: logout and password change within 1 s, the banned user's socket within 2 s. */
const LOGOUT_BOUND_MS = 1_000;
const PASSWORD_BOUND_MS = 1_000;
const BAN_BOUND_MS = 2_000;
const PARALLEL_REFRESHES = 20;

let server: SuiteServer;
let admin: Player;

const jtiOf = (token: string) => String(decodeJwt(token).jti);

/**
 * Milliseconds from `since` until the access token is refused with 401; polls for three times the
 * bound, so a slow refusal is measured and printed rather than cut off.
 */
async function refusedAfter(
  access: string,
  since: number,
  boundMs: number,
): Promise<number | null> {
  while (Date.now() - since <= boundMs * 3) {
    const answer = await api(server.origin, '/api/profile/me/', { token: access });
    if (answer.status === 401) return Date.now() - since;
    await sleep(25);
  }
  return null;
}

beforeAll(async () => {
  server = await startSuiteServer({ REFRESH_REUSE_GRACE: `${String(GRACE_MS)}ms` });
  admin = await signUp(server.origin, 'a2admin');
  await server.operator(['grant-admin', admin.email]);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('A2 refresh-rotation-reuse-and-revocation', () => {
  let first: { access: string; refresh: string };
  let second: { access: string; refresh: string };

  it('rotates the refresh token and answers a replaced one inside the grace window with the current lineage', async () => {
    const player = await signUp(server.origin, 'a2rotate');
    first = player.tokens;
    second = TokenPairSchema.parse(
      expectStatus('refresh', await refresh(server.origin, first.refresh), 200).body,
    );
    const again = await refresh(server.origin, first.refresh);
    const againPair = TokenPairSchema.safeParse(again.body);
    const sameLineage =
      againPair.success && jtiOf(againPair.data.refresh) === jtiOf(second.refresh);
    figure(
      'A2',
      'refresh rotated to a new jti',
      jtiOf(second.refresh) !== jtiOf(first.refresh) ? 'yes' : 'no',
    );
    figure(
      'A2',
      `replaced token inside the ${String(GRACE_MS)} ms grace`,
      `${String(again.status)}, current lineage: ${sameLineage ? 'yes' : 'no'}`,
    );
    expect(jtiOf(second.refresh)).not.toBe(jtiOf(first.refresh));
    expect(again.status).toBe(200);
    expect(sameLineage).toBe(true);
  });

  it('revokes the whole family when a replaced refresh token comes back after the grace window', async () => {
    await sleep(GRACE_MS + 500);
    const reuse = await refresh(server.origin, first.refresh);
    const current = await refresh(server.origin, second.refresh);
    const access = await api(server.origin, '/api/profile/me/', { token: second.access });
    const revoked = reuse.status === 401 && current.status === 401 && access.status === 401;
    figure(
      'A2',
      'reuse after the grace',
      `${String(reuse.status)}; then current refresh ${String(current.status)}, current access ${String(access.status)}`,
    );
    figure('A2', 'reuse answered 401 and family revoked', ofTotal(revoked ? 1 : 0, 1));
    expect(revoked).toBe(true);
  });

  it('leaves at most one surviving lineage after 20 parallel refreshes with one refresh token', async () => {
    const player = await signUp(server.origin, 'a2parallel');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_REFRESHES }, () =>
        refresh(server.origin, player.tokens.refresh),
      ),
    );
    const pairs = answers.flatMap((answer) => {
      const pair = TokenPairSchema.safeParse(answer.body);
      return answer.status === 200 && pair.success ? [pair.data] : [];
    });
    const refused = answers.filter((answer) => answer.status === 401).length;
    const lineages = new Set(pairs.map((pair) => jtiOf(pair.refresh)));
    const survivor = pairs[0];
    const survives = survivor ? (await refresh(server.origin, survivor.refresh)).status : null;
    figure(
      'A2',
      'parallel refreshes',
      `${String(PARALLEL_REFRESHES)} tried, ${String(pairs.length)} answered a pair, ${String(refused)} refused with 401`,
    );
    figure('A2', 'surviving lineages', lineages.size);
    figure(
      'A2',
      'the surviving lineage refreshes again',
      survives === null ? 'none survived' : String(survives),
    );
    expect(pairs.length + refused).toBe(PARALLEL_REFRESHES);
    expect(lineages.size).toBeLessThanOrEqual(1);
    if (survivor) expect(survives).toBe(200);
  });

  it('refuses the access token within 1 s of a logout, and the refresh token with it', async () => {
    const player = await signUp(server.origin, 'a2logout');
    const { access, refresh: refreshToken } = player.tokens;
    const start = Date.now();
    expectStatus(
      'logout',
      await api(server.origin, '/api/auth/logout/', {
        method: 'POST',
        token: access,
        body: { refresh: refreshToken },
      }),
      204,
    );
    const refusedMs = await refusedAfter(access, start, LOGOUT_BOUND_MS);
    const refreshAfter = await refresh(server.origin, refreshToken);
    figure(
      'A2',
      'access refused after logout (ms)',
      refusedMs ?? `not within ${String(LOGOUT_BOUND_MS * 3)}`,
    );
    figure('A2', 'refresh after logout', refreshAfter.status);
    expect(refusedMs).not.toBeNull();
    expect(refusedMs ?? Infinity).toBeLessThanOrEqual(LOGOUT_BOUND_MS);
    expect(refreshAfter.status).toBe(401);
  });

  it("ends the other devices' sessions within 1 s of a password change and keeps the changing one", async () => {
    const player = await signUp(server.origin, 'a2password');
    const other = await signIn(server.origin, player);
    const start = Date.now();
    const newPassword = `${player.password}-changed`;
    expectStatus(
      'change password',
      await api(server.origin, `/api/profile/${String(player.id)}/change-password/`, {
        method: 'PATCH',
        token: player.tokens.access,
        body: {
          current_password: player.password,
          new_password: newPassword,
          repeat_password: newPassword,
        },
      }),
      200,
    );
    const refusedMs = await refusedAfter(other.access, start, PASSWORD_BOUND_MS);
    const otherRefresh = await refresh(server.origin, other.refresh);
    const own = await api(server.origin, '/api/profile/me/', { token: player.tokens.access });
    figure(
      'A2',
      'other device refused after password change (ms)',
      refusedMs ?? `not within ${String(PASSWORD_BOUND_MS * 3)}`,
    );
    figure('A2', "other device's refresh after password change", otherRefresh.status);
    figure('A2', 'changing device after password change', own.status);
    expect(refusedMs).not.toBeNull();
    expect(refusedMs ?? Infinity).toBeLessThanOrEqual(PASSWORD_BOUND_MS);
    expect(otherRefresh.status).toBe(401);
    expect(own.status).toBe(200);
  });

  it("closes the banned user's open socket within 2 s of the operator ending their sessions", async () => {
    const player = await signUp(server.origin, 'a2banned');
    const socket = openSocket(server.origin, 'user-updates', player.tokens.access);
    expect(await socket.ping(10_000)).toBe('answered');
    // A ban here is per activity (withdrawal, tournament, quick match, chat) and leaves sessions be;
    // the operator's "end sessions" is what shuts the user out, so the ban is followed by it.
    await banFrom(
      server.origin,
      admin,
      player.id,
      ['withdrawal', 'tournament', 'quick_match', 'chat'],
      'A2 ban',
    );
    const afterBans = await socket.ping(2_000);
    const start = Date.now();
    await endSessions(server.origin, admin, player.id, 'A2 ban');
    const closed = await Promise.race([socket.closed, sleep(BAN_BOUND_MS * 3).then(() => null)]);
    socket.close();
    const closedMs = closed ? closed.at - start : null;
    figure(
      'A2',
      'socket after the four activity bans alone',
      afterBans === 'answered' ? 'still open' : afterBans,
    );
    figure(
      'A2',
      'socket closed after ending sessions (ms)',
      closedMs ?? `not within ${String(BAN_BOUND_MS * 3)}`,
    );
    figure('A2', 'socket close code', closed ? `${String(closed.code)} ${closed.reason}` : 'none');
    expect(closedMs).not.toBeNull();
    expect(closedMs ?? Infinity).toBeLessThanOrEqual(BAN_BOUND_MS);
    expect(closed?.code).toBe(4003);
  });
});
