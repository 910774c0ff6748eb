// Which authentication dialog is open (sign-in, sign-up, password reset or the check-e-mail notice),
// shared by the header, the pages and the dialogs themselves so one can hand over to another, keeping
// the members-only link a visitor is signing in for (auth-dialog-flow.ts).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { tokenStore } from '../../../lib/auth-tokens';
import { resetAfter, signInAfter, signUpAfter, type AuthDialog } from '../auth-dialog-flow';

interface AuthDialogsValue {
  dialog: AuthDialog | null;
  openSignIn: () => void;
  /** The sign-in dialog, saying why, for a visitor who followed a members-only link. */
  openSignInFor: (returnTo: string) => void;
  openSignUp: () => void;
  openCheckEmail: (email: string) => void;
  openReset: (token?: string | null) => void;
  close: () => void;
}

const AuthDialogsContext = createContext<AuthDialogsValue | null>(null);

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog | null>(null);
  // Stable, so the route guard's effect runs once per link followed, not on every dialog change.
  const openSignInFor = useCallback(
    (returnTo: string) => setDialog({ kind: 'sign-in', returnTo }),
    [],
  );
  const value = useMemo<AuthDialogsValue>(
    () => ({
      dialog,
      openSignIn: () => {
        // The spec: showing the login dialog also logs out and drops the stored token.
        if (tokenStore.readAccess() !== null) tokenStore.endSession();
        setDialog(signInAfter);
      },
      openSignInFor,
      openSignUp: () => setDialog(signUpAfter),
      openCheckEmail: (email) => setDialog({ kind: 'check-email', email }),
      openReset: (token = null) => setDialog((current) => resetAfter(current, token)),
      close: () => setDialog(null),
    }),
    [dialog, openSignInFor],
  );
  return <AuthDialogsContext value={value}>{children}</AuthDialogsContext>;
}

export function useAuthDialogs(): AuthDialogsValue {
  const value = useContext(AuthDialogsContext);
  if (value === null) throw new Error('useAuthDialogs needs an AuthDialogsProvider above it');
  return value;
}
