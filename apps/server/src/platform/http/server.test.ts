import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/harness.js';
import { webCacheControl } from './server.js';

// A built web app as scripts/build.mjs leaves it: hashed assets with .br and .gz beside them.
const web = mkdtempSync(join(tmpdir(), 'clutch-web-'));
const script = 'console.log("clutch");\n'.repeat(100);
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(web, 'assets', 'index-AbC123.js'), script);
writeFileSync(join(web, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
writeFileSync(join(web, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
afterAll(() => rmSync(web, { recursive: true, force: true }));

const t = useTestApp({ env: { WEB_DIST: web } });

describe('security headers', () => {
  it('never asks a page served over plain HTTP to upgrade its requests, or it stays blank', async () => {
    const res = await t.app.inject({ url: '/api/health/', headers: { host: '192.168.1.20:3000' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('asks for the upgrade on every answer when PUBLIC_URL is https', async () => {
    const app = await buildTestApp({ env: { PUBLIC_URL: 'https://clutch.example' } });
    try {
      const res = await app.app.inject({ url: '/api/health/' });
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await app.close();
    }
  });

  it('asks for the upgrade behind a trusted proxy only when the proxy says the request was https', async () => {
    const app = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const overTls = await app.app.inject({
        url: '/api/health/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overTls.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const plain = await app.app.inject({
        url: '/api/health/',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const res = await t.app.inject({
      url: '/api/health/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('the built web app', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])(
    'sends a hashed asset precompressed for Accept-Encoding %j (%s), cached for a year',
    async (accept, encoding) => {
      const res = await t.app.inject({
        url: '/assets/index-AbC123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(script.length / 5);
    },
  );

  it('sends the asset as is to a client that accepts no encoding', async () => {
    const res = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([['/'], ['/index.html'], ['/ua/tournaments/1'], ['/favicon.svg']])(
    'never lets a browser keep %s without asking, so a new build reaches everyone',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('leaves API answers uncompressed: only the built files are, once, at build time', async () => {
    const res = await t.app.inject({
      url: '/api/health/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('webCacheControl', () => {
  it.each([
    ['assets/index-AbC123.js', 'public, max-age=31536000, immutable'],
    ['assets/index-AbC123.js.br', 'public, max-age=31536000, immutable'],
    ['index.html', 'no-cache'],
    ['index.html.gz', 'no-cache'],
    ['sounds/ping.mp3', 'no-cache'],
  ])('%s → %s', (path, expected) => {
    expect(webCacheControl(path)).toBe(expected);
  });
});
