// The messenger module: chats (private, groups, channels) and their members, messages with files,
// reactions and read markers, the group-chat-updates channel, and the platform's own chats (a team's
// group chat, a match room) that follow their rosters.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { MediaService } from '../media/media.service.js';
import { registerChatRoutes } from './chats.routes.js';
import { createChatsService, type ChatsService } from './chats.service.js';
import { registerMessageRoutes } from './messages.routes.js';
import { createMessagesService, type MessagesService } from './messages.service.js';
import { registerMessengerRealtime } from './messenger.realtime.js';

export interface MessengerModule extends ModuleParts<AppEvent> {
  chats: ChatsService;
  messages: MessagesService;
}

export function createMessengerModule(
  platform: Platform<AppEvent>,
  deps: { media: MediaService },
): MessengerModule {
  const chats = createChatsService({
    db: platform.db,
    bus: platform.bus,
    media: deps.media,
    publicUrl: platform.config.PUBLIC_URL,
  });
  const messages = createMessagesService({
    db: platform.db,
    bus: platform.bus,
    storage: platform.storage,
  });
  return {
    chats,
    messages,
    routes: ({ mount }) => {
      registerChatRoutes(mount, chats);
      registerMessageRoutes(mount, messages);
    },
    realtime: (gateway) => registerMessengerRealtime(gateway, platform.bus, messages),
  };
}
