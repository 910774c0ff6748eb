// A refused request's DRF body split for a form: messages of the form's own fields go under those
// fields, anything else (`error`, `detail`, other fields) into one line above the submit button.
import { ApiError, describeErrorBody } from '../../lib/api-error';

export interface FormErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  general: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function joined(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return null;
  const texts = value.filter((item): item is string => typeof item === 'string');
  return texts.length === 0 ? null : texts.join(' ');
}

export function formErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): FormErrors<F> {
  if (!(error instanceof ApiError)) return { fields: {}, general: null };
  const body = error.body;
  if (!isRecord(body)) return { fields: {}, general: describeErrorBody(body) };
  const found: Partial<Record<F, string>> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const field = fields.find((name) => name === key);
    const text = field === undefined ? null : joined(value);
    if (field !== undefined && text !== null) found[field] = text;
    else rest[key] = value;
  }
  return { fields: found, general: describeErrorBody(rest) };
}
