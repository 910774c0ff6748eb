import type { FaqCategory, FaqItem, News, StaticPage } from '@clutch/contract/content';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { newsQueryOptions } from '../api/content';
import { FaqView, groupFaq } from './faq-view';
import { NewsItemView } from './news-item-view';
import { NewsList, readNewsParams } from './news-list';
import { internalPath } from './server-html';
import { StaticPageView } from './static-page-view';

function render(node: ReactNode, { path = '/', client = new QueryClient() } = {}): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const category = (id: number, name: string): FaqCategory => ({
  id,
  slug: `c${String(id)}`,
  name,
  position: id,
  lang: 'en',
});
const entry = (id: number, categoryId: number, question: string, html: string): FaqItem => ({
  id,
  category: categoryId,
  category_name: '',
  position: id,
  question,
  html,
  lang: 'en',
});
const news = (id: number, title: string): News => ({
  id,
  title,
  description: `About ${title} <b>as text</b>`,
  html: `<p>${title}</p>`,
  created_date: '2026-11-01T10:00:00.000Z',
  updated_date: '2026-11-01T10:00:00.000Z',
  lang: 'en',
});

describe('groupFaq', () => {
  it('keeps the categories’ order and leaves out a category without entries', () => {
    const groups = groupFaq(
      [category(2, 'Wallet'), category(1, 'Account'), category(3, 'Empty')],
      [entry(10, 1, 'A?', ''), entry(11, 2, 'W?', ''), entry(12, 1, 'B?', '')],
    );
    expect(groups.map((g) => [g.category.name, g.items.map((i) => i.question)])).toEqual([
      ['Wallet', ['W?']],
      ['Account', ['A?', 'B?']],
    ]);
  });
});

describe('FaqView', () => {
  it('shows each category as a heading with its questions and the server’s answer markup', () => {
    const html = render(
      <FaqView
        categories={[category(1, 'Account')]}
        items={[entry(1, 1, 'How do I sign up?', '<p>With <strong>Steam</strong>.</p>')]}
      />,
    );
    expect(html).toMatch(/<h2[^>]*id="faq-c1"[^>]*>Account<\/h2>/);
    expect(html).toContain('How do I sign up?');
    expect(html).toContain('<p>With <strong>Steam</strong>.</p>');
  });
});

describe('StaticPageView and NewsItemView', () => {
  it('render the title as the page heading and the HTML as markup', () => {
    const page: StaticPage = {
      slug: 'about',
      title: 'About Clutch',
      html: '<h2>Fair play</h2><p>Rules.</p>',
      updated_date: '2026-11-20T12:00:00.000Z',
      lang: 'en',
    };
    const html = render(<StaticPageView page={page} />);
    expect(html).toMatch(/<h1[^>]*>About Clutch<\/h1>/);
    expect(html).toContain('<h2>Fair play</h2><p>Rules.</p>');
    expect(html).toContain('Last updated');
    const item = render(<NewsItemView item={news(3, 'Servers')} />);
    expect(item).toMatch(/<h1[^>]*>Servers<\/h1>/);
    expect(item).toMatch(/<time[^>]*datetime="2026-11-01T10:00:00.000Z"/i);
  });
});

describe('readNewsParams', () => {
  it.each([
    ['', { page: 1, search: '' }],
    ['page=3&search=%20cs2%20', { page: 3, search: 'cs2' }],
    ['page=0', { page: 1, search: '' }],
    ['page=-2', { page: 1, search: '' }],
    ['page=1.5', { page: 1, search: '' }],
    ['page=abc', { page: 1, search: '' }],
    [`search=${'x'.repeat(150)}`, { page: 1, search: 'x'.repeat(100) }],
  ])('reads ?%s', (query, expected) => {
    expect(readNewsParams(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('NewsList', () => {
  it('shows the page and search the address asks for, with links and pages', () => {
    const client = new QueryClient();
    const results = Array.from({ length: 10 }, (_, i) => news(20 - i, `Item ${String(20 - i)}`));
    client.setQueryData(newsQueryOptions({ page: 2, search: 'item', locale: 'en' }).queryKey, {
      count: 25,
      next: 'http://x/api/news/?page=3',
      previous: 'http://x/api/news/',
      results,
    });
    const html = render(<NewsList />, { path: '/news?search=item&page=2', client });
    expect(html).toContain('value="item"');
    expect(html).toContain('25 items found for “item”');
    expect(html.match(/<article/g)).toHaveLength(10);
    expect(html).toContain('href="/news/20"');
    // The description is text: markup in it is shown, never applied.
    expect(html).toContain('About Item 20 &lt;b&gt;as text&lt;/b&gt;');
    expect(html).toContain('aria-label="Next page"');
    expect(html).toMatch(/>3<\/button>/);
  });

  it('says so when nothing matches', () => {
    const client = new QueryClient();
    client.setQueryData(newsQueryOptions({ page: 1, search: 'zzz', locale: 'en' }).queryKey, {
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    const html = render(<NewsList />, { path: '/news?search=zzz', client });
    expect(html).toContain('No news matches your search.');
    expect(html).not.toContain('aria-label="Next page"');
  });
});

describe('internalPath', () => {
  it.each([
    ['/static-page/terms', '/static-page/terms'],
    ['//evil.example/x', null],
    ['https://clutch.gg/', null],
    ['mailto:support@clutch.gg', null],
    [null, null],
  ])('reads %j as %j', (href, expected) => {
    expect(internalPath(href)).toBe(expected);
  });
});
