import { jarsEndpoints, type Jar } from '@clutch/contract/jars';
import { teamsEndpoints } from '@clutch/contract/teams';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { testClient } from '../../../test/client.js';
import { teamApi } from '../../../test/teams.js';
import { useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const api = testClient(t);
const e = jarsEndpoints;
const teams = teamApi(t);

async function createJar(user: TestUser, title = 'Jar'): Promise<Jar> {
  const res = await api.call(e.create, { as: user, body: { title, target_amount: 50 } });
  if (res.status !== 201) throw new Error(`create answered ${res.text}`);
  return res.body;
}
const titles = (res: { body: Jar[] }) => res.body.map((jar) => jar.title);

describe('team jars', () => {
  it('lets the leader attach their own jars, once each, and anyone signed in see them', async () => {
    const { team, leader, members } = await teams.teamOf(1);
    const [first, second] = [await createJar(leader, 'First'), await createJar(leader, 'Second')];
    const params = { id: team.id };
    const res = await api.call(e.teamAdd, {
      as: leader,
      params,
      body: { jars: [first.id, second.id, first.id] },
    });
    expect(res.status).toBe(200);
    expect(titles(res).sort()).toEqual(['First', 'Second']);
    expect(
      titles(await api.call(e.teamAdd, { as: leader, params, body: { jars: [second.id] } })),
    ).toHaveLength(2);
    const seen = await api.call(e.ofTeam, { as: await createUser(t), params });
    expect(seen.status).toBe(200);
    expect(titles(seen).sort()).toEqual(['First', 'Second']);
    const player = members[0];
    if (!player) throw new Error('no player');
    const jar = await createJar(player);
    expect(
      (await api.call(e.teamAdd, { as: player, params, body: { jars: [jar.id] } })).status,
    ).toBe(403);
    expect((await api.call(e.ofTeam, { as: leader, params: { id: 2000000000 } })).status).toBe(404);
  });

  it('refuses someone else’s, broken or missing jars', async () => {
    const { team, leader } = await teams.teamOf(0);
    const params = { id: team.id };
    const foreign = await createJar(await createUser(t));
    const broken = await createJar(leader);
    await api.call(e.breakJar, { as: leader, params: { id: broken.id } });
    for (const jars of [[foreign.id], [broken.id], [2_000_000_000]]) {
      const res = await api.call(e.teamAdd, { as: leader, params, body: { jars } });
      expect(res.status).toBe(400);
      expect(res.error).toHaveProperty('jars');
    }
    expect(await api.ok(e.ofTeam, { as: leader, params })).toEqual([]);
  });

  it('lets only the leader detach a jar, and answers 404 for one not attached', async () => {
    const { team, leader, members } = await teams.teamOf(1);
    const jar = await createJar(leader);
    const params = { id: team.id };
    await api.call(e.teamAdd, { as: leader, params, body: { jars: [jar.id] } });
    const player = members[0];
    if (!player) throw new Error('no player');
    expect(
      (await api.call(e.teamRemove, { as: player, params, body: { jar: jar.id } })).status,
    ).toBe(403);
    const res = await api.call(e.teamRemove, { as: leader, params, body: { jar: jar.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(
      (await api.call(e.teamRemove, { as: leader, params, body: { jar: jar.id } })).status,
    ).toBe(404);
    expect((await api.call(e.get, { as: leader, params: { id: jar.id } })).status).toBe(200);
  });

  it('creates a jar for the team owned by the leader, and edits it', async () => {
    const { team, leader, members } = await teams.teamOf(1);
    const params = { id: team.id };
    const player = members[0];
    if (!player) throw new Error('no player');
    const jarBody = { title: 'Bootcamp', description: '', is_unlimited: true };
    expect(
      (await api.call(e.teamCreate, { as: player, params, body: { jar: jarBody } })).status,
    ).toBe(403);
    const created = await api.call(e.teamCreate, { as: leader, params, body: { jar: jarBody } });
    expect(created.status).toBe(201);
    const jar = created.body;
    expect(jar).toMatchObject({
      title: 'Bootcamp',
      is_unlimited: true,
      created_by: { id: leader.id },
    });
    expect(titles(await api.call(e.ofTeam, { as: player, params }))).toEqual(['Bootcamp']);

    const edited = await api.call(e.teamEdit, {
      as: leader,
      params,
      body: { jar: { id: jar.id, title: 'Bootcamp 2', is_unlimited: false, target_amount: 75 } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Bootcamp 2', target_amount: 75 });
    expect(
      (
        await api.call(e.teamEdit, {
          as: player,
          params,
          body: { jar: { id: jar.id, title: 'X' } },
        })
      ).status,
    ).toBe(403);
    const both = await api.call(e.teamCreate, {
      as: leader,
      params,
      body: { jar: { title: 'Both', is_unlimited: true, target_amount: 5 } },
    });
    expect(both.status).toBe(400);
  });

  it('edits only attached jars the leader created', async () => {
    const { team, leader, members } = await teams.teamOf(1);
    const params = { id: team.id };
    const loose = await createJar(leader);
    expect(
      (
        await api.call(e.teamEdit, {
          as: leader,
          params,
          body: { jar: { id: loose.id, title: 'X' } },
        })
      ).status,
    ).toBe(404);
    const player = members[0];
    if (!player) throw new Error('no player');
    const theirs = await createJar(player);
    // A jar attached by an earlier leader stays the creator's to edit.
    await api.call(e.teamAdd, { as: leader, params, body: { jars: [loose.id] } });
    const handover = await api.call(teamsEndpoints.transferAuthority, {
      as: leader,
      params,
      query: { user_id: player.id },
    });
    expect(handover.status).toBe(200);
    const asNewLeader = await api.call(e.teamEdit, {
      as: player,
      params,
      body: { jar: { id: loose.id, title: 'X' } },
    });
    expect(asNewLeader.status).toBe(403);
    expect(
      (
        await api.call(e.teamEdit, {
          as: player,
          params,
          body: { jar: { id: theirs.id, title: 'X' } },
        })
      ).status,
    ).toBe(404);
  });
});
