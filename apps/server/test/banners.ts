// Helpers for tests that make banners through the API: an uploaded image of ours, a banner.
import { bannersEndpoints, type Banner } from '@clutch/contract/banners';
import { mediaEndpoints } from '@clutch/contract/media';
import { testClient } from './client.js';
import type { TestUser } from './factories.js';
import type { TestApp } from './harness.js';
import * as images from './images.js';

export function bannerApi(t: TestApp) {
  const api = testClient(t);
  /** One of our image addresses, as profile/upload-image/ answers it. */
  const uploadImage = async (user: TestUser): Promise<string> => {
    const file = await images.png(60, 20);
    const { url } = await api.ok(mediaEndpoints.uploadImage, {
      as: user,
      form: [{ name: 'file', value: file, filename: 'b.png', contentType: 'image/png' }],
    });
    return url;
  };
  /** A banner made from an uploaded image and the JSON fields given. */
  const createBanner = async (user: TestUser, body: object = {}): Promise<Banner> => {
    const res = await api.call(bannersEndpoints.create, {
      as: user,
      body: { image: await uploadImage(user), ...body },
    });
    if (res.status !== 201) throw new Error(`create answered ${res.text}`);
    return res.body;
  };
  return { uploadImage, createBanner };
}
