import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_MS, ERROR_TOAST_MS, readToasts, showToast } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('keep an error for 4 s and any other notice for 2.5 s', () => {
    showToast('Wrong password.', 'error');
    showToast('Saved.', 'success');
    expect(readToasts().map((toast) => toast.message)).toEqual(['Wrong password.', 'Saved.']);
    vi.advanceTimersByTime(DEFAULT_TOAST_MS);
    expect(readToasts().map((toast) => toast.message)).toEqual(['Wrong password.']);
    vi.advanceTimersByTime(ERROR_TOAST_MS - DEFAULT_TOAST_MS);
    expect(readToasts()).toEqual([]);
  });

  it('stay for a given time when the caller sets one', () => {
    showToast('Congratulations! You won the match!', 'success', { durationMs: 25_000 });
    vi.advanceTimersByTime(24_999);
    expect(readToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(readToasts()).toHaveLength(0);
  });

  it('carry a list, and show the same text only once at a time', () => {
    showToast('', 'error', { items: ['email: Taken.'] });
    showToast('Request was throttled.', 'error');
    showToast('Request was throttled.', 'error');
    expect(readToasts().map((toast) => [toast.message, toast.items])).toEqual([
      ['', ['email: Taken.']],
      ['Request was throttled.', []],
    ]);
  });
});
