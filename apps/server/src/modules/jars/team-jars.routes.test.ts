import type { Jar } from '@clutch/contract/jars';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { teamApi } from '../../../test/teams.js';
import { moneyApi, useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const call = moneyApi(t);
const teams = teamApi(t);

const id = (n: number) => String(n);

async function createJar(user: TestUser, title = 'Jar'): Promise<Jar> {
  const res = await call('POST', 'profile/jars/', user, { title, target_amount: 50 });
  if (res.statusCode !== 201) throw new Error(`create answered ${res.body}`);
  return res.json<Jar>();
}
const titles = (res: { json: <T>() => T }) => res.json<Jar[]>().map((jar) => jar.title);

describe('team jars', () => {
  it('lets the leader attach their own jars, once each, and anyone signed in see them', async () => {
    const { team, leader, members } = await teams.teamOf(1);
    const [first, second] = [await createJar(leader, 'First'), await createJar(leader, 'Second')];
    const url = `team/${id(team.id)}/jars-add/`;
    const res = await call('POST', url, leader, { jars: [first.id, second.id, first.id] });
    expect(res.statusCode).toBe(200);
    expect(titles(res).sort()).toEqual(['First', 'Second']);
    expect(titles(await call('POST', url, leader, { jars: [second.id] }))).toHaveLength(2);
    const seen = await call('GET', `team/${id(team.id)}/jars/`, await createUser(t));
    expect(seen.statusCode).toBe(200);
    expect(titles(seen).sort()).toEqual(['First', 'Second']);
    const player = members[0];
    if (!player) throw new Error('no player');
    const jar = await createJar(player);
    expect((await call('POST', url, player, { jars: [jar.id] })).statusCode).toBe(403);
    expect((await call('GET', 'team/2000000000/jars/', leader)).statusCode).toBe(404);
  });

  it('refuses someone else’s, broken or missing jars', async () => {
    const { team, leader } = await teams.teamOf(0);
    const url = `team/${id(team.id)}/jars-add/`;
    const foreign = await createJar(await createUser(t));
    const broken = await createJar(leader);
    await call('POST', `profile/jar/${id(broken.id)}/break/`, leader);
    for (const jars of [[foreign.id], [broken.id], [2_000_000_000]]) {
      const res = await call('POST', url, leader, { jars });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('jars');
    }
    expect((await call('GET', `team/${id(team.id)}/jars/`, leader)).json()).toEqual([]);
  });

  it('lets only the leader detach a jar, and answers 404 for one not attached', async () => {
    const { team, leader, members } = await teams.teamOf(1);
    const jar = await createJar(leader);
    await call('POST', `team/${id(team.id)}/jars-add/`, leader, { jars: [jar.id] });
    const url = `team/${id(team.id)}/jars-remove/`;
    const player = members[0];
    if (!player) throw new Error('no player');
    expect((await call('POST', url, player, { jar: jar.id })).statusCode).toBe(403);
    const res = await call('POST', url, leader, { jar: jar.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await call('POST', url, leader, { jar: jar.id })).statusCode).toBe(404);
    expect((await call('GET', `profile/jars/${id(jar.id)}/`, leader)).statusCode).toBe(200);
  });

  it('creates a jar for the team owned by the leader, and edits it', async () => {
    const { team, leader, members } = await teams.teamOf(1);
    const url = `team/${id(team.id)}/jars/edit/`;
    const player = members[0];
    if (!player) throw new Error('no player');
    const jarBody = { title: 'Bootcamp', description: '', is_unlimited: true };
    expect((await call('POST', url, player, { jar: jarBody })).statusCode).toBe(403);
    const created = await call('POST', url, leader, { jar: jarBody });
    expect(created.statusCode).toBe(201);
    const jar = created.json<Jar>();
    expect(jar).toMatchObject({
      title: 'Bootcamp',
      is_unlimited: true,
      created_by: { id: leader.id },
    });
    expect(titles(await call('GET', `team/${id(team.id)}/jars/`, player))).toEqual(['Bootcamp']);

    const edited = await call('PATCH', url, leader, {
      jar: { id: jar.id, title: 'Bootcamp 2', is_unlimited: false, target_amount: 75 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Jar>()).toMatchObject({ title: 'Bootcamp 2', target_amount: 75 });
    expect((await call('PATCH', url, player, { jar: { id: jar.id, title: 'X' } })).statusCode).toBe(
      403,
    );
    const both = await call('POST', url, leader, {
      jar: { title: 'Both', is_unlimited: true, target_amount: 5 },
    });
    expect(both.statusCode).toBe(400);
  });

  it('edits only attached jars the leader created', async () => {
    const { team, leader, members } = await teams.teamOf(1);
    const url = `team/${id(team.id)}/jars/edit/`;
    const loose = await createJar(leader);
    expect(
      (await call('PATCH', url, leader, { jar: { id: loose.id, title: 'X' } })).statusCode,
    ).toBe(404);
    const player = members[0];
    if (!player) throw new Error('no player');
    const theirs = await createJar(player);
    // A jar attached by an earlier leader stays the creator's to edit.
    await call('POST', `team/${id(team.id)}/jars-add/`, leader, { jars: [loose.id] });
    const handover = `team/${id(team.id)}/transfer-authority/?user_id=${id(player.id)}`;
    expect((await call('PATCH', handover, leader)).statusCode).toBe(200);
    const asNewLeader = await call('PATCH', url, player, { jar: { id: loose.id, title: 'X' } });
    expect(asNewLeader.statusCode).toBe(403);
    expect(
      (await call('PATCH', url, player, { jar: { id: theirs.id, title: 'X' } })).statusCode,
    ).toBe(404);
  });
});
