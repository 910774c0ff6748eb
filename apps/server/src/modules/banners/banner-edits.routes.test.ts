import type { Banner } from '@clutch/contract/banners';
import { describe, expect, it } from 'vitest';
import { bannerApi } from '../../../test/banners.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import * as images from '../../../test/images.js';
import { teamApi } from '../../../test/teams.js';

const t = useTestApp();
const api = teamApi(t);
const { createBanner, sendForm } = bannerApi(t);

const id = (n: number) => String(n);
const OUR_IMAGE = /^http:\/\/clutch\.test\/media\/images\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/;

describe('editing and deleting a banner', () => {
  it('lets the creator change only the fields sent; an image left out is kept', async () => {
    const user = await createUser(t);
    const banner = await createBanner(user, { name: 'Old', link: 'https://old.example' });
    const res = await api.call('PATCH', `profile/banners/${id(banner.id)}/`, user, {
      id: banner.id,
      name: 'New',
      allow_show: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Banner>()).toEqual({ ...banner, name: 'New', allow_show: false });
  });

  it('takes a new image as a file or as one of our addresses', async () => {
    const user = await createUser(t);
    const banner = await createBanner(user);
    const byFile = await sendForm('PATCH', `profile/banners/${id(banner.id)}/`, user, [
      { name: 'id', value: id(banner.id) },
      {
        name: 'image',
        value: await images.png(90, 30),
        filename: 'n.png',
        contentType: 'image/png',
      },
    ]);
    expect(byFile.statusCode).toBe(200);
    const fileImage = byFile.json<Banner>().image;
    expect(fileImage).toMatch(OUR_IMAGE);
    expect(fileImage).not.toBe(banner.image);
    const resent = await api.call('PATCH', `profile/banners/${id(banner.id)}/`, user, {
      image: banner.image,
    });
    expect(resent.json<Banner>().image).toBe(banner.image);
    const foreign = await api.call('PATCH', `profile/banners/${id(banner.id)}/`, user, {
      image: 'https://elsewhere.example/x.webp',
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('refuses an id in the body that is not the banner’s', async () => {
    const user = await createUser(t);
    const banner = await createBanner(user);
    const res = await api.call('PATCH', `profile/banners/${id(banner.id)}/`, user, {
      id: banner.id + 1,
      name: 'Moved',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('id');
  });

  it('lets no one but the creator edit or delete', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const banner = await createBanner(owner);
    const url = `profile/banners/${id(banner.id)}/`;
    expect((await api.call('PATCH', url, other, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await api.call('DELETE', url, other)).statusCode).toBe(403);
    const hidden = await createBanner(owner, { allow_show: false });
    expect(
      (await api.call('PATCH', `profile/banners/${id(hidden.id)}/`, other, { name: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await api.call('GET', url, owner)).json<Banner>().name).toBe(banner.name);
  });

  it('deletes a banner for its creator', async () => {
    const user = await createUser(t);
    const banner = await createBanner(user);
    const url = `profile/banners/${id(banner.id)}/`;
    expect((await api.call('DELETE', url, user)).statusCode).toBe(204);
    expect((await api.call('GET', url, user)).statusCode).toBe(404);
    expect((await api.call('DELETE', url, user)).statusCode).toBe(404);
    expect((await api.call('PATCH', url, user, { name: 'Gone' })).statusCode).toBe(404);
  });
});
