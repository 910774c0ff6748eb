// The posts module: posts on profiles and their reactions.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { FriendsService } from '../friends/friends.service.js';
import { registerPostsRoutes } from './posts.routes.js';
import { createPostsService } from './posts.service.js';

export function createPostsModule(
  platform: Platform<AppEvent>,
  needs: { friends: FriendsService },
): ModuleParts<AppEvent> {
  const posts = createPostsService({ db: platform.db, friends: needs.friends });
  return { routes: ({ mount }) => registerPostsRoutes(mount, posts) };
}
