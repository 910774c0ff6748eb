// What a content save sends: only the locales the operator changed, trimmed.
import { describe, expect, it } from 'vitest';
import { changedLocales, localeOfError, textErrorKeys, textsToSend } from './content-draft';

const KEYS = ['question', 'answer'];
const initial = {
  en: { question: 'How?', answer: 'Like **this**.' },
  ua: { question: 'Як?', answer: 'Ось так.' },
  cn: {},
};
const shape = (fields: Readonly<Record<string, string>>) => ({
  question: fields.question ?? '',
  answer: fields.answer ?? '',
});

describe('a content draft', () => {
  it('when only the Ukrainian answer changes, then only ua is sent, with both its fields', () => {
    const texts = { ...initial, ua: { question: 'Як?', answer: '  Нова відповідь. ' } };
    expect(changedLocales(texts, initial, KEYS)).toEqual(['ua']);
    expect(textsToSend(texts, initial, KEYS, shape)).toEqual({
      ua: { question: 'Як?', answer: 'Нова відповідь.' },
    });
  });

  it('when a missing locale is written, then it is sent; untouched ones are not', () => {
    const texts = { ...initial, cn: { question: '怎么？', answer: '这样。' } };
    expect(textsToSend(texts, initial, KEYS, shape)).toEqual({
      cn: { question: '怎么？', answer: '这样。' },
    });
  });

  it('when nothing changed, then nothing is sent', () => {
    expect(textsToSend(initial, initial, KEYS, shape)).toEqual({});
  });

  it('when a locale is emptied, then it is still sent, so the server says what is missing', () => {
    const texts = { ...initial, ua: { question: '', answer: '' } };
    expect(textsToSend(texts, initial, KEYS, shape)).toEqual({ ua: { question: '', answer: '' } });
  });
});

describe('content errors', () => {
  it.each([
    ['texts.ua.answer', 'ua'],
    ['texts.en', 'en'],
    ['texts.cn.title', 'cn'],
    ['position', null],
    ['texts.english', null],
  ])('%s belongs to %s', (key, locale) => {
    expect(localeOfError(key)).toBe(locale);
  });

  it('has a place for every locale and field', () => {
    expect(textErrorKeys(['name'])).toEqual([
      'texts.en',
      'texts.en.name',
      'texts.ua',
      'texts.ua.name',
      'texts.cn',
      'texts.cn.name',
    ]);
  });
});
