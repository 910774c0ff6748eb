import { contentEndpoints as e, type NewsQuery } from '@clutch/contract/content';
import { AppError } from '@clutch/contract/errors';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { createContentService, type ContentService } from './content.service.js';

const t = useTestApp();
const api = testClient(t);
let content: ContentService;
beforeAll(() => {
  content = createContentService({ db: t.database.db });
});

const token = () => `tok${randomBytes(5).toString('hex')}`;
const page = (slug: string, query: { lang_code?: 'en' | 'ua' | 'cn' | 'da' } = {}, headers = {}) =>
  api.call(e.staticPage, { params: { slug }, query, headers });
const newsPage = (query: NewsQuery, headers = {}) => api.ok(e.news, { query, headers });

describe('first-start content', () => {
  it('has the four static pages the footer links to, in every locale', async () => {
    for (const slug of ['about', 'games', 'privacy', 'terms']) {
      for (const lang of ['en', 'ua', 'cn'] as const) {
        const res = await page(slug, { lang_code: lang });
        expect(res.status).toBe(200);
        expect(res.body.lang).toBe(lang);
        expect(res.body.html.length).toBeGreaterThan(200);
        expect(res.body.html).not.toMatch(/lorem ipsum/i);
      }
    }
    expect((await page('games', { lang_code: 'ua' })).body.title).toBe('Dota 2 і CS2 на Clutch');
  });

  it('has at least four FAQ categories with three questions each, translated', async () => {
    const categories = await api.ok(e.faqCategories, { query: { lang_code: 'ua' } });
    expect(categories.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['account', 'tournaments', 'quick-matches', 'wallet']),
    );
    for (const category of categories) {
      expect(category.lang).toBe('ua');
      const items = await api.ok(e.faq, { query: { category: category.id, lang_code: 'ua' } });
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.every((item) => item.lang === 'ua' && item.category === category.id)).toBe(true);
      expect(items[0]?.category_name).toBe(category.name);
    }
  });

  it('has three news items, newest first', async () => {
    const found = await newsPage({ lang_code: 'cn', search: 'Clutch' });
    expect(found.results.some((n) => n.title === 'Clutch 正式上线')).toBe(true);
    const seeded = [
      'Your matches in one calendar',
      'Real CS2 matches on our own servers',
      'Clutch is open',
    ];
    const all = await newsPage({ per_page: 100 });
    expect(all.results.map((n) => n.title).filter((title) => seeded.includes(title))).toEqual(
      seeded,
    );
  });

  it('is written once: seeding again adds nothing, and only a missing page comes back', async () => {
    const before = await api.ok(e.faqCategories);
    const again = await Promise.all([content.seedContent(), content.seedContent()]);
    expect(again).toEqual([
      { news: 0, faqCategories: 0, staticPages: 0 },
      { news: 0, faqCategories: 0, staticPages: 0 },
    ]);
    expect(await api.ok(e.faqCategories)).toEqual(before);
    await content.upsertStaticPage({
      slug: 'about',
      texts: { en: { title: 'About us', body: 'Edited.' } },
    });
    expect(await content.seedContent()).toEqual({ news: 0, faqCategories: 0, staticPages: 0 });
    expect((await page('about', { lang_code: 'en' })).body.title).toBe('About us');
  });
});

