import { type JarListQuerySchema, jarsEndpoints, type Jar } from '@clutch/contract/jars';
import { mediaEndpoints } from '@clutch/contract/media';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createUser, type TestUser } from '../../../test/factories.js';
import { testClient } from '../../../test/client.js';
import * as images from '../../../test/images.js';
import { untilIdle } from '../../../test/notifications.js';
import { fund, useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const api = testClient(t);
const e = jarsEndpoints;

async function createJar(user: TestUser, body: object = {}): Promise<Jar> {
  const res = await api.call(e.create, {
    as: user,
    body: { title: 'Trip', target_amount: 100, ...body },
  });
  if (res.status !== 201) throw new Error(`create answered ${res.text}`);
  return res.body;
}

describe('creating a jar', () => {
  it('makes an open user jar with a target, owned by the caller', async () => {
    const user = await createUser(t);
    const res = await api.call(e.create, {
      as: user,
      body: { title: 'New headset', description: 'Mine broke', target_amount: '250.5' },
    });
    expect(res.status).toBe(201);
    const jar = res.body;
    expect(jar).toEqual({
      id: jar.id,
      title: 'New headset',
      description: 'Mine broke',
      image: null,
      target_amount: 250.5,
      is_unlimited: false,
      jar_type: 1,
      status: 'open',
      created_by: { id: user.id, username: user.username, avatar_url: null },
      current_amount: 0,
      collected_amount: 0,
      donations_count: 0,
      created_at: jar.created_at,
    });
    expect(await api.ok(e.get, { as: await createUser(t), params: { id: jar.id } })).toEqual(jar);
  });

  it('takes the client’s shapes: unlimited without a target, empty title, description and image left out', async () => {
    const user = await createUser(t);
    const unlimited = await api.call(e.create, {
      as: user,
      body: { title: 'Forever', description: '', image: '', is_unlimited: true, jar_type: 5 },
    });
    expect(unlimited.status).toBe(201);
    expect(unlimited.body).toMatchObject({
      description: '',
      image: null,
      is_unlimited: true,
      target_amount: null,
      jar_type: 5,
    });
    const untitled = await api.call(e.create, { as: user, body: { title: '', target_amount: 5 } });
    expect(untitled.status).toBe(400);
    expect(untitled.error).toHaveProperty('title');
  });

  it('needs exactly one of a target and unlimited', async () => {
    const user = await createUser(t);
    for (const body of [
      { title: 'Both', is_unlimited: true, target_amount: 10 },
      { title: 'Neither' },
      { title: 'Limited, no target', is_unlimited: false },
      { title: 'Zero', target_amount: 0 },
      { title: 'Fraction', target_amount: '1.005' },
    ]) {
      const res = await api.call(e.create, { as: user, body });
      expect(res.status).toBe(400);
      expect(res.error).toHaveProperty('target_amount');
    }
    const badType = await api.call(e.create, {
      as: user,
      body: { title: 'T', target_amount: 1, jar_type: 6 },
    });
    expect(badType.error).toHaveProperty('jar_type');
  });

  it('takes a multipart form with text booleans and an image file, stored as webp', async () => {
    const user = await createUser(t);
    const res = await api.call(e.create, {
      as: user,
      form: [
        { name: 'title', value: 'Pixel jar' },
        { name: 'description', value: '' },
        { name: 'is_unlimited', value: 'true' },
        { name: 'jar_type', value: '2' },
        {
          name: 'image',
          value: await images.png(32, 32),
          filename: 'j.png',
          contentType: 'image/png',
        },
      ],
    });
    expect(res.status).toBe(201);
    const jar = res.body;
    expect(jar).toMatchObject({ is_unlimited: true, target_amount: null, jar_type: 2 });
    expect(jar.image).toMatch(/\/media\/.+\.webp$/);
    const limited = await api.ok(e.create, {
      as: user,
      form: [
        { name: 'title', value: 'Text target' },
        { name: 'is_unlimited', value: 'false' },
        { name: 'target_amount', value: '12.5' },
      ],
    });
    expect(limited).toMatchObject({ is_unlimited: false, target_amount: 12.5 });
    const executable = await api.call(e.create, {
      as: user,
      form: [
        { name: 'title', value: 'Bad' },
        { name: 'is_unlimited', value: 'true' },
        {
          name: 'image',
          value: images.elfExecutable(),
          filename: 'x.png',
          contentType: 'image/png',
        },
      ],
    });
    expect(executable.status).toBe(400);
    expect(executable.error).toHaveProperty('image');
  });

  it('keeps an image address only when it is one of ours', async () => {
    const user = await createUser(t);
    const upload = await api.ok(mediaEndpoints.uploadImage, {
      as: user,
      form: [
        { name: 'file', value: await images.png(), filename: 'a.png', contentType: 'image/png' },
      ],
    });
    const url = upload.url;
    expect((await createJar(user, { image: url })).image).toBe(url);
    const foreign = await api.call(e.create, {
      as: user,
      body: { title: 'Elsewhere', target_amount: 1, image: 'https://evil.example.com/a.webp' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.error).toHaveProperty('image');
  });
});

describe('the jar list', () => {
  it('filters by creator, status, type and words in title or description, newest first, 8 a page', async () => {
    const owner = await createUser(t);
    for (let i = 0; i < 9; i += 1)
      await createJar(owner, {
        title: `Bucket ${String(i)}`,
        description: i === 4 ? 'Has 100% _odd_ words' : '',
      });
    await createJar(owner, {
      title: 'Prize',
      jar_type: 2,
      is_unlimited: true,
      target_amount: undefined,
    });
    const mine = { created_by: owner.id };
    const page = await api.ok(e.list, { as: owner, query: mine });
    expect(page.count).toBe(10);
    expect(page.results).toHaveLength(8);
    expect(page.results[0]?.title).toBe('Prize');
    expect(page.next).toContain('page=2');
    const search = async (query: Omit<z.input<typeof JarListQuerySchema>, 'created_by'>) =>
      (await api.ok(e.list, { as: owner, query: { ...mine, ...query } })).results.map(
        (j) => j.title,
      );
    expect(await search({ title_search: 'bUcKeT 3' })).toEqual(['Bucket 3']);
    expect(await search({ description_search: '100% _ODD_' })).toEqual(['Bucket 4']);
    expect(await search({ description_search: '1%s' })).toEqual([]);
    expect(await search({ jar_type: 2 })).toEqual(['Prize']);
    expect(await search({ status: 'full' })).toEqual([]);
    expect((await api.call(e.list, { as: owner, search: 'status=melted' })).status).toBe(400);
  });

  it('costs the same number of queries whatever the page size', async () => {
    const owner = await createUser(t);
    for (let i = 0; i < 5; i += 1) await createJar(owner);
    await untilIdle(t);
    const queries = async (perPage: number) => {
      const before = t.database.queryCount();
      const res = await api.call(e.list, {
        as: owner,
        query: { created_by: owner.id, per_page: perPage },
      });
      expect(res.body.results).toHaveLength(perPage);
      return t.database.queryCount() - before;
    };
    expect(await queries(5)).toBe(await queries(1));
  });

  it('answers 404 for a jar that does not exist', async () => {
    expect(
      (await api.call(e.get, { as: await createUser(t), params: { id: 2000000000 } })).status,
    ).toBe(404);
  });
});

describe('editing a jar', () => {
  it('lets only the creator edit it', async () => {
    const [owner, other] = [await createUser(t), await createUser(t)];
    const jar = await createJar(owner);
    const denied = await api.call(e.patch, {
      as: other,
      params: { id: jar.id },
      body: { title: 'Mine now' },
    });
    expect(denied.status).toBe(403);
    const res = await api.call(e.patch, {
      as: owner,
      params: { id: jar.id },
      body: { title: 'Renamed', description: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Renamed',
      description: '',
      target_amount: 100,
    });
  });

  it('keeps the target at or above what the jar holds, and reopens a full jar whose target rises', async () => {
    const [owner, donor] = [await createUser(t), await createUser(t)];
    await fund(t, donor, 50);
    const jar = await createJar(owner, { target_amount: 30 });
    await api.call(e.donate, { as: donor, params: { id: jar.id }, body: { amount: 30 } });
    const params = { id: jar.id };
    expect((await api.ok(e.get, { as: owner, params })).status).toBe('full');
    const tooLow = await api.call(e.patch, { as: owner, params, body: { target_amount: 29.99 } });
    expect(tooLow.status).toBe(400);
    expect(tooLow.error).toHaveProperty('target_amount');
    const raised = await api.ok(e.patch, { as: owner, params, body: { target_amount: 40 } });
    expect(raised).toMatchObject({ status: 'open', target_amount: 40 });
    const unlimited = await api.ok(e.patch, { as: owner, params, body: { is_unlimited: true } });
    expect(unlimited).toMatchObject({
      is_unlimited: true,
      target_amount: null,
      status: 'open',
    });
    const back = await api.ok(e.patch, {
      as: owner,
      params,
      form: [
        { name: 'is_unlimited', value: 'false' },
        { name: 'target_amount', value: '30' },
      ],
    });
    expect(back).toMatchObject({
      is_unlimited: false,
      target_amount: 30,
      status: 'full',
    });
  });

  it('refuses edits to a broken jar', async () => {
    const owner = await createUser(t);
    const jar = await createJar(owner);
    await api.call(e.breakJar, { as: owner, params: { id: jar.id } });
    const res = await api.call(e.patch, {
      as: owner,
      params: { id: jar.id },
      body: { title: 'Again' },
    });
    expect(res.status).toBe(400);
  });
});

describe('deleting a jar', () => {
  it('lets only the creator delete an empty jar', async () => {
    const [owner, other] = [await createUser(t), await createUser(t)];
    const jar = await createJar(owner);
    const params = { id: jar.id };
    expect((await api.call(e.remove, { as: other, params })).status).toBe(403);
    expect((await api.call(e.remove, { as: owner, params })).status).toBe(204);
    expect((await api.call(e.get, { as: owner, params })).status).toBe(404);
  });

  it('refuses to delete a jar that received crystals, before and after it is broken', async () => {
    const [owner, donor] = [await createUser(t), await createUser(t)];
    await fund(t, donor, 5);
    const jar = await createJar(owner);
    const params = { id: jar.id };
    await api.call(e.donate, { as: donor, params, body: { amount: 5 } });
    const res = await api.call(e.remove, { as: owner, params });
    expect(res.status).toBe(400);
    expect(res.error.error).toContain('break it instead');
    await api.call(e.breakJar, { as: owner, params });
    expect((await api.call(e.remove, { as: owner, params })).status).toBe(400);
  });
});
