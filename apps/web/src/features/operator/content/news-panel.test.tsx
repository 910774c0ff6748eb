// @vitest-environment jsdom
// The news tab reads news as written (drafts too, marked), an editor starts from the Markdown, and
// the preview is the server's rendering of the text once typing pauses.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../lib/auth-tokens';
import { i18n, setLocale } from '../../../lib/i18n';
import { jsonAnswer, stubMatchMedia, stubResizeObserver } from '../../../test/jsdom-stubs';
import { NewsPanel } from './news-panel';

const DRAFT = {
  id: 4,
  is_published: false,
  created_date: '2030-01-02T10:00:00.000Z',
  texts: { en: { title: 'Season two', body: 'Starts **soon**.' } },
};
const PUBLISHED = {
  id: 3,
  is_published: true,
  created_date: '2030-01-01T10:00:00.000Z',
  texts: { en: { title: 'Season one', body: 'Over.' }, ua: { title: 'Сезон один', body: 'Все.' } },
};

let previews: string[] = [];

beforeEach(() => {
  previews = [];
  setLocale('en');
  tokenStore.startSession({ access: 'access', refresh: 'refresh' });
  stubMatchMedia();
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url.includes('/operator/content/preview/') && typeof init.body === 'string') {
        const { markdown } = JSON.parse(init.body) as { markdown: string };
        previews.push(markdown);
        return Promise.resolve(jsonAnswer(200, { html: `<p>rendered: ${markdown}</p>` }));
      }
      if (url.includes('/operator/content/news/'))
        return Promise.resolve(
          jsonAnswer(200, { count: 2, next: null, previous: null, results: [DRAFT, PUBLISHED] }),
        );
      return Promise.resolve(jsonAnswer(404, { detail: 'Not found.' }));
    }),
  );
});

afterEach(() => {
  cleanup();
  tokenStore.endSession();
  vi.unstubAllGlobals();
});

function renderPanel() {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <NewsPanel />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('the news tab', () => {
  it('lists unpublished news as drafts beside the published ones', async () => {
    renderPanel();
    expect(await screen.findByText('Season two')).toBeTruthy();
    expect(screen.getByText('Season one')).toBeTruthy();
    expect(screen.getAllByText('Draft')).toHaveLength(1);
  });

  it('opens a draft from its Markdown, unpublished, with the server preview of the text', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Season two' }));
    const body = screen.getByRole('textbox', { name: 'Text (Markdown) · English' });
    expect(body).toHaveProperty('value', 'Starts **soon**.');
    expect(screen.getByRole('switch', { name: /Published/ })).toHaveProperty('checked', false);
    expect(await screen.findByText('rendered: Starts **soon**.')).toBeTruthy();
  });

  it('asks for a preview once typing pauses, with the last text only', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Season two' }));
    await screen.findByText('rendered: Starts **soon**.');
    const body = screen.getByRole('textbox', { name: 'Text (Markdown) · English' });
    fireEvent.change(body, { target: { value: 'Starts' } });
    fireEvent.change(body, { target: { value: 'Starts *now*.' } });
    expect(await screen.findByText('rendered: Starts *now*.', {}, { timeout: 2000 })).toBeTruthy();
    await waitFor(() => {
      expect(previews).toEqual(['Starts **soon**.', 'Starts *now*.']);
    });
  });
});
