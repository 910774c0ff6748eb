// HTTP adapter of the posts module.
import { POSTS_PER_PAGE, postsEndpoints as api } from '@clutch/contract/posts';
import type { Mount } from '../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import type { PostsService } from './posts.service.js';

export function registerPostsRoutes(mount: Mount, posts: PostsService): void {
  mount(api.list, async ({ caller, params, query, request }) => {
    const page = pageRequest(query, POSTS_PER_PAGE);
    return pageAnswer(request, page, await posts.list(params.id, caller.id, page));
  });
  mount(api.create, ({ caller, body }) => posts.create(caller.id, body.content), {
    preHandler: [mount.limits.perAccount('create-post', undefined, 'allow')],
  });
  mount(api.remove, async ({ caller, params }) => {
    await posts.remove(caller.id, params.id);
    return null;
  });
  mount(api.react, ({ caller, params, body }) => posts.react(caller.id, params.id, body.action));
}
