// The friends module: friend requests, friendships and each user's block list.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import { registerFriendsRealtime } from './friends.realtime.js';
import { registerFriendsRoutes } from './friends.routes.js';
import { createFriendsService, type FriendsService } from './friends.service.js';

export interface FriendsModule extends ModuleParts<AppEvent> {
  friends: FriendsService;
}

export function createFriendsModule(platform: Platform<AppEvent>): FriendsModule {
  const friends = createFriendsService({ db: platform.db, bus: platform.bus });
  return {
    friends,
    routes: ({ mount }) => registerFriendsRoutes(mount, friends),
    realtime: (gateway) => registerFriendsRealtime(gateway, platform.bus),
  };
}
