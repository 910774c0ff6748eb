import { describe, expect, it } from 'vitest';
import type { CanvasLike } from '../../../lib/image-crop';
import { TEAM_AVATAR_SIZE, uploadTeamAvatar } from './team-avatar';

function recordingCanvas(blob: Blob | null) {
  const drawn: number[][] = [];
  const canvas: CanvasLike = {
    width: 0,
    height: 0,
    getContext: () => ({ drawImage: (_image, ...args: number[]) => drawn.push(args) }),
    toBlob: (callback) => callback(blob),
  };
  return { canvas, drawn };
}

describe('uploading a team picture', () => {
  it('when a square is chosen, then it is sent as a 256 × 256 webp in the part `file` and the URL comes back', async () => {
    const { canvas, drawn } = recordingCanvas(
      new Blob([new Uint8Array([1])], { type: 'image/webp' }),
    );
    const sent: FormData[] = [];
    const url = await uploadTeamAvatar(
      { image: {} as CanvasImageSource, square: { x: 10, y: 20, size: 300 } },
      (form) => {
        sent.push(form);
        return Promise.resolve({ url: '/media/images/team.webp' });
      },
      { createCanvas: () => canvas, randomName: () => 'cafe' },
    );

    expect(url).toBe('/media/images/team.webp');
    expect(drawn).toEqual([[10, 20, 300, 300, 0, 0, TEAM_AVATAR_SIZE, TEAM_AVATAR_SIZE]]);
    expect(canvas.width).toBe(256);
    expect([...(sent[0]?.keys() ?? [])]).toEqual(['file']);
    const file = sent[0]?.get('file') as File;
    expect(file.name).toBe('cafe.webp');
    expect(file.type).toBe('image/webp');
  });

  it('when the picture cannot be encoded, then nothing is sent', async () => {
    const { canvas } = recordingCanvas(null);
    let calls = 0;
    await expect(
      uploadTeamAvatar(
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
