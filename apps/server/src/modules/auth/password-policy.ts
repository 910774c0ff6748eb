// Password rules of sign-up, reset and change: Django's validators in spirit (length, not a
// well-known password, not the e-mail or username), with messages the client can show as they are.
import { PASSWORD_MIN_LENGTH } from '@clutch/contract/auth';
import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn's list of the most used passwords (tens of thousands), lower-cased for lookup.
const COMMON = new Set(dictionary.passwords.map((p) => p.toLowerCase()));

export function passwordProblems(
  password: string,
  identity: { email?: string | null; username?: string },
): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(
      `This password is too short. It must contain at least ${String(PASSWORD_MIN_LENGTH)} characters.`,
    );
  }
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) problems.push('This password is too common.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  const localPart = identity.email?.split('@')[0]?.toLowerCase();
  const similar = [
    identity.email?.toLowerCase(),
    localPart,
    identity.username?.toLowerCase(),
  ].filter((v): v is string => !!v && v.length >= 3);
  if (similar.some((v) => lower === v || lower.includes(v) || v.includes(lower))) {
    problems.push('The password is too similar to the e-mail or username.');
  }
  return problems;
}
