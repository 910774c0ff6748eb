// Read tracking (spec 2, sections 4 and 9): as messages scroll into view the newest one seen is
// noted, and 800 ms after the last such sighting the read marker is sent, once, for that message.
// The marker only moves forward: a message at or before what was already sent is never sent.

export const READ_DEBOUNCE_MS = 800;

export interface ReadTrackerOptions {
  /** The viewer's read marker when the chat opened. */
  readUpTo: number;
  send: (messageId: number) => void;
  delayMs?: number;
}

export function createReadTracker(options: ReadTrackerOptions) {
  let sent = options.readUpTo;
  let newest = options.readUpTo;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    if (newest <= sent) return;
    sent = newest;
    options.send(newest);
  };

  return {
    /** A message became visible. */
    see(messageId: number): void {
      if (messageId <= newest) return;
      newest = messageId;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, options.delayMs ?? READ_DEBOUNCE_MS);
    },
    /** The marker moved elsewhere (another tab, the server's answer): never send behind it. */
    advanceTo(messageId: number): void {
      sent = Math.max(sent, messageId);
      newest = Math.max(newest, messageId);
    },
    stop(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

export type ReadTracker = ReturnType<typeof createReadTracker>;
