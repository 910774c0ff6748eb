// Small real images made with sharp, and hostile ones made by hand.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } });

export const png = (width = 16, height = 12) => solid(width, height).png().toBuffer();
export const jpeg = (width = 16, height = 12) => solid(width, height).jpeg().toBuffer();
export const gif = (width = 16, height = 12) => solid(width, height).gif().toBuffer();
export const webp = (width = 16, height = 12) => solid(width, height).webp().toBuffer();
/** A JPEG carrying EXIF text that must not survive the upload. */
export const jpegWithExif = () =>
  solid(16, 12)
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-location-data' } })
    .toBuffer();

/**
 * A valid PNG whose header claims another size: a decompression bomb in miniature. The IHDR chunk's
 * width and height sit at bytes 16 and 20; its CRC (over type and data) at byte 29.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png());
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** The first bytes of a Linux executable, padded: what a renamed binary looks like. */
export const elfExecutable = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048, 0x90)]);
