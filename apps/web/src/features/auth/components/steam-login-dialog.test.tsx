// @vitest-environment jsdom
// Back from Steam at /steam-login: a successful sign-in goes on to the link the guest left for Steam
// from (once, and only a path on this site); a failed one forgets it.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '../../../lib/i18n';
import { rememberReturnPath, takeReturnPath } from '../../../lib/return-path';
import { stubMatchMedia, stubResizeObserver } from '../../../test/jsdom-stubs';
import { SteamLoginDialog } from './steam-login-dialog';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function stubCallback(status: number, body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(answer(status, body))),
  );
}

beforeEach(() => {
  setLocale('en');
  stubMatchMedia();
  stubResizeObserver();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function renderDialog(onDone: (returnTo: string | null) => void) {
  render(
    <MemoryRouter initialEntries={['/steam-login']}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <QueryClientProvider client={new QueryClient()}>
            <SteamLoginDialog onDone={onDone} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

describe('coming back from Steam', () => {
  it('when signed in, then goes on to the remembered link and forgets it', async () => {
    stubCallback(200, { access: 'a.b.c', refresh: 'd.e.f' });
    rememberReturnPath('/ua/team/3?tab=1');
    const onDone = vi.fn();
    renderDialog(onDone);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('/ua/team/3?tab=1'));
    expect(takeReturnPath()).toBeNull();
  });

  it('when signed in without a remembered link, or with one off the site, then goes home', async () => {
    stubCallback(200, { access: 'a.b.c', refresh: 'd.e.f' });
    sessionStorage.setItem('clutch.signInReturnPath', '//evil.example/team/3');
    const onDone = vi.fn();
    renderDialog(onDone);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null));
  });

  it('when Steam’s answer is refused, then explains and forgets the link', async () => {
    stubCallback(400, { detail: 'The Steam answer could not be verified.' });
    rememberReturnPath('/team/3');
    const onDone = vi.fn();
    renderDialog(onDone);
    expect(await screen.findByText('The Steam answer could not be verified.')).toBeTruthy();
    expect(sessionStorage.getItem('clutch.signInReturnPath')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });
});
