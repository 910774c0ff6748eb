// E1's view of what an upload left behind: the served file (its headers and bytes) and the files
// under the server child's DATA_DIR/media, found through /proc/<pid>/environ.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface ServedFile {
  status: number;
  contentType: string;
  nosniff: boolean;
  disposition: string;
  bytes: Buffer;
}

export async function fetchServed(origin: string, url: string): Promise<ServedFile> {
  const response = await fetch(new URL(url, origin), { signal: AbortSignal.timeout(30_000) });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    nosniff: response.headers.get('x-content-type-options') === 'nosniff',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** RIFF....WEBP: what the image pipeline re-encodes every accepted picture to. */
export const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
  bytes.subarray(8, 12).toString('latin1') === 'WEBP';

/** The child's DATA_DIR, read from its environment (the suite makes it and does not expose it). */
export function dataDirOf(pid: number): string {
  const environ = readFileSync(`/proc/${String(pid)}/environ`, 'utf8').split('\0');
  const entry = environ.find((line) => line.startsWith('DATA_DIR='));
  if (!entry) throw new Error(`the server child ${String(pid)} has no DATA_DIR`);
  return entry.slice('DATA_DIR='.length);
}

/** Every file under `root`, relative to it. */
export function filesUnder(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [relative(root, path)];
    });
  return walk(root);
}

/** The names the server gives: a kind folder, two hex digits, 32 random hex digits, its extension. */
export const SERVER_NAME =
  /^(images|chat)\/[0-9a-f]{2}\/[0-9a-f]{32}\.(webp|jpg|png|gif|mp4|webm|mov|bin)$/;
