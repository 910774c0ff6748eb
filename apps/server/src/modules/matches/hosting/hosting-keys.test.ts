import { describe, expect, it } from 'vitest';
import { hostingKeys } from './hosting-keys.js';

const keys = hostingKeys('a-long-enough-secret-for-the-tests-0123456789');
const now = new Date('2026-11-26T12:00:00Z');
const inTenMinutes = Math.floor(now.getTime() / 1000) + 600;

describe('hosting keys', () => {
  it('accepts its own config signature until it expires', () => {
    const signature = keys.configSignature(7, inTenMinutes);
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(keys.configValid(7, inTenMinutes, signature, now)).toBe(true);
    expect(keys.configValid(7, inTenMinutes, signature, new Date((inTenMinutes + 1) * 1000))).toBe(
      false,
    );
  });

  it.each([
    ['another match', 8, inTenMinutes],
    ['a longer expiry', 7, inTenMinutes + 3600],
  ])('refuses a signature moved to %s', (_case, id, expires) => {
    const signature = keys.configSignature(7, inTenMinutes);
    expect(keys.configValid(id, expires, signature, now)).toBe(false);
  });

  it('refuses a signature made with another key', () => {
    const other = hostingKeys('another-long-enough-secret-for-the-tests-987');
    expect(keys.configValid(7, inTenMinutes, other.configSignature(7, inTenMinutes), now)).toBe(
      false,
    );
  });

  it('gives each hosted match its own event secret', () => {
    expect(keys.eventSecret(1)).not.toBe(keys.eventSecret(2));
    expect(keys.eventSecretValid(1, keys.eventSecret(1))).toBe(true);
    expect(keys.eventSecretValid(1, keys.eventSecret(2))).toBe(false);
    expect(keys.eventSecretValid(1, undefined)).toBe(false);
    expect(keys.eventSecretValid(1, '')).toBe(false);
  });
});
