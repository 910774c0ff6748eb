// Who a caller is in a group or channel (the chat and their membership), kept per chat until an
// event about the chat drops it: the messages and members lists check it on every read without a
// statement. Nothing kept decides by the clock: a restriction's end is compared with it on each
// read. A private chat is named by the other user, not by its id, so its access is read each time.
import type { ChatAddress } from '@clutch/contract/messenger';
import { OwnedPageCache } from '../../platform/http/page-cache.js';

/** Callers' access kept in all (well under 1 KB each), and of one chat. */
const KEPT = 50_000;
const PER_CHAT = 5_000;

export function createChatAccessCache<T>(
  read: (callerId: number, address: ChatAddress) => Promise<T>,
) {
  const kept = new OwnedPageCache<number, T>(KEPT, PER_CHAT);
  return {
    load(callerId: number, address: ChatAddress): Promise<T> {
      const { receiver_content_type: type, receiver_object_id: chatId } = address;
      if (type === 'user') return read(callerId, address);
      return kept.load(chatId, `${String(callerId)}:${type}`, () => read(callerId, address));
    },
    /** Forgets every caller's access to the chat. */
    drop: (chatId: number): void => kept.drop(chatId),
    /** Forgets every caller's access to every chat. */
    clear: (): void => kept.clear(),
  };
}
