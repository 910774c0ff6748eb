// Lobby list pages are kept in memory (the same for every caller) until an event that may change
// one arrives. Every change a page shows, made through the API, is on the next read: a lobby made,
// joined (full lobbies leave the list), left, ended by its creator, and its creator's new name.
import { profileEndpoints } from '@clutch/contract/profile';
import { quickMatchEndpoints as qm, type QuickMatchCard } from '@clutch/contract/quickmatch';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { quickMatchApi } from '../../../test/quickmatch.js';

const t = useTestApp();
const api = quickMatchApi(t);
const { client } = api;

/** The first page of two-player lobbies, read twice (the second read is the kept one). */
async function lobbies(as: TestUser): Promise<QuickMatchCard[]> {
  const query = { type: '1_1' as const, per_page: 50 };
  await client.ok(qm.list, { as, query });
  return (await client.ok(qm.list, { as, query })).results;
}

let uncachedPerPage = 60;
/** The same lobbies read past the cache: a page size asked for the first time is a new key. */
async function freshLobbies(as: TestUser): Promise<QuickMatchCard[]> {
  uncachedPerPage += 1;
  const query = { type: '1_1' as const, per_page: uncachedPerPage };
  return (await client.ok(qm.list, { as, query })).results;
}

const cardOf = async (as: TestUser, id: number) =>
  (await lobbies(as)).find((card) => card.id === id);

describe('the lobby list answers every change on the next read', () => {
  it('keeps a page: a change made behind the API’s back (no event) is not seen until one comes', async () => {
    const creator = await api.player();
    const viewer = await api.player();
    const lobby = await api.create(creator, { name: 'Kept lobby', type: '1_1' });
    expect(await cardOf(viewer, lobby.id)).toMatchObject({ name: 'Kept lobby' });
    await t.database.db.execute(
      sql`UPDATE quick_matches SET name = 'Renamed behind' WHERE id = ${lobby.id}`,
    );
    expect(await cardOf(viewer, lobby.id)).toMatchObject({ name: 'Kept lobby' });
    const joiner = await api.player();
    await api.join(joiner, lobby.id);
    await api.leave(joiner, lobby.id);
    expect(await cardOf(viewer, lobby.id)).toMatchObject({ name: 'Renamed behind' });
  });

  it('a lobby made, filled (it leaves the list), left again, and ended by its creator', async () => {
    const creator = await api.player();
    const viewer = await api.player();
    const before = (await lobbies(viewer)).length;
    const lobby = await api.create(creator, { name: 'Cache life', type: '1_1' });
    expect(await cardOf(viewer, lobby.id)).toMatchObject({
      checked_in_slots: 1,
      status: 'waiting',
    });
    const joiner = await api.player();
    await api.join(joiner, lobby.id);
    // Every seat taken: a ready check starts and the lobby is no longer waiting for players.
    expect(await cardOf(viewer, lobby.id)).toBeUndefined();
    await api.leave(joiner, lobby.id);
    expect(await cardOf(viewer, lobby.id)).toMatchObject({ checked_in_slots: 1 });
    await api.leave(creator, lobby.id);
    expect(await cardOf(viewer, lobby.id)).toBeUndefined();
    expect(await lobbies(viewer)).toHaveLength(before);
  });

  it('its creator’s new name', async () => {
    const creator = await api.player();
    const viewer = await api.player();
    const lobby = await api.create(creator, { name: 'Cache names', type: '1_1' });
    expect((await cardOf(viewer, lobby.id))?.created_by.username).toBe(creator.username);
    const username = `lobbyhost${String(creator.id)}`;
    await client.ok(profileEndpoints.patchMe, { as: creator, body: { username } });
    expect((await cardOf(viewer, lobby.id))?.created_by.username).toBe(username);
  });

  it('what timers do: a ready check that runs out, and a lobby whose players all got ready', async () => {
    const viewer = await api.player();
    const creator = await api.player();
    const lobby = await api.create(creator, { name: 'Cache timers', type: '1_1' });
    const joiner = await api.player();
    await api.join(joiner, lobby.id);
    await api.ready(creator, lobby.id);
    await lobbies(viewer);
    // The joiner never gets ready: the check runs out and the lobby changes without a request.
    await api.runJobs();
    expect(await lobbies(viewer)).toEqual(await freshLobbies(viewer));
    const { lobby: full } = await api.fullLobby(await api.player(), { type: '1_1' });
    expect(await lobbies(viewer)).toEqual(await freshLobbies(viewer));
    await api.runJobs();
    expect(await lobbies(viewer)).toEqual(await freshLobbies(viewer));
    expect((await lobbies(viewer)).some((card) => card.id === full.id)).toBe(false);
  });

  it('the looking-for-game page: players seated, leaving, filled lobbies and new names', async () => {
    const viewer = await api.player();
    const seekers = async () => {
      await client.ok(qm.lookingForGame, { as: viewer, query: { per_page: 50 } });
      const page = await client.ok(qm.lookingForGame, { as: viewer, query: { per_page: 50 } });
      return page.results.map((row) => `${row.user.username}@${String(row.quick_match.id)}`);
    };
    const creator = await api.player();
    const lobby = await api.create(creator, { name: 'Cache seekers', type: '5_5', mix: true });
    expect(await seekers()).toContain(`${creator.username}@${String(lobby.id)}`);
    const joiner = await api.player();
    await api.join(joiner, lobby.id);
    expect(await seekers()).toContain(`${joiner.username}@${String(lobby.id)}`);
    await api.leave(joiner, lobby.id);
    expect(await seekers()).not.toContain(`${joiner.username}@${String(lobby.id)}`);
    const username = `seeker${String(creator.id)}`;
    await client.ok(profileEndpoints.patchMe, { as: creator, body: { username } });
    expect(await seekers()).toContain(`${username}@${String(lobby.id)}`);
    await api.leave(creator, lobby.id);
    expect((await seekers()).some((row) => row.endsWith(`@${String(lobby.id)}`))).toBe(false);
  });
});
