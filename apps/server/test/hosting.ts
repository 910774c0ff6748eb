// Real matches in tests: an app that game servers can call back (listening on a port chosen before
// it is built, so GAME_SERVER_CALLBACK_URL names it), stand-in CS2 servers added to the pool the way
// `npm run operator -- cs2-server add` adds them, and short RCON deadlines.
import { createServer } from 'node:net';
import type { Server } from '@clutch/contract/tournament-options';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { hostedMatches } from '../src/modules/matches/hosting/hosted-matches.tables.js';
import type { TestUser } from './factories.js';
import { balances } from './wallet.js';
import { cs2ServersRepository } from '../src/modules/matches/hosting/cs2-servers.repository.js';
import { gameServerSecret, secretBox } from '../src/platform/secret-box.js';
import { buildTestApp, type TestApp } from './harness.js';
import { startMatchZyServer, type MatchZyStandIn } from './stand-ins/matchzy-server.js';

/** A loopback port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Settings that keep a dead server's detection to a second or so. */
export const FAST_HOSTING_ENV = {
  RCON_CONNECT_TIMEOUT: '400ms',
  RCON_COMMAND_TIMEOUT: '400ms',
  CS2_POLL_INTERVAL: '5s',
  CS2_DEAD_AFTER_MISSES: '2',
  BOT_SECRET: 'bot-secret-for-the-tests-0123',
  BOT_RECONNECT_GRACE: '30s',
} as const;

/** One app per test file, listening where game servers call it back. */
export function useHostingApp(env: Record<string, string> = {}): {
  t: TestApp;
  base: () => string;
} {
  let app: TestApp | undefined;
  let base = '';
  beforeAll(async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${String(port)}`;
    app = await buildTestApp({
      env: { ...FAST_HOSTING_ENV, GAME_SERVER_CALLBACK_URL: url, ...env },
    });
    await app.listen(port);
    base = url;
  });
  afterAll(async () => {
    await app?.close();
  });
  const t = new Proxy({} as TestApp, {
    get(_, key) {
      if (!app) throw new Error('useHostingApp: the app is built in beforeAll');
      const value: unknown = Reflect.get(app, key);
      return value;
    },
  });
  return { t, base: () => base };
}

/** A MatchZy stand-in, added to the pool as an operator would. */
export async function addMatchZyServer(
  t: TestApp,
  options: { name: string; region?: Server; mapResultPlayers?: boolean },
): Promise<{ server: MatchZyStandIn; id: number }> {
  const server = await startMatchZyServer({
    password: `rcon-${options.name}`,
    mapResultPlayers: options.mapResultPlayers ?? true,
  });
  const added = await cs2ServersRepository.add(t.database.db, {
    name: options.name,
    host: server.host,
    port: server.port,
    region: options.region ?? 'europe',
    rconPasswordEncrypted: secretBox(gameServerSecret(t.config)).seal(server.password),
  });
  if (!added) throw new Error(`a server named ${options.name} exists`);
  return { server, id: added.id };
}

/** The (latest) hosting of an owner's match, straight from the table. */
export async function hostedOf(t: TestApp, matchId: number) {
  const rows = await t.database.db
    .select()
    .from(hostedMatches)
    .where(eq(hostedMatches.matchId, matchId))
    .orderBy(desc(hostedMatches.id))
    .limit(1);
  const [row] = rows;
  if (!row) throw new Error(`no hosted match for match ${String(matchId)}`);
  return row;
}

/** A user's balance in crystals, as profile/me shows it. */
export const crystalsOf = async (t: TestApp, user: TestUser) =>
  Number((await balances(t, user)).balance);
