import { describe, expect, it } from 'vitest';
import { localDescription, localName, slotsOf, starFill, textLocaleOf } from './tournament-labels';

const translations = {
  en: { name: 'Spring Cup', description: 'Day one<br>Day two' },
  ua: { name: 'Весняний кубок', description: '' },
  cn: { name: ' ', description: '规则<br/>说明' },
};

describe('tournament labels', () => {
  it.each([
    ['en', 'Spring Cup'],
    ['ua', 'Весняний кубок'],
    ['cn', 'Spring Cup'],
    ['da', 'Spring Cup'],
  ])('the name in %s is %s (English when empty)', (locale, name) => {
    expect(localName(translations, locale)).toBe(name);
  });

  it.each([
    ['en', ['Day one', 'Day two']],
    ['ua', ['Day one', 'Day two']],
    ['cn', ['规则', '说明']],
  ])('the description in %s reads as lines', (locale, lines) => {
    expect(localDescription(translations, locale)).toEqual(lines);
  });

  it('no description is no lines', () => {
    const empty = { name: 'x', description: '' };
    expect(localDescription({ en: empty, ua: empty, cn: empty }, 'en')).toEqual([]);
  });

  it.each([
    ['da', 'en'],
    ['ua', 'ua'],
    ['cn', 'cn'],
  ])('the route locale %s reads texts in %s', (locale, text) => {
    expect(textLocaleOf(locale)).toBe(text);
  });

  it('a bracket of 3 levels has 8 slots, of 10 levels 1024', () => {
    expect([slotsOf(1), slotsOf(3), slotsOf(10)]).toEqual([2, 8, 1024]);
  });
});

describe('starFill', () => {
  it.each([
    [0, [0, 0, 0, 0, 0]],
    [3.5, [1, 1, 1, 0.5, 0]],
    [4.2, [1, 1, 1, 1, 0.2]],
    [5, [1, 1, 1, 1, 1]],
    [7, [1, 1, 1, 1, 1]],
    [-1, [0, 0, 0, 0, 0]],
  ])('a rating of %s fills the stars %j', (rating, fills) => {
    const got = [0, 1, 2, 3, 4].map((index) => starFill(rating, index));
    got.forEach((fill, index) => expect(fill).toBeCloseTo(fills[index] ?? -1, 5));
  });
});
