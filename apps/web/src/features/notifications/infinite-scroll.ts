// Loading more as the reader nears the end of a scrolled list (spec 2, section 9): within 100 px of
// the bottom, checked 50 ms after scrolling settles, so a fling asks once, not on every frame.
import { useEffect, useRef, type RefObject } from 'react';

export const LOAD_MORE_WITHIN_PX = 100;
export const SCROLL_DEBOUNCE_MS = 50;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export function isNearBottom(metrics: ScrollMetrics, within = LOAD_MORE_WITHIN_PX): boolean {
  return metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight <= within;
}

export interface ScrollTriggerOptions {
  read: () => ScrollMetrics | null;
  canLoad: () => boolean;
  load: () => void;
  delayMs?: number;
}

/** Each scroll restarts the wait; when it ends, the latest position decides. */
export function createScrollTrigger(options: ScrollTriggerOptions) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const check = () => {
    timer = null;
    const metrics = options.read();
    if (metrics !== null && options.canLoad() && isNearBottom(metrics)) options.load();
  };
  return {
    onScroll: (): void => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(check, options.delayMs ?? SCROLL_DEBOUNCE_MS);
    },
    stop: (): void => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

/** Wires the trigger to a scrolling element; `canLoad` is read fresh at each check. */
export function useInfiniteScroll(
  ref: RefObject<HTMLElement | null>,
  canLoad: boolean,
  load: () => void,
): void {
  const latest = useRef({ canLoad, load });
  useEffect(() => {
    latest.current = { canLoad, load };
  });
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const trigger = createScrollTrigger({
      read: () => ref.current,
      canLoad: () => latest.current.canLoad,
      load: () => latest.current.load(),
    });
    element.addEventListener('scroll', trigger.onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', trigger.onScroll);
      trigger.stop();
    };
  }, [ref]);
}
