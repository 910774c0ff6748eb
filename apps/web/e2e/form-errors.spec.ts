// Journeys of a server refusal shown in the visitor's language: a sign-up with an e-mail that is
// already taken answers under the e-mail field itself, worded in Ukrainian or Chinese, never as a raw
// "email: …" line.
import { expect, test, type Page } from './support/test';
import { saveScreenshot, siteHeader } from './support/journey';
import { newPlayer, registerPlayer } from './support/players';

const LOCALES = [
  {
    prefix: '/ua',
    signUp: 'Зареєструватися',
    title: 'Створіть акаунт',
    email: 'Електронна пошта',
    nickname: 'Нікнейм',
    password: 'Пароль',
    repeat: 'Повторіть пароль',
    privacy: 'Я приймаю політику конфіденційності',
    terms: 'Я приймаю умови використання',
    taken: 'Користувач із такою електронною поштою вже існує.',
  },
  {
    prefix: '/cn',
    signUp: '注册',
    title: '创建你的账号',
    email: '电子邮箱',
    nickname: '昵称',
    password: '密码',
    repeat: '确认密码',
    privacy: '我接受隐私政策',
    terms: '我接受使用条款',
    taken: '该电子邮箱已被注册。',
  },
] as const;

async function openSignUp(page: Page, locale: (typeof LOCALES)[number]) {
  await page.goto(locale.prefix);
  await siteHeader(page).getByRole('button', { name: locale.signUp }).click();
  return page.getByRole('dialog', { name: locale.title });
}

test.describe('server messages in the form, in the visitor language', () => {
  for (const locale of LOCALES) {
    test(`signing up in ${locale.prefix} with a taken e-mail shows the message under the e-mail field`, async ({
      page,
    }) => {
      const existing = await registerPlayer(page.request);
      const newcomer = newPlayer();
      const dialog = await openSignUp(page, locale);
      const email = dialog.getByLabel(locale.email);
      await email.fill(existing.email);
      await dialog.getByLabel(locale.nickname).fill(newcomer.username);
      await dialog
        .getByRole('textbox', { name: locale.password, exact: true })
        .fill(newcomer.password);
      await dialog.getByRole('textbox', { name: locale.repeat }).fill(newcomer.password);
      await dialog.getByLabel(locale.privacy).check();
      await dialog.getByLabel(locale.terms).check();
      await dialog.getByRole('button', { name: locale.signUp }).click();

      // The field itself carries the message: marked invalid and described by its error element.
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(locale.taken);
      const errorId = (await email.getAttribute('aria-describedby'))?.split(' ').find(Boolean);
      expect(errorId).toBeTruthy();
      await expect(dialog.locator(`[id="${errorId ?? ''}"]`)).toHaveText(locale.taken);
      await expect(dialog.getByLabel(locale.nickname)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog).not.toContainText('email:');
      await expect(dialog).not.toContainText('A user with that e-mail already exists.');
      await saveScreenshot(page, `sign-up-email-taken${locale.prefix.replace('/', '-')}`);
    });
  }
});
