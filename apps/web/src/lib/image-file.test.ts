import { MAX_IMAGE_BYTES } from '@clutch/contract/media';
import { describe, expect, it } from 'vitest';
import { isImageTooLarge, MAX_IMAGE_MB } from './image-file';

describe('isImageTooLarge', () => {
  it.each([
    [0, false],
    [MAX_IMAGE_BYTES, false],
    [MAX_IMAGE_BYTES + 1, true],
  ])('when the file holds %i bytes, then it is too large: %s', (size, expected) => {
    expect(isImageTooLarge({ size })).toBe(expected);
  });

  it('states the limit in whole megabytes', () => {
    expect(MAX_IMAGE_MB).toBe(10);
  });
});
