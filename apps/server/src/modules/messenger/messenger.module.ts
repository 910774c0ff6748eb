// The messenger module: chats (private, groups, channels) and their members, messages with files,
// reactions and read markers, the group-chat-updates channel, and the platform's own chats (a team's
// group chat, a match room) that follow their rosters.
import type { AppEvent } from '../../app-events.js';
import { dropOnEvents } from '../../platform/http/page-cache.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { FriendsService } from '../friends/friends.service.js';
import type { MediaService } from '../media/media.service.js';
import { registerChatRoutes } from './chats.routes.js';
import { createChatsService, type ChatsService } from './chats.service.js';
import { registerMessageRoutes } from './messages.routes.js';
import { createMessagesService, type MessagesService } from './messages.service.js';
import { registerMessengerRealtime } from './messenger.realtime.js';
import { registerPlatformChatRoutes } from './platform-chats.routes.js';
import { createPlatformChatsService } from './platform-chats.service.js';

/** What changes every kept messenger page: a sender's, member's or interlocutor's name or picture. */
export const MESSAGE_PAGE_EVENTS: ReadonlySet<AppEvent['type']> = new Set<AppEvent['type']>([
  'ProfileChanged',
  'AccountChanged',
]);

export interface MessengerModule extends ModuleParts<AppEvent> {
  chats: ChatsService;
  messages: MessagesService;
}

export function createMessengerModule(
  platform: Platform<AppEvent>,
  deps: { media: MediaService; friends: Pick<FriendsService, 'isBlockedEitherWay'> },
): MessengerModule {
  const chats = createChatsService({
    db: platform.db,
    bus: platform.bus,
    media: deps.media,
    friends: deps.friends,
    publicUrl: platform.config.PUBLIC_URL,
  });
  const messages = createMessagesService({
    db: platform.db,
    bus: platform.bus,
    storage: platform.storage,
    media: deps.media,
  });
  // One chat's pages go on an event that names it, on every instance: its message pages on any of
  // them, its member pages when its members or itself change, and the chat lists it is on.
  platform.bus.subscribe((event) => {
    switch (event.type) {
      case 'ChatReaction':
        messages.dropPagesOf(event.chatId);
        break;
      case 'ChatMessagePosted':
        messages.dropPagesOf(event.chatId);
        chats.bars.dropChat(event.chatId);
        break;
      case 'ChatChanged':
        messages.dropPagesOf(event.chatId);
        chats.bars.dropChat(event.chatId);
        chats.dropMemberPagesOf(event.chatId);
        break;
      case 'ChatRead':
        messages.dropPagesOf(event.chatId);
        chats.bars.dropCaller(event.userId);
        break;
      case 'ChatMembersChanged':
        messages.dropPagesOf(event.chatId);
        chats.dropMemberPagesOf(event.chatId);
        // Only the member it is about, and those who came or went, see their list change.
        for (const userId of [event.change.user.id, ...event.joinedIds, ...event.goneIds])
          chats.bars.dropCaller(userId);
        break;
      default:
        break;
    }
  });
  dropOnEvents(platform.bus, MESSAGE_PAGE_EVENTS, () => {
    messages.dropPages();
    chats.dropMemberPages();
    chats.bars.clear();
  });
  const rooms = createPlatformChatsService({
    db: platform.db,
    bus: platform.bus,
    logger: platform.logger,
  });
  return {
    chats,
    messages,
    routes: ({ mount }) => {
      registerChatRoutes(mount, chats);
      registerMessageRoutes(mount, messages, { sendsPer10s: platform.config.CHAT_SEND_LIMIT });
      registerPlatformChatRoutes(mount, rooms);
    },
    realtime: (gateway) => registerMessengerRealtime(gateway, platform.bus, messages),
    // Team chats and match rooms follow their owners' rosters.
    subscribers: [rooms.onEvent],
  };
}
