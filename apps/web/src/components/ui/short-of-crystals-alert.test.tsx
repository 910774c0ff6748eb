import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import type { Shortfall } from '../../lib/api-failure';
import { i18n, loadLocale, setLocale } from '../../lib/i18n';
import { FormError } from './form-error';
import { ShortOfCrystalsAlert } from './short-of-crystals-alert';

afterAll(() => setLocale('en'));

function render(node: React.ReactNode, path = '/'): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const SHORT: Shortfall = { missing: 5, book: 'real' };

describe('the short-of-crystals alert', () => {
  it('says how many crystals are missing and links to buying them in the wallet', () => {
    const html = render(<ShortOfCrystalsAlert shortfall={SHORT} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('You are 5 crystals short for this.');
    expect(html).toMatch(/<a[^>]*href="\/profile\/me\/wallet"[^>]*>Buy crystals<\/a>/);
  });

  it('offers a demo top-up for the demo balance', () => {
    const html = render(<ShortOfCrystalsAlert shortfall={{ missing: 2, book: 'demo' }} />);
    expect(html).toContain('You are 2 demo crystals short');
    expect(html).toContain('>Top up demo crystals</a>');
  });

  it('reads in the locale of the page and links the wallet under it', async () => {
    await loadLocale('ua');
    const html = render(<ShortOfCrystalsAlert shortfall={SHORT} />, '/ua/jar/3');
    expect(html).toContain('бракує 5 кристалів');
    expect(html).toContain('href="/ua/profile/me/wallet"');
    setLocale('en');
  });
});

describe('a form’s error line', () => {
  it('shows the shortfall in place of the server’s plain text when the form has one', () => {
    const html = render(
      <FormError message="Not enough crystals on the balance." shortfall={SHORT} />,
    );
    expect(html).not.toContain('Not enough crystals on the balance.');
    expect(html).toContain('You are 5 crystals short');
  });

  it('shows its message, or nothing, without a shortfall', () => {
    expect(render(<FormError message="Refused." />)).toContain('Refused.');
    expect(render(<FormError message={null} shortfall={null} />)).not.toContain('role="alert"');
  });
});
