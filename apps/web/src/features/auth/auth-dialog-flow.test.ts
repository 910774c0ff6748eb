import { describe, expect, it } from 'vitest';
import {
  resetAfter,
  returnToOf,
  signInAfter,
  signUpAfter,
  type AuthDialog,
} from './auth-dialog-flow';

const FOR_LINK: AuthDialog = { kind: 'sign-in', returnTo: '/ua/team/3?tab=1' };

describe('switching between the ways in', () => {
  it('keeps the link a guest is signing in for when they switch to sign-up', () => {
    expect(signUpAfter(FOR_LINK)).toEqual({ kind: 'sign-up', returnTo: '/ua/team/3?tab=1' });
  });

  it('keeps it back and forth between sign-in, sign-up and password reset', () => {
    const signUp = signUpAfter(FOR_LINK);
    const reset = resetAfter(signUp, null);
    expect(reset).toEqual({ kind: 'reset', token: null, returnTo: '/ua/team/3?tab=1' });
    expect(signInAfter(reset)).toEqual(FOR_LINK);
    expect(returnToOf(signInAfter(signUp))).toBe('/ua/team/3?tab=1');
  });

  it('has no link when a way in is opened on its own (the header, a page, an e-mail link)', () => {
    expect(signInAfter(null)).toEqual({ kind: 'sign-in', returnTo: null });
    expect(signUpAfter(null)).toEqual({ kind: 'sign-up', returnTo: null });
    expect(resetAfter(null, 'abc')).toEqual({ kind: 'reset', token: 'abc', returnTo: null });
    expect(signUpAfter({ kind: 'check-email', email: 'a@b.c' })).toEqual({
      kind: 'sign-up',
      returnTo: null,
    });
  });

  it('gives the Steam button the link of the open dialog, and none without one', () => {
    expect(returnToOf(signUpAfter(FOR_LINK))).toBe('/ua/team/3?tab=1');
    expect(returnToOf(null)).toBeNull();
    expect(returnToOf({ kind: 'check-email', email: 'a@b.c' })).toBeNull();
  });
});
