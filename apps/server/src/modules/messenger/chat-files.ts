// A message's attachments: the size rule, the type read from the bytes (never from the name or the
// client's content type), and where they are stored. Images are re-encoded to webp (which drops
// EXIF location and whatever rides along: HTML or a script after the image, a polyglot) and shown
// inline, and so are videos we recognise; anything else, an image we cannot decode within the
// pixel limit included, is stored as `.bin`, which /media/ serves as a download, so nothing
// uploaded (HTML, SVG, scripts, executables, pixel floods) can run or render in our origin.
import { randomBytes } from 'node:crypto';
import { CHAT_MAX_UPLOAD_MB, type ChatFile } from '@clutch/contract/messenger';
import { fileTypeFromBuffer } from 'file-type';
import { localizedFields } from '../../platform/http/localized-errors.js';
import type { UploadedFile } from '../../platform/http/multipart.js';
import type { Storage } from '../../platform/storage/storage.js';
import { messengerMessage } from './messenger-messages.js';

export const UPLOAD_FIELD = 'upload_files';
const BYTES_PER_MB = 1_048_576;
/** The largest file the form reader lets through: one of exactly the limit is read, then refused. */
export const MAX_UPLOAD_READ_BYTES = CHAT_MAX_UPLOAD_MB * BYTES_PER_MB;
export const MAX_FILE_NAME_LENGTH = 120;

/** Sniffed MIME type → what we store: only these show inline. */
const INLINE_TYPES: Readonly<Record<string, { ext: string; type: 'image' | 'video' }>> = {
  'image/jpeg': { ext: 'jpg', type: 'image' },
  'image/png': { ext: 'png', type: 'image' },
  'image/gif': { ext: 'gif', type: 'image' },
  'image/webp': { ext: 'webp', type: 'image' },
  'video/mp4': { ext: 'mp4', type: 'video' },
  'video/webm': { ext: 'webm', type: 'video' },
  'video/quicktime': { ext: 'mov', type: 'video' },
};

/** The spec's rule: a file whose size in MB is at or above the limit is refused. */
export function isTooLarge(bytes: number): boolean {
  return bytes / BYTES_PER_MB >= CHAT_MAX_UPLOAD_MB;
}

export function requireUploadSizes(files: readonly UploadedFile[]): void {
  if (files.some((file) => isTooLarge(file.data.length)))
    throw localizedFields({ [UPLOAD_FIELD]: [messengerMessage('file_too_large')] });
}

// Control characters, and the bidirectional marks that make `evil\u202Egpj.exe` read as `evilexe.jpg`.
const UNSAFE_CHARACTERS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The client's file name as shown beside the attachment: no folders, no control or direction
 * characters, at most 120 characters (the extension kept when it is short). Never used as a path.
 */
export function displayName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(UNSAFE_CHARACTERS, '').trim().replace(/^\.+/, '').trim();
  if (clean === '') return 'file';
  const chars = [...clean];
  if (chars.length <= MAX_FILE_NAME_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? [...clean.slice(dot)] : [];
  if (ext.length > 0 && ext.length <= 10) {
    const stem = [...clean.slice(0, dot)].slice(0, MAX_FILE_NAME_LENGTH - ext.length);
    return [...stem, ...ext].join('');
  }
  return chars.slice(0, MAX_FILE_NAME_LENGTH).join('');
}

export interface StoredKind {
  ext: string;
  type: ChatFile['type'];
  mime: string;
}

const DOWNLOAD: StoredKind = { ext: 'bin', type: 'file', mime: 'application/octet-stream' };

/** What the bytes are: an image or video we show, or a file to download. */
export async function kindOf(bytes: Buffer): Promise<StoredKind> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const inline = sniffed ? INLINE_TYPES[sniffed.mime] : undefined;
  return inline && sniffed ? { ...inline, mime: sniffed.mime } : DOWNLOAD;
}

/** `chat/<2 hex>/<32 hex>.<ext>`: random, so a name says nothing and nothing is overwritten. */
export function newChatFileKey(ext: string): string {
  const id = randomBytes(16).toString('hex');
  return `chat/${id.slice(0, 2)}/${id}.${ext}`;
}

const WEBP: StoredKind = { ext: 'webp', type: 'image', mime: 'image/webp' };

/** An image as an inert webp, or null when it cannot be decoded within the limits. */
export type ReencodeImage = (bytes: Buffer) => Promise<Buffer | null>;

/** What is stored for a file: images as their re-encoding, or as a download when that fails. */
async function storedForm(
  bytes: Buffer,
  reencode: ReencodeImage,
): Promise<{ kind: StoredKind; bytes: Buffer }> {
  const kind = await kindOf(bytes);
  if (kind.type !== 'image') return { kind, bytes };
  const webp = await reencode(bytes);
  return webp ? { kind: WEBP, bytes: webp } : { kind: DOWNLOAD, bytes };
}

/** Checks and stores a message's files; answers them as the message keeps them. */
export async function storeChatFiles(
  storage: Storage,
  files: readonly UploadedFile[],
  reencode: ReencodeImage,
): Promise<ChatFile[]> {
  requireUploadSizes(files);
  const stored: ChatFile[] = [];
  for (const file of files) {
    const { kind, bytes } = await storedForm(file.data, reencode);
    const url = await storage.put(newChatFileKey(kind.ext), bytes, kind.mime);
    stored.push({
      type: kind.type,
      file: url,
      name: displayName(file.filename),
      size: bytes.length,
    });
  }
  return stored;
}
