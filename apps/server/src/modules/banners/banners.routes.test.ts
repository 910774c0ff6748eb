import { bannersEndpoints, type Banner } from '@clutch/contract/banners';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { bannerApi } from '../../../test/banners.js';
import { testClient, type Page } from '../../../test/client.js';
import { useTestApp } from '../../../test/harness.js';
import * as images from '../../../test/images.js';

const t = useTestApp();
const api = testClient(t);
const e = bannersEndpoints;
const { uploadImage, createBanner } = bannerApi(t);

const id = (n: number) => String(n);
const OUR_IMAGE = /^\/media\/images\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/;

describe('creating a banner', () => {
  it('takes one of our image addresses with a name and a link and answers the whole banner', async () => {
    const user = await createUser(t);
    const image = await uploadImage(user);
    const res = await api.call(e.create, {
      as: user,
      body: {
        name: 'Spring cup',
        image,
        link: 'https://example.com/cup',
      },
    });
    expect(res.status).toBe(201);
    const banner = res.body;
    expect(banner).toEqual({
      id: banner.id,
      name: 'Spring cup',
      image,
      link: 'https://example.com/cup',
      allow_show: true,
      created_by: { id: user.id, username: user.username, avatar_url: null },
      created_at: banner.created_at,
    });
    expect(Number.isNaN(Date.parse(banner.created_at))).toBe(false);
  });

  it('accepts the shape the client sends: id, name and link left out, or sent empty', async () => {
    const user = await createUser(t);
    const image = await uploadImage(user);
    const omitted = await api.call(e.create, { as: user, body: { image } });
    expect(omitted.status).toBe(201);
    expect(omitted.body).toMatchObject({ name: '', link: '', image });
    const empty = await api.call(e.create, {
      as: user,
      body: {
        id: '',
        name: '',
        link: '',
        image,
      },
    });
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({ name: '', link: '' });
  });

  it('ignores an id sent on create', async () => {
    const user = await createUser(t);
    const other = await createBanner(user);
    const res = await api.call(e.create, {
      as: user,
      body: {
        id: other.id,
        image: await uploadImage(user),
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(other.id);
  });

  it('requires an image', async () => {
    const user = await createUser(t);
    const res = await api.call(e.create, { as: user, body: { name: 'No picture' } });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ image: ['This field is required.'] });
    const bare = await api.call(e.create, { as: user });
    expect(bare.status).toBe(400);
    expect(bare.error).toHaveProperty('image');
  });

  it('refuses an image address that is not ours', async () => {
    const user = await createUser(t);
    const res = await api.call(e.create, {
      as: user,
      body: {
        image: 'https://evil.example/banner.png',
      },
    });
    expect(res.status).toBe(400);
    expect(res.error).toHaveProperty('image');
  });

  it.each([['javascript:alert(1)'], ['ftp://example.com/x'], ['example.com'], ['https://a b']])(
    'refuses the link %s',
    async (link) => {
      const user = await createUser(t);
      const res = await api.call(e.create, {
        as: user,
        body: {
          image: await uploadImage(user),
          link,
        },
      });
      expect(res.status).toBe(400);
      expect(res.error).toHaveProperty('link');
    },
  );

  it('refuses unknown fields and a name over 100 characters', async () => {
    const user = await createUser(t);
    const image = await uploadImage(user);
    const unknown = await api.call(e.create, { as: user, body: { image, color: 'red' } });
    expect(unknown.status).toBe(400);
    const long = await api.call(e.create, { as: user, body: { image, name: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.error).toHaveProperty('name');
  });

  it('takes a multipart form with an image file, re-encoded under /media/, and text booleans', async () => {
    const user = await createUser(t);
    const res = await api.call(e.create, {
      as: user,
      form: [
        { name: 'name', value: 'Wide one' },
        { name: 'link', value: 'http://example.com' },
        { name: 'allow_show', value: 'false' },
        {
          name: 'image',
          value: await images.jpeg(300, 100),
          filename: 'wide.jpg',
          contentType: 'image/jpeg',
        },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Wide one',
      link: 'http://example.com',
      allow_show: false,
    });
    expect(res.body.image).toMatch(OUR_IMAGE);
  });

  it('takes a multipart form naming one of our images as text, and refuses a file that is no image', async () => {
    const user = await createUser(t);
    const image = await uploadImage(user);
    const res = await api.call(e.create, { as: user, form: [{ name: 'image', value: image }] });
    expect(res.status).toBe(201);
    expect(res.body.image).toBe(image);
    const bad = await api.call(e.create, {
      as: user,
      form: [
        {
          name: 'image',
          value: images.elfExecutable(),
          filename: 'x.png',
          contentType: 'image/png',
        },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.error).toHaveProperty('image');
  });
});

describe('reading banners', () => {
  it('shows another user a shown banner, and a hidden one only to its creator', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const shown = await createBanner(owner);
    const hidden = await createBanner(owner, { allow_show: false });
    expect(await api.ok(e.get, { as: other, params: { id: shown.id } })).toEqual(shown);
    expect((await api.call(e.get, { as: other, params: { id: hidden.id } })).status).toBe(404);
    const own = await api.call(e.get, { as: owner, params: { id: hidden.id } });
    expect(own.body).toEqual(hidden);
    expect((await api.call(e.get, { as: owner, params: { id: 999999 } })).status).toBe(404);
  });

  it('lists three a page, newest first, the caller’s own all and others’ only when shown', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const made: Banner[] = [];
    for (let i = 0; i < 4; i += 1) made.push(await createBanner(owner, { name: `B${id(i)}` }));
    made.push(await createBanner(owner, { name: 'Hidden', allow_show: false }));
    const ids = (page: Page<Banner>) => page.results.map((b) => b.id);
    const newestFirst = made.map((b) => b.id).reverse();

    const mine = await api.ok(e.list, { as: owner, query: { created_by: owner.id } });
    expect(mine.count).toBe(5);
    expect(ids(mine)).toEqual(newestFirst.slice(0, 3));
    expect(mine.next).toBe(
      `http://localhost/api/profile/banners/?created_by=${id(owner.id)}&page=2`,
    );
    const second = await api.ok(e.list, { as: owner, query: { created_by: owner.id, page: 2 } });
    expect(ids(second)).toEqual(newestFirst.slice(3));

    const theirs = await api.ok(e.list, {
      as: other,
      query: { created_by: owner.id, per_page: 10 },
    });
    expect(theirs.count).toBe(4);
    expect(theirs.results.map((b) => b.name)).not.toContain('Hidden');
  });

  it('lists everyone’s shown banners without created_by, with a fixed number of queries', async () => {
    const viewer = await createUser(t);
    const others = [await createUser(t), await createUser(t)];
    for (const user of others) for (let i = 0; i < 3; i += 1) await createBanner(user);
    const all = await api.ok(e.list, { as: viewer, query: { per_page: 100 } });
    expect(all.results.every((b) => b.allow_show || b.created_by.id === viewer.id)).toBe(true);
    expect(all.count).toBeGreaterThanOrEqual(6);
    const queries = async (perPage: number) => {
      const before = t.database.queryCount();
      const res = await api.call(e.list, { as: viewer, query: { per_page: perPage } });
      expect(res.body.results).toHaveLength(perPage);
      return t.database.queryCount() - before;
    };
    expect(await queries(6)).toBe(await queries(1));
  });

  it('answers 400 for a bad created_by and 401 without a token', async () => {
    const user = await createUser(t);
    expect((await api.call(e.list, { as: user, search: 'created_by=abc' })).status).toBe(400);
    expect((await api.call(e.list)).status).toBe(401);
  });
});
