import { authEndpoints } from '@clutch/contract/auth';
import { profileEndpoints } from '@clutch/contract/profile';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { linkIn } from '../../../test/smtp-catcher.js';

const t = useTestApp();
const api = testClient(t);
const e = authEndpoints;

/** A caller signed in with this access (or any) token. */
const bearer = (token: string) => ({ headers: { authorization: `Token ${token}` } });
const meWith = (token: string) => api.call(profileEndpoints.me, { as: bearer(token) });
const confirm = (token: string) => api.call(e.confirm, { query: { confirmation_token: token } });
const refresh = (token: string) => api.call(e.refresh, { body: { refresh: token } });

describe('sign-up', () => {
  it('creates an account, answers 201 with a token pair and mails a confirmation link that signs in once', async () => {
    const res = await api.call(e.register, {
      body: {
        email: 'New.Player@Example.com',
        username: 'new_player',
        password: 'correct-horse-battery',
        repeat_password: 'correct-horse-battery',
        country: 'ua',
      },
    });
    expect(res.status).toBe(201);
    const body = res.body;
    expect(body.access).toMatch(/^ey/);
    expect(body.refresh).toMatch(/^ey/);

    const mail = await t.smtp.next('new.player@example.com');
    const token = linkIn(mail, /http:\/\/clutch\.test\/email\/confirm\/([\w-]+)/);

    const me = await meWith(body.access);
    expect(me.body).toMatchObject({
      username: 'new_player',
      email: 'new.player@example.com',
      country: 'UA',
      is_email_confirmed: false,
    });

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    const again = await meWith(confirmed.body.access);
    expect(again.body).toMatchObject({ is_email_confirmed: true });

    const reused = await confirm(token);
    expect(reused.status).toBe(400);
  });

  it('refuses a taken e-mail or username whatever their case, naming each field', async () => {
    const user = await createUser(t);
    const res = await api.call(e.register, {
      body: {
        email: user.email.toUpperCase(),
        username: user.username.toUpperCase(),
        password: 'another-fine-password',
        repeat_password: 'another-fine-password',
      },
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
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
    const res = await api.call(e.register, {
      body: {
        email: 'rules@example.com',
        username: 'rules_user',
        password: 'a-good-long-secret',
        repeat_password: 'a-good-long-secret',
        ...change,
      },
    });
    expect(res.status).toBe(400);
    const body = res.error as Record<string, string[]>;
    expect(body[field]?.join(' ')).toContain(text);
  });

  it('answers passwords_not_same when the two passwords differ', async () => {
    const res = await api.call(e.register, {
      body: {
        email: 'twice@example.com',
        username: 'twice',
        password: 'a-good-long-secret',
        repeat_password: 'a-good-long-secreT',
      },
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ error: 'passwords_not_same' });
  });

  it('lists every ISO country as DRF metadata choices', async () => {
    const res = await api.call(e.registerOptions);
    expect(res.status).toBe(200);
    const choices = res.body.actions.POST.country?.choices ?? [];
    expect(choices.length).toBeGreaterThanOrEqual(249);
    expect(choices).toContainEqual({ value: 'UA', display_name: 'Ukraine' });
  });
});

describe('sign-in and tokens', () => {
  it('answers the same 400 for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t);
    const wrong = await api.call(e.login, {
      body: { email: user.email, password: 'not-the-password' },
    });
    const unknown = await api.call(e.login, {
      body: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.error).toEqual(unknown.error);
  });

  it('signs in with the password and keeps the user agent with the session', async () => {
    const user = await createUser(t);
    const res = await api.call(e.login, {
      body: { email: user.email, password: user.password, user_agent: 'TestBrowser/1.0' },
    });
    expect(res.status).toBe(200);
    const { access } = res.body;
    const me = await meWith(access);
    expect(me.body).toMatchObject({ id: user.id });
  });

  it('rotates the refresh token and revokes the session when an old one comes back after the grace period', async () => {
    const user = await createUser(t);
    const first = await refresh(user.refresh);
    expect(first.status).toBe(200);
    const rotated = first.body;
    expect(rotated.refresh).not.toBe(user.refresh);

    // Within the grace period a parallel refresh with the old token still works.
    const parallel = await refresh(user.refresh);
    expect(parallel.status).toBe(200);

    const next = await refresh(rotated.refresh);
    expect(next.status).toBe(200);
    // user.refresh is now two rotations old: a replay, so the whole session ends.
    const replay = await refresh(user.refresh);
    expect(replay.status).toBe(401);
    expect(replay.error).toMatchObject({ code: 'token_not_valid' });
    const latest = next.body;
    const afterRevoke = await refresh(latest.refresh);
    expect(afterRevoke.status).toBe(401);
    const me = await meWith(latest.access);
    expect(me.status).toBe(401);
  });

  it('refuses an access token where a refresh token belongs, and the reverse', async () => {
    const user = await createUser(t);
    const asRefresh = await refresh(user.access);
    expect(asRefresh.status).toBe(401);
    expect(asRefresh.error).toMatchObject({
      code: 'token_not_valid',
      messages: [{ token_type: 'refresh', message: 'Token has wrong type' }],
    });
    const asAccess = await meWith(user.refresh);
    expect(asAccess.status).toBe(401);
    expect(asAccess.error).toMatchObject({ code: 'token_not_valid' });
  });

  it('logs out: the session ends for both its tokens', async () => {
    const user = await createUser(t);
    const res = await api.call(e.logout, { as: user, body: {} });
    expect(res.status).toBe(204);
    expect((await api.call(profileEndpoints.me, { as: user })).status).toBe(401);
    expect((await refresh(user.refresh)).status).toBe(401);
  });
});

describe('asking for a new confirmation link', () => {
  const confirmLink = /http:\/\/clutch\.test\/email\/confirm\/([\w-]+)/;

  it('mails a new link that confirms the address, retires the old one and refuses once confirmed', async () => {
    const user = await createUser(t);
    const signUpToken = linkIn(await t.smtp.next(user.email, /email\/confirm/), confirmLink);
    const res = await api.call(e.requestConfirmation, { as: user, rawBody: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'We have sent a new confirmation link to your e-mail.' });
    const token = linkIn(await t.smtp.next(user.email, /email\/confirm/), confirmLink);

    expect((await confirm(signUpToken)).status).toBe(400);
    expect((await confirm(token)).status).toBe(200);

    const again = await api.call(e.requestConfirmation, { as: user, rawBody: {} });
    expect(again.status).toBe(400);
    expect(again.error).toEqual({ error: 'Your e-mail is already confirmed.' });
  });

  it('needs a signed-in user', async () => {
    expect((await api.call(e.requestConfirmation, { rawBody: {} })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same message for known and unknown addresses and mails a single-use link', async () => {
    const user = await createUser(t);
    const otherSession = await api.ok(e.login, {
      body: { email: user.email, password: user.password },
    });
    const known = await api.call(e.forgotPassword, { body: { email: user.email } });
    const unknown = await api.call(e.forgotPassword, { body: { email: 'ghost@example.com' } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);

    const mail = await t.smtp.next(user.email, /forgot-password/);
    const token = linkIn(mail, /http:\/\/clutch\.test\/forgot-password\/([\w-]+)/);
    const resetTo = (password: string) =>
      api.call(e.resetPassword, { query: { confirmation_token: token }, body: { password } });
    const weak = await resetTo('short');
    expect(weak.status).toBe(400);
    const reset = await resetTo('brand-new-secret-42');
    expect(reset.status).toBe(200);
    const twice = await resetTo('brand-new-secret-43');
    expect(twice.status).toBe(400);

    expect((await meWith(otherSession.access)).status).toBe(401);
    expect(
      (await api.call(e.login, { body: { email: user.email, password: user.password } })).status,
    ).toBe(400);
    expect(
      (await api.call(e.login, { body: { email: user.email, password: 'brand-new-secret-42' } }))
        .status,
    ).toBe(200);
  });
});

describe('logout without a body', () => {
  it('accepts a POST with no body at all', async () => {
    const user = await createUser(t);
    const res = await api.call(e.logout, { as: user });
    expect(res.status).toBe(204);
  });
});
