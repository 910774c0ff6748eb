import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp({
  env: { RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_ADDRESS_PER_HOUR: '4' },
});

const login = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    remoteAddress: ip,
    payload: { email, password: 'wrong-password-1' },
  });

describe('rate limits on sign-in', () => {
  it('answers 429 with Retry-After once one IP passes its per-minute allowance', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await login(`ip${String(i)}@example.com`, '10.0.0.1')).statusCode).toBe(400);
    const limited = await login('ip9@example.com', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<{ detail: string }>().detail).toMatch(/throttled/);
    expect((await login('ip9@example.com', '10.0.0.2')).statusCode).toBe(400);
  });

  it('lets the owner sign in from another IP while one IP guesses their password', async () => {
    const user = await createUser(t);
    // The guesser is stopped by its own allowances (per IP per minute, per address and IP per
    // hour: reliability test A3 counts the attempts); none of them is the owner's.
    for (let i = 0; i < 3; i += 1)
      expect((await login(user.email, '10.1.0.1')).statusCode).toBe(400);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      remoteAddress: '10.1.0.200',
      payload: { email: user.email, password: user.password },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('limits one e-mail address at ten allowances an hour when the attempts come from many IPs', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 40; i += 1)
      expect((await login(user.email, `10.3.${String(i)}.1`)).statusCode).toBe(400);
    expect((await login(user.email, '10.3.99.1')).statusCode).toBe(429);
  });

  it('limits password mails per address', async () => {
    const send = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password/',
        remoteAddress: ip,
        payload: { email: 'victim@example.com' },
      });
    for (let i = 0; i < 4; i += 1) expect((await send(`10.2.0.${String(i)}`)).statusCode).toBe(200);
    expect((await send('10.2.0.50')).statusCode).toBe(429);
  });
});
