// Which authentication dialog opens next. A guest asked to sign in for a members-only link keeps that
// link while switching between the ways in (sign-in, sign-up, password reset), so whichever one they
// finish with brings them back to it. Pure, so each switch is unit-tested.

export type AuthDialog =
  /** `returnTo`: the members-only link a visitor followed, opened once they are signed in. */
  | { kind: 'sign-in'; returnTo: string | null }
  | { kind: 'sign-up'; returnTo: string | null }
  | { kind: 'check-email'; email: string }
  /** With the token of a reset link it asks for the new password, else for the e-mail. */
  | { kind: 'reset'; token: string | null; returnTo: string | null };

/** The link the open dialog signs a visitor in for, or null. */
export function returnToOf(dialog: AuthDialog | null): string | null {
  if (dialog === null || dialog.kind === 'check-email') return null;
  return dialog.returnTo;
}

export function signInAfter(current: AuthDialog | null): AuthDialog {
  return { kind: 'sign-in', returnTo: returnToOf(current) };
}

export function signUpAfter(current: AuthDialog | null): AuthDialog {
  return { kind: 'sign-up', returnTo: returnToOf(current) };
}

export function resetAfter(current: AuthDialog | null, token: string | null): AuthDialog {
  return { kind: 'reset', token, returnTo: returnToOf(current) };
}
