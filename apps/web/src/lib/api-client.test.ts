import { authEndpoints } from '@clutch/contract/auth';
import { gameEndpoints } from '@clutch/contract/games';
import { mediaEndpoints } from '@clutch/contract/media';
import { profileEndpoints } from '@clutch/contract/profile';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { json, ME, setup } from './api-stand-in';

describe('call', () => {
  it('sends the token, the locale and a JSON body, and parses the answer with the contract', async () => {
    const { client, seen } = setup(() => json(200, { access: 'x', refresh: 'y' }));
    const pair = await client.call(authEndpoints.login, {
      body: { email: 'a@b.co', password: 'pw' },
    });
    expect(pair).toEqual({ access: 'x', refresh: 'y' });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/auth/login/');
    expect(request?.headers.get('Content-Language')).toBe('ua');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ email: 'a@b.co', password: 'pw' });
  });

  it('sends Authorization "Token <access>" where the endpoint reads it, but never to sign-up', async () => {
    const { client, seen } = setup((request) =>
      request.url === '/api/profile/me/' ? json(200, ME) : json(201, { access: 'x', refresh: 'y' }),
    );
    await client.call(profileEndpoints.me);
    await client.call(authEndpoints.register, {
      body: { email: 'a@b.co', username: 'abc', password: 'pw', repeat_password: 'pw' },
    });
    expect(seen[0]?.headers.get('Authorization')).toBe('Token a1');
    expect(seen[1]?.url).toBe('/api/auth/register/');
    expect(seen[1]?.headers.has('Authorization')).toBe(false);
  });

  it('encodes a typed query, and hands a raw query string over untouched', async () => {
    const { client, seen } = setup(() => json(200, { access: 'x', refresh: 'y' }));
    await client.call(authEndpoints.confirm, { query: { confirmation_token: 'a b&c' } });
    const search = '?openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&openid.sig=ab%2Bc%3D';
    await client.call(authEndpoints.steamCallback, { search });
    expect(seen[0]?.url).toBe('/api/auth/confirm/?confirmation_token=a+b%26c');
    expect(seen[1]?.url).toBe(`/api/auth/steam-login/callback/${search}`);
  });

  it('throws an ApiError with the status and the DRF body when the answer is not a success', async () => {
    const { client } = setup(() => json(400, { error: 'Wrong e-mail or password.' }));
    const failure = client.call(authEndpoints.login, { body: { email: 'a@b.co', password: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      body: { error: 'Wrong e-mail or password.' },
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    const { client } = setup(() => json(200, [{ id: 1, name: 'Dota 2' }]));
    await expect(client.call(gameEndpoints.list)).rejects.toThrow();
  });

  it('reports the locale of a Content-Language answer header', async () => {
    const { client, serverLocales } = setup(() => json(200, [], { 'Content-Language': 'uk-UA' }));
    await client.call(gameEndpoints.list);
    expect(serverLocales).toEqual(['ua']);
  });

  it('sends Code-Country once the country is known, and never an empty one', async () => {
    const known = setup(() => json(200, []), {}, 'UA');
    await known.client.call(gameEndpoints.list);
    expect(known.seen[0]?.headers.get('Code-Country')).toBe('UA');
    const unknown = setup(() => json(200, []), {});
    await unknown.client.call(gameEndpoints.list);
    expect(unknown.seen[0]?.headers.has('Code-Country')).toBe(false);
    expect(unknown.seen[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('reads an empty 204 answer as null', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(
      client.call(authEndpoints.logout, { body: { refresh: 'r1' } }),
    ).resolves.toBeNull();
  });

  it('sends an Idempotency-Key only when the call names one', async () => {
    const { client, seen } = setup(() => json(200, []));
    await client.call(gameEndpoints.list, undefined, { idempotencyKey: 'attempt-1' });
    await client.call(gameEndpoints.list);
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('attempt-1');
    expect(seen[1]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('sends a form as multipart, leaving the Content-Type (and its boundary) to the browser', async () => {
    const { client, seen } = setup(() => json(201, { url: '/media/a.webp' }));
    const form = new FormData();
    form.append('file', new File([new Uint8Array([1, 2, 3])], 'a.webp', { type: 'image/webp' }));
    await expect(client.call(mediaEndpoints.uploadImage, { form })).resolves.toEqual({
      url: '/media/a.webp',
    });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('/api/profile/upload-image/');
    expect(seen[0]?.body).toBe(form);
    expect(seen[0]?.headers.has('Content-Type')).toBe(false);
  });
});
