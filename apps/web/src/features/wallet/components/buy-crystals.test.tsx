import { MantineProvider } from '@mantine/core';
import type { Provider } from '@clutch/contract/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { crystalPriceQueryOptions, packsQueryOptions } from '../api/buying';
import { BuyCrystals } from './buy-crystals';
import { chosenProvider } from './provider-choice';

function render(providers: Provider[]): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(crystalPriceQueryOptions().queryKey, {
    price: 0.01,
    currency: 'USD',
    custom_min: 100,
    custom_max: 1000,
    providers,
  });
  queryClient.setQueryData(packsQueryOptions().queryKey, [
    { id: 1, crystals: 100, price: 0.99, currency: 'USD' },
  ]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/profile/me/wallet']}>
            <BuyCrystals />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  ).replace(/\s/g, ' ');
}

describe('the buy-crystals panel', () => {
  it('offers only the payment methods the server is configured for', () => {
    const html = render(['sandbox']);
    expect(html).toContain('Sandbox (test)');
    expect(html).not.toContain('Card');
    expect(html).not.toContain('Crypto');
    expect(html).toContain('aria-label="Buy 100 crystals for $0.99"');
  });

  it('offers card and crypto when the server has them', () => {
    const html = render(['stripe', 'crypto']);
    expect(html).toContain('Card');
    expect(html).toContain('Crypto');
    expect(html).not.toContain('Sandbox (test)');
  });

  it('says buying is not available, and offers nothing to buy, when no method is configured', () => {
    const html = render([]);
    expect(html).toContain('Buying is not available here');
    expect(html).toContain('no payment method configured');
    expect(html).not.toContain('Buy 100 crystals');
    expect(html).not.toContain('role="radiogroup"');
  });
});

describe('the payment method in force', () => {
  it.each([
    { offered: ['sandbox', 'stripe'], picked: null, expected: 'sandbox' },
    { offered: ['sandbox', 'stripe'], picked: 'stripe', expected: 'stripe' },
    { offered: ['crypto'], picked: 'stripe', expected: 'crypto' },
    { offered: [], picked: 'sandbox', expected: null },
  ] satisfies { offered: Provider[]; picked: Provider | null; expected: Provider | null }[])(
    'is $expected when $offered are offered and $picked was picked',
    ({ offered, picked, expected }) => {
      expect(chosenProvider(offered, picked)).toBe(expected);
    },
  );
});
