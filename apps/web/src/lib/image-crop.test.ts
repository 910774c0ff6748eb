import { describe, expect, it } from 'vitest';
import {
  centredSquare,
  clampSquare,
  cropToWebp,
  panSquare,
  zoomOf,
  zoomSquare,
  type CanvasLike,
} from './image-crop';

describe('the crop square', () => {
  it('starts as the largest centred square of a wide or a tall image', () => {
    expect(centredSquare(400, 300)).toEqual({ x: 50, y: 0, size: 300 });
    expect(centredSquare(300, 500)).toEqual({ x: 0, y: 100, size: 300 });
  });

  it('zooms around its centre and never beyond four times or below the whole short side', () => {
    const start = centredSquare(400, 300);
    expect(zoomSquare(start, 2, 400, 300)).toEqual({ x: 125, y: 75, size: 150 });
    expect(zoomSquare(start, 10, 400, 300).size).toBe(75);
    expect(zoomSquare(start, 0.2, 400, 300)).toEqual(start);
    expect(zoomOf(zoomSquare(start, 2, 400, 300), 400, 300)).toBe(2);
  });

  it('pans within the image and stops at its edges', () => {
    const zoomed = { x: 125, y: 75, size: 150 };
    expect(panSquare(zoomed, 30, -20, 400, 300)).toEqual({ x: 155, y: 55, size: 150 });
    expect(panSquare(zoomed, -999, 999, 400, 300)).toEqual({ x: 0, y: 150, size: 150 });
  });

  it('pulls a square that sticks out back inside', () => {
    expect(clampSquare({ x: 380, y: -10, size: 500 }, 400, 300)).toEqual({
      x: 100,
      y: 0,
      size: 300,
    });
  });
});

describe('cropToWebp', () => {
  function recorder(blobType: string) {
    const calls: { draw: number[]; type?: string; quality?: number; width: number } = {
      draw: [],
      width: 0,
    };
    const canvas: CanvasLike = {
      width: 0,
      height: 0,
      getContext: () => ({
        drawImage: (_image, ...numbers: number[]) => {
          calls.draw = numbers;
          calls.width = canvas.width;
        },
      }),
      toBlob: (callback, type, quality) => {
        calls.type = type;
        calls.quality = quality;
        callback(new Blob([new Uint8Array([82, 73, 70, 70])], { type: blobType }));
      },
    };
    return { canvas, calls };
  }

  it('draws the chosen square at the output size and encodes it as webp at quality 90 with a random name', async () => {
    const { canvas, calls } = recorder('image/webp');
    const file = await cropToWebp({} as CanvasImageSource, { x: 10, y: 20, size: 300 }, 256, {
      createCanvas: () => canvas,
      randomName: () => 'r4nd0m',
    });
    expect(calls.draw).toEqual([10, 20, 300, 300, 0, 0, 256, 256]);
    expect(calls.width).toBe(256);
    expect(calls.type).toBe('image/webp');
    expect(calls.quality).toBe(0.9);
    expect(file.name).toBe('r4nd0m.webp');
    expect(file.type).toBe('image/webp');
  });

  it('names the file for what the browser produced when it cannot encode webp', async () => {
    const { canvas } = recorder('image/png');
    const file = await cropToWebp({} as CanvasImageSource, { x: 0, y: 0, size: 10 }, 10, {
      createCanvas: () => canvas,
      randomName: () => 'x',
    });
    expect(file.name).toBe('x.png');
    expect(file.type).toBe('image/png');
  });
});
