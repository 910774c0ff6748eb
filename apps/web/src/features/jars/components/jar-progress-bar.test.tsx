import { MantineProvider } from '@mantine/core';
import type { Jar } from '@clutch/contract/jars';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { JarProgressBar } from './jar-progress-bar';

const JAR: Jar = {
  id: 1,
  title: 'Cup',
  description: '',
  image: null,
  target_amount: 50,
  is_unlimited: false,
  jar_type: 1,
  status: 'open',
  created_by: { id: 1, username: 'alice', avatar_url: null },
  current_amount: 20.5,
  collected_amount: 20.5,
  donations_count: 1,
  created_at: '2026-01-01T00:00:00Z',
};

function render(jar: Jar, path = '/'): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <JarProgressBar jar={jar} />
        </MantineProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the jar progress bar, rendered', () => {
  it('shows what a target jar collected of its target, and the share', () => {
    const html = render(JAR);
    expect(text(html)).toContain('20.5 of 50');
    expect(text(html)).toContain('41%');
    expect(html).toContain('aria-label="41% of the target"');
  });

  it('shows what an unlimited jar collected, with no target', () => {
    const html = text(render({ ...JAR, is_unlimited: true, target_amount: null }));
    expect(html).toContain('20.5 collected');
    expect(html).toContain('No target');
    expect(html).not.toContain('%');
  });

  it('writes amounts the locale’s way', () => {
    const html = text(
      render({ ...JAR, collected_amount: 1250.5, target_amount: 2000 }, '/ua/jar/1'),
    );
    expect(html.replace(/\s/g, ' ')).toContain('1 250,5');
  });
});
