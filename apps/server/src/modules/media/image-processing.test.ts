import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as images from '../../../test/images.js';
import {
  IMAGE_PROBLEMS,
  MAX_IMAGE_SIDE,
  reencodeAsWebp,
  sniffImageFormat,
} from './image-processing.js';

describe('recognising an image by its bytes', () => {
  it.each([
    ['png', images.png],
    ['jpeg', images.jpeg],
    ['gif', images.gif],
    ['webp', images.webp],
  ] as const)('knows a %s', async (format, make) => {
    expect(sniffImageFormat(await make())).toBe(format);
  });

  it.each([
    ['an executable', images.elfExecutable()],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><image href="http://evil.example/x"/></svg>',
      ),
    ],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['a RIFF that is not WebP', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['three bytes', Buffer.from([0xff, 0xd8])],
    ['nothing', Buffer.alloc(0)],
  ])('knows %s is not one', (_, bytes) => {
    expect(sniffImageFormat(bytes)).toBeNull();
  });
});

describe('re-encoding to webp', () => {
  it('answers a webp of the same size', async () => {
    const result = await reencodeAsWebp(await images.png(40, 30));
    expect(result).toMatchObject({ ok: true, width: 40, height: 30 });
    if (!result.ok) return;
    expect((await sharp(result.webp).metadata()).format).toBe('webp');
  });

  it('drops EXIF data', async () => {
    const result = await reencodeAsWebp(await images.jpegWithExif());
    if (!result.ok) throw new Error(result.problem);
    expect((await sharp(result.webp).metadata()).exif).toBeUndefined();
    expect(result.webp.includes('secret-location-data')).toBe(false);
  });

  it('scales an image larger than the limit down to it, keeping the shape', async () => {
    const result = await reencodeAsWebp(await images.png(MAX_IMAGE_SIDE + 904, 1000));
    expect(result).toMatchObject({ ok: true, width: MAX_IMAGE_SIDE });
  });

  it('refuses a small file whose header claims a huge canvas, before decoding it', async () => {
    const bomb = await images.pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1000);
    expect(await reencodeAsWebp(bomb)).toEqual({
      ok: false,
      problem: IMAGE_PROBLEMS.tooManyPixels,
    });
  });

  it('refuses bytes that start like an image and are not one', async () => {
    const broken = Buffer.concat([(await images.png()).subarray(0, 8), Buffer.alloc(200, 7)]);
    expect(await reencodeAsWebp(broken)).toEqual({ ok: false, problem: IMAGE_PROBLEMS.broken });
  });

  it('refuses a file whose bytes are not an image at all', async () => {
    expect(await reencodeAsWebp(images.elfExecutable())).toEqual({
      ok: false,
      problem: IMAGE_PROBLEMS.notAnImage,
    });
  });
});
