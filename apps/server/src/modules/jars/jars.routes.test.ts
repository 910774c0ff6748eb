import type { Jar } from '@clutch/contract/jars';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import type { Page } from '../../../test/client.js';
import * as images from '../../../test/images.js';
import { multipart, type FormPart } from '../../../test/multipart.js';
import { untilIdle } from '../../../test/notifications.js';
import { fund, moneyApi, useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const call = moneyApi(t);

const id = (n: number) => String(n);

async function createJar(user: TestUser, body: object = {}): Promise<Jar> {
  const res = await call('POST', 'profile/jars/', user, {
    title: 'Trip',
    target_amount: 100,
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`create answered ${res.body}`);
  return res.json<Jar>();
}

function sendForm(method: 'POST' | 'PATCH', url: string, user: TestUser, parts: FormPart[]) {
  const form = multipart(parts);
  return t.app.inject({
    method,
    url: `/api/${url}`,
    payload: form.payload,
    headers: { ...user.headers, ...form.headers },
  });
}

describe('creating a jar', () => {
  it('makes an open user jar with a target, owned by the caller', async () => {
    const user = await createUser(t);
    const res = await call('POST', 'profile/jars/', user, {
      title: 'New headset',
      description: 'Mine broke',
      target_amount: '250.5',
    });
    expect(res.statusCode).toBe(201);
    const jar = res.json<Jar>();
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
    expect((await call('GET', `profile/jars/${id(jar.id)}/`, await createUser(t))).json()).toEqual(
      jar,
    );
  });

  it('takes the client’s shapes: unlimited without a target, empty title, description and image left out', async () => {
    const user = await createUser(t);
    const unlimited = await call('POST', 'profile/jars/', user, {
      title: 'Forever',
      description: '',
      image: '',
      is_unlimited: true,
      jar_type: 5,
    });
    expect(unlimited.statusCode).toBe(201);
    expect(unlimited.json<Jar>()).toMatchObject({
      description: '',
      image: null,
      is_unlimited: true,
      target_amount: null,
      jar_type: 5,
    });
    const untitled = await call('POST', 'profile/jars/', user, { title: '', target_amount: 5 });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json()).toHaveProperty('title');
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
      const res = await call('POST', 'profile/jars/', user, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('target_amount');
    }
    const badType = await call('POST', 'profile/jars/', user, {
      title: 'T',
      target_amount: 1,
      jar_type: 6,
    });
    expect(badType.json()).toHaveProperty('jar_type');
  });

  it('takes a multipart form with text booleans and an image file, stored as webp', async () => {
    const user = await createUser(t);
    const res = await sendForm('POST', 'profile/jars/', user, [
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
    ]);
    expect(res.statusCode).toBe(201);
    const jar = res.json<Jar>();
    expect(jar).toMatchObject({ is_unlimited: true, target_amount: null, jar_type: 2 });
    expect(jar.image).toMatch(/\/media\/.+\.webp$/);
    const limited = await sendForm('POST', 'profile/jars/', user, [
      { name: 'title', value: 'Text target' },
      { name: 'is_unlimited', value: 'false' },
      { name: 'target_amount', value: '12.5' },
    ]);
    expect(limited.json<Jar>()).toMatchObject({ is_unlimited: false, target_amount: 12.5 });
    const executable = await sendForm('POST', 'profile/jars/', user, [
      { name: 'title', value: 'Bad' },
      { name: 'is_unlimited', value: 'true' },
      { name: 'image', value: images.elfExecutable(), filename: 'x.png', contentType: 'image/png' },
    ]);
    expect(executable.statusCode).toBe(400);
    expect(executable.json()).toHaveProperty('image');
  });

  it('keeps an image address only when it is one of ours', async () => {
    const user = await createUser(t);
    const upload = await sendForm('POST', 'profile/upload-image/', user, [
      { name: 'file', value: await images.png(), filename: 'a.png', contentType: 'image/png' },
    ]);
    const url = upload.json<{ url: string }>().url;
    expect((await createJar(user, { image: url })).image).toBe(url);
    const foreign = await call('POST', 'profile/jars/', user, {
      title: 'Elsewhere',
      target_amount: 1,
      image: 'https://evil.example.com/a.webp',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty('image');
  });
});

describe('the jar list', () => {
  it('filters by creator, status, type and words in title or description, newest first, 8 a page', async () => {
    const owner = await createUser(t);
    for (let i = 0; i < 9; i += 1)
      await createJar(owner, {
        title: `Bucket ${id(i)}`,
        description: i === 4 ? 'Has 100% _odd_ words' : '',
      });
    await createJar(owner, {
      title: 'Prize',
      jar_type: 2,
      is_unlimited: true,
      target_amount: undefined,
    });
    const mine = `profile/jars/?created_by=${id(owner.id)}`;
    const page = (await call('GET', mine, owner)).json<Page<Jar>>();
    expect(page.count).toBe(10);
    expect(page.results).toHaveLength(8);
    expect(page.results[0]?.title).toBe('Prize');
    expect(page.next).toContain('page=2');
    const search = async (query: string) =>
      (await call('GET', `${mine}&${query}`, owner)).json<Page<Jar>>().results.map((j) => j.title);
    expect(await search('title_search=bUcKeT 3')).toEqual(['Bucket 3']);
    expect(await search('description_search=100%25 _ODD_')).toEqual(['Bucket 4']);
    expect(await search('description_search=1%25s')).toEqual([]);
    expect(await search('jar_type=2')).toEqual(['Prize']);
    expect(await search('status=full')).toEqual([]);
    expect((await call('GET', 'profile/jars/?status=melted', owner)).statusCode).toBe(400);
  });

  it('costs the same number of queries whatever the page size', async () => {
    const owner = await createUser(t);
    for (let i = 0; i < 5; i += 1) await createJar(owner);
    await untilIdle(t);
    const queries = async (perPage: number) => {
      const before = t.database.queryCount();
      const res = await call(
        'GET',
        `profile/jars/?created_by=${id(owner.id)}&per_page=${id(perPage)}`,
        owner,
      );
      expect(res.json<Page<Jar>>().results).toHaveLength(perPage);
      return t.database.queryCount() - before;
    };
    expect(await queries(5)).toBe(await queries(1));
  });

  it('answers 404 for a jar that does not exist', async () => {
    expect((await call('GET', 'profile/jars/2000000000/', await createUser(t))).statusCode).toBe(
      404,
    );
  });
});

describe('editing a jar', () => {
  it('lets only the creator edit it', async () => {
    const [owner, other] = [await createUser(t), await createUser(t)];
    const jar = await createJar(owner);
    const denied = await call('PATCH', `profile/jars/${id(jar.id)}/`, other, { title: 'Mine now' });
    expect(denied.statusCode).toBe(403);
    const res = await call('PATCH', `profile/jars/${id(jar.id)}/`, owner, {
      title: 'Renamed',
      description: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Jar>()).toMatchObject({
      title: 'Renamed',
      description: '',
      target_amount: 100,
    });
  });

  it('keeps the target at or above what the jar holds, and reopens a full jar whose target rises', async () => {
    const [owner, donor] = [await createUser(t), await createUser(t)];
    await fund(t, donor, 50);
    const jar = await createJar(owner, { target_amount: 30 });
    await call('POST', `profile/jar/${id(jar.id)}/donation/`, donor, { amount: 30 });
    const url = `profile/jars/${id(jar.id)}/`;
    expect((await call('GET', url, owner)).json<Jar>().status).toBe('full');
    const tooLow = await call('PATCH', url, owner, { target_amount: 29.99 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json()).toHaveProperty('target_amount');
    const raised = await call('PATCH', url, owner, { target_amount: 40 });
    expect(raised.json<Jar>()).toMatchObject({ status: 'open', target_amount: 40 });
    const unlimited = await call('PATCH', url, owner, { is_unlimited: true });
    expect(unlimited.json<Jar>()).toMatchObject({
      is_unlimited: true,
      target_amount: null,
      status: 'open',
    });
    const back = await sendForm('PATCH', url, owner, [
      { name: 'is_unlimited', value: 'false' },
      { name: 'target_amount', value: '30' },
    ]);
    expect(back.json<Jar>()).toMatchObject({
      is_unlimited: false,
      target_amount: 30,
      status: 'full',
    });
  });

  it('refuses edits to a broken jar', async () => {
    const owner = await createUser(t);
    const jar = await createJar(owner);
    await call('POST', `profile/jar/${id(jar.id)}/break/`, owner);
    const res = await call('PATCH', `profile/jars/${id(jar.id)}/`, owner, { title: 'Again' });
    expect(res.statusCode).toBe(400);
  });
});

describe('deleting a jar', () => {
  it('lets only the creator delete an empty jar', async () => {
    const [owner, other] = [await createUser(t), await createUser(t)];
    const jar = await createJar(owner);
    const url = `profile/jars/${id(jar.id)}/`;
    expect((await call('DELETE', url, other)).statusCode).toBe(403);
    expect((await call('DELETE', url, owner)).statusCode).toBe(204);
    expect((await call('GET', url, owner)).statusCode).toBe(404);
  });

  it('refuses to delete a jar that received crystals, before and after it is broken', async () => {
    const [owner, donor] = [await createUser(t), await createUser(t)];
    await fund(t, donor, 5);
    const jar = await createJar(owner);
    await call('POST', `profile/jar/${id(jar.id)}/donation/`, donor, { amount: 5 });
    const url = `profile/jars/${id(jar.id)}/`;
    const res = await call('DELETE', url, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('break it instead');
    await call('POST', `profile/jar/${id(jar.id)}/break/`, owner);
    expect((await call('DELETE', url, owner)).statusCode).toBe(400);
  });
});
