// Password rules of sign-up, reset and change: Django's validators in spirit (length, not a
// well-known password, not the e-mail or username), with messages the client can show as they are, in the request's language.
import { PASSWORD_MIN_LENGTH } from '@clutch/contract/auth';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { LocalizedMessage } from '../../platform/http/localized-errors.js';
import { authMessage } from './auth-messages.js';

// zxcvbn's list of the most used passwords (tens of thousands), lower-cased for lookup.
const COMMON = new Set(dictionary.passwords.map((p) => p.toLowerCase()));

export function passwordProblems(
  password: string,
  identity: { email?: string | null; username?: string },
): LocalizedMessage[] {
  const problems: LocalizedMessage[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(authMessage('password_too_short'));
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) problems.push(authMessage('password_too_common'));
  if (/^\d+$/.test(password)) problems.push(authMessage('password_entirely_numeric'));
  const localPart = identity.email?.split('@')[0]?.toLowerCase();
  const similar = [
    identity.email?.toLowerCase(),
    localPart,
    identity.username?.toLowerCase(),
  ].filter((v): v is string => !!v && v.length >= 3);
  if (similar.some((v) => lower === v || lower.includes(v) || v.includes(lower))) {
    problems.push(authMessage('password_too_similar'));
  }
  return problems;
}
