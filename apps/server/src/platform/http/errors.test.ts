import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp({ env: { BODY_LIMIT: '4096', CORS_ORIGINS: 'https://allowed.test' } });

const json = { 'content-type': 'application/json' };

describe('error answers in DRF shapes', () => {
  it('answers malformed JSON with a 400 detail, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: json,
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toMatch(/^JSON parse error/);
  });

  it('names each field with a wrong type or a missing value', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 42 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<Record<string, string[]>>();
    expect(Object.keys(body).sort()).toEqual(['email', 'password']);
    expect(body['password']).toEqual(['This field is required.']);
  });

  it('refuses a body that is not an object under non_field_errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: json,
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('non_field_errors');
  });

  it('refuses an oversized field with 400 and an oversized body with 413', async () => {
    const field = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'a@example.com', password: 'x'.repeat(129) },
    });
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual({
      password: ['Ensure this field has no more than 128 characters.'],
    });
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: json,
      payload: JSON.stringify({ email: 'x'.repeat(5000) }),
    });
    expect(body.statusCode).toBe(413);
    expect(body.json()).toEqual({ detail: 'Request body is too large.' });
  });

  it('accepts the sign-in form url-encoded as well as JSON', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: user.email, password: user.password }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 {"detail": "Not found."} for an unknown API path', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers 401 with the DRF text when no credentials are sent', async () => {
    const res = await t.app.inject({ url: '/api/profile/me/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers 401 token_not_valid with messages for a tampered token', async () => {
    const user = await createUser(t);
    const [head, payload, signature] = user.access.split('.');
    const tampered = `${head ?? ''}.${payload ?? ''}x.${signature ?? ''}`;
    const res = await t.app.inject({
      url: '/api/profile/me/',
      headers: { authorization: `Token ${tampered}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid' }],
    });
  });

  it('answers 403 user_not_found when the account behind a valid token is gone', async () => {
    const user = await createUser(t);
    await t.database.db.execute(sql`DELETE FROM users WHERE id = ${user.id}`);
    const res = await t.app.inject({ url: '/api/profile/me/', headers: user.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      detail: 'The user matching this token was not found.',
      code: 'user_not_found',
    });
  });
});

describe('platform routes and headers', () => {
  it('reports health with the database and bus kinds', async () => {
    const res = await t.app.inject({ url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { ok: true },
      bus: { ok: true, kind: 'memory' },
    });
  });

  it('serves OpenAPI generated from the contract and a browsable docs page', async () => {
    const spec = await t.app.inject({ url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const body = spec.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login/', '/api/profile/me/', '/api/auth/register/']),
    );
    expect(body.paths['/api/auth/login/']?.['post']).toBeDefined();
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await t.app.inject({ url: '/api/games/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('allows cross-origin calls only from the configured origins', async () => {
    const allowed = await t.app.inject({
      url: '/api/games/',
      headers: { origin: 'https://allowed.test' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://allowed.test');
    const other = await t.app.inject({
      url: '/api/games/',
      headers: { origin: 'https://evil.test' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lists both games with their work status', async () => {
    const res = await t.app.inject({ url: '/api/games/' });
    expect(res.json()).toEqual([
      { id: 1, name: 'Dota 2', slug: 'dota2', work_status: true, error_message: null },
      { id: 2, name: 'Counter-Strike 2', slug: 'cs2', work_status: true, error_message: null },
    ]);
  });
});
