// The auth module's field messages in every language the API answers in, by a stable code.
import { PASSWORD_MIN_LENGTH } from '@clutch/contract/auth';
import { messageCatalogue } from '../../platform/http/localized-errors.js';

export const authMessage = messageCatalogue({
  wrong_credentials: {
    en: 'Unable to log in with provided credentials.',
    ua: 'Не вдалося увійти з цими даними.',
    cn: '无法使用提供的凭据登录。',
  },
  email_taken: {
    en: 'A user with that e-mail already exists.',
    ua: 'Користувач із такою електронною поштою вже існує.',
    cn: '该电子邮箱已被注册。',
  },
  username_taken: {
    en: 'A user with that username already exists.',
    ua: 'Користувач із таким нікнеймом уже існує.',
    cn: '该昵称已被使用。',
  },
  current_password_wrong: {
    en: 'The current password is not correct.',
    ua: 'Поточний пароль неправильний.',
    cn: '当前密码不正确。',
  },
  password_unchanged: {
    en: 'Choose a password other than the current one.',
    ua: 'Виберіть пароль, відмінний від поточного.',
    cn: '请选择与当前密码不同的密码。',
  },
  password_too_short: {
    en: `This password is too short. It must contain at least ${String(PASSWORD_MIN_LENGTH)} characters.`,
    ua: `Пароль закороткий. Він має містити щонайменше ${String(PASSWORD_MIN_LENGTH)} символів.`,
    cn: `密码太短，至少需要 ${String(PASSWORD_MIN_LENGTH)} 个字符。`,
  },
  password_too_common: {
    en: 'This password is too common.',
    ua: 'Цей пароль надто поширений.',
    cn: '该密码过于常见。',
  },
  password_entirely_numeric: {
    en: 'This password is entirely numeric.',
    ua: 'Пароль не може складатися лише з цифр.',
    cn: '密码不能全部为数字。',
  },
  password_too_similar: {
    en: 'The password is too similar to the e-mail or username.',
    ua: 'Пароль надто схожий на електронну пошту або нікнейм.',
    cn: '密码与电子邮箱或昵称过于相似。',
  },
  // Answers and refusals of the e-mail and password flows, shown in the dialogs.
  confirmation_sent: {
    en: 'We have sent a new confirmation link to your e-mail.',
    ua: 'Ми надіслали нове посилання для підтвердження на вашу електронну пошту.',
    cn: '我们已向您的电子邮箱发送了新的确认链接。',
  },
  reset_link_sent: {
    en: 'If an account with this e-mail exists, we have sent a link to reset the password.',
    ua: 'Якщо обліковий запис із цією електронною поштою існує, ми надіслали посилання для скидання пароля.',
    cn: '如果存在使用该电子邮箱的账户，我们已发送重置密码的链接。',
  },
  password_reset_done: {
    en: 'Your password has been changed. Sign in with the new password.',
    ua: 'Ваш пароль змінено. Увійдіть із новим паролем.',
    cn: '您的密码已更改。请使用新密码登录。',
  },
  password_changed: {
    en: 'Your password has been changed. Your other devices have been signed out.',
    ua: 'Ваш пароль змінено. На інших пристроях виконано вихід.',
    cn: '您的密码已更改。您的其他设备已退出登录。',
  },
  confirmation_link_invalid: {
    en: 'The confirmation link is invalid or has expired.',
    ua: 'Посилання для підтвердження недійсне або застаріле.',
    cn: '确认链接无效或已过期。',
  },
  reset_link_invalid: {
    en: 'The reset link is invalid or has expired.',
    ua: 'Посилання для скидання пароля недійсне або застаріле.',
    cn: '重置链接无效或已过期。',
  },
  no_email: {
    en: 'This account has no e-mail address.',
    ua: 'Цей обліковий запис не має адреси електронної пошти.',
    cn: '该账户没有电子邮箱地址。',
  },
  email_already_confirmed: {
    en: 'Your e-mail is already confirmed.',
    ua: 'Вашу електронну пошту вже підтверджено.',
    cn: '您的电子邮箱已确认。',
  },
  steam_account_no_password: {
    en: 'This account signs in through Steam and has no password.',
    ua: 'Цей обліковий запис входить через Steam і не має пароля.',
    cn: '该账户通过 Steam 登录，没有密码。',
  },
  account_banned: {
    en: 'This account is banned.',
    ua: 'Цей обліковий запис заблоковано.',
    cn: '该账户已被封禁。',
  },
});
