// Read tracking in the open conversation: an IntersectionObserver on the scroller notes each message
// of someone else that comes into view (while the page is visible), and the read tracker sends the
// newest one 800 ms after the last such sighting, never behind the marker.
import type { ChatAddress, ChatMessage } from '@clutch/contract/messenger';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { markRead } from '../api/messages';
import { createReadTracker } from '../read-tracker';
import { countRead } from '../unread';

/** Most of a message must be on screen to count as read. */
const VISIBLE_SHARE = 0.6;

export function useReadTracking({
  scroller,
  address,
  chatId,
  viewerId,
  readUpTo,
  timeline,
}: {
  scroller: RefObject<HTMLElement | null>;
  address: ChatAddress;
  chatId: number;
  viewerId: number;
  readUpTo: number;
  timeline: readonly ChatMessage[];
}): void {
  const queryClient = useQueryClient();
  const latest = useRef({ timeline, address });
  useEffect(() => {
    latest.current = { timeline, address };
  });

  // The marker the chat opened with; a new chat mounts a new conversation and a new tracker.
  const openedAt = useRef(readUpTo);
  const observer = useRef<IntersectionObserver | null>(null);

  useEffect(() => {
    let sentUpTo = openedAt.current;
    const reads = createReadTracker({
      readUpTo: sentUpTo,
      send: (messageId) => {
        const { timeline: loaded, address: where } = latest.current;
        const span = {
          readCount: countRead(loaded, sentUpTo, messageId, viewerId),
          latestId: loaded[loaded.length - 1]?.id ?? messageId,
        };
        sentUpTo = messageId;
        markRead(queryClient, where, chatId, messageId, span).catch(() => undefined);
      },
    });
    const root = scroller.current;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (document.visibilityState !== 'visible') return;
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const element = entry.target;
          if (!(element instanceof HTMLElement) || element.dataset.own === 'true') continue;
          const id = Number(element.dataset.messageId);
          if (Number.isInteger(id) && id > 0) reads.see(id);
        }
      },
      { root, threshold: VISIBLE_SHARE },
    );
    return () => {
      reads.stop();
      observer.current?.disconnect();
      observer.current = null;
    };
  }, [chatId, queryClient, scroller, viewerId]);

  // Every rendered message is watched; observing one twice is a no-op.
  useEffect(() => {
    const root = scroller.current;
    const watching = observer.current;
    if (root === null || watching === null) return;
    for (const element of root.querySelectorAll('[data-message-id]')) watching.observe(element);
  }, [scroller, timeline]);
}
