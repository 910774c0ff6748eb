// The real entry point as a newcomer runs it: a process that migrates, serves API and web app on one
// port, falls back to the web app for deep links, and stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';

let child: ChildProcess;
let base: string;
let dataDir: string;
let output = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'clutch-main-'));
  const web = join(dataDir, 'web');
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><title>Clutch</title><div id="root"></div>',
  );
  writeFileSync(join(web, 'assets', 'app.js'), 'console.log("clutch")');
  const port = await freePort();
  base = `http://127.0.0.1:${String(port)}`;
  child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      PATH: process.env['PATH'],
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'data'),
      WEB_DIST: web,
      LOG_LEVEL: 'info',
      TZ: 'Asia/Kathmandu',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A first start migrates and seeds the living demo: on a loaded machine that takes a while.
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${output}`);
}, 120_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded database', () => {
  it('answers health with the embedded database once ready', async () => {
    const res = await fetch(`${base}/api/health/`);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      database: { kind: 'pglite', ok: true },
      bus: { kind: 'memory' },
    });
  });

  it('creates demo users that can sign in', async () => {
    const res = await fetch(`${base}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'alice@demo.clutch.gg', password: 'clutch-demo-2026' }),
    });
    expect(res.status).toBe(200);
  });

  it('serves the web app for deep links and files, and JSON 404s under /api', async () => {
    const deep = await fetch(`${base}/ua/tournaments/1`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const asset = await fetch(`${base}/assets/app.js`);
    expect(await asset.text()).toContain('clutch');
    const api = await fetch(`${base}/api/no-such-area/does-not-exist/`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ detail: 'Not found.' });
  });

  it('serves uploaded media from DATA_DIR/media', async () => {
    writeFileSync(join(dataDir, 'data', 'media', 'hello.txt'), 'media works');
    const res = await fetch(`${base}/media/hello.txt`);
    expect(await res.text()).toBe('media works');
  });

  it('stops cleanly with exit code 0 on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  }, 20_000);
});

describe('configuration errors', () => {
  it('refuses to start with a message naming each bad setting', async () => {
    const bad = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: { PATH: process.env['PATH'], PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    bad.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => bad.once('exit', resolve));
    expect(code).toBe(78);
    expect(text).toContain('PORT');
    expect(text).toContain('DATABASE_URL');
  }, 20_000);
});
