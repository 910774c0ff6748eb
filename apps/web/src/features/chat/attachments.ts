// Files picked for a message (spec 2, sections 5 and 9): a file whose size in MB (bytes / 1048576)
// is at or above the chat's max_uplaod_size is refused before anything is sent, and a message
// carries at most CHAT_MAX_FILES_PER_MESSAGE files. Sizes are shown in the units people read.
import { CHAT_MAX_FILES_PER_MESSAGE } from '@clutch/contract/messenger';

export const BYTES_PER_MB = 1048576;

export function isFileTooLarge(bytes: number, maxUploadMb: number): boolean {
  return bytes / BYTES_PER_MB >= maxUploadMb;
}

export interface PickedFiles<F> {
  /** The attachments after the pick: the earlier ones, then the new ones that fit. */
  files: F[];
  tooLarge: F[];
  /** Left out because the message already holds the most files it may. */
  overCount: F[];
}

export function addAttachments<F extends { size: number }>(
  current: readonly F[],
  picked: readonly F[],
  maxUploadMb: number,
  maxFiles = CHAT_MAX_FILES_PER_MESSAGE,
): PickedFiles<F> {
  const files = [...current];
  const tooLarge: F[] = [];
  const overCount: F[] = [];
  for (const file of picked) {
    if (isFileTooLarge(file.size, maxUploadMb)) tooLarge.push(file);
    else if (files.length >= maxFiles) overCount.push(file);
    else files.push(file);
  }
  return { files, tooLarge, overCount };
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 512 reads "512 B", 1536 "1.5 KB", 5 MB "5 MB": binary units, one decimal below ten. */
export function formatFileSize(bytes: number): string {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const shown =
    unit === 0 || size >= 10 ? String(Math.round(size)) : size.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${UNITS[unit] ?? 'B'}`;
}

/** How a picked file will show once sent: the server decides from its bytes, this guesses by type. */
export function previewKindOf(type: string): 'image' | 'video' | 'file' {
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return 'file';
}
