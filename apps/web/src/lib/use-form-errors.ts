// formErrorsOf in the current locale: the server codes the client words itself, and a fallback
// alert text when a call failed with nothing to show (no answer, or an answer without a message).
import { useTranslation } from 'react-i18next';
import { formErrorsOf, type FormErrors } from './form-errors';

/** Server codes answered as texts (`{"error": "passwords_not_same"}`) and the keys that word them. */
const CODE_KEYS = { passwords_not_same: 'auth.passwords_not_same' } as const;

function isKnownCode(text: string): text is keyof typeof CODE_KEYS {
  return Object.hasOwn(CODE_KEYS, text);
}

/**
 * `shown` maps the form's fields by API field name; `labels` are the translated labels of API
 * fields the form may hear about without showing them. `fallback` is shown when the call failed
 * but the answer names nothing.
 */
export function useFormErrors(
  error: unknown,
  shown: readonly string[],
  options: { labels?: Readonly<Record<string, string>>; fallback?: string } = {},
): FormErrors {
  const { t } = useTranslation();
  if (error === null || error === undefined) return { fields: {}, general: null };
  const errors = formErrorsOf(error, shown, {
    ...(options.labels === undefined ? {} : { labels: options.labels }),
    translate: (text) => (isKnownCode(text) ? t(CODE_KEYS[text]) : null),
  });
  const isEmpty = errors.general === null && Object.keys(errors.fields).length === 0;
  return isEmpty ? { ...errors, general: options.fallback ?? t('notify.error') } : errors;
}
