import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadTracker, READ_DEBOUNCE_MS } from './read-tracker';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function tracker(readUpTo = 10) {
  const sent: number[] = [];
  const reads = createReadTracker({ readUpTo, send: (id) => sent.push(id) });
  return { reads, sent };
}

describe('the read tracker', () => {
  it('sends the newest visible message 800 ms after the last sighting', () => {
    const { reads, sent } = tracker();
    reads.see(11);
    vi.advanceTimersByTime(READ_DEBOUNCE_MS - 100);
    reads.see(13);
    reads.see(12);
    vi.advanceTimersByTime(READ_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([13]);
  });

  it('never sends a message at or before the marker', () => {
    const { reads, sent } = tracker();
    reads.see(9);
    reads.see(10);
    vi.advanceTimersByTime(READ_DEBOUNCE_MS * 2);
    expect(sent).toEqual([]);
    reads.see(14);
    vi.advanceTimersByTime(READ_DEBOUNCE_MS);
    reads.see(12);
    vi.advanceTimersByTime(READ_DEBOUNCE_MS);
    expect(sent).toEqual([14]);
  });

  it('follows a marker moved elsewhere and stops cleanly', () => {
    const { reads, sent } = tracker();
    reads.advanceTo(20);
    reads.see(18);
    vi.advanceTimersByTime(READ_DEBOUNCE_MS);
    expect(sent).toEqual([]);
    reads.see(21);
    reads.stop();
    vi.advanceTimersByTime(READ_DEBOUNCE_MS);
    expect(sent).toEqual([]);
  });
});
