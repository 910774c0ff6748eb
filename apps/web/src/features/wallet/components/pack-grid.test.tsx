import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../../../lib/i18n';
import type { Locale } from '../../../lib/locale';
import { usdCourseQueryOptions } from '../api/buying';
import { PackGrid } from './pack-grid';

const PACKS = [
  { id: 1, crystals: 100, price: 0.99, currency: 'USD' as const },
  { id: 2, crystals: 1200, price: 9.99, currency: 'USD' as const },
];

function render(locale: Locale, path: string): string {
  setLocale(locale);
  const queryClient = new QueryClient();
  queryClient.setQueryData(usdCourseQueryOptions().queryKey, {
    base: 'USD',
    rates: { UAH: 41.5, CNY: 7.2 },
  });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <PackGrid packs={PACKS} buyingPackId={null} isBusy={false} onBuy={() => undefined} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  setLocale('en');
  return html.replace(/\s/g, ' ');
}

describe('the crystal packs, rendered', () => {
  it('show dollar prices only in English', () => {
    const html = render('en', '/profile/me/wallet');
    expect(html).toContain('$0.99');
    expect(html).toContain('aria-label="Buy 1,200 crystals for $9.99"');
    expect(html).not.toContain('≈');
  });

  it('add hryvnias in Ukrainian and yuan in Chinese', () => {
    expect(render('ua', '/ua/profile/me/wallet')).toMatch(/≈ 41,09 (грн|₴)/);
    expect(render('cn', '/cn/profile/me/wallet')).toContain('≈ ¥71.93');
  });
});
