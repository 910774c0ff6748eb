import { describe, expect, it } from 'vitest';
import {
  addAttachments,
  BYTES_PER_MB,
  formatFileSize,
  isFileTooLarge,
  previewKindOf,
} from './attachments';

describe('isFileTooLarge', () => {
  it.each([
    [20 * BYTES_PER_MB - 1, 20, false],
    [20 * BYTES_PER_MB, 20, true],
    [20 * BYTES_PER_MB + 1, 20, true],
    [0, 20, false],
    [1, 1, false],
    [BYTES_PER_MB, 1, true],
  ])('%i bytes against %i MB: %s', (bytes, max, expected) => {
    expect(isFileTooLarge(bytes, max)).toBe(expected);
  });
});

describe('addAttachments', () => {
  const file = (name: string, size: number) => ({ name, size });

  it('keeps the files that fit and names the ones at or above the limit', () => {
    const result = addAttachments(
      [file('a', 10)],
      [file('big', 2 * BYTES_PER_MB), file('b', 20), file('edge', 2 * BYTES_PER_MB - 1)],
      2,
    );
    expect(result.files.map((f) => f.name)).toEqual(['a', 'b', 'edge']);
    expect(result.tooLarge.map((f) => f.name)).toEqual(['big']);
    expect(result.overCount).toEqual([]);
  });

  it('stops at the most files a message may carry', () => {
    const result = addAttachments([file('a', 1)], [file('b', 1), file('c', 1)], 20, 2);
    expect(result.files.map((f) => f.name)).toEqual(['a', 'b']);
    expect(result.overCount.map((f) => f.name)).toEqual(['c']);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 + 300, '10 KB'],
    [5 * BYTES_PER_MB, '5 MB'],
    [3 * 1024 * BYTES_PER_MB, '3 GB'],
  ])('%i bytes read %j', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('previewKindOf', () => {
  it('tells pictures and videos from other files by their type', () => {
    expect(previewKindOf('image/png')).toBe('image');
    expect(previewKindOf('video/mp4')).toBe('video');
    expect(previewKindOf('application/pdf')).toBe('file');
    expect(previewKindOf('')).toBe('file');
  });
});
