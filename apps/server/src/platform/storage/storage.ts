// Where uploaded files live. Callers see only `Storage`: today files go to DATA_DIR/media and are
// served at /media/; an S3-compatible store is another implementation of the same interface.
import { randomBytes } from 'node:crypto';
import { link, mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

export interface Storage {
  readonly kind: 'local';
  /** Stores the bytes under `key` (never replacing a file) and answers the URL they are served at. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The key behind a URL this store serves, or null for any other address. Never fetches. */
  keyOf(url: string): string | null;
  /** The URL a key is served at. */
  urlOf(key: string): string;
  exists(key: string): Promise<boolean>;
}

/**
 * Keys are lower-case path segments of letters, digits, `_` and `-` with one extension: no dots
 * elsewhere, so no `..`, no absolute paths, no backslashes, nothing that leaves the store.
 */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{2,5}$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

const MEDIA_PATH = '/media/';

/**
 * URLs are same-origin paths (`/media/<key>`): the browser reads them at whatever address it opened
 * the site (localhost, 127.0.0.1, a LAN name), where an absolute URL on PUBLIC_URL's host may not
 * resolve, or belong to another origin. Absolute URLs on `publicUrl`, which earlier versions stored,
 * are still read back as our keys.
 */
export function createLocalStorage(root: string, publicUrl: string): Storage {
  const base = resolve(root);
  const publicBase = `${publicUrl.replace(/\/+$/, '')}${MEDIA_PATH}`;
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    const path = resolve(base, key);
    // The key pattern already rules escapes out; this second check keeps it true if the pattern changes.
    if (!path.startsWith(base + sep)) throw new Error(`key leaves the store: ${key}`);
    return path;
  };
  const urlOf = (key: string) => `${MEDIA_PATH}${key}`;
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside, then hard-linked into place: a reader never sees half a file, and link()
      // fails rather than replace a file already stored under the key.
      const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, bytes, { flag: 'wx' });
      try {
        await link(partial, path);
      } finally {
        await unlink(partial).catch(() => undefined);
      }
      return urlOf(key);
    },
    keyOf(url) {
      const key = url.startsWith(publicBase)
        ? url.slice(publicBase.length)
        : url.startsWith(MEDIA_PATH)
          ? url.slice(MEDIA_PATH.length)
          : null;
      return key !== null && isStorageKey(key) ? key : null;
    },
    urlOf,
    async exists(key) {
      if (!isStorageKey(key)) return false;
      return stat(pathOf(key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
  };
}
