import { describe, expect, it } from 'vitest';
import { nullCharacterPath } from './null-characters.js';

describe('nullCharacterPath', () => {
  it.each([
    ['a clean body', { text: 'hello', n: 1, list: ['a'] }, null],
    ['a top-level string', 'a\u0000b', ''],
    ['a field', { text: 'a\u0000b' }, 'text'],
    ['a nested field', { translations: { en: { name: '\u0000' } } }, 'translations.en.name'],
    ['an array item', { tags: ['ok', 'x\u0000'] }, 'tags.1'],
    ['a key', { 'bad\u0000key': 1 }, 'bad\u0000key'],
    ['null and numbers', { a: null, b: 0 }, null],
  ])('finds the NUL in %s', (_label, value, path) => {
    expect(nullCharacterPath(value)).toBe(path);
  });

  it('walks 10,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(nullCharacterPath(deep)).toMatch(/^0(\.0)*$/);
  });
});
