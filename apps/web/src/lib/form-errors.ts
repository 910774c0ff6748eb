// A refused create or edit split for a form: messages naming a field the form shows go under that
// field (`translations.ua.name` under the Ukrainian name), anything else (`error`, `detail`, a field
// the form does not show) into one alert above the submit button. The tournament and lobby forms.
import { ApiError, describeErrorBody } from './api-error';

export interface FormErrors {
  fields: Record<string, string>;
  general: string | null;
}

export const NO_FORM_ERRORS: FormErrors = { fields: {}, general: null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function joined(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return null;
  const texts = value.filter((item): item is string => typeof item === 'string');
  return texts.length === 0 ? null : texts.join(' ');
}

/** `shown` are the keys the form has a place for; null means any error at all is general. */
export function formErrorsOf(error: unknown, shown: readonly string[]): FormErrors {
  if (!(error instanceof ApiError)) return NO_FORM_ERRORS;
  const body = error.body;
  if (!isRecord(body)) return { fields: {}, general: describeErrorBody(body) };
  const fields: Record<string, string> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const text = shown.includes(key) ? joined(value) : null;
    if (text === null) rest[key] = value;
    else fields[key] = text;
  }
  return { fields, general: describeErrorBody(rest) };
}
