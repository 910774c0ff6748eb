// Builds only what is missing or stale, so `npm start` and `npm test` stay fast on a built tree:
// `tsc -b` is incremental for contract and server, and the web bundle is rebuilt only when a source
// it is made from is newer than apps/web/dist/index.html. Each step says what it does first: a
// first build takes minutes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

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

// Text a page loads; images, fonts and sounds are compressed formats already, and source maps
// (only fetched by developer tools) would quadruple the time this takes.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt']);
// Below this a compressed copy saves less than its headers cost.
const MIN_COMPRESS_BYTES = 1024;

/** Every file under `dir`, recursively. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the built web app, at the highest
 * levels: done once here, the server sends them (@fastify/static `preCompressed`) at no CPU cost
 * per request, which compressing on the fly would not give.
 */
function precompress(dir) {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_COMPRESS_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION });
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  }
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

console.log('building the contract and server…');
exitOnFailure(
  runBin('tsc', ['-b', 'packages/contract', 'apps/server']),
  'tsc -b (contract, server)',
);

const webDist = join(webDir, 'dist');
if (!existsSync(join(webDir, 'index.html'))) {
  console.log('build: apps/web/index.html does not exist yet; no web app to build.');
} else if (isWebStale()) {
  console.log('building the web app… (a first build takes a minute or two)');
  const result = spawnSync('npm', ['run', '-w', '@clutch/web', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  exitOnFailure(result, 'vite build (apps/web)');
  console.log('compressing the web app…');
  precompress(webDist);
} else {
  // A tree built before the build compressed anything gets its copies once.
  if (!filesUnder(webDist).some((file) => file.endsWith('.br'))) precompress(webDist);
  console.log('the web app is up to date.');
}
