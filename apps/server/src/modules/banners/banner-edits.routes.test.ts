import { bannersEndpoints } from '@clutch/contract/banners';
import { describe, expect, it } from 'vitest';
import { bannerApi } from '../../../test/banners.js';
import { testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import * as images from '../../../test/images.js';

const t = useTestApp();
const api = testClient(t);
const e = bannersEndpoints;
const { createBanner } = bannerApi(t);

const id = (n: number) => String(n);
const OUR_IMAGE = /^\/media\/images\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/;

describe('editing and deleting a banner', () => {
  it('lets the creator change only the fields sent; an image left out is kept', async () => {
    const user = await createUser(t);
    const banner = await createBanner(user, { name: 'Old', link: 'https://old.example' });
    const res = await api.call(e.patch, {
      as: user,
      params: { id: banner.id },
      body: { id: banner.id, name: 'New', allow_show: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...banner, name: 'New', allow_show: false });
  });

  it('takes a new image as a file or as one of our addresses', async () => {
    const user = await createUser(t);
    const banner = await createBanner(user);
    const params = { id: banner.id };
    const byFile = await api.call(e.patch, {
      as: user,
      params,
      form: [
        { name: 'id', value: id(banner.id) },
        {
          name: 'image',
          value: await images.png(90, 30),
          filename: 'n.png',
          contentType: 'image/png',
        },
      ],
    });
    expect(byFile.status).toBe(200);
    const fileImage = byFile.body.image;
    expect(fileImage).toMatch(OUR_IMAGE);
    expect(fileImage).not.toBe(banner.image);
    const resent = await api.call(e.patch, { as: user, params, body: { image: banner.image } });
    expect(resent.body.image).toBe(banner.image);
    const foreign = await api.call(e.patch, {
      as: user,
      params,
      body: { image: 'https://elsewhere.example/x.webp' },
    });
    expect(foreign.status).toBe(400);
  });

  it('refuses an id in the body that is not the banner’s', async () => {
    const user = await createUser(t);
    const banner = await createBanner(user);
    const res = await api.call(e.patch, {
      as: user,
      params: { id: banner.id },
      body: { id: banner.id + 1, name: 'Moved' },
    });
    expect(res.status).toBe(400);
    expect(res.error).toHaveProperty('id');
  });

  it('lets no one but the creator edit or delete', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const banner = await createBanner(owner);
    const params = { id: banner.id };
    expect(
      (await api.call(e.patch, { as: other, params, body: { name: 'Mine now' } })).status,
    ).toBe(403);
    expect((await api.call(e.remove, { as: other, params })).status).toBe(403);
    const hidden = await createBanner(owner, { allow_show: false });
    expect(
      (await api.call(e.patch, { as: other, params: { id: hidden.id }, body: { name: 'x' } }))
        .status,
    ).toBe(404);
    expect((await api.ok(e.get, { as: owner, params })).name).toBe(banner.name);
  });

  it('deletes a banner for its creator', async () => {
    const user = await createUser(t);
    const banner = await createBanner(user);
    const params = { id: banner.id };
    expect((await api.call(e.remove, { as: user, params })).status).toBe(204);
    expect((await api.call(e.get, { as: user, params })).status).toBe(404);
    expect((await api.call(e.remove, { as: user, params })).status).toBe(404);
    expect((await api.call(e.patch, { as: user, params, body: { name: 'Gone' } })).status).toBe(
      404,
    );
  });
});
