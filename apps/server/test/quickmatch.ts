// Quick-match helpers for tests: players in either book, lobbies opened and filled through the API,
// and the durable timers run on demand.
import { profileEndpoints } from '@clutch/contract/profile';
import { quickMatchEndpoints as qm, type QuickMatch } from '@clutch/contract/quickmatch';
import type { z } from 'zod';
import { testClient } from './client.js';
import { createUser, type TestUser } from './factories.js';
import type { TestApp } from './harness.js';
import { fund } from './wallet.js';
import { linkSteam } from './steam.js';

type CreateBody = z.input<typeof qm.create.body>;

export function quickMatchApi(t: TestApp) {
  const client = testClient(t);
  const api = {
    client,
    /** A player who plays with demo crystals (1,000 to start), or real ones when funded. */
    async player(options: { demo?: boolean; real?: number } = {}): Promise<TestUser> {
      const user = await createUser(t);
      if (options.demo ?? options.real === undefined)
        await client.ok(profileEndpoints.patchMe, { as: user, body: { is_demo: true } });
      if (options.real !== undefined) {
        await fund(t, user, options.real);
        await linkSteam(t, user);
      }
      return user;
    },
    create: (as: TestUser, body: Partial<CreateBody> = {}, game: 1 | 2 = 1) =>
      client.ok(qm.create, { as, query: { game }, body: { name: 'Mid or feed', ...body } }),
    view: (as: TestUser, id: number) => client.ok(qm.one, { as, params: { id } }),
    join: (as: TestUser, id: number, query: { team_id?: number; token?: string } = {}) =>
      client.ok(qm.join, { as, params: { id }, query }),
    ready: (as: TestUser, id: number) => client.ok(qm.toggleReady, { as, params: { id } }),
    leave: (as: TestUser, id: number) => client.ok(qm.leave, { as, params: { id } }),
    veto: (as: TestUser, id: number, item: string) =>
      client.call(qm.veto, { as, params: { id }, body: { item } }),
    /** Runs every durable timer due by `ms` from now (ready checks, veto turns, the simulator). */
    runJobs: (ms = 120_000) => t.jobs.runDue(new Date(Date.now() + ms)),
    /** A lobby with every seat taken by new players of the creator's book; everyone ready. */
    async fullLobby(
      creator: TestUser,
      body: Partial<CreateBody> = {},
      game: 1 | 2 = 1,
    ): Promise<{ lobby: QuickMatch; players: TestUser[] }> {
      const lobby = await api.create(creator, body, game);
      const players = [creator];
      for (let seat = 1; seat < lobby.slots; seat += 1) {
        const player = await api.player();
        await api.join(player, lobby.id);
        players.push(player);
      }
      for (const player of players) await api.ready(player, lobby.id);
      return { lobby: await api.view(creator, lobby.id), players };
    },
  };
  return api;
}
