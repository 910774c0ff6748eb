import { describe, expect, it } from 'vitest';
import type { CanvasLike } from '../../../lib/image-crop';
import { AVATAR_SIZE, uploadAvatar } from './avatar';

describe('uploading an avatar', () => {
  it('sends the chosen square cropped to 256 × 256 and converted to webp, not the original file', async () => {
    const drawn: number[][] = [];
    const encoded: (string | undefined)[] = [];
    const canvas: CanvasLike = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage: (_image, ...args: number[]) => drawn.push(args) }),
      toBlob: (callback, type) => {
        encoded.push(type);
        callback(new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])], { type: 'image/webp' }));
      },
    };
    const sent: FormData[] = [];
    const original = { width: 640, height: 480 } as unknown as CanvasImageSource;

    const url = await uploadAvatar(
      { image: original, square: { x: 80, y: 0, size: 480 } },
      (form) => {
        sent.push(form);
        return Promise.resolve({ url: '/media/images/abc.webp' });
      },
      { createCanvas: () => canvas, randomName: () => 'f00d' },
    );

    expect(url).toBe('/media/images/abc.webp');
    expect(drawn).toEqual([[80, 0, 480, 480, 0, 0, AVATAR_SIZE, AVATAR_SIZE]]);
    expect(canvas.width).toBe(256);
    expect(encoded).toEqual(['image/webp']);
    const file = sent[0]?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).type).toBe('image/webp');
    expect((file as File).name).toBe('f00d.webp');
    expect([...(sent[0]?.keys() ?? [])]).toEqual(['file']);
  });

  it('sends nothing when the picture cannot be encoded', async () => {
    const canvas: CanvasLike = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage: () => undefined }),
      toBlob: (callback) => callback(null),
    };
    let calls = 0;
    await expect(
      uploadAvatar(
        { image: {} as CanvasImageSource, square: { x: 0, y: 0, size: 10 } },
        () => {
          calls += 1;
          return Promise.resolve({ url: 'x' });
        },
        { createCanvas: () => canvas, randomName: () => 'x' },
      ),
    ).rejects.toThrow('could not be encoded');
    expect(calls).toBe(0);
  });
});
