// Reporting a player: from another player's profile, the report dialog takes a reason from the
// server's list, a title, a description and a picture (previewed), sends them as one multipart
// form, and the report then shows under My reports, waiting, with its picture counted.
import { expect, test } from './support/test';
import { makePng } from './support/images';
import { saveScreenshot } from './support/journey';
import { playerInNewContext, userIdOf } from './support/players';

test.describe('reports', () => {
  test('a player reports another from their profile with a picture and sees it under My reports', async ({
    browser,
  }) => {
    const reporter = await playerInNewContext(browser);
    const target = await playerInNewContext(browser);
    await target.page.goto('/profile/me/info');
    const targetId = await userIdOf(target.page);

    const page = reporter.page;
    await page.goto(`/profile/${String(targetId)}/info`);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${target.player.username}` });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Send report' });
    await expect(send).toBeDisabled();

    await dialog.getByRole('textbox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Abusive chat or voice' }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Insults after the match');
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill('Kept insulting my team in the lobby chat after we won.');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Add pictures' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'chat.png',
      mimeType: 'image/png',
      buffer: await makePng(page),
    });
    await expect(dialog.getByRole('img', { name: 'chat.png' })).toBeVisible();

    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/reports/') && response.request().method() === 'POST',
    );
    await send.click();
    const answer = await sent;
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()['content-type']).toContain('multipart/form-data');
    const report = (await answer.json()) as { upload_files: string[]; reported_to: { id: number } };
    expect(report.reported_to.id).toBe(targetId);
    expect(report.upload_files).toHaveLength(1);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Report sent.', { exact: false })).toBeVisible();

    await page.goto('/profile/me/info');
    await page.getByRole('link', { name: 'My reports' }).click();
    await expect(page).toHaveURL(/\/profile\/me\/reports$/);
    const item = page.getByTestId('my-report');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Insults after the match');
    await expect(item).toContainText(`About ${target.player.username} · Abusive chat or voice`);
    await expect(item).toContainText('Waiting');
    await expect(item).toContainText('1 picture');
    await saveScreenshot(page, 'my-reports');

    // Another player's reports stay private.
    await page.goto(`/profile/${String(targetId)}/reports`);
    await expect(page.getByText('Reports are private')).toBeVisible();
  });
});
