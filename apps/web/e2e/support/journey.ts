// What the journeys share: reading the mailbox of the local SMTP catcher, the site header, and the
// screenshot each journey leaves in e2e/screenshots/ for a person to look at (not committed).
import { expect, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaughtMail } from './mail-catcher';
import { MAIL_API } from './ports';

const SCREENSHOTS = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'screenshots');

/** The whole page by default; `viewport` keeps just the screen, where a drawer or dialog sits. */
export async function saveScreenshot(
  page: Page,
  name: string,
  { viewport = false }: { viewport?: boolean } = {},
): Promise<void> {
  // A page shot while scrolled would show the sticky header halfway down.
  if (!viewport) await page.evaluate(() => window.scrollTo(0, 0));
  // Finished transitions: a menu caught while fading in would look half transparent.
  await page.screenshot({
    path: join(SCREENSHOTS, `${name}.png`),
    fullPage: !viewport,
    animations: 'disabled',
  });
}

/** The newest mail to this address whose text matches, waiting for it to arrive. */
export async function waitForMail(to: string, text: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_API}/mails?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as CaughtMail[];
        found = mails.filter((mail) => text.test(mail.text)).pop();
        return found !== undefined;
      },
      { message: `a mail to ${to} matching ${String(text)}`, timeout: 30_000 },
    )
    .toBe(true);
  if (found === undefined) throw new Error('unreachable: the poll above found a mail');
  return found;
}

/**
 * Keeps the text of every toast the page shows from its next load on. A toast lasts 2.5 s, which a
 * slow machine can spend drawing the page behind it: `expectToast` then still finds it here.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const counted = new WeakSet<Element>();
    Reflect.set(window, '__toasts', seen);
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.mantine-Notification-root')) {
        if (counted.has(toast)) continue;
        counted.add(toast);
        seen.push(toast.textContent ?? '');
      }
    }).observe(document, { subtree: true, childList: true });
  });
}

/**
 * A toast with this text was shown on a page that `recordToasts` watches (it may be gone now). Each
 * call uses up the toast it finds, so the same text expected twice needs two toasts.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate((wanted) => {
            const seen: unknown = Reflect.get(window, '__toasts');
            if (!Array.isArray(seen)) return false;
            const index = seen.findIndex((shown) => String(shown).includes(wanted));
            if (index >= 0) seen.splice(index, 1);
            return index >= 0;
          }, text)
          // A page between two documents (a sign-in that leaves and comes back) answers later.
          .catch(() => false),
      { message: `a toast saying ${text}` },
    )
    .toBe(true);
}

export function linkIn(mail: CaughtMail, pattern: RegExp): string {
  const link = pattern.exec(mail.text)?.[0];
  if (link === undefined) throw new Error(`no link matching ${String(pattern)} in: ${mail.text}`);
  return link;
}

/** The site header; Mantine dialogs render a <header> of their own, which is also a banner. */
export function siteHeader(page: Page): Locator {
  return page
    .getByRole('banner')
    .filter({ has: page.getByRole('link', { name: 'Clutch', exact: true }) });
}
