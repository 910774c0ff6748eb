// Wallet journeys: buying a pack through the sandbox provider's checkout page while another tab of the
// wallet shows the real balance change live; withdrawing over TRC20 and following the withdrawal from
// processing to paid in the history (the e2e server pays out 4 s after the hold); the tab in Ukrainian.
import { expect, test, type Page } from './support/test';
import { saveScreenshot } from './support/journey';
import { apiAs, signedInPlayer, userIdOf } from './support/players';
import { buyCheapestPack } from './support/wallet';

const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

async function fillPaymentSettings(page: Page): Promise<void> {
  await apiAs(page, 'PATCH', `profile/${String(await userIdOf(page))}/payment-settings/`, {
    first_name: 'Olena',
    last_name: 'Koval',
    city: 'Lviv',
    street: 'Rynok Square 1',
    zip_code: '79000',
    mobile_number: '+380501234567',
    date_of_birth: '1995-04-12',
  });
}

test.describe('wallet', () => {
  test('a player buys a pack at the sandbox checkout and another tab shows the balance live', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext();
    const watcher = await context.newPage();
    const player = await signedInPlayer(watcher);
    await watcher.goto('/profile/me/wallet');
    const real = watcher.getByRole('group', { name: 'Real crystals' });
    await expect(real.getByText('0', { exact: true })).toBeVisible();
    await expect(watcher.getByRole('group', { name: 'Demo crystals' })).toContainText('1,000');
    // Marks this document: a reload would lose it, so it proves the balance changed live.
    await watcher.evaluate(() => {
      document.documentElement.dataset.sameDocument = 'yes';
    });

    const shop = await context.newPage();
    await shop.goto('/profile/me/wallet');
    const buy = shop.getByRole('region', { name: 'Buy crystals' });
    await expect(buy.getByRole('radio', { name: 'Sandbox (test)' })).toBeChecked();
    // The e2e server configures neither Stripe nor crypto keys: those methods are not offered.
    await expect(buy.getByRole('radio')).toHaveCount(1);
    await buy.getByRole('button', { name: 'Buy 100 crystals for $0.99' }).click();
    await expect(shop).toHaveURL(/\/wallet\/checkout\/\d+\?token=/);
    await expect(shop.getByText('Clutch Sandbox Pay')).toBeVisible();
    await expect(shop.getByRole('note')).toContainText('Test mode');
    await expect(shop.getByTestId('checkout-price')).toHaveText('$0.99');
    await expect(shop.getByText('100 crystals', { exact: true })).toBeVisible();
    await expect(shop.getByText(player.username, { exact: true })).toBeVisible();
    await saveScreenshot(shop, 'wallet-checkout');
    await shop.getByRole('button', { name: 'Pay $0.99' }).click();
    await expect(shop.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await saveScreenshot(shop, 'wallet-checkout-paid');

    await expect(real.getByText('100', { exact: true })).toBeVisible();
    const history = watcher.getByRole('table', { name: 'Wallet history' });
    await expect(history.getByRole('row').nth(1)).toContainText('Purchase');
    await expect(history.getByRole('row').nth(1)).toContainText('+100');
    expect(await watcher.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');

    await shop.getByRole('link', { name: 'Back to the wallet' }).click();
    await expect(shop).toHaveURL(/\/profile\/me\/wallet\?order=\d+$/);
    await expect(shop.getByTestId('order-notice')).toContainText(
      'Payment received: 100 crystals were added to your real balance.',
    );
    await saveScreenshot(shop, 'wallet-tab');
    await context.close();
  });

  test('a player withdraws over TRC20 and sees the withdrawal go from processing to paid', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signedInPlayer(page);
    await page.goto('/');
    const bought = await buyCheapestPack(page);
    await fillPaymentSettings(page);
    await page.goto('/profile/me/wallet');
    await expect(
      page.getByRole('group', { name: 'Real crystals' }).getByText(String(bought), { exact: true }),
    ).toBeVisible();

    const form = page.getByRole('form', { name: 'Withdraw' });
    await expect(form.getByRole('textbox', { name: 'Network' })).toHaveValue(
      'USDT on Tron (TRC20)',
    );
    await form.getByRole('textbox', { name: 'Wallet address' }).fill('0x742d35Cc6634C0532925a3b8');
    await form.getByRole('textbox', { name: 'Amount' }).fill('5000');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(form.getByText('This is not a valid address on this network.')).toBeVisible();
    await expect(form.getByText(`Your real balance is ${String(bought)} crystals.`)).toBeVisible();

    await form.getByRole('textbox', { name: 'Wallet address' }).fill(TRON_ADDRESS);
    await form.getByRole('textbox', { name: 'Amount' }).fill('20');
    await expect(form.getByRole('group', { name: 'Network fee' })).toContainText('1');
    await expect(form.getByRole('group', { name: 'You receive' })).toContainText('19');
    await saveScreenshot(page, 'wallet-withdraw');

    // Every status the newest history row shows, in order, so a short-lived one is not missed.
    await page.evaluate(() => {
      const seen: string[] = [];
      Reflect.set(window, '__statuses', seen);
      const record = () => {
        const text = document.querySelector('table tbody tr td:nth-child(3)')?.textContent ?? '';
        if (text !== '' && seen.at(-1) !== text) seen.push(text);
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const answer = page.waitForResponse('**/api/wallet/withdraw/');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    const withdrawal = (await (await answer).json()) as { status: string; amount: number };
    expect(withdrawal).toMatchObject({ status: 'processing', amount: 20 });

    const newest = page.getByRole('table', { name: 'Wallet history' }).getByRole('row').nth(1);
    const shown = async () => {
      const statuses = await page.evaluate((): unknown => Reflect.get(window, '__statuses'));
      return Array.isArray(statuses) ? statuses.join(',') : '';
    };
    await expect(newest).toContainText('Withdrawal');
    await expect(newest).toContainText('\u221220');
    // The e2e server waits WITHDRAW_PAYOUT_DELAY (4 s) before paying out: the hold shows first. The
    // observer saw it, however soon the payout followed; the row itself may already read Paid.
    await expect.poll(shown).toMatch(/,Processing(,|$)/);
    await expect(newest).toContainText('Paid');
    // The row went from the hold to the payout and never showed anything else.
    expect(await shown()).toBe('Completed,Processing,Paid');
    await expect(
      page.getByRole('group', { name: 'Real crystals' }).getByText(String(bought - 20), {
        exact: true,
      }),
    ).toBeVisible();
    await saveScreenshot(page, 'wallet-history');
  });

  test('on a phone, a player prices a custom amount, then cancels at the checkout', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 320, height: 700 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signedInPlayer(page);
    await page.goto('/profile/me/wallet');
    const buy = page.getByRole('region', { name: 'Buy crystals' });
    await buy.getByRole('textbox', { name: 'Crystals' }).fill('99');
    await expect(buy.getByText('Choose from 100 to 100,000 crystals.')).toBeVisible();
    await buy.getByRole('textbox', { name: 'Crystals' }).fill('2550');
    await expect(buy.getByTestId('custom-price')).toHaveText('$25.50');
    await buy.getByRole('button', { name: 'Buy 2,550 crystals for $25.50' }).click();
    await expect(page).toHaveURL(/\/wallet\/checkout\/\d+\?token=/);
    await expect(page.getByText('2,550 crystals', { exact: true })).toBeVisible();
    await saveScreenshot(page, 'mobile-wallet-checkout');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the wallet' }).click();
    await expect(page.getByTestId('order-notice')).toContainText('was cancelled');
    await expect(
      page.getByRole('group', { name: 'Real crystals' }).getByText('0', { exact: true }),
    ).toBeVisible();
    await context.close();
  });

  test('the wallet tab reads in Ukrainian', async ({ page }) => {
    await signedInPlayer(page);
    await page.goto('/ua/profile/me/wallet');
    await expect(page.getByRole('heading', { name: 'Баланси' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Справжні кристали' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Купити кристали' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Виведення' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Історія' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Поповнити демо' })).toBeVisible();
    // Prices add hryvnias at the configured rate.
    await expect(page.getByText(/≈ 41,09/).first()).toBeVisible();
    await saveScreenshot(page, 'wallet-tab-ua');
    // The tab's own switch saves demo mode and reloads; withdrawals then say why they are closed.
    const balances = page.getByRole('region', { name: 'Баланси' });
    await balances.getByText('Демо', { exact: true }).click();
    await expect(page.getByText('Виводяться лише справжні кристали')).toBeVisible();
    await expect(balances.getByRole('group', { name: 'Демо-кристали' })).toContainText('Активний');
    // The narrowest phone the spec names: nothing may stick out sideways.
    await page.setViewportSize({ width: 320, height: 740 });
    await expect(page.getByRole('heading', { name: 'Баланси' })).toBeVisible();
    await saveScreenshot(page, 'mobile-wallet-tab-ua');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});
