import type { Jar } from '@clutch/contract/jars';
import { describe, expect, it } from 'vitest';
import { draftOf, EMPTY_JAR_DRAFT, jarFields, jarRequest, type JarDraft } from './jar-draft';

const draft = (changes: Partial<JarDraft>): JarDraft => ({ ...EMPTY_JAR_DRAFT, ...changes });
const picture = () => new File([new Uint8Array([1, 2, 3])], 'jar.webp', { type: 'image/webp' });

describe('jarFields (spec 1 section 5)', () => {
  it.each([
    [
      'a target jar sends its target',
      draft({ title: 'Bootcamp', targetAmount: '250' }),
      { title: 'Bootcamp', target_amount: '250', is_unlimited: false, jar_type: 1 },
    ],
    [
      'an unlimited jar drops the target even when one was typed',
      draft({ title: 'Open pot', targetAmount: '250', isUnlimited: true }),
      { title: 'Open pot', is_unlimited: true, jar_type: 1 },
    ],
    [
      'a decimal comma becomes a point',
      draft({ title: 'Pot', targetAmount: ' 12,5 ' }),
      { title: 'Pot', target_amount: '12.5', is_unlimited: false, jar_type: 1 },
    ],
    [
      'empty or blank title and description are left out',
      draft({ title: '  ', description: '', targetAmount: '5', jarType: 5 }),
      { target_amount: '5', is_unlimited: false, jar_type: 5 },
    ],
    [
      'title and description are trimmed',
      draft({ title: ' Cup ', description: ' For the LAN trip. ', isUnlimited: true }),
      { title: 'Cup', description: 'For the LAN trip.', is_unlimited: true, jar_type: 1 },
    ],
    [
      'an image that is already a web address is not re-sent',
      draft({
        title: 'Cup',
        image: 'http://127.0.0.1:3999/media/images/ab/cd.webp',
        isUnlimited: true,
      }),
      { title: 'Cup', is_unlimited: true, jar_type: 1 },
    ],
    [
      'an image under our /media/ path is not re-sent either',
      draft({ title: 'Cup', image: '/media/images/ab/cd.webp', isUnlimited: true }),
      { title: 'Cup', is_unlimited: true, jar_type: 1 },
    ],
    [
      'an empty image is left out',
      draft({ title: 'Cup', image: '', isUnlimited: true }),
      { title: 'Cup', is_unlimited: true, jar_type: 1 },
    ],
    [
      'a chosen file is not a text field',
      draft({ title: 'Cup', image: picture(), isUnlimited: true }),
      { title: 'Cup', is_unlimited: true, jar_type: 1 },
    ],
  ])('%s', (_, input, expected) => {
    expect(jarFields(input)).toEqual(expected);
  });
});

describe('jarRequest', () => {
  it('when no file is chosen, then it is a JSON body', () => {
    expect(jarRequest(draft({ title: 'Cup', targetAmount: '10' }))).toEqual({
      body: { title: 'Cup', target_amount: '10', is_unlimited: false, jar_type: 1 },
    });
  });

  it('when a file is chosen, then it is a form with text parts and the file in `image`', () => {
    const file = picture();
    const request = jarRequest(draft({ title: 'Cup', image: file, isUnlimited: true, jarType: 2 }));
    const form = request.form;
    expect(form).toBeInstanceOf(FormData);
    expect(form?.get('title')).toBe('Cup');
    expect(form?.get('is_unlimited')).toBe('true');
    expect(form?.get('jar_type')).toBe('2');
    expect(form?.has('target_amount')).toBe(false);
    expect(form?.get('image')).toBeInstanceOf(File);
  });
});

describe('draftOf', () => {
  it('starts the edit form from the jar, the target as text and none when unlimited', () => {
    const jar = {
      title: 'Cup',
      description: 'd',
      image: '/media/x.webp',
      target_amount: 12.5,
      is_unlimited: false,
      jar_type: 3,
    } as Jar;
    expect(draftOf(jar)).toEqual({
      title: 'Cup',
      description: 'd',
      image: '/media/x.webp',
      targetAmount: '12.5',
      isUnlimited: false,
      jarType: 3,
    });
    expect(draftOf({ ...jar, target_amount: null, is_unlimited: true }).targetAmount).toBe('');
  });
});
