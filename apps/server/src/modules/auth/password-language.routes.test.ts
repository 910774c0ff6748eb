// The password flows answer in the language of the request: what the reset dialog shows after the
// e-mail is sent, and the refusal of a spent or made-up reset link. English without a header.
import { authEndpoints as e } from '@clutch/contract/auth';
import { describe, expect, it } from 'vitest';
import { acceptLanguage, testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp();
const api = testClient(t);

describe('password flows in the language of the request', () => {
  it.each([
    [
      'uk',
      'Якщо обліковий запис із цією електронною поштою існує, ми надіслали посилання для скидання пароля.',
    ],
    ['zh-CN', '如果存在使用该电子邮箱的账户，我们已发送重置密码的链接。'],
    ['none', 'If an account with this e-mail exists, we have sent a link to reset the password.'],
  ])('answers a reset request for Accept-Language %s in that language', async (language, text) => {
    const user = await createUser(t);
    const res = await api.call(e.forgotPassword, {
      body: { email: user.email },
      headers: acceptLanguage(language),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: text });
  });

  it('answers an unknown address exactly as a known one, so nobody learns who has an account', async () => {
    const res = await api.call(e.forgotPassword, {
      body: { email: 'nobody-here@example.com' },
      headers: acceptLanguage('uk'),
    });
    expect(res.body).toEqual({
      message:
        'Якщо обліковий запис із цією електронною поштою існує, ми надіслали посилання для скидання пароля.',
    });
  });

  it.each([
    ['uk', 'Посилання для скидання пароля недійсне або застаріле.'],
    ['zh-CN', '重置链接无效或已过期。'],
    ['none', 'The reset link is invalid or has expired.'],
  ])(
    'refuses a made-up reset link for Accept-Language %s in that language',
    async (language, text) => {
      const res = await api.call(e.resetPassword, {
        query: { confirmation_token: 'not-a-real-token' },
        body: { password: 'Brand-New-Pass-91', repeat_password: 'Brand-New-Pass-91' },
        headers: acceptLanguage(language),
      });
      expect(res.status).toBe(400);
      expect(res.error).toEqual({ error: text });
    },
  );
});
