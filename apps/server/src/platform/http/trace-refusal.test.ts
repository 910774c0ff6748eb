// TRACE on a path the API has answers 405 with Allow; the caller is known before the input is
// validated, so a signed-out caller gets 401 and never a 400 describing the route's input.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp();

describe('TRACE and the order of authentication and validation', () => {
  it('answers TRACE 405 with the path’s methods in Allow, and never echoes the request', async () => {
    const res = await t.app.inject({
      method: 'TRACE',
      url: '/api/operator/users/12/bans/',
      headers: { authorization: 'Token secret-looking' },
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers['allow']).toBe('POST');
    expect(res.json()).toMatchObject({ detail: 'Method "TRACE" not allowed.' });
    expect(res.body).not.toContain('secret-looking');
  });

  it('lists every method of the path, trailing slash or not', async () => {
    const res = await t.app.inject({ method: 'TRACE', url: '/api/operator/staff' });
    expect(res.statusCode).toBe(405);
    expect(res.headers['allow']).toBe('GET, HEAD, POST');
  });

  it('answers TRACE on an unknown path 404', async () => {
    const res = await t.app.inject({ method: 'TRACE', url: '/api/no-such-route/' });
    expect(res.statusCode).toBe(404);
  });

  it('answers a signed-out caller 401 before it validates a malformed id and body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/users/not-an-id/bans/',
      payload: { unknown: true },
    });
    expect(res.statusCode).toBe(401);
  });
});
