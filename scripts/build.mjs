// Builds only what is missing or stale, so `npm start` and `npm test` stay fast on a built tree:
// `tsc -b` is incremental for contract and server, and the web bundle is rebuilt only when a source
// it is made from is newer than apps/web/dist/index.html.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const webDir = join(root, 'apps', 'web');
const webIndex = join(webDir, 'dist', 'index.html');
// What the bundle is made of; a change to any of them makes the built web app stale.
const webInputs = [
  join(webDir, 'src'),
  join(webDir, 'index.html'),
  join(webDir, 'public'),
  join(webDir, 'vite.config.ts'),
  join(webDir, 'package.json'),
  join(root, 'packages', 'contract', 'src'),
];

// The local binary starts faster than npx and never reaches for the registry; npx is only the
// fallback for a tree whose dependencies are not installed yet.
function runBin(name, args) {
  const local = join(root, 'node_modules', '.bin', name);
  const [command, commandArgs] = existsSync(local) ? [local, args] : ['npx', [name, ...args]];
  return spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
}

/** Latest modification time (ms) of a file or of anything under a folder; 0 when it is absent. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function isWebStale() {
  if (!existsSync(webIndex)) return true;
  const builtAt = statSync(webIndex).mtimeMs;
  return webInputs.some((input) => newestMtime(input) > builtAt);
}

function exitOnFailure(result, what) {
  if (result.error) {
    console.error(`build: could not run ${what}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`build: ${what} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

exitOnFailure(
  runBin('tsc', ['-b', 'packages/contract', 'apps/server']),
  'tsc -b (contract, server)',
);

if (!existsSync(join(webDir, 'index.html'))) {
  console.log('build: apps/web/index.html does not exist yet; no web app to build.');
} else if (isWebStale()) {
  console.log('build: the web app is missing or older than its sources; running vite build.');
  const result = spawnSync('npm', ['run', '-w', '@clutch/web', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  exitOnFailure(result, 'vite build (apps/web)');
} else {
  console.log('build: apps/web/dist is up to date.');
}
