import { describe, expect, it } from 'vitest';
import { flagOf } from './country-flag';

describe('flagOf', () => {
  it.each([
    ['UA', '🇺🇦'],
    ['pl', '🇵🇱'],
    ['CN', '🇨🇳'],
    ['', ''],
    ['UKR', ''],
    ['1A', ''],
  ])('turns %j into %j', (code, flag) => {
    expect(flagOf(code)).toBe(flag);
  });
});
