// Journeys through the own profile: the settings page (an avatar picked, cropped in the browser and
// uploaded as webp; username, country and contact; payment settings with the birth-date selects),
// the info page showing the result, and another player's settings address offering no form.
import { expect, test } from './support/test';
import { makePng } from './support/images';
import { saveScreenshot, siteHeader } from './support/journey';
import { accessTokenOf, playerInNewContext, signedInPlayer, userIdOf } from './support/players';

test.describe('the own profile', () => {
  test('a player uploads a cropped avatar and edits their profile and payment settings', async ({
    page,
  }) => {
    const player = await signedInPlayer(page);
    // Chromium does not hand Playwright a multipart body made of a Blob, so the page notes each file
    // it sends: what the server receives is what the browser made, not the PNG picked here.
    await page.addInitScript(() => {
      const sent: { name: string; type: string; head: number[] }[] = [];
      Object.assign(window, { sentFiles: sent });
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        if (init?.body instanceof FormData) {
          for (const value of init.body.values()) {
            if (value instanceof File) {
              const head = [...new Uint8Array(await value.slice(0, 12).arrayBuffer())];
              sent.push({ name: value.name, type: value.type, head });
            }
          }
        }
        return original(input, init);
      };
    });
    await page.goto('/profile/me/settings');
    await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', {
        name: 'Settings',
      }),
    ).toHaveAttribute('aria-current', 'page');

    // The avatar: a PNG made here, cropped in the dialog, sent as webp.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'stripes.png', mimeType: 'image/png', buffer: await makePng(page) });
    const crop = page.getByRole('dialog', { name: 'Crop your avatar' });
    await crop.getByRole('group', { name: /Crop area/ }).press('ArrowRight');
    await crop.getByRole('slider').press('ArrowRight');
    await saveScreenshot(page, 'avatar-crop', { viewport: true });
    const upload = page.waitForRequest('**/api/profile/upload-image/');
    await crop.getByRole('button', { name: 'Save avatar' }).click();
    await upload;
    const files = (await page.evaluate(
      () => (window as unknown as { sentFiles: unknown }).sentFiles,
    )) as {
      name: string;
      type: string;
      head: number[];
    }[];
    expect(files).toHaveLength(1);
    expect(files[0]?.type).toBe('image/webp');
    expect(files[0]?.name).toMatch(/^[0-9a-f-]{36}\.webp$/);
    // RIFF....WEBP: the bytes are a webp file, not the PNG (\x89PNG) that was picked.
    expect(String.fromCharCode(...(files[0]?.head ?? []))).toMatch(/^RIFF.{4}WEBP$/s);
    await expect(crop).toBeHidden();
    await expect(
      siteHeader(page)
        .getByRole('link', { name: `Your profile: ${player.username}` })
        .locator('img'),
    ).toHaveAttribute('src', /\/media\/.+\.webp$/);

    // Username, country and contact handle.
    const newName = `${player.username}_x`;
    await page.getByLabel('Username').fill(newName);
    await page.getByRole('button', { name: 'Change username' }).click();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await page.getByRole('textbox', { name: 'Country' }).fill('Pola');
    await page.getByRole('option', { name: 'Poland' }).click();
    await page.getByLabel('Contact handle (Discord)').fill('clutch.player');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Payment settings: the day list follows the month and the year.
    await page.getByLabel('First name').fill('Olena');
    await page.getByLabel('City').fill('Kyiv');
    const day = page.getByLabel('Day of birth');
    await page.getByLabel('Month of birth').selectOption({ label: 'February' });
    await page.getByLabel('Year of birth').selectOption('2004');
    await expect(day.locator('option')).toHaveCount(1 + 29);
    await page.getByLabel('Year of birth').selectOption('2003');
    await expect(day.locator('option')).toHaveCount(1 + 28);
    await day.selectOption('14');
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/payment-settings/') && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save payment settings' }).click();
    const answer = (await (await saved).json()) as Record<string, unknown>;
    expect(answer).toMatchObject({
      first_name: 'Olena',
      city: 'Kyiv',
      date_of_birth: '2003-02-14',
    });
    await saveScreenshot(page, 'profile-settings');

    await page.reload();
    await expect(page.getByLabel('Month of birth')).toHaveValue('2');
    await expect(page.getByLabel('Day of birth')).toHaveValue('14');

    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Info' })
      .click();
    await expect(page).toHaveURL(/\/profile\/me\/info$/);
    const about = page.getByRole('region', { name: 'About' });
    await expect(about).toContainText('Poland');
    await expect(about).toContainText('clutch.player');
    await saveScreenshot(page, 'profile-info');
  });

  test('another player’s settings address says so and offers no form', async ({
    page,
    browser,
  }) => {
    const other = await playerInNewContext(browser);
    await other.page.goto('/');
    const otherId = await userIdOf(other.page);
    await signedInPlayer(page);
    await page.goto(`/profile/${String(otherId)}/settings`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'These settings are not yours' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save payment settings' })).toHaveCount(0);
    await expect(page.getByLabel('Username')).toHaveCount(0);
    const tabs = page.getByRole('navigation', { name: 'Profile sections' });
    await expect(tabs.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(tabs.getByRole('link', { name: 'Friends' })).toBeVisible();
    await page.getByRole('link', { name: 'Open my settings' }).click();
    await expect(page.getByRole('button', { name: 'Save payment settings' })).toBeVisible();
    // The server agrees: another user's payment settings are refused.
    const refused = await page.request.get(`/api/profile/${String(otherId)}/payment-settings/`, {
      headers: { Authorization: `Token ${await accessTokenOf(page)}` },
    });
    expect(refused.status()).toBe(403);
    await other.context.close();
  });
});

test.describe('the own profile on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the settings and info pages fit a 375 px screen', async ({ page }) => {
    await signedInPlayer(page);
    await page.goto('/profile/me/settings');
    await expect(page.getByRole('button', { name: 'Save payment settings' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'mobile-profile-settings');
    await page.goto('/profile/me/info');
    await expect(page.getByRole('heading', { level: 2, name: 'Posts' })).toBeVisible();
    await saveScreenshot(page, 'mobile-profile-info');
  });

  test('the profile pages speak Ukrainian and Chinese', async ({ page }) => {
    await signedInPlayer(page);
    await page.goto('/ua/profile/me/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Платіжні дані' })).toBeVisible();
    await expect(page.getByLabel('Місяць народження').locator('option').nth(1)).toHaveText(
      'січень',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await saveScreenshot(page, 'mobile-profile-settings-ua');
    await page.goto('/cn/profile/me/friends');
    await expect(page.getByRole('heading', { level: 2, name: '查找玩家' })).toBeVisible();
    await saveScreenshot(page, 'mobile-profile-friends-cn');
  });

  test('on the narrowest phone (320 px) no profile page scrolls sideways, in any language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signedInPlayer(page);
    for (const locale of ['', '/ua', '/cn'])
      for (const tab of ['info', 'friends', 'settings']) {
        const path = `${locale}/profile/me/${tab}`;
        await page.goto(path);
        await expect(page.getByRole('navigation', { name: /.+/ }).last()).toBeVisible();
        await expect(page.getByRole('heading', { level: 2 }).first(), path).toBeVisible();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, path).toBeLessThanOrEqual(320);
      }
    await saveScreenshot(page, 'phone-320-settings-cn');
  });
});
