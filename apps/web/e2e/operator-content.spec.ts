// Journeys through the operator console: an admin rewrites a FAQ answer in Ukrainian (watching the
// server's preview of the Markdown) and a signed-out visitor reads it on the FAQ page; the
// admin grants a moderator role in the staff section and takes it back; a member without a role
// is told the console is staff only.
import { expect, test } from './support/test';
import { expectToast, recordToasts, saveScreenshot, siteHeader } from './support/journey';
import { signedInAdmin } from './support/operator';
import { registerPlayer, signedInPlayer } from './support/players';

test.describe('operator console', () => {
  test('an admin rewrites a FAQ answer in Ukrainian and a visitor reads it', async ({
    page,
    browser,
  }) => {
    await signedInAdmin(page);
    await recordToasts(page);
    await page.goto('/ua');
    await siteHeader(page).getByRole('link', { name: 'Консоль оператора' }).click();
    await expect(page).toHaveURL(/\/ua\/operator\/content$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Консоль оператора' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Розділи консолі' });
    await expect(nav.getByRole('link', { name: 'Журнал аудиту' })).toBeVisible();

    await page.getByRole('tab', { name: 'FAQ' }).click();
    await page
      .getByRole('button', { name: 'Редагувати What is the ready check?', exact: true })
      .click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('tab', { name: 'Українська' }).click();
    const answer = editor.getByRole('textbox', { name: 'Відповідь (Markdown) · Українська' });
    // The editor starts from the Ukrainian answer as written (its Markdown).
    await expect(answer).toHaveValue(/30 секунд/);

    const word = `перевірка-${Date.now().toString(36)}`;
    await answer.fill(`Кожен гравець натискає **Готовий**: це ${word}.\n\n- перший пункт`);
    const preview = editor.getByRole('region', { name: 'Попередній перегляд · Українська' });
    await expect(preview.locator('strong', { hasText: 'Готовий' })).toBeVisible();
    await expect(preview.getByText('перший пункт')).toBeVisible();
    await saveScreenshot(page, 'operator-faq-preview-ua');

    await editor.getByRole('button', { name: 'Зберегти' }).click();
    await expectToast(page, 'Збережено.');
    await expect(preview.getByText(word)).toBeVisible();

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/ua/static-page/faq');
    await visitor.getByRole('button', { name: 'Що таке перевірка готовності?' }).click();
    await expect(visitor.getByText(word)).toBeVisible();
    await saveScreenshot(visitor, 'operator-faq-read-ua');
    await visitorContext.close();
  });

  test('an admin grants a moderator role in the staff section and revokes it', async ({ page }) => {
    const newcomer = await registerPlayer(page.request);
    await signedInAdmin(page);
    await recordToasts(page);
    await page.goto('/operator/staff');
    await expect(page.getByRole('heading', { level: 2, name: 'Staff' })).toBeVisible();
    const staff = page.getByRole('table', { name: 'Staff' });
    await expect(staff.getByText('console_admin')).toBeVisible();

    await page.getByRole('textbox', { name: 'User', exact: true }).fill(newcomer.username);
    await page.getByRole('option', { name: new RegExp(newcomer.username) }).click();
    await page.getByRole('textbox', { name: 'Role', exact: true }).click();
    await page.getByRole('option', { name: 'Moderator', exact: true }).click();
    await page.getByRole('button', { name: 'Grant', exact: true }).click();
    await expectToast(page, `Moderator granted to ${newcomer.username}.`);
    const row = staff.getByRole('row').filter({ hasText: newcomer.username });
    await expect(row.getByText('Moderator')).toBeVisible();
    await saveScreenshot(page, 'operator-staff-granted');

    await row.getByRole('button', { name: `Revoke Moderator from ${newcomer.username}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke a role' }).click();
    await expectToast(page, `Moderator revoked from ${newcomer.username}.`);
    await expect(staff.getByText(newcomer.username)).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await page.getByRole('textbox', { name: 'Action' }).fill('staff.grant');
    await expect(
      page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1),
    ).toContainText('staff.grant');
  });

  test('a member without a staff role is told the console is staff only', async ({ page }) => {
    await signedInPlayer(page);
    await page.goto('/operator');
    await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
    await expect(siteHeader(page).getByRole('link', { name: 'Operator console' })).toHaveCount(0);
  });
});
