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
      { message: `a mail to ${to} matching ${String(text)}`, timeout: 10_000 },
    )
    .toBe(true);
  if (found === undefined) throw new Error('unreachable: the poll above found a mail');
  return found;
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
