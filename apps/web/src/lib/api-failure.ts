// The spec's error catalogue (spec 1, section 8) as one pure decision: what the app does with a failed
// API answer. The client applies it through effects the app provides (toasts, navigation, sign-out).
import { MESSAGES } from '@clutch/contract/errors';
import { ApiError, describeErrorBody, NetworkError } from './api-error';

export type FailureReaction =
  | { kind: 'silent' }
  /** 401 "credentials were not provided": the page needs a session the visitor does not have. */
  | { kind: 'go-home' }
  /** 403 "user not found": the account behind the token is gone. */
  | { kind: 'sign-out' }
  /** The server could not be reached at all. */
  | { kind: 'offline' }
  | { kind: 'toast'; message: string; items: readonly string[] }
  /** A balance could not cover it: say how much is missing and where to get crystals. */
  | { kind: 'short-of-crystals'; shortfall: Shortfall };

/** What an `insufficient_funds` answer lacks; null parts when the server did not say. */
export interface Shortfall {
  missing: number | null;
  book: 'real' | 'demo' | null;
}

export const INSUFFICIENT_FUNDS = 'insufficient_funds';

/** The shortfall an answer names, or null when it is not an `insufficient_funds` refusal. */
export function shortfallOf(error: ApiError): Shortfall | null {
  if (error.code !== INSUFFICIENT_FUNDS || !isRecord(error.body)) return null;
  const { missing, book } = error.body;
  return {
    missing: typeof missing === 'number' && missing > 0 ? missing : null,
    book: book === 'real' || book === 'demo' ? book : null,
  };
}

const SILENT: FailureReaction = { kind: 'silent' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `{"errors": {"email": ["Taken."]}}` lists as `email: Taken.`, one item per field. */
function errorListOf(body: unknown): string[] | null {
  if (!isRecord(body) || !isRecord(body.errors)) return null;
  return Object.entries(body.errors).flatMap(([field, value]) => {
    const messages = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
    const single = textOf(value);
    const all = single === null ? messages : [single];
    return all.length === 0 ? [] : [`${field}: ${all.join(' ')}`];
  });
}

export function isUserGone(error: ApiError): boolean {
  if (error.status !== 403) return false;
  const detail = isRecord(error.body) ? error.body.detail : null;
  return error.code === 'user_not_found' || detail === MESSAGES.userNotFound;
}

export function isExpiredToken(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && error.code === 'token_not_valid';
}

export function reactionTo(error: unknown): FailureReaction {
  if (error instanceof NetworkError) return { kind: 'offline' };
  if (!(error instanceof ApiError)) return SILENT;
  const { status, body } = error;
  if (status === 404) return SILENT;
  if (status === 401) {
    // token_not_valid is the refresh logic's business; other 401s are never shown.
    const detail = isRecord(body) ? body.detail : null;
    return detail === MESSAGES.notAuthenticated ? { kind: 'go-home' } : SILENT;
  }
  if (isUserGone(error)) return { kind: 'sign-out' };
  const shortfall = shortfallOf(error);
  if (shortfall !== null) return { kind: 'short-of-crystals', shortfall };
  const list = errorListOf(body);
  if (list !== null && list.length > 0) return { kind: 'toast', message: '', items: list };
  if (status === 400) {
    const message = describeErrorBody(body);
    return message === null ? SILENT : { kind: 'toast', message, items: [] };
  }
  const message = isRecord(body) ? (textOf(body.message) ?? textOf(body.detail)) : null;
  return message === null ? SILENT : { kind: 'toast', message, items: [] };
}
