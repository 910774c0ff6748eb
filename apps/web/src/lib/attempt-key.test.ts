import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt-key';

function counter() {
  let next = 0;
  return () => `k${String(++next)}`;
}

describe('attempt keys', () => {
  it('when the same values are sent again, then they carry the same key', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor('12')).toBe('k1');
    expect(keys.keyFor('12')).toBe('k1');
  });

  it('when the values change, then a new attempt starts', () => {
    const keys = createAttemptKeys(counter());
    keys.keyFor('12');
    expect(keys.keyFor('13')).toBe('k2');
    expect(keys.keyFor('12')).toBe('k3');
  });

  it('when an attempt went through, then the same values again are a new attempt', () => {
    const keys = createAttemptKeys(counter());
    keys.keyFor('12');
    keys.finish();
    expect(keys.keyFor('12')).toBe('k2');
  });
});
