import { randomBytes } from 'node:crypto';
import { mediaEndpoints } from '@clutch/contract/media';
import { profileEndpoints } from '@clutch/contract/profile';
import { describe, expect, it } from 'vitest';
import { testClient, type CallInput } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import * as images from '../../../test/images.js';
import type { FormPart } from '../../../test/multipart.js';
import { NOT_OUR_IMAGE } from '../media/media.service.js';
import { QUIET_FOREVER } from './quiet-mode.js';

const t = useTestApp();
const api = testClient(t);
const e = profileEndpoints;

const patchMe = (user: TestUser, body: CallInput<typeof e.patchMe>['body']) =>
  api.call(e.patchMe, { as: user, body });
const patchMeForm = (user: TestUser, form: FormPart[]) => api.call(e.patchMe, { as: user, form });
const me = (user: TestUser) => api.ok(e.me, { as: user });
const uploadImage = async (user: TestUser) =>
  (
    await api.ok(mediaEndpoints.uploadImage, {
      as: user,
      form: [
        { name: 'file', value: await images.png(), filename: 'a.png', contentType: 'image/png' },
      ],
    })
  ).url;
const tag = () => randomBytes(3).toString('hex');

describe('editing profile/me', () => {
  it('changes country and discord as JSON, and an empty value clears them', async () => {
    const user = await createUser(t);
    const changed = await patchMe(user, { country: 'de', discord: 'player.one' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ country: 'DE', discord: 'player.one' });
    const cleared = await patchMe(user, { country: '', discord: null });
    expect(cleared.body).toMatchObject({ country: null, discord: null });
  });

  it.each([
    [{ country: 'XX' }, 'country', '"XX" is not a valid choice.'],
    [{ country: 'Ukraine' }, 'country', 'Choose a country from the list.'],
    [{ discord: 'a' }, 'discord', 'Enter a Discord name'],
    [{ quiet_mode_to: 60 }, 'quiet_mode_to', '3600, 10800'],
    [{ username: 'no spaces allowed' }, 'username', '3 to 30'],
    [{ email: 'new@example.com' }, 'non_field_errors', ''],
  ])('refuses %j naming the field', async (payload, field, message) => {
    const user = await createUser(t);
    const res = await api.call(e.patchMe, { as: user, rawBody: payload });
    expect(res.status).toBe(400);
    const body = res.error as Record<string, string[]>;
    expect(Object.keys(body)).toEqual([field]);
    expect(body[field]?.[0]).toContain(message);
  });

  it('takes a multipart form with an avatar file, username, country and discord at once', async () => {
    const user = await createUser(t);
    const username = `renamed_${tag()}`;
    const res = await patchMeForm(user, [
      {
        name: 'avatar',
        value: await images.jpeg(64, 64),
        filename: 'me.jpg',
        contentType: 'image/jpeg',
      },
      { name: 'username', value: username },
      { name: 'country', value: 'pl' },
      { name: 'discord', value: 'gamer_1' },
    ]);
    expect(res.status).toBe(200);
    const changed = res.body;
    expect(changed).toMatchObject({ username, country: 'PL', discord: 'gamer_1' });
    expect(changed.avatar_url).toMatch(/^\/media\/images\/.+\.webp$/);
    expect(await me(user)).toEqual(changed);
  });

  it('takes current_game, is_demo and quiet_mode_to as form text too', async () => {
    const user = await createUser(t);
    const res = await patchMeForm(user, [
      { name: 'current_game', value: '2' },
      { name: 'is_demo', value: 'true' },
      { name: 'quiet_mode_to', value: 'forever' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      current_game: 2,
      is_demo: true,
      quiet_mode_to: QUIET_FOREVER.toISOString(),
    });
  });

  it('keeps an avatar address only when it is one of ours, in either form, and stores it same-origin', async () => {
    const user = await createUser(t);
    const url = await uploadImage(user);
    expect(url).toMatch(/^\/media\//);
    const absolute = `http://clutch.test${url}`;
    expect((await patchMe(user, { avatar: absolute })).body.avatar_url).toBe(url);
    expect((await patchMe(user, { avatar: url })).body.avatar_url).toBe(url);

    for (const foreign of [
      'https://evil.example/a.webp',
      'http://clutch.test/media/images/00/00000000000000000000000000000000.webp',
      'http://169.254.169.254/latest/meta-data/',
      '/media/../../etc/passwd',
      'file:///etc/passwd',
    ]) {
      const res = await patchMe(user, { avatar: foreign, country: 'FR' });
      expect(res.status).toBe(400);
      expect(res.error).toEqual({ avatar: [NOT_OUR_IMAGE] });
    }
    expect(await me(user)).toMatchObject({ avatar_url: url, country: 'UA' });
    expect((await patchMe(user, { avatar: '' })).body.avatar_url).toBeNull();
  });

  it('changes nothing when the avatar file is not an image, not even the username sent with it', async () => {
    const user = await createUser(t);
    const res = await patchMeForm(user, [
      {
        name: 'avatar',
        value: images.elfExecutable(),
        filename: 'a.png',
        contentType: 'image/png',
      },
      { name: 'username', value: `never_${tag()}` },
    ]);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ avatar: ['Upload a JPEG, PNG, GIF or WebP image.'] });
    expect((await me(user)).username).toBe(user.username);
  });

  it('refuses a form field it does not know, or the same field twice', async () => {
    const user = await createUser(t);
    const unknown = await patchMeForm(user, [{ name: 'is_staff', value: 'true' }]);
    expect(unknown.status).toBe(400);
    const twice = await patchMeForm(user, [
      { name: 'country', value: 'DE' },
      { name: 'country', value: 'FR' },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.error).toEqual({ country: ['Send this field once.'] });
  });

  it.each([3600, 10_800, 86_400, 604_800])(
    'sets quiet mode for %i seconds from now',
    async (seconds) => {
      const user = await createUser(t);
      const before = Date.now();
      const changed = (await patchMe(user, { quiet_mode_to: seconds })).body;
      const until = Date.parse(changed.quiet_mode_to ?? '');
      expect(until).toBeGreaterThanOrEqual(before + seconds * 1000);
      expect(until).toBeLessThanOrEqual(Date.now() + seconds * 1000);
      expect((await patchMe(user, { quiet_mode_to: null })).body.quiet_mode_to).toBeNull();
    },
  );

  it('refuses a quiet-mode time in the past', async () => {
    const user = await createUser(t);
    const res = await patchMe(user, { quiet_mode_to: '2020-01-01T00:00:00Z' });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ quiet_mode_to: ['Choose a time in the future.'] });
  });
});
