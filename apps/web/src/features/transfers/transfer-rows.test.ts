import { describe, expect, it } from 'vitest';
import { canReturn } from './transfer-rows';

describe('canReturn', () => {
  it.each([
    ['received', false, true],
    ['received', true, false],
    ['sent', false, false],
    ['sent', true, false],
  ] as const)(
    'a %s transfer, returned %s, offers Return: %s',
    (direction, isReturned, expected) => {
      expect(canReturn({ direction, is_returned: isReturned })).toBe(expected);
    },
  );
});
