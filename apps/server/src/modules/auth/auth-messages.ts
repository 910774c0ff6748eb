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
});
