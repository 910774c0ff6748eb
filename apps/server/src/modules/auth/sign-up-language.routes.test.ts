import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp();

const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register/', headers, payload: body });

const fields = (res: { json: () => unknown }) => res.json();

describe('sign-up messages in the language of the request', () => {
  const taken = async (email: string) => {
    await createUser(t, { email });
    return {
      email,
      username: 'fresh_name',
      password: 'correct-horse-battery',
      repeat_password: 'correct-horse-battery',
    };
  };

  it.each([
    ['uk-UA,uk;q=0.9', 'Користувач із такою електронною поштою вже існує.'],
    ['ua', 'Користувач із такою електронною поштою вже існує.'],
    ['zh-CN,zh;q=0.9,en;q=0.8', '该电子邮箱已被注册。'],
    ['cn', '该电子邮箱已被注册。'],
    ['de-DE,de;q=0.9', 'A user with that e-mail already exists.'],
  ])('answers a taken e-mail with Accept-Language %s in that language', async (lang, text) => {
    const body = await taken(`taken-${lang.slice(0, 2)}-${randomUUID()}@example.com`);
    const res = await signUp(body, { 'accept-language': lang });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({ email: [text] });
  });

  it('answers a taken e-mail in English when the request names no language', async () => {
    const res = await signUp(await taken('taken-plain@example.com'));
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({ email: ['A user with that e-mail already exists.'] });
  });

  it('prefers the Content-Language the web client declares over the browser Accept-Language', async () => {
    const res = await signUp(await taken('taken-declared@example.com'), {
      'content-language': 'cn',
      'accept-language': 'uk',
    });
    expect(fields(res)).toEqual({ email: ['该电子邮箱已被注册。'] });
  });

  it.each([
    [
      'uk',
      {
        email: ['Введіть правильну адресу електронної пошти.'],
        username: ['Використайте від 3 до 30 літер, цифр і символів _ . -'],
        password: ['Це поле обов’язкове.'],
        repeat_password: ['Це поле може містити не більше ніж 128 символів.'],
        country: ['Неправильні вхідні дані: очікується string, отримано число'],
      },
    ],
    [
      'zh',
      {
        email: ['请输入有效的电子邮箱地址。'],
        username: ['请使用 3 到 30 个字母、数字或字符 _ . -'],
        password: ['此字段为必填项。'],
        repeat_password: ['此字段不能超过 128 个字符。'],
        country: ['无效输入：期望 string，实际接收 数字'],
      },
    ],
    [
      undefined,
      {
        email: ['Enter a valid email address.'],
        username: ['Use 3 to 30 letters, digits and the characters _ . -'],
        password: ['This field is required.'],
        repeat_password: ['Ensure this field has no more than 128 characters.'],
        country: ['Invalid input: expected string, received number'],
      },
    ],
  ])('words invalid fields for Accept-Language %s', async (lang, expected) => {
    const res = await signUp(
      { email: 'not-an-email', username: 'x', repeat_password: 'p'.repeat(129), country: 7 },
      lang ? { 'accept-language': lang } : {},
    );
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(expected);
  });

  it('words a too-short password from the server catalogue in Ukrainian', async () => {
    const res = await signUp(
      {
        email: 'short-pass@example.com',
        username: 'short_pass',
        password: 'q7#k',
        repeat_password: 'q7#k',
      },
      { 'accept-language': 'uk' },
    );
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({
      password: ['Пароль закороткий. Він має містити щонайменше 8 символів.'],
    });
  });

  it('answers a wrong sign-in in Chinese, and in English without a language', async () => {
    const user = await createUser(t);
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers,
        payload: { email: user.email, password: 'not-the-password' },
      });
    expect((await login({ 'accept-language': 'zh-CN' })).json()).toEqual({
      error: '无法使用提供的凭据登录。',
    });
    expect((await login({})).json()).toEqual({
      error: 'Unable to log in with provided credentials.',
    });
  });
});
