// STUB (being written): chats and members use cases.
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { Db } from '../../platform/db/database.js';
import type { MediaService } from '../media/media.service.js';
import type { MessengerEvent } from './messenger.events.js';

export function createChatsService(deps: {
  db: Db;
  bus: EventPublisher<MessengerEvent>;
  media: MediaService;
  publicUrl: string;
}) {
  void deps;
  return {};
}
export type ChatsService = ReturnType<typeof createChatsService>;
