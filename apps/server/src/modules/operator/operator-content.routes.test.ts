// The console's content sources: what staff edit comes back as written (Markdown, every locale,
// drafts included), and the preview renders it exactly as pages do, sanitised.
import { contentEndpoints } from '@clutch/contract/content';
import { operatorEndpoints as api } from '@clutch/contract/operator';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { useTestApp } from '../../../test/harness.js';
import { staffUser } from '../../../test/operator.js';

const t = useTestApp();
const client = testClient(t);

describe('content sources for the console', () => {
  it('answers news as written in every locale, a draft included, newest first', async () => {
    const support = await staffUser(t, ['support']);
    const saved = await client.ok(api.createNews, {
      as: support,
      body: {
        is_published: false,
        texts: {
          en: { title: 'Patch notes', body: 'Servers restart at **noon**.' },
          ua: { title: 'Оновлення', body: 'Сервери перезапустяться **опівдні**.' },
        },
      },
    });
    const page = await client.ok(api.newsSources, { as: support, query: { per_page: 5 } });
    expect(page.results[0]).toMatchObject({
      id: saved.id,
      is_published: false,
      texts: {
        en: { title: 'Patch notes', body: 'Servers restart at **noon**.' },
        ua: { title: 'Оновлення', body: 'Сервери перезапустяться **опівдні**.' },
      },
    });
    expect(page.results[0]?.texts.cn).toBeUndefined();
    // The public list shows published news only: the draft is not there.
    const listed = await client.ok(contentEndpoints.news, { query: { per_page: 50 } });
    expect(listed.results.map((item) => item.id)).not.toContain(saved.id);
  });

  it('answers the FAQ and the static pages as written', async () => {
    const admin = await staffUser(t, ['admin']);
    const faq = await client.ok(api.faqSources, { as: admin });
    expect(faq.categories.length).toBeGreaterThan(0);
    const item = faq.items[0];
    expect(item?.texts.en?.answer).toBeTruthy();
    expect(faq.categories.map((c) => c.id)).toContain(item?.category);

    await client.ok(api.putStaticPage, {
      as: admin,
      params: { slug: 'about' },
      body: { texts: { ua: { title: 'Про нас', body: 'Ми — **Clutch**.' } } },
    });
    const pages = await client.ok(api.staticPageSources, { as: admin });
    const about = pages.find((page) => page.slug === 'about');
    expect(about?.texts.ua).toEqual({ title: 'Про нас', body: 'Ми — **Clutch**.' });
    expect(about?.texts.en?.body).toBeTruthy();
    expect(pages.map((page) => page.slug)).toEqual(
      expect.arrayContaining(['about', 'games', 'privacy', 'terms']),
    );
  });

  it('previews Markdown as pages render it, with scripts and handlers removed', async () => {
    const support = await staffUser(t, ['support']);
    const { html } = await client.ok(api.preview, {
      as: support,
      body: {
        markdown:
          '# Rules\n\n**Be kind.** <script>alert(1)</script> <img src=x onerror="alert(2)"> [x](javascript:alert(3))',
      },
    });
    // A page owns its <h1>: content headings start at <h2>.
    expect(html).toContain('<h2>Rules</h2>');
    expect(html).toContain('<strong>Be kind.</strong>');
    // Raw HTML stays text; a javascript: link is no link.
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
  });

  it('refuses the sources and the preview to roles without the content section', async () => {
    const moderator = await staffUser(t, ['moderator']);
    for (const call of [
      client.call(api.newsSources, { as: moderator }),
      client.call(api.faqSources, { as: moderator }),
      client.call(api.staticPageSources, { as: moderator }),
      client.call(api.preview, { as: moderator, body: { markdown: 'x' } }),
    ])
      expect((await call).status).toBe(403);
  });
});
