import { describe, expect, it } from 'vitest';
import { isWebAddress } from './web-address';

describe('isWebAddress', () => {
  it.each([
    ['https://clutch.example/media/images/aa/bb.webp', true],
    ['HTTP://127.0.0.1:3999/media/x.webp', true],
    ['/media/images/aa/bb.webp', true],
    ['', false],
    ['data:image/png;base64,AAAA', false],
    ['bb.webp', false],
  ])('%j is %s', (value, expected) => {
    expect(isWebAddress(value)).toBe(expected);
  });
});
