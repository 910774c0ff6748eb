// HTTP adapter of the content module: the request's language, the page window, the service's answer.
import { NEWS_PER_PAGE, contentEndpoints as api, type LangCode } from '@clutch/contract/content';
import type { FastifyRequest } from 'fastify';
import type { Mount } from '../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import { contentLocaleOf } from './content-locale.js';
import type { ContentService } from './content.service.js';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const localeOf = (request: FastifyRequest, langCode: LangCode | undefined) =>
  contentLocaleOf({
    langCode,
    contentLanguage: header(request, 'content-language'),
    acceptLanguage: header(request, 'accept-language'),
  });

export function registerContentRoutes(mount: Mount, content: ContentService): void {
  mount(api.faqCategories, ({ query, request }) =>
    content.listFaqCategories(localeOf(request, query.lang_code)),
  );
  mount(api.faq, ({ query, request }) =>
    content.listFaq(localeOf(request, query.lang_code), query.category ?? null),
  );
  mount(api.staticPage, ({ params, query, request }) =>
    content.getStaticPage(localeOf(request, query.lang_code), params.slug),
  );
  mount(api.news, async ({ query, request }) => {
    const page = pageRequest(query, NEWS_PER_PAGE);
    const filter = {
      search: query.search === undefined || query.search === '' ? null : query.search,
      orderBy: query.order_by,
      orderType: query.order_type,
    };
    const found = await content.listNews(localeOf(request, query.lang_code), filter, page);
    return pageAnswer(request, page, found);
  });
  mount(api.newsItem, ({ params, query, request }) =>
    content.getNews(localeOf(request, query.lang_code), params.id),
  );
}
