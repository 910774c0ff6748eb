// A refused create or edit split for a form: messages naming a field the form shows go under that
// field (`translations.ua.name` under the Ukrainian name), anything else (`error`, `detail`, a field
// the form does not show) into one alert above the submit button, a field's messages led by its
// translated label (never the API's field name). The server words its messages in the request's
// language; the few codes it answers with (e.g. passwords_not_same) the client words itself.
import { ApiError, describeErrorBody } from './api-error';

export interface FormErrors {
  fields: Record<string, string>;
  general: string | null;
}

export interface FormErrorOptions {
  /** Translated labels by API field name, leading messages about fields the form does not show. */
  labels?: Readonly<Record<string, string>>;
  /** The client's own wording of a server code, or null to show the server's text as it is. */
  translate?: (text: string) => string | null;
}

export const NO_FORM_ERRORS: FormErrors = { fields: {}, general: null };

/** Keys of a DRF body that carry no field message. */
const NOT_FIELDS = new Set(['code', 'messages']);
const GENERAL_TEXTS = ['error', 'message', 'detail'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string');
}

function generalOf(
  rest: Record<string, unknown>,
  word: (text: string) => string,
  labels: Readonly<Record<string, string>>,
): string | null {
  for (const key of GENERAL_TEXTS) {
    const first = texts(rest[key])[0];
    if (first !== undefined) return word(first);
  }
  const lines = Object.entries(rest)
    .filter(([key]) => !NOT_FIELDS.has(key))
    .flatMap(([key, value]) => {
      const messages = texts(value).map(word);
      if (messages.length === 0) return [];
      const label = Object.hasOwn(labels, key) ? labels[key] : undefined;
      return [label === undefined ? messages.join(' ') : `${label}: ${messages.join(' ')}`];
    });
  return lines.length === 0 ? null : lines.join('\n');
}

/** `shown` are the API fields the form has a place for; an empty list makes every error general. */
export function formErrorsOf(
  error: unknown,
  shown: readonly string[],
  options: FormErrorOptions = {},
): FormErrors {
  if (!(error instanceof ApiError)) return NO_FORM_ERRORS;
  const body = error.body;
  const word = (text: string) => options.translate?.(text) ?? text;
  if (typeof body === 'string' && body !== '') return { fields: {}, general: word(body) };
  if (!isRecord(body)) return { fields: {}, general: describeErrorBody(body) };
  const fields: Record<string, string> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const messages = shown.includes(key) ? texts(value).map(word) : [];
    if (messages.length === 0) rest[key] = value;
    else fields[key] = messages.join(' ');
  }
  return { fields, general: generalOf(rest, word, options.labels ?? {}) };
}
