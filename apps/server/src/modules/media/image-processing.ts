// Uploaded images: recognised by their first bytes (never the name or the declared type), measured
// from the header before anything is decoded, then re-encoded to webp, which also drops metadata
// (EXIF location) and anything hidden after the image data.
import { MAX_IMAGE_PIXELS, type IMAGE_FORMATS } from '@clutch/contract/media';
import sharp from 'sharp';

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Longest side kept; larger images are scaled down (never up). */
export const MAX_IMAGE_SIDE = 4096;
export const WEBP_QUALITY = 90;

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39))
    return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

export type ImageOutcome =
  { ok: true; webp: Buffer; width: number; height: number } | { ok: false; problem: string };

export const IMAGE_PROBLEMS = {
  notAnImage: 'Upload a JPEG, PNG, GIF or WebP image.',
  broken: 'The file is not a valid image.',
  tooManyPixels: `The image is too large: at most ${String(MAX_IMAGE_PIXELS / 1_000_000)} megapixels.`,
} as const;

export interface ReencodeOptions {
  /** Crop to the centre square and scale to this side (a chat's 232x232 avatar); may enlarge. */
  square?: number;
  /**
   * Keep every frame of an animated GIF or WebP (a chat's GIF) instead of the first; the pixel
   * limit then counts all frames, so a frame bomb is refused like a pixel flood.
   */
  animated?: boolean;
}

export async function reencodeAsWebp(
  bytes: Buffer,
  options: ReencodeOptions = {},
): Promise<ImageOutcome> {
  const format = sniffImageFormat(bytes);
  if (!format) return { ok: false, problem: IMAGE_PROBLEMS.notAnImage };
  let width: number;
  let height: number;
  let frames = 1;
  try {
    // Reads the header only: a small file that claims a huge canvas is refused before decoding.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format) return { ok: false, problem: IMAGE_PROBLEMS.broken };
    width = meta.width;
    height = meta.height;
    if (options.animated) frames = meta.pages ?? 1;
  } catch {
    return { ok: false, problem: IMAGE_PROBLEMS.broken };
  }
  if (width * height * frames > MAX_IMAGE_PIXELS)
    return { ok: false, problem: IMAGE_PROBLEMS.tooManyPixels };
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'error',
      animated: options.animated === true,
    })
      .rotate()
      .resize(
        options.square === undefined
          ? {
              width: MAX_IMAGE_SIDE,
              height: MAX_IMAGE_SIDE,
              fit: 'inside',
              withoutEnlargement: true,
            }
          : { width: options.square, height: options.square, fit: 'cover' },
      )
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    // An animated result is a strip of frames: its height is the frame's, times the frames.
    return { ok: true, webp: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    return { ok: false, problem: IMAGE_PROBLEMS.broken };
  }
}
