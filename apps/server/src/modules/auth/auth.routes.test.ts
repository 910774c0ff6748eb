import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { linkIn } from '../../../test/smtp-catcher.js';

const t = useTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

describe('sign-up', () => {
  it('creates an account, answers 201 with a token pair and mails a confirmation link that signs in once', async () => {
    const res = await post('/api/auth/register/', {
      email: 'New.Player@Example.com',
      username: 'new_player',
      password: 'correct-horse-battery',
      repeat_password: 'correct-horse-battery',
      country: 'ua',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ access: string; refresh: string }>();
    expect(body.access).toMatch(/^ey/);
    expect(body.refresh).toMatch(/^ey/);

    const mail = await t.smtp.next('new.player@example.com');
    const token = linkIn(mail, /http:\/\/clutch\.test\/email\/confirm\/([\w-]+)/);

    const me = await t.app.inject({
      url: '/api/profile/me/',
      headers: { authorization: `Token ${body.access}` },
    });
    expect(me.json()).toMatchObject({
      username: 'new_player',
      email: 'new.player@example.com',
      country: 'UA',
      is_email_confirmed: false,
    });

    const confirmed = await t.app.inject({ url: `/api/auth/confirm/?confirmation_token=${token}` });
    expect(confirmed.statusCode).toBe(200);
    const again = await t.app.inject({
      url: '/api/profile/me/',
      headers: { authorization: `Token ${confirmed.json<{ access: string }>().access}` },
    });
    expect(again.json()).toMatchObject({ is_email_confirmed: true });

    const reused = await t.app.inject({ url: `/api/auth/confirm/?confirmation_token=${token}` });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a taken e-mail or username whatever their case, naming each field', async () => {
    const user = await createUser(t);
    const res = await post('/api/auth/register/', {
      email: user.email.toUpperCase(),
      username: user.username.toUpperCase(),
      password: 'another-fine-password',
      repeat_password: 'another-fine-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['A user with that e-mail already exists.'],
      username: ['A user with that username already exists.'],
    });
  });

  it.each([
    [{ password: 'short', repeat_password: 'short' }, 'password', 'too short'],
    [{ password: 'password123', repeat_password: 'password123' }, 'password', 'too common'],
    [
      { password: 'rookie_gamer_x', repeat_password: 'rookie_gamer_x', username: 'rookie_gamer_x' },
      'password',
      'similar',
    ],
    [{ username: 'ab' }, 'username', '3 to 30'],
    [{ username: 'has space' }, 'username', '3 to 30'],
    [{ email: 'not-an-email' }, 'email', 'valid email'],
    [{ country: 'XX' }, 'country', 'not a valid choice'],
  ])('refuses %o with a message on %s', async (change, field, text) => {
    const res = await post('/api/auth/register/', {
      email: 'rules@example.com',
      username: 'rules_user',
      password: 'a-good-long-secret',
      repeat_password: 'a-good-long-secret',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<Record<string, string[]>>();
    expect(body[field]?.join(' ')).toContain(text);
  });

  it('answers passwords_not_same when the two passwords differ', async () => {
    const res = await post('/api/auth/register/', {
      email: 'twice@example.com',
      username: 'twice',
      password: 'a-good-long-secret',
      repeat_password: 'a-good-long-secreT',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'passwords_not_same' });
  });

  it('lists every ISO country as DRF metadata choices', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/auth/register/' });
    expect(res.statusCode).toBe(200);
    const choices = res.json<{
      actions: { POST: { country: { choices: { value: string; display_name: string }[] } } };
    }>().actions.POST.country.choices;
    expect(choices.length).toBeGreaterThanOrEqual(249);
    expect(choices).toContainEqual({ value: 'UA', display_name: 'Ukraine' });
  });
});

describe('sign-in and tokens', () => {
  it('answers the same 400 for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t);
    const wrong = await post('/api/auth/login/', {
      email: user.email,
      password: 'not-the-password',
    });
    const unknown = await post('/api/auth/login/', {
      email: 'nobody@example.com',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('signs in with the password and keeps the user agent with the session', async () => {
    const user = await createUser(t);
    const res = await post('/api/auth/login/', {
      email: user.email,
      password: user.password,
      user_agent: 'TestBrowser/1.0',
    });
    expect(res.statusCode).toBe(200);
    const { access } = res.json<{ access: string }>();
    const me = await t.app.inject({
      url: '/api/profile/me/',
      headers: { authorization: `Token ${access}` },
    });
    expect(me.json()).toMatchObject({ id: user.id });
  });

  it('rotates the refresh token and revokes the session when an old one comes back after the grace period', async () => {
    const user = await createUser(t);
    const first = await post('/api/auth/token/refresh/', { refresh: user.refresh });
    expect(first.statusCode).toBe(200);
    const rotated = first.json<{ access: string; refresh: string }>();
    expect(rotated.refresh).not.toBe(user.refresh);

    // Within the grace period a parallel refresh with the old token still works.
    const parallel = await post('/api/auth/token/refresh/', { refresh: user.refresh });
    expect(parallel.statusCode).toBe(200);

    const next = await post('/api/auth/token/refresh/', { refresh: rotated.refresh });
    expect(next.statusCode).toBe(200);
    // user.refresh is now two rotations old: a replay, so the whole session ends.
    const replay = await post('/api/auth/token/refresh/', { refresh: user.refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'token_not_valid' });
    const latest = next.json<{ access: string; refresh: string }>();
    const afterRevoke = await post('/api/auth/token/refresh/', { refresh: latest.refresh });
    expect(afterRevoke.statusCode).toBe(401);
    const me = await t.app.inject({
      url: '/api/profile/me/',
      headers: { authorization: `Token ${latest.access}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses an access token where a refresh token belongs, and the reverse', async () => {
    const user = await createUser(t);
    const asRefresh = await post('/api/auth/token/refresh/', { refresh: user.access });
    expect(asRefresh.statusCode).toBe(401);
    expect(asRefresh.json()).toMatchObject({
      code: 'token_not_valid',
      messages: [{ token_type: 'refresh', message: 'Token has wrong type' }],
    });
    const asAccess = await t.app.inject({
      url: '/api/profile/me/',
      headers: { authorization: `Token ${user.refresh}` },
    });
    expect(asAccess.statusCode).toBe(401);
    expect(asAccess.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('logs out: the session ends for both its tokens', async () => {
    const user = await createUser(t);
    const res = await post('/api/auth/logout/', {}, user.headers);
    expect(res.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/profile/me/', headers: user.headers })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/token/refresh/', { refresh: user.refresh })).statusCode).toBe(
      401,
    );
  });
});

describe('asking for a new confirmation link', () => {
  const confirmLink = /http:\/\/clutch\.test\/email\/confirm\/([\w-]+)/;

  it('mails a new link that confirms the address, retires the old one and refuses once confirmed', async () => {
    const user = await createUser(t);
    const signUpToken = linkIn(await t.smtp.next(user.email, /email\/confirm/), confirmLink);
    const res = await post('/api/auth/confirm-request/', {}, user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'We have sent a new confirmation link to your e-mail.' });
    const token = linkIn(await t.smtp.next(user.email, /email\/confirm/), confirmLink);

    const confirm = (value: string) =>
      t.app.inject({ url: `/api/auth/confirm/?confirmation_token=${value}` });
    expect((await confirm(signUpToken)).statusCode).toBe(400);
    expect((await confirm(token)).statusCode).toBe(200);

    const again = await post('/api/auth/confirm-request/', {}, user.headers);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Your e-mail is already confirmed.' });
  });

  it('needs a signed-in user', async () => {
    expect((await post('/api/auth/confirm-request/', {})).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same message for known and unknown addresses and mails a single-use link', async () => {
    const user = await createUser(t);
    const other = await post('/api/auth/login/', { email: user.email, password: user.password });
    const otherSession = other.json<{ access: string }>();
    const known = await post('/api/auth/forgot-password/', { email: user.email });
    const unknown = await post('/api/auth/forgot-password/', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const mail = await t.smtp.next(user.email, /forgot-password/);
    const token = linkIn(mail, /http:\/\/clutch\.test\/forgot-password\/([\w-]+)/);
    const weak = await post(`/api/auth/reset-password/?confirmation_token=${token}`, {
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    const reset = await post(`/api/auth/reset-password/?confirmation_token=${token}`, {
      password: 'brand-new-secret-42',
    });
    expect(reset.statusCode).toBe(200);
    const twice = await post(`/api/auth/reset-password/?confirmation_token=${token}`, {
      password: 'brand-new-secret-43',
    });
    expect(twice.statusCode).toBe(400);

    expect(
      (
        await t.app.inject({
          url: '/api/profile/me/',
          headers: { authorization: `Token ${otherSession.access}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login/', { email: user.email, password: user.password })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/login/', { email: user.email, password: 'brand-new-secret-42' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('logout without a body', () => {
  it('accepts a POST with no body at all', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(204);
  });
});