describe('the request’s language', () => {
  const table: [
    string,
    { lang_code?: 'en' | 'ua' | 'cn' | 'da' },
    Record<string, string>,
    string,
  ][] = [
    ['nothing reads English', {}, {}, 'en'],
    ['da reads English', { lang_code: 'da' }, {}, 'en'],
    ['lang_code ua', { lang_code: 'ua' }, {}, 'ua'],
    ['lang_code cn', { lang_code: 'cn' }, {}, 'cn'],
    ['Accept-Language uk-UA', {}, { 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.5' }, 'ua'],
    ['Accept-Language zh-CN', {}, { 'accept-language': 'zh-CN' }, 'cn'],
    ['Accept-Language by weight', {}, { 'accept-language': 'de;q=1, en;q=0.2, zh;q=0.7' }, 'cn'],
    ['an unsupported Accept-Language', {}, { 'accept-language': 'fr-FR, de' }, 'en'],
    [
      'Content-Language over Accept-Language',
      {},
      { 'content-language': 'ua', 'accept-language': 'zh' },
      'ua',
    ],
    [
      'lang_code over both headers',
      { lang_code: 'en' },
      { 'content-language': 'ua', 'accept-language': 'zh' },
      'en',
    ],
  ];
  it.each(table)('%s', async (_, query, headers, expected) => {
    const res = await page('terms', query, headers);
    expect(res.body.lang).toBe(expected);
    expect((await api.ok(e.faqCategories, { query, headers }))[0]?.lang).toBe(expected);
  });

  it('refuses an unknown lang_code with a 400 naming it', async () => {
    const res = await api.call(e.faqCategories, { search: 'lang_code=de' });
    expect(res.status).toBe(400);
    expect(res.error).toHaveProperty('lang_code');
  });
});

describe('English fallback', () => {
  it('shows English for a news item without the asked locale, and says so', async () => {
    const word = token();
    const { id } = await content.upsertNews({
      texts: {
        en: { title: `English ${word}`, body: 'Body' },
        ua: { title: `Українська ${word}`, body: 'Текст' },
      },
    });
    const ua = await api.ok(e.newsItem, { params: { id }, query: { lang_code: 'ua' } });
    expect(ua).toMatchObject({ title: `Українська ${word}`, lang: 'ua', html: '<p>Текст</p>\n' });
    const cn = await api.ok(e.newsItem, { params: { id }, query: { lang_code: 'cn' } });
    expect(cn).toMatchObject({ title: `English ${word}`, lang: 'en', description: 'Body' });
  });

  it('falls back per FAQ entry and per category name', async () => {
    const { id: categoryId } = await content.upsertFaqCategory({
      slug: token(),
      position: 99,
      texts: { en: { name: 'Streams' }, cn: { name: '直播' } },
    });
    await content.upsertFaqItem({
      categoryId,
      position: 1,
      texts: { en: { question: 'Q1', answer: 'A1' } },
    });
    await content.upsertFaqItem({
      categoryId,
      position: 2,
      texts: { en: { question: 'Q2', answer: 'A2' }, cn: { question: '问2', answer: '答2' } },
    });
    const items = await api.ok(e.faq, { query: { category: categoryId, lang_code: 'cn' } });
    expect(items.map((i) => [i.question, i.lang, i.category_name])).toEqual([
      ['Q1', 'en', '直播'],
      ['问2', 'cn', '直播'],
    ]);
    const ua = await api.ok(e.faq, { query: { category: categoryId, lang_code: 'ua' } });
    expect(ua.map((i) => i.category_name)).toEqual(['Streams', 'Streams']);
  });

  it('lists every entry, category by category, without a category', async () => {
    const all = await api.ok(e.faq);
    const categories = await api.ok(e.faqCategories);
    const order = categories.map((c) => c.id);
    const seen = all.map((i) => order.indexOf(i.category));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(all.length).toBeGreaterThanOrEqual(12);
  });
});

describe('news pages', () => {
  const word = token();
  beforeAll(async () => {
    for (let i = 1; i <= 13; i += 1) {
      await content.upsertNews({
        createdAt: new Date(Date.UTC(2025, 0, i)),
        texts: {
          en: {
            title: `${String.fromCharCode(96 + ((i * 5) % 13) + 1)} item ${word} ${i}`,
            body: `Text ${i}`,
          },
          ua: { title: `Новина ${i}`, body: `Текст ${word.toUpperCase()} ${i}` },
        },
      });
    }
  });

  it('answers 10 a page, newest first, with DRF links', async () => {
    const first = await newsPage({ search: word });
    expect(first.count).toBe(13);
    expect(first.results).toHaveLength(10);
    expect(first.results[0]?.title).toMatch(/ 13$/);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    const second = await newsPage({ search: word, page: 2 });
    expect(second.results.map((n) => n.title.split(' ').at(-1))).toEqual(['3', '2', '1']);
    expect(second.next).toBeNull();
    expect(second.previous).not.toContain('page=');
    expect((await newsPage({ search: word, per_page: 5, page: 3 })).results).toHaveLength(3);
  });

  it('orders by date ascending or by title', async () => {
    const asc = await newsPage({ search: word, order_type: 'asc', per_page: 3 });
    expect(asc.results.map((n) => n.created_date)).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2025-01-02T00:00:00.000Z',
      '2025-01-03T00:00:00.000Z',
    ]);
    const byTitle = await newsPage({
      search: word,
      order_by: 'title',
      order_type: 'asc',
      per_page: 13,
    });
    const titles = byTitle.results.map((n) => n.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });

  it('searches title and text case-insensitively in the language shown', async () => {
    expect((await newsPage({ search: word.toUpperCase() })).count).toBe(13);
    // In Ukrainian the word is only in the text.
    expect((await newsPage({ search: word, lang_code: 'ua' })).count).toBe(13);
    expect((await newsPage({ search: `${word} 1`, lang_code: 'en' })).count).toBe(5);
    expect((await newsPage({ search: 'Новина 12', lang_code: 'ua' })).count).toBe(1);
  });

  it('treats LIKE wildcards in a search as text', async () => {
    const mark = token();
    await content.upsertNews({ texts: { en: { title: `${mark} 100% win`, body: 'x' } } });
    await content.upsertNews({ texts: { en: { title: `${mark} 1000 wins`, body: 'x' } } });
    expect((await newsPage({ search: `${mark} 100%` })).count).toBe(1);
    expect((await newsPage({ search: `${mark} 1_0` })).count).toBe(0);
  });

  it('refuses an unknown order, direction or page size with a 400 naming the field', async () => {
    for (const [search, field] of [
      ['order_by=author', 'order_by'],
      ['order_type=up', 'order_type'],
      ['per_page=0', 'per_page'],
      ['page=0', 'page'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ]) {
      const res = await api.call(e.news, { search });
      expect(res.status, search).toBe(400);
      expect(res.error, search).toHaveProperty(field ?? '');
    }
  });

  it('takes an empty JSON object as its body, since the parameters are in the query', async () => {
    const res = await api.call(e.news, { search: `search=${word}&per_page=2`, rawBody: {} });
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(2);
  });

  it('hides unpublished items from lists and their page', async () => {
    const mark = token();
    const { id } = await content.upsertNews({ texts: { en: { title: mark, body: 'draft' } } });
    await content.upsertNews({ id, isPublished: false, texts: {} });
    expect((await newsPage({ search: mark })).count).toBe(0);
    expect((await api.call(e.newsItem, { params: { id } })).status).toBe(404);
  });

  it('is public, and the same for a signed-in reader', async () => {
    const user = await createUser(t);
    const signedIn = await api.ok(e.news, { as: user, query: { search: word } });
    expect(signedIn.count).toBe(13);
  });
});

describe('static pages and the FAQ by id', () => {
  it('answers 404 for an unknown page, category or news item', async () => {
    expect((await page('no-such-page')).status).toBe(404);
    expect((await api.call(e.faq, { query: { category: 999_999 } })).status).toBe(404);
    expect((await api.call(e.newsItem, { params: { id: 999_999 } })).status).toBe(404);
  });

  it('refuses a malformed slug or category with a 400', async () => {
    expect((await api.call(e.staticPage, { params: { slug: 'About_Us' } })).status).toBe(400);
    expect((await api.call(e.faq, { search: 'category=abc' })).status).toBe(400);
  });
});

/**
 * Every `<` the sanitiser lets through opens a real tag (text has `&lt;`), so the tags are all the
 * markup a browser would act on: none may be a script or image, carry a handler or a script URL.
 */
function expectNothingExecutable(html: string): void {
  const tags = html.match(/<[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) {
    expect(tag).not.toMatch(/^<\/?(script|img|iframe|object|embed|style|svg)/i);
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/(href|src)\s*=\s*"?\s*(javascript|data|vbscript):/i);
  }
}

describe('Markdown is sanitised', () => {
  const hostile = [
    '# Title',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)',
    '<a href="javascript:alert(2)">raw</a> [ok](https://clutch.gg/x) [own](/static-page/terms)',
    '**bold** and `code`',
  ].join('\n\n');

  it('never lets a script, an event handler or a javascript: link through', async () => {
    const slug = token();
    await content.upsertStaticPage({ slug, texts: { en: { title: 'Hostile', body: hostile } } });
    const { html } = (await page(slug)).body;
    expectNothingExecutable(html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      '<a href="https://clutch.gg/x" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
    expect(html).toContain('<a href="/static-page/terms">own</a>');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong> and <code>code</code>');
  });

  it('renders FAQ answers and news the same way, with a plain description', async () => {
    const { id } = await content.upsertNews({ texts: { en: { title: 'x', body: hostile } } });
    const item = await api.ok(e.newsItem, { params: { id } });
    expectNothingExecutable(item.html);
    // Plain text, shown as text: the Markdown is gone, what the author typed stays as typed.
    expect(item.description).toMatch(/^Title <script>alert\(1\)<\/script> /);
    expect(item.description).toMatch(/ ok own bold and code$/);
    expect(item.description).not.toMatch(/[*`#]/);
  });
});

describe('content upserts', () => {
  it('need English to create, and a known item to update', async () => {
    await expect(
      content.upsertNews({ texts: { ua: { title: 'Лише українською', body: 'x' } } }),
    ).rejects.toMatchObject({
      code: 'validation_error',
      fields: { 'texts.en': ['English is required for new content.'] },
    });
    await expect(content.upsertNews({ id: 999_999, texts: {} })).rejects.toBeInstanceOf(AppError);
    await expect(
      content.upsertFaqItem({ categoryId: 999_999, texts: { en: { question: 'q', answer: 'a' } } }),
    ).rejects.toMatchObject({ code: 'validation_error' });
    await expect(
      content.upsertStaticPage({ slug: 'Bad Slug', texts: { en: { title: 't', body: 'b' } } }),
    ).rejects.toMatchObject({ code: 'validation_error' });
    await expect(
      content.upsertNews({ texts: { en: { title: 'x'.repeat(201), body: 'b' } } }),
    ).rejects.toMatchObject({ code: 'validation_error' });
  });

  it('replace one locale’s text and keep the others', async () => {
    const slug = token();
    await content.upsertStaticPage({
      slug,
      texts: { en: { title: 'One', body: 'en' }, ua: { title: 'Один', body: 'ua' } },
    });
    await content.upsertStaticPage({ slug, texts: { ua: { title: 'Перший', body: 'нове' } } });
    expect((await page(slug, { lang_code: 'ua' })).body).toMatchObject({
      title: 'Перший',
      html: '<p>нове</p>\n',
    });
    expect((await page(slug, { lang_code: 'en' })).body.title).toBe('One');
  });

  it('move an FAQ entry to another category and refuse a taken category slug', async () => {
    const slug = token();
    const { id: from } = await content.upsertFaqCategory({ slug, texts: { en: { name: 'From' } } });
    const { id: to } = await content.upsertFaqCategory({
      slug: token(),
      texts: { en: { name: 'To' } },
    });
    const { id } = await content.upsertFaqItem({
      categoryId: from,
      texts: { en: { question: 'Moved?', answer: 'Yes' } },
    });
    await content.upsertFaqItem({ id, categoryId: to, texts: {} });
    expect(await api.ok(e.faq, { query: { category: from } })).toEqual([]);
    expect((await api.ok(e.faq, { query: { category: to } })).map((i) => i.question)).toEqual([
      'Moved?',
    ]);
    await expect(
      content.upsertFaqCategory({ slug, texts: { en: { name: 'Again' } } }),
    ).rejects.toMatchObject({
      fields: { slug: ['This slug is taken.'] },
    });
  });
});
