// A conversation's loaded messages as one infinite query of DRF pages (newest first, 25 a page) that
// live pushes and catch-up answers merge into: each message once (by id), shown in `seq` order, and
// a pushed message whose seq skips past the newest loaded one reveals a gap to catch up.
import type { ChatMessage } from '@clutch/contract/messenger';
import { updateItems, type PagedList } from '../../lib/paged-list';

export type MessageList = PagedList<ChatMessage>;

/** The loaded messages, oldest first, each once. */
export function timelineOf(list: MessageList | undefined): ChatMessage[] {
  if (list === undefined) return [];
  const byId = new Map<number, ChatMessage>();
  for (const page of list.pages) {
    for (const message of page.results) if (!byId.has(message.id)) byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The newest loaded message's id and seq; 0 and 0 for a loaded chat without messages. */
export function newestLoaded(list: MessageList | undefined): { id: number; seq: number } | null {
  if (list === undefined) return null;
  let newest = { id: 0, seq: 0 };
  for (const page of list.pages) {
    for (const message of page.results) {
      if (message.seq > newest.seq) newest = { id: message.id, seq: message.seq };
    }
  }
  return newest;
}

/** Whether `message` follows what is loaded, or comes after messages that never arrived. */
export function hasGapBefore(list: MessageList | undefined, message: ChatMessage): boolean {
  const newest = newestLoaded(list);
  return newest !== null && message.seq > newest.seq + 1;
}

/** Adds the messages not loaded yet to the newest page; the rest keep what they have. */
export function insertMessages(
  list: MessageList | undefined,
  incoming: readonly ChatMessage[],
): MessageList | undefined {
  if (list === undefined) return undefined;
  const known = new Set(list.pages.flatMap((page) => page.results.map((message) => message.id)));
  const fresh: ChatMessage[] = [];
  for (const message of incoming) {
    if (known.has(message.id)) continue;
    known.add(message.id);
    fresh.push(message);
  }
  const [first, ...rest] = list.pages;
  if (fresh.length === 0 || first === undefined) return list;
  const results = [...fresh, ...first.results].sort((a, b) => b.seq - a.seq);
  const grow = <P extends { count: number }>(page: P) => ({
    ...page,
    count: page.count + fresh.length,
  });
  return { ...list, pages: [{ ...grow(first), results }, ...rest.map(grow)] };
}

export function updateMessage(
  list: MessageList | undefined,
  id: number,
  change: (message: ChatMessage) => ChatMessage,
): MessageList | undefined {
  return updateItems(list, change, (message) => message.id === id);
}

/**
 * A seen push: `readerId` read up to `messageId`, so every earlier message of someone else that is
 * not a system message is seen.
 */
export function markSeenUpTo(
  list: MessageList | undefined,
  readerId: number,
  messageId: number,
): MessageList | undefined {
  return updateItems(
    list,
    (message) => ({ ...message, seen: true }),
    (message) =>
      !message.seen &&
      !message.is_system &&
      message.id <= messageId &&
      message.sender !== null &&
      message.sender.id !== readerId,
  );
}
