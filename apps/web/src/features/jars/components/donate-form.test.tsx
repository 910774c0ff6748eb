// @vitest-environment jsdom
// A donation the ledger refuses for want of crystals (the balance shown was out of date): the form
// says how many are missing and links the wallet, not the server's plain English.
import type { Jar } from '@clutch/contract/jars';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '../../../lib/i18n';
import { stubMatchMedia } from '../../../test/jsdom-stubs';
import { DonateForm } from './donate-form';

const JAR: Jar = {
  id: 3,
  title: 'New jerseys',
  description: '',
  image: null,
  target_amount: null,
  is_unlimited: true,
  jar_type: 1,
  status: 'open',
  created_by: { id: 1, username: 'alice', avatar_url: null },
  current_amount: 0,
  collected_amount: 0,
  donations_count: 0,
  created_at: '2030-01-01T10:00:00.000Z',
};
const REFUSAL = {
  error: 'Not enough crystals on the balance for this. 4.5 more crystals are needed.',
  code: 'insufficient_funds',
  missing: 4.5,
  book: 'real',
};

beforeEach(() => {
  setLocale('en');
  stubMatchMedia();
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(REFUSAL), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('donating to a jar', () => {
  it('when the ledger finds too few crystals, then says how many are missing and links the wallet', async () => {
    render(
      <MemoryRouter initialEntries={['/jar/3']}>
        <I18nextProvider i18n={i18n}>
          <MantineProvider env="test">
            <QueryClientProvider client={new QueryClient()}>
              <DonateForm jar={JAR} balance={20} />
            </QueryClientProvider>
          </MantineProvider>
        </I18nextProvider>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Amount (crystals)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Donate' }));

    const alert = await screen.findByTestId('short-of-crystals');
    expect(alert.textContent).toContain('You are 4.5 crystals short for this.');
    expect(alert.textContent).not.toContain('Not enough crystals on the balance');
    const link = screen.getByRole('link', { name: 'Buy crystals' });
    expect(link.getAttribute('href')).toBe('/profile/me/wallet');
  });
});
