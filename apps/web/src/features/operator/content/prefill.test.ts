// Where an editor starts from an item as written: its own text per locale, English as the fallback.
import { describe, expect, it } from 'vitest';
import { prefillOf } from './prefill';

describe('an editor’s starting point', () => {
  it('when an item has English and Ukrainian, then Chinese reads as a fallback to English', () => {
    const start = prefillOf({
      en: { title: 'Hello', body: '**Bold**' },
      ua: { title: 'Привіт', body: '*Так*' },
    });
    expect(start.texts).toEqual({
      en: { title: 'Hello', body: '**Bold**' },
      ua: { title: 'Привіт', body: '*Так*' },
      cn: {},
    });
    expect(start.status).toEqual({ en: 'own', ua: 'own', cn: 'fallback' });
  });

  it('when there is no item yet, then every locale is new and empty', () => {
    expect(prefillOf(undefined)).toEqual({
      texts: { en: {}, ua: {}, cn: {} },
      status: { en: 'new', ua: 'new', cn: 'new' },
    });
  });
});
