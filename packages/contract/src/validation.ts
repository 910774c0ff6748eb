// Zod messages in the words DRF uses, so the client's toasts read the same as on the old stack,
// in each language the API answers in (the server picks one per request; English by default).
import { z } from 'zod';

export type MessageLanguage = 'en' | 'ua' | 'cn';

type Issue = z.core.$ZodRawIssue | z.core.$ZodIssue;

const TEXTS = {
  required: {
    en: 'This field is required.',
    ua: 'Це поле обов’язкове.',
    cn: '此字段为必填项。',
  },
  notNull: {
    en: 'This field may not be null.',
    ua: 'Це поле не може бути порожнім.',
    cn: '此字段不能为空。',
  },
  blank: {
    en: 'This field may not be blank.',
    ua: 'Це поле не може бути порожнім.',
    cn: '此字段不能为空白。',
  },
  tooLong: {
    en: 'Ensure this field has no more than {n} characters.',
    ua: 'Це поле може містити не більше ніж {n} символів.',
    cn: '此字段不能超过 {n} 个字符。',
  },
  tooShort: {
    en: 'Ensure this field has at least {n} characters.',
    ua: 'Це поле має містити щонайменше {n} символів.',
    cn: '此字段至少需要 {n} 个字符。',
  },
} as const satisfies Record<string, Record<MessageLanguage, string>>;

/** The DRF wording of an issue, or undefined when zod's own wording (or its locale) applies. */
export function drfMessage(issue: Issue, language: MessageLanguage = 'en'): string | undefined {
  // `input` is known while parsing; a finished issue keeps it only when parsed with reportInput.
  const hasInput = 'input' in issue;
  if (issue.code === 'invalid_type' && hasInput && issue.input === undefined)
    return TEXTS.required[language];
  if (issue.code === 'invalid_type' && hasInput && issue.input === null)
    return TEXTS.notNull[language];
  if (issue.code === 'too_big' && issue.origin === 'string')
    return TEXTS.tooLong[language].replace('{n}', String(issue.maximum));
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)
    return TEXTS.blank[language];
  if (issue.code === 'too_small' && issue.origin === 'string')
    return TEXTS.tooShort[language].replace('{n}', String(issue.minimum));
  return undefined;
}

export function installValidationMessages(): void {
  z.config({ customError: (issue) => drfMessage(issue) });
}
