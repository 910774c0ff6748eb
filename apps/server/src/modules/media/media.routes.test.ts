import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MAX_IMAGE_BYTES, mediaEndpoints } from '@clutch/contract/media';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import * as images from '../../../test/images.js';
import { multipart, type FormPart } from '../../../test/multipart.js';
import { IMAGE_PROBLEMS } from './image-processing.js';

const t = useTestApp();
const api = testClient(t);
let user: TestUser;
beforeAll(async () => {
  user = await createUser(t);
});

const IMAGE_URL = /^\/media\/(images\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp)$/;

const upload = (parts: FormPart[], as: TestUser | null = user) =>
  api.call(mediaEndpoints.uploadImage, { as, form: parts });
const file = (value: Buffer, filename = 'picture.png', contentType = 'image/png'): FormPart => ({
  name: 'file',
  value,
  filename,
  contentType,
});

/** Every file under DATA_DIR, relative to it. */
function filesInDataDir(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [relative(t.config.DATA_DIR, path)];
    });
  return walk(t.config.DATA_DIR);
}

describe('uploading an image', () => {
  it.each([
    ['PNG', images.png],
    ['JPEG', images.jpeg],
    ['GIF', images.gif],
    ['WebP', images.webp],
  ])('stores a %s as webp under a random name, served at the answered URL', async (_, make) => {
    const res = await upload([file(await make(40, 20))]);
    expect(res.status).toBe(201);
    const url = res.body.url;
    const key = IMAGE_URL.exec(url)?.[1];
    expect(key).toBeDefined();
    expect(existsSync(join(t.config.DATA_DIR, 'media', key ?? ''))).toBe(true);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 40,
      height: 20,
    });
  });

  it('judges by content, not by name or declared type: a PNG called notes.txt is an image', async () => {
    const res = await upload([file(await images.png(), 'notes.txt', 'text/plain')]);
    expect(res.status).toBe(201);
  });

  it('gives two uploads of the same picture two different names', async () => {
    const bytes = await images.png();
    const [a, b] = await Promise.all([upload([file(bytes)]), upload([file(bytes)])]);
    expect(a.body.url).not.toBe(b.body.url);
  });
});

describe('the upload gauntlet', () => {
  it('refuses an executable renamed to avatar.png with a 400 naming the file', async () => {
    const res = await upload([file(images.elfExecutable(), 'avatar.png', 'image/png')]);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ file: [IMAGE_PROBLEMS.notAnImage] });
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.svg'],
    ['an HTML page', '<!doctype html><script>alert(1)</script>', 'x.png'],
    ['plain text', 'hello', 'x.jpg'],
  ])('refuses %s', async (_, text, name) => {
    const res = await upload([file(Buffer.from(text), name, 'image/svg+xml')]);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ file: [IMAGE_PROBLEMS.notAnImage] });
  });

  it('refuses a tiny PNG that claims 100000 × 100000 pixels', async () => {
    const res = await upload([file(await images.pngClaiming(100_000, 100_000))]);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ file: [IMAGE_PROBLEMS.tooManyPixels] });
  });

  it('refuses an image that starts right and then breaks off', async () => {
    const whole = await images.png(64, 64);
    const res = await upload([file(whole.subarray(0, 40))]);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ file: [IMAGE_PROBLEMS.broken] });
  });

  it('refuses a file over 10 MB with a 400 saying the limit', async () => {
    const huge = Buffer.concat([await images.png(), Buffer.alloc(MAX_IMAGE_BYTES, 1)]);
    const res = await upload([file(huge)]);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ file: ['The file is too large: the limit is 10 MB.'] });
  });

  it('refuses an empty file', async () => {
    const res = await upload([file(Buffer.alloc(0))]);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ file: ['The submitted file is empty.'] });
  });

  it.each([
    '../../../../etc/passwd.png',
    '..\\..\\..\\windows\\evil.png',
    '/tmp/absolute.png',
    '....//....//double.png',
    'media/../../escape.png',
    '%2e%2e%2fencoded.png',
    'nul\u0000byte.png',
    '.htaccess',
  ])(
    'ignores the client’s file name %j: the image lands under a random name inside media/',
    async (filename) => {
      const before = new Set(filesInDataDir());
      const res = await upload([file(await images.png(), filename)]);
      expect(res.status).toBe(201);
      const added = filesInDataDir().filter((path) => !before.has(path));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(/^media\/images\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    },
  );

  it('refuses two files, a file in another part, and a form with no file', async () => {
    const bytes = await images.png();
    const two = await upload([file(bytes), { ...file(bytes), name: 'other' }]);
    expect(two.status).toBe(400);
    const elsewhere = await upload([{ ...file(bytes), name: 'image' }]);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.error).toEqual({ image: ['A file is not expected here.'] });
    const none = await upload([{ name: 'note', value: 'no file' }]);
    expect(none.status).toBe(400);
  });

  it('refuses a JSON body with a 400 that says how to send the image', async () => {
    const res = await api.call(mediaEndpoints.uploadImage, {
      as: user,
      rawBody: { file: 'http://evil.example/x.png' },
    });
    expect(res.status).toBe(400);
    expect(res.error.error).toMatch(/multipart/);
  });

  it('refuses a body cut off in the middle with a 400', async () => {
    const body = multipart([file(await images.png())]);
    const res = await api.call(mediaEndpoints.uploadImage, {
      as: user,
      headers: body.headers,
      rawBody: body.payload.subarray(0, body.payload.length - 30),
    });
    expect(res.status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const res = await upload([file(await images.png())], null);
    expect(res.status).toBe(401);
  });
});
