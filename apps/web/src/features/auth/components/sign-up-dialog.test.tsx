// @vitest-environment jsdom
// A guest asked to sign in for a members-only link who signs up instead: sign-up signs them in, so
// they land on the link, with the check-e-mail notice; one who came from the header stays put.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '../../../lib/i18n';
import { stubMatchMedia, stubResizeObserver } from '../../../test/jsdom-stubs';
import { AuthDialogsProvider, useAuthDialogs } from './auth-dialogs-context';
import { SignUpDialog } from './sign-up-dialog';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  setLocale('en');
  stubMatchMedia();
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) =>
      Promise.resolve(
        init.method === 'POST'
          ? answer(201, { access: 'a.b.c', refresh: 'd.e.f' })
          : answer(200, { actions: { POST: {} } }),
      ),
    ),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  const { dialog } = useAuthDialogs();
  return (
    <>
      <output data-testid="where">{`${location.pathname}${location.search}`}</output>
      <output data-testid="dialog">{dialog?.kind ?? 'none'}</output>
    </>
  );
}

function renderSignUp(returnTo: string | null) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <QueryClientProvider client={new QueryClient()}>
            <AuthDialogsProvider>
              <SignUpDialog opened returnTo={returnTo} />
              <Where />
            </AuthDialogsProvider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  type('E-mail', 'ann@example.com');
  type('Nickname', 'ann');
  type('Password', 'secret-pass-1');
  type('Repeat password', 'secret-pass-1');
  for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('signing up from the prompt for a shared link', () => {
  it('when sign-up succeeds, then opens the link with the check-e-mail notice', async () => {
    renderSignUp('/ua/team/3?tab=1');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ua/team/3?tab=1'));
    expect(screen.getByTestId('dialog').textContent).toBe('check-email');
  });

  it('when there is no link, then stays on the page', async () => {
    renderSignUp(null);
    await waitFor(() => expect(screen.getByTestId('dialog').textContent).toBe('check-email'));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
