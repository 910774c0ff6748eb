import { describe, expect, it } from 'vitest';
import {
  bannerFields,
  bannerRequest,
  EMPTY_BANNER_DRAFT,
  isLinkAccepted,
  type BannerDraft,
} from './banner-draft';

const draft = (changes: Partial<BannerDraft>): BannerDraft => ({
  ...EMPTY_BANNER_DRAFT,
  ...changes,
});
const picture = () => new File([new Uint8Array([1, 2, 3])], 'b.webp', { type: 'image/webp' });

describe('bannerFields (spec 1 section 5)', () => {
  it.each([
    [
      'a new banner with a name and link sends both, and no id',
      draft({ name: 'Sponsor', link: 'https://example.com' }),
      { name: 'Sponsor', link: 'https://example.com', allow_show: true },
    ],
    [
      'empty id, name and link are left out',
      draft({ name: ' ', link: '', allowShow: false }),
      { allow_show: false },
    ],
    [
      'an edited banner sends its id',
      draft({ id: 7, name: 'Sponsor' }),
      { id: 7, name: 'Sponsor', allow_show: true },
    ],
    [
      'name and link are trimmed',
      draft({ name: ' Sponsor ', link: ' https://example.com/x ' }),
      { name: 'Sponsor', link: 'https://example.com/x', allow_show: true },
    ],
    [
      'an image that is already a web address is not re-sent',
      draft({ id: 7, image: 'https://clutch.example/media/images/aa/bb.webp' }),
      { id: 7, allow_show: true },
    ],
    [
      'an image under our /media/ path is not re-sent either',
      draft({ id: 7, image: '/media/images/aa/bb.webp' }),
      { id: 7, allow_show: true },
    ],
    ['a chosen file is not a text field', draft({ image: picture() }), { allow_show: true }],
  ])('%s', (_, input, expected) => {
    expect(bannerFields(input)).toEqual(expected);
  });
});

describe('bannerRequest', () => {
  it('when no file is chosen, then it is a JSON body', () => {
    expect(bannerRequest(draft({ id: 3, allowShow: false }))).toEqual({
      body: { id: 3, allow_show: false },
    });
  });

  it('when a file is chosen, then it is a form with text parts and the file in `image`', () => {
    const form = bannerRequest(draft({ name: 'Sponsor', image: picture() })).form;
    expect(form?.get('name')).toBe('Sponsor');
    expect(form?.get('allow_show')).toBe('true');
    expect(form?.has('id')).toBe(false);
    expect(form?.has('link')).toBe(false);
    expect(form?.get('image')).toBeInstanceOf(File);
  });
});

describe('isLinkAccepted', () => {
  it.each([
    ['', true],
    ['https://example.com', true],
    ['http://example.com/a?b=c', true],
    ['example.com', false],
    ['javascript:alert(1)', false],
    ['https://exa mple.com', false],
  ])('%j is %s', (link, expected) => {
    expect(isLinkAccepted(link)).toBe(expected);
  });
});
