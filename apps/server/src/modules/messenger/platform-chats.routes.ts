// HTTP adapter of the platform's own chats: a team's chat or a match room, opened from its page.
import { messengerEndpoints as api } from '@clutch/contract/messenger';
import type { Mount } from '../../platform/http/mount.js';
import type { PlatformChatsService } from './platform-chats.service.js';

export function registerPlatformChatRoutes(mount: Mount, rooms: PlatformChatsService): void {
  mount(api.room, ({ caller, params }) => rooms.open(caller.id, params));
}
