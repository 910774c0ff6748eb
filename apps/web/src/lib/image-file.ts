// Reading a chosen file into a decoded picture, for the crop dialog. The object URL it makes is the
// caller's to revoke once the picture is no longer shown.
import { MAX_IMAGE_BYTES } from '@clutch/contract/media';

/** What file inputs offer; the server still checks the real type by the bytes. */
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / 1_048_576;

export interface LoadedImage {
  element: HTMLImageElement;
  url: string;
  width: number;
  height: number;
}

/** True when the file is over the upload limit, so it is refused before it is read. */
export function isImageTooLarge(file: { size: number }): boolean {
  return file.size > MAX_IMAGE_BYTES;
}

export async function loadImageFile(file: File): Promise<LoadedImage> {
  const url = URL.createObjectURL(file);
  const element = new Image();
  element.src = url;
  try {
    await element.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return { element, url, width: element.naturalWidth, height: element.naturalHeight };
}
