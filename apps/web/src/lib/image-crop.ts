// Square crops of an image and their conversion to webp in the browser (spec 1, section 9: images are
// webp at quality 90; an avatar is cropped to the given size and gets a random file name). The crop
// is a square in the source image's pixels; the view (zoom and pan) only ever produces valid ones.

export interface CropSquare {
  x: number;
  y: number;
  size: number;
}

export const WEBP_TYPE = 'image/webp';
export const WEBP_QUALITY = 0.9;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The largest centred square: what zoom 1 shows before the user moves anything. */
export function centredSquare(width: number, height: number): CropSquare {
  const size = Math.min(width, height);
  return { x: (width - size) / 2, y: (height - size) / 2, size };
}

/** Keeps a square inside the image and its size between the whole short side and MAX_ZOOM. */
export function clampSquare(square: CropSquare, width: number, height: number): CropSquare {
  const full = Math.min(width, height);
  const size = clamp(square.size, full / MAX_ZOOM, full);
  return {
    x: clamp(square.x, 0, width - size),
    y: clamp(square.y, 0, height - size),
    size,
  };
}

/** Zooms around the square's centre; zoom 1 is the whole short side. */
export function zoomSquare(
  square: CropSquare,
  zoom: number,
  width: number,
  height: number,
): CropSquare {
  const size = Math.min(width, height) / clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const centreX = square.x + square.size / 2;
  const centreY = square.y + square.size / 2;
  return clampSquare({ x: centreX - size / 2, y: centreY - size / 2, size }, width, height);
}

export function zoomOf(square: CropSquare, width: number, height: number): number {
  return Math.min(width, height) / square.size;
}

/** Moves the square by (dx, dy) source pixels, stopping at the image's edges. */
export function panSquare(
  square: CropSquare,
  dx: number,
  dy: number,
  width: number,
  height: number,
): CropSquare {
  return clampSquare({ ...square, x: square.x + dx, y: square.y + dy }, width, height);
}

/** The parts of a canvas the conversion uses; tests hand in a recorder. */
export interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    imageSmoothingQuality?: ImageSmoothingQuality;
    drawImage(
      image: CanvasImageSource,
      sx: number,
      sy: number,
      sw: number,
      sh: number,
      dx: number,
      dy: number,
      dw: number,
      dh: number,
    ): void;
  } | null;
  toBlob(callback: (blob: Blob | null) => void, type?: string, quality?: number): void;
}

export interface CropDeps {
  createCanvas: () => CanvasLike;
  randomName: () => string;
}

const browserDeps: CropDeps = {
  createCanvas: () => document.createElement('canvas'),
  randomName: () => crypto.randomUUID(),
};

/**
 * Draws the square scaled to `size` × `size` and encodes it as webp. A browser that cannot encode
 * webp (older Safari) hands back PNG; the file then says so, and the server re-encodes it anyway.
 */
export async function cropToWebp(
  image: CanvasImageSource,
  square: CropSquare,
  size: number,
  deps: CropDeps = browserDeps,
): Promise<File> {
  const canvas = deps.createCanvas();
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('This browser cannot draw images.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, square.x, square.y, square.size, square.size, 0, 0, size, size);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, WEBP_TYPE, WEBP_QUALITY),
  );
  if (blob === null) throw new Error('The image could not be encoded.');
  const extension = blob.type === WEBP_TYPE ? 'webp' : 'png';
  return new File([blob], `${deps.randomName()}.${extension}`, { type: blob.type || WEBP_TYPE });
}
