import type { Server } from '@clutch/contract/tournament-options';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness.js';
import type { Database } from '../../../platform/db/database.js';
import { cs2ServersRepository as repo, type ClaimedCs2Server } from './cs2-servers.repository.js';
import { cs2Servers } from './cs2-servers.tables.js';

let test: TestDatabase;
let database: Database;
beforeAll(async () => {
  test = await createTestDatabase();
  database = test.database;
});
afterAll(async () => {
  await test.drop();
});
beforeEach(async () => {
  await database.db.delete(cs2Servers);
});

const add = (name: string, region: Server = 'europe') =>
  repo.add(database.db, {
    name,
    host: '10.0.0.1',
    port: 27015,
    region,
    rconPasswordEncrypted: `sealed-${name}`,
  });

/** Resolves once `count` arrivals have come: claimers hold their locks until every one has tried. */
function barrier(count: number) {
  let arrived = 0;
  let open: () => void = () => undefined;
  const all = new Promise<void>((resolve) => {
    open = resolve;
  });
  return async () => {
    arrived += 1;
    if (arrived === count) open();
    await all;
  };
}

/**
 * N claimers at once. On PostgreSQL each holds its transaction open until all N have claimed or
 * found none, so they truly overlap (without SKIP LOCKED they would wait on each other for good).
 * PGlite has one connection and runs the transactions one after another.
 */
async function claimAtOnce(claimers: number, region: Server = 'europe') {
  const wait = database.kind === 'postgres' ? barrier(claimers) : () => Promise.resolve();
  return Promise.all(
    Array.from({ length: claimers }, (_, i) =>
      database.db.transaction(async (tx) => {
        // Waiting on another claimer's lock fails the test instead of hanging it.
        if (database.kind === 'postgres') await tx.execute(sql`set local lock_timeout = '5s'`);
        try {
          return await repo.claimFree(tx, region, `quickmatch:${String(i + 1)}`);
        } finally {
          await wait();
        }
      }),
    ),
  );
}

const claimedIds = (results: (ClaimedCs2Server | null)[]) =>
  results.filter((r): r is ClaimedCs2Server => r !== null).map((r) => r.id);

describe('cs2 servers repository', () => {
  it('adds a server once per name and lists it without its password', async () => {
    const added = await add('eu-1');
    expect(added).toMatchObject({ name: 'eu-1', status: 'active', allocatedTo: null });
    expect(await add('eu-1', 'usa')).toBeNull();
    const listed = await repo.list(database.db);
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain('sealed-eu-1');
    expect(Object.keys(listed[0] ?? {})).not.toContain('rconPasswordEncrypted');
  });

  it('claims a free active server in the region, with its sealed password, and releases it', async () => {
    await add('us-1', 'usa');
    const eu = await add('eu-1');
    const claimed = await database.db.transaction((tx) =>
      repo.claimFree(tx, 'europe', 'quickmatch:5'),
    );
    expect(claimed).toEqual({
      id: eu?.id,
      name: 'eu-1',
      host: '10.0.0.1',
      port: 27015,
      region: 'europe',
      rconPasswordEncrypted: 'sealed-eu-1',
    });
    const [row] = (await repo.list(database.db)).filter((s) => s.name === 'eu-1');
    expect(row?.allocatedTo).toBe('quickmatch:5');
    expect(await database.db.transaction((tx) => repo.claimFree(tx, 'europe', 'x:1'))).toBeNull();
    expect(await database.db.transaction((tx) => repo.claimFree(tx, 'cis', 'x:1'))).toBeNull();

    expect(await repo.release(database.db, eu?.id ?? 0, 'quickmatch:6')).toBe(false);
    expect(await repo.release(database.db, eu?.id ?? 0, 'quickmatch:5')).toBe(true);
    expect(await repo.release(database.db, eu?.id ?? 0, 'quickmatch:5')).toBe(false);
    const again = await database.db.transaction((tx) => repo.claimFree(tx, 'europe', 'q:7'));
    expect(again?.id).toBe(eu?.id);
  });

  it('never claims a draining or unhealthy server', async () => {
    await add('eu-1');
    const sick = await add('eu-2');
    await repo.drain(database.db, 'eu-1');
    await database.db.update(cs2Servers).set({ status: 'unhealthy' });
    expect(sick?.status).toBe('active');
    expect(await database.db.transaction((tx) => repo.claimFree(tx, 'europe', 'q:1'))).toBeNull();
  });

  // At most five claimers: the test database's pool has five connections, each claimer holds one.
  it.each([
    [5, 2],
    [3, 5],
    [4, 4],
  ])('%i concurrent claimers and %i servers: min(N, M) win, no server twice', async (n, m) => {
    for (let i = 0; i < m; i++) await add(`eu-${String(i)}`);
    await add('us-0', 'usa');
    const results = await claimAtOnce(n);
    const ids = claimedIds(results);
    expect(ids).toHaveLength(Math.min(n, m));
    expect(new Set(ids).size).toBe(ids.length);
    const owners = (await repo.list(database.db))
      .filter((s) => s.region === 'europe' && s.allocatedTo !== null)
      .map((s) => s.allocatedTo);
    expect(owners).toHaveLength(Math.min(n, m));
    expect(new Set(owners).size).toBe(owners.length);
    expect((await repo.list(database.db)).find((s) => s.region === 'usa')?.allocatedTo).toBeNull();
  });

  it('drains by name, and removes a free server but an allocated one only when forced', async () => {
    await add('eu-1');
    await add('eu-2');
    expect(await repo.drain(database.db, 'nope')).toBeNull();
    expect((await repo.drain(database.db, 'eu-1'))?.status).toBe('draining');
    expect(await repo.remove(database.db, 'eu-1', { force: false })).toBe('removed');
    expect(await repo.remove(database.db, 'eu-1', { force: false })).toBe('missing');

    await database.db.transaction((tx) => repo.claimFree(tx, 'europe', 'quickmatch:9'));
    expect(await repo.remove(database.db, 'eu-2', { force: false })).toBe('allocated');
    expect((await repo.list(database.db)).map((s) => s.name)).toEqual(['eu-2']);
    expect(await repo.remove(database.db, 'eu-2', { force: true })).toBe('removed');
    expect(await repo.list(database.db)).toEqual([]);
  });
});
