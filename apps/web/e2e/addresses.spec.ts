// A fresh `npm start` has no PUBLIC_URL: whoever opens it at 127.0.0.1 or at another loopback name
// over plain HTTP must get a working page with its pictures, not a blank page (an https upgrade of
// every asset) or broken images (links built on localhost). This journey runs a server of its own,
// started as `npm start` starts it, beside the journeys' server (which sets PUBLIC_URL).
import { expect, test, type APIRequestContext } from './support/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePng } from './support/images';
import { newPlayer } from './support/players';

const webDir = fileURLToPath(new URL('..', import.meta.url));

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });

let server: ChildProcess | undefined;
let dataDir = '';
let port = 0;

test.beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'clutch-e2e-addresses-'));
  server = spawn(process.execPath, [resolve(webDir, '../server/dist/src/main.js')], {
    cwd: webDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: resolve(webDir, 'dist'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_ADDRESS_PER_HOUR: '1000',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${String(port)}/api/health/`).then(
          (res) => res.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new player with an uploaded avatar, signed up at `origin`; answers their tokens. */
async function playerWithAvatar(request: APIRequestContext, origin: string, png: Buffer) {
  const player = newPlayer();
  const signUp = await request.post(`${origin}/api/auth/register/`, {
    data: { ...player, repeat_password: player.password, country: 'UA' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const tokens = (await signUp.json()) as { access: string; refresh: string };
  const headers = { Authorization: `Token ${tokens.access}` };
  const upload = await request.post(`${origin}/api/profile/upload-image/`, {
    headers,
    multipart: { file: { name: 'avatar.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  expect(url).toMatch(/^\/media\//);
  const edit = await request.patch(`${origin}/api/profile/me/`, { headers, data: { avatar: url } });
  expect(edit.ok(), await edit.text()).toBe(true);
  return tokens;
}

for (const host of ['127.0.0.1', 'localhost']) {
  test(`works at http://${host} without PUBLIC_URL: the page loads, with its pictures`, async ({
    page,
  }) => {
    const origin = `http://${host}:${String(port)}`;
    await page.goto('about:blank');
    const tokens = await playerWithAvatar(page.request, origin, await makePng(page));
    await page.addInitScript((pair) => {
      localStorage.setItem('access', pair.access);
      localStorage.setItem('refresh', pair.refresh);
    }, tokens);

    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    const response = await page.goto(`${origin}/`);
    expect(response?.headers()['content-security-policy']).not.toContain(
      'upgrade-insecure-requests',
    );
    const avatar = page.locator('header img[src^="/media/"]').first();
    await expect(avatar).toBeVisible();
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The catalog's pictures are same-origin too: a CS2 map card loads where the page was opened.
    const maps = await page.request.get(`${origin}/api/cs/maps/`, {
      headers: { Authorization: `Token ${tokens.access}` },
    });
    const { results } = (await maps.json()) as { results: { map_url: string }[] };
    const mapUrl = results[0]?.map_url ?? '';
    expect(mapUrl).toMatch(/^\/api\/games\/maps\//);
    const picture = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return img.naturalWidth;
    }, mapUrl);
    expect(picture).toBeGreaterThan(0);
    expect(failed.filter((url) => url.startsWith(origin))).toEqual([]);
  });
}

test('a checkout opened at 127.0.0.1 returns there, signed in', async ({ page }) => {
  const origin = `http://127.0.0.1:${String(port)}`;
  await page.goto('about:blank');
  const tokens = await playerWithAvatar(page.request, origin, await makePng(page));
  const headers = { Authorization: `Token ${tokens.access}` };
  await page.addInitScript((pair) => {
    localStorage.setItem('access', pair.access);
    localStorage.setItem('refresh', pair.refresh);
  }, tokens);
  const packs = (await (await page.request.get(`${origin}/api/wallet/`, { headers })).json()) as {
    id: number;
  }[];
  const pack = packs[0];
  if (!pack) throw new Error('the server offers no crystal packs');
  const answer = await page.request.get(`${origin}/api/wallet/${String(pack.id)}/sandbox/`, {
    headers,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { link } = (await answer.json()) as { link: string };
  // Built on the address the browser used, not on a localhost it may not reach.
  expect(new URL(link).origin).toBe(origin);

  await page.goto(link);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the wallet' }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/profile/me/wallet(\\?|$)`));
  // Signed in: a guest would have been sent home from a profile page.
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
