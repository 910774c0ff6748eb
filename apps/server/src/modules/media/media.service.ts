// Images users upload (avatars now; banners, jars and chats later): stored through the platform's
// Storage under a random name. The server never fetches an address it is given; an address is
// accepted only when it is one of ours and the file is there.
import { randomBytes } from 'node:crypto';
import { AppError } from '@clutch/contract/errors';
import type { Storage } from '../../platform/storage/storage.js';
import { reencodeAsWebp, type ReencodeOptions } from './image-processing.js';

export const NOT_OUR_IMAGE =
  'Upload the image first: only addresses from profile/upload-image/ are accepted.';

/** images/ab/ab12….webp: the first two hex digits spread files over 256 folders. */
function newImageKey(): string {
  const name = randomBytes(16).toString('hex');
  return `images/${name.slice(0, 2)}/${name}.webp`;
}

export function createMediaService(deps: { storage: Storage }) {
  const { storage } = deps;
  return {
    /** Checks and re-encodes the bytes, stores them, answers their URL; problems name `field`. */
    async storeImage(
      bytes: Buffer,
      field = 'file',
      options: ReencodeOptions = {},
    ): Promise<string> {
      const image = await reencodeAsWebp(bytes, options);
      if (!image.ok) throw AppError.fields({ [field]: [image.problem] });
      return storage.put(newImageKey(), image.webp, 'image/webp');
    },

    /**
     * The bytes as an inert webp (frames kept, metadata and trailing bytes dropped), or null when
     * they are not an image we can read within the limits: for files kept either way (chat).
     */
    async reencodeImage(bytes: Buffer): Promise<Buffer | null> {
      const image = await reencodeAsWebp(bytes, { animated: true });
      return image.ok ? image.webp : null;
    },
    /** Our own address for an image we already serve (relative or absolute form), else a 400. */
    async acceptImageUrl(url: string, field: string): Promise<string> {
      const key = storage.keyOf(url);
      if (key === null || !(await storage.exists(key)))
        throw AppError.fields({ [field]: [NOT_OUR_IMAGE] });
      return storage.urlOf(key);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
