// Scrolling in a conversation: it opens at the "new messages" line when there is one, at the newest
// message otherwise; nearing the top loads the page before (newest at the bottom, so older pages
// grow upwards) and keeps what the reader looks at in place; new messages and pictures that finish
// loading keep the view at the bottom while the reader is there, and one's own message always does.
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Within this many pixels of the top the page before is loaded. */
export const LOAD_OLDER_WITHIN_PX = 150;
/** Within this many pixels of the bottom the view follows new messages. */
const FOLLOW_WITHIN_PX = 80;

export function useMessageScroll({
  scroller,
  content,
  pageCount,
  lastKey,
  lastIsOwn,
  isLoaded,
  canLoadOlder,
  loadOlder,
  markerSelector,
}: {
  scroller: RefObject<HTMLElement | null>;
  content: RefObject<HTMLElement | null>;
  /** Pages loaded: one more means an older page arrived above. */
  pageCount: number;
  /** What is at the bottom (a message id, a pending send): when it changes, something arrived. */
  lastKey: string | null;
  lastIsOwn: boolean;
  isLoaded: boolean;
  canLoadOlder: boolean;
  loadOlder: () => void;
  markerSelector: string;
}): { onScroll: () => void } {
  const isAtBottom = useRef(true);
  const didOpen = useRef(false);
  /** Distance from the bottom before an older page arrives, restored after it. */
  const keepFromBottom = useRef<number | null>(null);
  const latest = useRef({ canLoadOlder, loadOlder });
  useEffect(() => {
    latest.current = { canLoadOlder, loadOlder };
  });

  const toBottom = useCallback(() => {
    const element = scroller.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [scroller]);

  const loadOlderKeepingPlace = useCallback(() => {
    const element = scroller.current;
    if (element === null || !latest.current.canLoadOlder) return;
    keepFromBottom.current = element.scrollHeight - element.scrollTop;
    latest.current.loadOlder();
  }, [scroller]);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (element === null) return;
    isAtBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_WITHIN_PX;
    if (element.scrollTop <= LOAD_OLDER_WITHIN_PX) loadOlderKeepingPlace();
  }, [scroller, loadOlderKeepingPlace]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null || !isLoaded) return;
    if (!didOpen.current) {
      didOpen.current = true;
      const marker = element.querySelector(markerSelector);
      if (marker instanceof HTMLElement) {
        element.scrollTop = Math.max(0, marker.offsetTop - element.clientHeight / 3);
        isAtBottom.current = false;
      } else toBottom();
      return;
    }
    if (keepFromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    }
  }, [scroller, isLoaded, pageCount, markerSelector, toBottom]);

  useLayoutEffect(() => {
    if (!didOpen.current) return;
    if (lastIsOwn || isAtBottom.current) toBottom();
  }, [lastKey, lastIsOwn, toBottom]);

  // A first page too short to scroll loads the one before at once.
  useEffect(() => {
    const element = scroller.current;
    if (element === null || !isLoaded || !canLoadOlder) return;
    if (element.scrollHeight <= element.clientHeight + LOAD_OLDER_WITHIN_PX)
      loadOlderKeepingPlace();
  }, [scroller, isLoaded, canLoadOlder, pageCount, loadOlderKeepingPlace]);

  // Pictures that load later grow the content: stay at the bottom if the reader was there.
  useEffect(() => {
    const inner = content.current;
    if (inner === null || typeof ResizeObserver === 'undefined') return;
    const watcher = new ResizeObserver(() => {
      if (isAtBottom.current && keepFromBottom.current === null) toBottom();
    });
    watcher.observe(inner);
    return () => watcher.disconnect();
  }, [content, toBottom]);

  return { onScroll };
}
