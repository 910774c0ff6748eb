// Helpers for tests that make banners through the API: an uploaded image of ours, a banner, a form.
import type { Banner } from '@clutch/contract/banners';
import type { TestUser } from './factories.js';
import type { TestApp } from './harness.js';
import * as images from './images.js';
import { multipart, type FormPart } from './multipart.js';

export function bannerApi(t: TestApp) {
  const sendForm = (method: 'POST' | 'PATCH', url: string, user: TestUser, parts: FormPart[]) => {
    const form = multipart(parts);
    return t.app.inject({
      method,
      url: `/api/${url}`,
      payload: form.payload,
      headers: { ...user.headers, ...form.headers },
    });
  };
  /** One of our image addresses, as profile/upload-image/ answers it. */
  const uploadImage = async (user: TestUser): Promise<string> => {
    const file = await images.png(60, 20);
    const res = await sendForm('POST', 'profile/upload-image/', user, [
      { name: 'file', value: file, filename: 'b.png', contentType: 'image/png' },
    ]);
    return res.json<{ url: string }>().url;
  };
  /** A banner made from an uploaded image and the JSON fields given. */
  const createBanner = async (user: TestUser, body: object = {}): Promise<Banner> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/banners/',
      headers: user.headers,
      payload: { image: await uploadImage(user), ...body },
    });
    if (res.statusCode !== 201) throw new Error(`create answered ${res.body}`);
    return res.json<Banner>();
  };
  return { sendForm, uploadImage, createBanner };
}
