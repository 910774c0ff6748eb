// @vitest-environment jsdom
// The dialogs' shared state: a guest asked to sign in for a link keeps it across a switch to sign-up
// and back, and a way in opened on its own carries none.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthDialogsProvider, useAuthDialogs } from './auth-dialogs-context';

let dialogs: ReturnType<typeof useAuthDialogs> | null = null;

function Probe() {
  dialogs = useAuthDialogs();
  return <output>{JSON.stringify(dialogs.dialog)}</output>;
}

function shown(): unknown {
  return JSON.parse(screen.getByRole('status').textContent ?? 'null');
}

function use(action: (value: ReturnType<typeof useAuthDialogs>) => void): void {
  act(() => {
    if (dialogs !== null) action(dialogs);
  });
}

afterEach(() => {
  cleanup();
  dialogs = null;
});

describe('the authentication dialogs', () => {
  it('when a guest asked to sign in for a link switches to sign-up and back, then the link stays', () => {
    render(
      <AuthDialogsProvider>
        <Probe />
      </AuthDialogsProvider>,
    );
    use((value) => value.openSignInFor('/team/3'));
    use((value) => value.openSignUp());
    expect(shown()).toEqual({ kind: 'sign-up', returnTo: '/team/3' });
    use((value) => value.openSignIn());
    expect(shown()).toEqual({ kind: 'sign-in', returnTo: '/team/3' });
  });

  it('when closed and opened again from the header, then no link is carried', () => {
    render(
      <AuthDialogsProvider>
        <Probe />
      </AuthDialogsProvider>,
    );
    use((value) => value.openSignInFor('/team/3'));
    use((value) => value.close());
    use((value) => value.openSignUp());
    expect(shown()).toEqual({ kind: 'sign-up', returnTo: null });
  });
});
