import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ConsentChecks } from './consent-checks';

function render(path: string): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <ConsentChecks value={{ privacy: false, terms: false }} onChange={() => undefined} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('the sign-up consents', () => {
  it('link the privacy policy and the terms, in a new tab, around their own words', () => {
    const html = render('/');
    expect(html).toMatch(/<a[^>]*href="\/static-page\/privacy"[^>]*>privacy policy<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/static-page\/terms"[^>]*>terms of use<\/a>/);
    expect(html).toContain('target="_blank"');
  });
});
