import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
});
afterAll(async () => {
  await t.close().catch(() => undefined);
});

describe('a failure inside the server', () => {
  it('answers 500 with a request id and nothing internal when the database is gone', async () => {
    await t.database.close();
    const res = await t.app.inject({ url: '/api/profile/me/', headers: user.headers });
    expect(res.statusCode).toBe(500);
    const body = res.json<{ detail: string; request_id: string }>();
    expect(body.detail).toBe('A server error occurred.');
    expect(body.request_id).toBe(res.headers['x-request-id']);
    expect(JSON.stringify(body)).not.toMatch(/select|users|pglite|postgres|closed/i);
  });

  it('reports itself unhealthy with 503 when the database cannot answer', async () => {
    const res = await t.app.inject({ url: '/api/health/' });
    expect(res.statusCode).toBe(503);
  });
});
