// STUB (being written): messages use cases.
import type { Db } from '../../platform/db/database.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { MessengerEvent } from './messenger.events.js';

export function createMessagesService(deps: {
  db: Db;
  bus: EventPublisher<MessengerEvent>;
  storage: Storage;
}) {
  void deps;
  return {};
}
export type MessagesService = ReturnType<typeof createMessagesService>;
