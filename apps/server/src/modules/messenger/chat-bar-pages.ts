// The chat list (the messages bar) kept per caller. A caller's list changes with any chat they
// belong to, so each kept list also knows those chats, and an index from chat to the callers whose
// lists are kept lets an event about one chat drop exactly those lists. A timed ban hides its chat
// until it ends: a list is kept no longer than the first such end.
import type { ChatBarItem } from '@clutch/contract/messenger';
import { OwnedPageCache, pageKey } from '../../platform/http/page-cache.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';

/** Chat list pages kept in all, and of one caller. */
const BAR_PAGES_KEPT = 5_000;
const PAGES_PER_CALLER = 8;

export interface KeptBar {
  page: Counted<ChatBarItem>;
  /** Every chat the caller belonged to when the page was read. */
  chatIds: readonly number[];
  /** When the first of the caller's timed bans ends, if any. */
  banEnds: Date | null;
}

export function createChatBarPages(
  read: (callerId: number, window: PageWindow) => Promise<KeptBar>,
) {
  /** Chat id to the callers whose kept lists show it. */
  const readersOf = new Map<number, Set<number>>();
  /** Caller to the chats they are indexed under. */
  const chatsOf = new Map<number, Set<number>>();
  /** Kept lists already indexed (a hit answers the same object). */
  let indexed = new WeakSet<KeptBar>();

  function unindex(callerId: number): void {
    for (const chatId of chatsOf.get(callerId) ?? []) {
      const readers = readersOf.get(chatId);
      readers?.delete(callerId);
      if (readers?.size === 0) readersOf.delete(chatId);
    }
    chatsOf.delete(callerId);
  }

  function index(callerId: number, kept: KeptBar): void {
    if (indexed.has(kept)) return;
    indexed.add(kept);
    let chats = chatsOf.get(callerId);
    if (!chats) chatsOf.set(callerId, (chats = new Set()));
    for (const chatId of kept.chatIds) {
      chats.add(chatId);
      let readers = readersOf.get(chatId);
      if (!readers) readersOf.set(chatId, (readers = new Set()));
      readers.add(callerId);
    }
  }

  const pages = new OwnedPageCache<number, KeptBar>(BAR_PAGES_KEPT, PAGES_PER_CALLER, unindex);
  /**
   * Callers with a read in flight, not indexed yet: which chats they belong to is not known until
   * it ends, so an event about any chat drops them (their read is answered, not kept).
   */
  const reading = new Map<number, number>();

  return {
    async load(callerId: number, window: PageWindow): Promise<Counted<ChatBarItem>> {
      reading.set(callerId, (reading.get(callerId) ?? 0) + 1);
      try {
        const kept = await pages.load(
          callerId,
          pageKey({}, window),
          () => read(callerId, window),
          (bar) => bar.banEnds,
        );
        // Indexed only while kept: a list an event dropped meanwhile is not indexed again.
        if (pages.holds(callerId)) index(callerId, kept);
        return kept.page;
      } finally {
        const left = (reading.get(callerId) ?? 1) - 1;
        if (left === 0) reading.delete(callerId);
        else reading.set(callerId, left);
      }
    },

    /** Forgets the caller's kept list. */
    dropCaller: (callerId: number): void => pages.drop(callerId),

    /** Forgets the kept lists of everyone in the chat, and of every caller still reading theirs. */
    dropChat(chatId: number): void {
      for (const callerId of [...(readersOf.get(chatId) ?? []), ...reading.keys()])
        pages.drop(callerId);
    },

    /** Forgets every kept list. */
    clear(): void {
      pages.clear();
      readersOf.clear();
      chatsOf.clear();
      indexed = new WeakSet();
    },
  };
}

export type ChatBarPages = ReturnType<typeof createChatBarPages>;
