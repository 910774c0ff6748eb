// A tournament's jars and banner: its creator makes and edits them (JSON or multipart with an image
// file) until the tournament ends; anyone else gets a 403, bad input a 400 naming the field.
import type { Banner } from '@clutch/contract/banners';
import type { Jar } from '@clutch/contract/jars';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bannerApi } from '../../../../test/banners.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/harness.js';
import * as images from '../../../../test/images.js';
import { tournamentApi } from '../../../../test/tournaments.js';
import { queryRows } from '../../../../test/wallet.js';

const t = useTestApp();
const api = tournamentApi(t);
const forms = bannerApi(t);

const jarsUrl = (id: number) => `tournaments/${String(id)}/jars/edit/`;
const bannerUrl = (id: number) => `tournaments/${String(id)}/banner/edit/`;

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
    const prize = await api.call('POST', jarsUrl(id), creator, {
      title: 'Gold',
      jar_type: 2,
      is_unlimited: true,
    });
    expect(prize.statusCode, prize.body).toBe(201);
    const file = await images.png(40, 40);
    const donation = await forms.sendForm('POST', jarsUrl(id), creator, [
      { name: 'title', value: 'Tips' },
      { name: 'is_unlimited', value: 'true' },
      { name: 'image', value: file, filename: 'jar.png', contentType: 'image/png' },
    ]);
    expect(donation.statusCode, donation.body).toBe(201);
    expect(donation.json<Jar>().image).toMatch(/\/media\//);
    expect(await roles(id)).toEqual([
      { jar_id: prize.json<Jar>().id, role: 'prize' },
      { jar_id: donation.json<Jar>().id, role: 'donation' },
    ]);
  });

  it('are listed for anyone, signed in or not: prize jars first, then donation jars', async () => {
    const { id, creator } = await organise();
    const make = async (title: string, jarType: number) =>
      (
        await api.call('POST', jarsUrl(id), creator, {
          title,
          jar_type: jarType,
          is_unlimited: true,
        })
      ).json<Jar>().id;
    const tips = await make('Tips', 1);
    const gold = await make('Gold', 2);
    const pool = await make('Pool', 5);
    for (const caller of [null, await createUser(t)]) {
      const res = await api.call('GET', `tournaments/${String(id)}/jars/`, caller);
      expect(res.statusCode, res.body).toBe(200);
      const listed = res.json<{ role: string; jar: Jar }[]>();
      expect(listed.map((item) => [item.role, item.jar.id, item.jar.title])).toEqual([
        ['prize', gold, 'Gold'],
        ['prize', pool, 'Pool'],
        ['donation', tips, 'Tips'],
      ]);
      expect(listed[0]?.jar.created_by.id).toBe(creator.id);
    }
    const none = await api.call('GET', `tournaments/${String(id + 1000)}/jars/`, null);
    expect(none.statusCode).toBe(404);
    const bare = await organise();
    const empty = await api.call('GET', `tournaments/${String(bare.id)}/jars/`, null);
    expect(empty.json()).toEqual([]);
  });

  it('are edited by the creator, one named by id, keeping their type', async () => {
    const { id, creator } = await organise();
    const made = (
      await api.call('POST', jarsUrl(id), creator, {
        title: 'Gold',
        jar_type: 2,
        is_unlimited: true,
      })
    ).json<Jar>().id;
    const edited = await api.call('PATCH', jarsUrl(id), creator, { id: made, title: 'Platinum' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Jar>().title).toBe('Platinum');
    const retyped = await api.call('PATCH', jarsUrl(id), creator, { id: made, jar_type: 5 });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json()).toHaveProperty('jar_type');
    const other = await createUser(t);
    const foreign = await api.call('POST', 'profile/jars/', other, {
      title: 'Mine',
      is_unlimited: true,
    });
    const notShown = await api.call('PATCH', jarsUrl(id), creator, {
      id: foreign.json<Jar>().id,
      title: 'x',
    });
    expect(notShown.statusCode).toBe(404);
  });

  it.each([
    ['no title', {}, 'title'],
    ['a jar type of 6', { title: 'x', jar_type: 6 }, 'jar_type'],
    ['an unknown field', { title: 'x', colour: 'red' }, null],
  ])('answer a 400 to %s', async (_, body, field) => {
    const { id, creator } = await organise();
    const res = await api.call('POST', jarsUrl(id), creator, body);
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(res.json()).toHaveProperty(field);
  });

  it('need donations on, a real-crystal tournament and one that has not ended', async () => {
    const off = await organise({ donats: false });
    const noDonations = await api.call('POST', jarsUrl(off.id), off.creator, {
      title: 'x',
      is_unlimited: true,
    });
    expect(noDonations.statusCode).toBe(400);
    expect(noDonations.json()).toHaveProperty('donats');
    const demo = await organise({ donats: false, is_demo: true });
    const onDemo = await api.call('POST', jarsUrl(demo.id), demo.creator, {
      title: 'x',
      is_unlimited: true,
    });
    expect(onDemo.statusCode).toBe(400);
    expect(onDemo.json<{ error: string }>().error).toMatch(/demo/);
    const ended = await organise();
    await finish(ended.id);
    const late = await api.call('POST', jarsUrl(ended.id), ended.creator, {
      title: 'x',
      is_unlimited: true,
    });
    expect(late.statusCode).toBe(400);
  });

  it('answer a 403 to anyone but the creator, a 401 without sign-in, a 404 for no tournament', async () => {
    const { id } = await organise();
    const stranger = await createUser(t);
    expect(
      (await api.call('POST', jarsUrl(id), stranger, { title: 'x', is_unlimited: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await api.call('POST', jarsUrl(id), null, { title: 'x', is_unlimited: true })).statusCode,
    ).toBe(401);
    expect(
      (await api.call('POST', jarsUrl(999_999), stranger, { title: 'x', is_unlimited: true }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the tournament banner', () => {
  it('is made by the creator from an image file and shown on the tournament', async () => {
    const { id, creator } = await organise();
    const file = await images.png(60, 20);
    const res = await forms.sendForm('POST', bannerUrl(id), creator, [
      { name: 'name', value: 'Sponsor' },
      { name: 'link', value: 'https://example.com' },
      { name: 'image', value: file, filename: 'b.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const banner = res.json<Banner>();
    expect((await api.get(id, null)).banner).toMatchObject({ id: banner.id, name: 'Sponsor' });
  });

  it('is edited by the creator, and only once it exists', async () => {
    const { id, creator } = await organise();
    const none = await api.call('PATCH', bannerUrl(id), creator, { name: 'x' });
    expect(none.statusCode).toBe(404);
    const made = await api.call('POST', bannerUrl(id), creator, {
      image: await forms.uploadImage(creator),
    });
    expect(made.statusCode, made.body).toBe(201);
    const edited = await api.call('PATCH', bannerUrl(id), creator, { name: 'Renamed' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await api.get(id, null)).banner?.name).toBe('Renamed');
  });

  it.each([
    ['no image', {}, 'image'],
    ['a link that is not a web address', { link: 'ftp://x' }, 'link'],
  ])('answers a 400 to %s', async (_, body, field) => {
    const { id, creator } = await organise();
    const res = await api.call('POST', bannerUrl(id), creator, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toHaveProperty(field);
  });

  it('answers a 403 to anyone but the creator and refuses edits once the tournament ended', async () => {
    const { id, creator } = await organise();
    const stranger: TestUser = await createUser(t);
    const image = await forms.uploadImage(stranger);
    expect((await api.call('POST', bannerUrl(id), stranger, { image })).statusCode).toBe(403);
    await finish(id);
    const late = await api.call('POST', bannerUrl(id), creator, {
      image: await forms.uploadImage(creator),
    });
    expect(late.statusCode).toBe(400);
  });
});
