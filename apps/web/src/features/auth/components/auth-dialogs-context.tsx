// Which authentication dialog is open (sign-in, sign-up, password reset or the check-e-mail notice),
// shared by the header, the pages and the dialogs themselves so one can hand over to another.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { tokenStore } from '../../../lib/auth-tokens';

export type AuthDialog =
  | { kind: 'sign-in' }
  | { kind: 'sign-up' }
  | { kind: 'check-email'; email: string }
  /** With the token of a reset link it asks for the new password, else for the e-mail. */
  | { kind: 'reset'; token: string | null };

interface AuthDialogsValue {
  dialog: AuthDialog | null;
  openSignIn: () => void;
  openSignUp: () => void;
  openCheckEmail: (email: string) => void;
  openReset: (token?: string | null) => void;
  close: () => void;
}

const AuthDialogsContext = createContext<AuthDialogsValue | null>(null);

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog | null>(null);
  const value = useMemo<AuthDialogsValue>(
    () => ({
      dialog,
      openSignIn: () => {
        // The spec: showing the login dialog also logs out and drops the stored token.
        if (tokenStore.readAccess() !== null) tokenStore.endSession();
        setDialog({ kind: 'sign-in' });
      },
      openSignUp: () => setDialog({ kind: 'sign-up' }),
      openCheckEmail: (email) => setDialog({ kind: 'check-email', email }),
      openReset: (token = null) => setDialog({ kind: 'reset', token }),
      close: () => setDialog(null),
    }),
    [dialog],
  );
  return <AuthDialogsContext value={value}>{children}</AuthDialogsContext>;
}

export function useAuthDialogs(): AuthDialogsValue {
  const value = useContext(AuthDialogsContext);
  if (value === null) throw new Error('useAuthDialogs needs an AuthDialogsProvider above it');
  return value;
}
