// `npm start`: build whatever is stale, then run the server in the foreground with defaults that
// make a fresh clone usable at once (the built web app served, demo data when no database is set).
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const env = { ...process.env };
env.WEB_DIST ??= join(root, 'apps', 'web', 'dist');
// Without DATABASE_URL the server uses embedded PGlite, which starts empty; demo data makes it
// explorable. With a real database, seeding stays an explicit choice.
if (env.DATABASE_URL === undefined || env.DATABASE_URL === '') env.SEED_DEMO ??= 'true';

const server = spawn(process.execPath, [join(root, 'apps', 'server', 'dist', 'src', 'main.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});

// Node has no exec(): this process stays as the parent, so a supervisor's stop signal must reach
// the server for it to drain connections and close the database cleanly.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}

server.on('error', (error) => {
  console.error(`start: could not run the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  // A shell reports death by signal N as 128 + N; keep that convention for whoever started us.
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0));
});
