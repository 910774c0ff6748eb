import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScrollTrigger, isNearBottom, type ScrollMetrics } from './infinite-scroll';

describe('isNearBottom', () => {
  it.each([
    ['at the very bottom', { scrollTop: 900, scrollHeight: 1400, clientHeight: 500 }, true],
    ['exactly 100 px above it', { scrollTop: 800, scrollHeight: 1400, clientHeight: 500 }, true],
    ['101 px above it', { scrollTop: 799, scrollHeight: 1400, clientHeight: 500 }, false],
    ['at the top of a long list', { scrollTop: 0, scrollHeight: 5000, clientHeight: 500 }, false],
    [
      'in a list shorter than its box',
      { scrollTop: 0, scrollHeight: 300, clientHeight: 500 },
      true,
    ],
  ])('%s: %s', (_, metrics, expected) => {
    expect(isNearBottom(metrics)).toBe(expected);
  });
});

describe('the scroll trigger', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(start: ScrollMetrics, canLoad = true) {
    let metrics = start;
    const load = vi.fn();
    const trigger = createScrollTrigger({ read: () => metrics, canLoad: () => canLoad, load });
    return {
      load,
      trigger,
      scrollTo: (scrollTop: number) => {
        metrics = { ...metrics, scrollTop };
        trigger.onScroll();
      },
    };
  }

  it('loads once, 50 ms after a burst of scrolling ends near the bottom', () => {
    const { load, scrollTo } = setup({ scrollTop: 0, scrollHeight: 2000, clientHeight: 500 });
    for (const top of [200, 600, 1000, 1450]) {
      scrollTo(top);
      vi.advanceTimersByTime(20);
    }
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30);
    expect(load).toHaveBeenCalledOnce();
  });

  it('does not load when the burst ends far from the bottom', () => {
    const { load, scrollTo } = setup({ scrollTop: 0, scrollHeight: 2000, clientHeight: 500 });
    scrollTo(1450);
    scrollTo(300);
    vi.advanceTimersByTime(100);
    expect(load).not.toHaveBeenCalled();
  });

  it('does not load while there is nothing more or a page is already on its way', () => {
    const { load, scrollTo } = setup(
      { scrollTop: 0, scrollHeight: 2000, clientHeight: 500 },
      false,
    );
    scrollTo(1500);
    vi.advanceTimersByTime(100);
    expect(load).not.toHaveBeenCalled();
  });

  it('forgets a pending check when stopped', () => {
    const { load, scrollTo, trigger } = setup({
      scrollTop: 0,
      scrollHeight: 900,
      clientHeight: 500,
    });
    scrollTo(400);
    trigger.stop();
    vi.advanceTimersByTime(100);
    expect(load).not.toHaveBeenCalled();
  });
});
