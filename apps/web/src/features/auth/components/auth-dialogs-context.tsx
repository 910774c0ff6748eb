// Which authentication dialog is open (sign-in, sign-up or the check-e-mail notice), shared by the
// header, the home page and the dialogs themselves so one can hand over to another.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthDialog =
  { kind: 'sign-in' } | { kind: 'sign-up' } | { kind: 'check-email'; email: string };

interface AuthDialogsValue {
  dialog: AuthDialog | null;
  openSignIn: () => void;
  openSignUp: () => void;
  openCheckEmail: (email: string) => void;
  close: () => void;
}

const AuthDialogsContext = createContext<AuthDialogsValue | null>(null);

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog | null>(null);
  const value = useMemo<AuthDialogsValue>(
    () => ({
      dialog,
      openSignIn: () => setDialog({ kind: 'sign-in' }),
      openSignUp: () => setDialog({ kind: 'sign-up' }),
      openCheckEmail: (email) => setDialog({ kind: 'check-email', email }),
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
