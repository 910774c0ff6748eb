// The journeys' `test`: Playwright's own, plus one rule every journey keeps. A test that opens
// browser contexts of its own (a second player, a visitor) gets them closed when it ends, passed or
// failed: the worker's browser is shared by every journey after it, and a page left open keeps its
// sockets, timers and rendering running behind the next test's back.
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ closeOtherContexts: undefined }>({
  closeOtherContexts: [
    async ({ browser, context }, use) => {
      await use(undefined);
      const others = browser.contexts().filter((open) => open !== context);
      await Promise.all(others.map((open) => open.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
