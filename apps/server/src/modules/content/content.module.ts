// The content module: news, the FAQ and static pages in every locale, rendered from Markdown to
// sanitised HTML. Its first-start content is written while the module is built, before any request.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import { registerContentRoutes } from './content.routes.js';
import { createContentService, type ContentService } from './content.service.js';

export interface ContentModule extends ModuleParts<AppEvent> {
  content: ContentService;
}

export async function createContentModule(platform: Platform<AppEvent>): Promise<ContentModule> {
  const content = createContentService({ db: platform.db });
  const seeded = await content.seedContent();
  if (seeded.news + seeded.faqCategories + seeded.staticPages > 0)
    platform.logger.info(seeded, 'first-start content written');
  return {
    content,
    routes: ({ mount }) => registerContentRoutes(mount, content),
  };
}
