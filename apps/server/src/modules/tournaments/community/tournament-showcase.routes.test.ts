// A tournament's jars and banner: its creator makes and edits them (JSON or multipart with an image
// file) until the tournament ends; anyone else gets a 403, bad input a 400 naming the field.
import { jarsEndpoints } from '@clutch/contract/jars';
import { tournamentsEndpoints } from '@clutch/contract/tournaments';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bannerApi } from '../../../../test/banners.js';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/harness.js';
import * as images from '../../../../test/images.js';
import { tournamentApi } from '../../../../test/tournaments.js';
import { queryRows } from '../../../../test/wallet.js';

const t = useTestApp();
const api = tournamentApi(t);
const forms = bannerApi(t);
const client = testClient(t);
const e = tournamentsEndpoints;

async function organise(overrides: Record<string, unknown> = {}) {
  const creator = await createUser(t);
  const id = await api.create(creator, { donats: true, ...overrides });
  return { id, creator };
}

async function roles(id: number) {
  return queryRows(
    t,
    `select jar_id, role from tournament_jars where tournament_id = ${String(id)} order by jar_id`,
  );
}

const finish = (id: number) =>
  t.database.db.execute(sql`update tournaments set status = 'finished' where id = ${id}`);

describe('tournament jars', () => {
  it('are made by the creator: prize types as prize jars, a user jar as a donation jar', async () => {
    const { id, creator } = await organise();
    const prize = await client.call(e.createJar, {
      as: creator,
      params: { id },
      body: { title: 'Gold', jar_type: 2, is_unlimited: true },
    });
    expect(prize.status, prize.text).toBe(201);
    const file = await images.png(40, 40);
    const donation = await client.call(e.createJar, {
      as: creator,
      params: { id },
      form: [
        { name: 'title', value: 'Tips' },
        { name: 'is_unlimited', value: 'true' },
        { name: 'image', value: file, filename: 'jar.png', contentType: 'image/png' },
      ],
    });
    expect(donation.status, donation.text).toBe(201);
    expect(donation.body.image).toMatch(/\/media\//);
    expect(await roles(id)).toEqual([
      { jar_id: prize.body.id, role: 'prize' },
      { jar_id: donation.body.id, role: 'donation' },
    ]);
  });

  it('are listed for anyone, signed in or not: prize jars first, then donation jars', async () => {
    const { id, creator } = await organise();
    const make = async (title: string, jarType: number) =>
      (
        await client.ok(e.createJar, {
          as: creator,
          params: { id },
          body: { title, jar_type: jarType, is_unlimited: true },
        })
      ).id;
    const tips = await make('Tips', 1);
    const gold = await make('Gold', 2);
    const pool = await make('Pool', 5);
    for (const caller of [null, await createUser(t)]) {
      const res = await client.call(e.jars, { as: caller, params: { id } });
      expect(res.status, res.text).toBe(200);
      const listed = res.body;
      expect(listed.map((item) => [item.role, item.jar.id, item.jar.title])).toEqual([
        ['prize', gold, 'Gold'],
        ['prize', pool, 'Pool'],
        ['donation', tips, 'Tips'],
      ]);
      expect(listed[0]?.jar.created_by.id).toBe(creator.id);
    }
    const none = await client.call(e.jars, { as: null, params: { id: id + 1000 } });
    expect(none.status).toBe(404);
    const bare = await organise();
    const empty = await client.call(e.jars, { as: null, params: { id: bare.id } });
    expect(empty.body).toEqual([]);
  });

  it('are edited by the creator, one named by id, keeping their type', async () => {
    const { id, creator } = await organise();
    const params = { id };
    const made = (
      await client.ok(e.createJar, {
        as: creator,
        params,
        body: { title: 'Gold', jar_type: 2, is_unlimited: true },
      })
    ).id;
    const edited = await client.call(e.editJar, {
      as: creator,
      params,
      body: { id: made, title: 'Platinum' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.title).toBe('Platinum');
    const retyped = await client.call(e.editJar, {
      as: creator,
      params,
      body: { id: made, jar_type: 5 },
    });
    expect(retyped.status).toBe(400);
    expect(retyped.error).toHaveProperty('jar_type');
    const other = await createUser(t);
    const foreign = await client.call(jarsEndpoints.create, {
      as: other,
      body: { title: 'Mine', is_unlimited: true },
    });
    const notShown = await client.call(e.editJar, {
      as: creator,
      params,
      body: { id: foreign.body.id, title: 'x' },
    });
    expect(notShown.status).toBe(404);
  });

  it.each([
    ['no title', {}, 'title'],
    ['a jar type of 6', { title: 'x', jar_type: 6 }, 'jar_type'],
    ['an unknown field', { title: 'x', colour: 'red' }, null],
  ])('answer a 400 to %s', async (_, body, field) => {
    const { id, creator } = await organise();
    const res = await client.call(e.createJar, { as: creator, params: { id }, body });
    expect(res.status, res.text).toBe(400);
    if (field) expect(res.error).toHaveProperty(field);
  });

  it('need donations on, a real-crystal tournament and one that has not ended', async () => {
    const off = await organise({ donats: false });
    const noDonations = await client.call(e.createJar, {
      as: off.creator,
      params: { id: off.id },
      body: { title: 'x', is_unlimited: true },
    });
    expect(noDonations.status).toBe(400);
    expect(noDonations.error).toHaveProperty('donats');
    const demo = await organise({ donats: false, is_demo: true });
    const onDemo = await client.call(e.createJar, {
      as: demo.creator,
      params: { id: demo.id },
      body: { title: 'x', is_unlimited: true },
    });
    expect(onDemo.status).toBe(400);
    expect(onDemo.error.error).toMatch(/demo/);
    const ended = await organise();
    await finish(ended.id);
    const late = await client.call(e.createJar, {
      as: ended.creator,
      params: { id: ended.id },
      body: { title: 'x', is_unlimited: true },
    });
    expect(late.status).toBe(400);
  });

  it('answer a 403 to anyone but the creator, a 401 without sign-in, a 404 for no tournament', async () => {
    const { id } = await organise();
    const stranger = await createUser(t);
    const body = { title: 'x', is_unlimited: true };
    expect((await client.call(e.createJar, { as: stranger, params: { id }, body })).status).toBe(
      403,
    );
    expect((await client.call(e.createJar, { as: null, params: { id }, body })).status).toBe(401);
    expect(
      (await client.call(e.createJar, { as: stranger, params: { id: 999_999 }, body })).status,
    ).toBe(404);
  });
});

describe('the tournament banner', () => {
  it('is made by the creator from an image file and shown on the tournament', async () => {
    const { id, creator } = await organise();
    const file = await images.png(60, 20);
    const res = await client.call(e.createBanner, {
      as: creator,
      params: { id },
      form: [
        { name: 'name', value: 'Sponsor' },
        { name: 'link', value: 'https://example.com' },
        { name: 'image', value: file, filename: 'b.png', contentType: 'image/png' },
      ],
    });
    expect(res.status, res.text).toBe(201);
    const banner = res.body;
    expect((await api.get(id, null)).banner).toMatchObject({ id: banner.id, name: 'Sponsor' });
  });

  it('is edited by the creator, and only once it exists', async () => {
    const { id, creator } = await organise();
    const params = { id };
    const none = await client.call(e.editBanner, { as: creator, params, body: { name: 'x' } });
    expect(none.status).toBe(404);
    const made = await client.call(e.createBanner, {
      as: creator,
      params,
      body: { image: await forms.uploadImage(creator) },
    });
    expect(made.status, made.text).toBe(201);
    const edited = await client.call(e.editBanner, {
      as: creator,
      params,
      body: { name: 'Renamed' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await api.get(id, null)).banner?.name).toBe('Renamed');
  });

  it.each([
    ['no image', {}, 'image'],
    ['a link that is not a web address', { link: 'ftp://x' }, 'link'],
  ])('answers a 400 to %s', async (_, body, field) => {
    const { id, creator } = await organise();
    const res = await client.call(e.createBanner, { as: creator, params: { id }, body });
    expect(res.status, res.text).toBe(400);
    expect(res.error).toHaveProperty(field);
  });

  it('answers a 403 to anyone but the creator and refuses edits once the tournament ended', async () => {
    const { id, creator } = await organise();
    const stranger: TestUser = await createUser(t);
    const image = await forms.uploadImage(stranger);
    const params = { id };
    expect(
      (await client.call(e.createBanner, { as: stranger, params, body: { image } })).status,
    ).toBe(403);
    await finish(id);
    const late = await client.call(e.createBanner, {
      as: creator,
      params,
      body: { image: await forms.uploadImage(creator) },
    });
    expect(late.status).toBe(400);
  });
});
