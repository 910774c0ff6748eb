import { describe, expect, it } from 'vitest';
import { EMPTY_SHOWCASE_JAR, showcaseBannerFields, showcaseJarFields } from './showcase-payload';

describe('showcaseJarFields', () => {
  it.each([
    [
      'an unlimited prize jar, without its goal or an empty description',
      { ...EMPTY_SHOWCASE_JAR, title: ' Gold ', goal: '50' },
      { title: 'Gold', jar_type: 2, is_unlimited: true },
    ],
    [
      'a jar with a goal typed with a comma',
      { ...EMPTY_SHOWCASE_JAR, title: 'Tips', jarType: 1, isUnlimited: false, goal: '12,5' },
      { title: 'Tips', jar_type: 1, is_unlimited: false, target_amount: '12.5' },
    ],
    [
      'a description when there is one',
      { ...EMPTY_SHOWCASE_JAR, title: 'Pool', jarType: 5, description: ' For all ' },
      { title: 'Pool', description: 'For all', jar_type: 5, is_unlimited: true },
    ],
  ])('sends %s', (_, draft, expected) => {
    expect(showcaseJarFields(draft)).toEqual(expected);
  });
});

describe('showcaseBannerFields', () => {
  it.each([
    [{ name: '', link: '', image: null }, { allow_show: true }],
    [
      { name: ' Sponsor ', link: ' https://example.com ', image: '/media/b.webp' },
      { name: 'Sponsor', link: 'https://example.com', allow_show: true },
    ],
  ])('sends %j as %j', (draft, expected) => {
    expect(showcaseBannerFields(draft)).toEqual(expected);
  });
});
