// @vitest-environment jsdom
// The console's gate and navigation: the sections come from operator/me/ (the server's role matrix),
// a caller the server refuses sees "staff only", and a section the roles do not open is refused.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../lib/auth-tokens';
import { i18n, setLocale } from '../../../lib/i18n';
import { OperatorConsole } from './operator-console';
import { stubMatchMedia, stubResizeObserver } from '../../../test/jsdom-stubs';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let meAnswer: () => Response = () => answer(200, {});

beforeEach(() => {
  setLocale('en');
  tokenStore.startSession({ access: 'access', refresh: 'refresh' });
  stubMatchMedia();
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.startsWith('/api/operator/me/')) return Promise.resolve(meAnswer());
      return Promise.resolve(answer(200, []));
    }),
  );
});

afterEach(() => {
  cleanup();
  tokenStore.endSession();
  vi.unstubAllGlobals();
});

function renderConsole(asked: 'games' | 'staff' | 'audit' | undefined) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/operator']}>
            <OperatorConsole asked={asked} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const me = (roles: string[], sections: string[]) => () =>
  answer(200, { id: 1, username: 'ops', roles, sections });

describe('the operator console', () => {
  it('when an admin opens games, then the nav lists every section of theirs in order', async () => {
    meAnswer = me(['admin'], ['audit', 'content', 'games', 'staff']);
    renderConsole('games');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    const links = [...nav.querySelectorAll('a')].map((link) => link.textContent);
    expect(links).toEqual(['Content', 'Games', 'Staff', 'Audit log']);
    expect(nav.querySelector('a[aria-current="page"]')?.textContent).toBe('Games');
    expect(screen.getByText('Signed in as ops: Admin')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Games' })).toBeTruthy();
  });

  it('when a moderator asks for the staff section, then it is refused, not swapped', async () => {
    meAnswer = me(['moderator'], ['users', 'reports', 'tournaments']);
    renderConsole('staff');
    expect(await screen.findByText('Your roles do not open this section.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Users',
      'Reports',
      'Tournaments',
    ]);
  });

  it('when the server refuses operator/me/, then the page says staff only', async () => {
    meAnswer = () => answer(403, { detail: 'You do not have permission to perform this action.' });
    renderConsole(undefined);
    expect(await screen.findByRole('heading', { name: 'Staff only' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
  });

  it('when a member has no role (no sections), then the page says staff only', async () => {
    meAnswer = me([], []);
    renderConsole('audit');
    expect(await screen.findByRole('heading', { name: 'Staff only' })).toBeTruthy();
  });
});
