// `npm start`: build whatever is stale, then run the server in the foreground with defaults that
// make a fresh clone usable at once (the built web app served, demo data when no database is set).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const STOP_SIGNALS = ['SIGTERM', 'SIGINT'];
// How often the parent is checked for (see watchParent): a stop takes at most this long to start.
const PARENT_CHECK_MS = 500;

/** The child running now (the build, then the server), and the signal we were stopped with. */
let current = null;
let stoppedBy = null;

/** A shell reports death by signal N as 128 + N; keep that convention for whoever started us. */
const exitCodeOf = (signal) => 128 + (signal ? constants.signals[signal] : 0);

// Node has no exec(): this process stays as the parent, so a supervisor's stop signal must reach
// the child for the server to drain connections and close the database cleanly.
function stop(signal) {
  if (stoppedBy !== null) return;
  stoppedBy = signal;
  if (current === null) process.exit(exitCodeOf(signal));
  // The build runs in its own process group (tsc, npm, vite under it): stop all of it.
  if (current.isGroup) process.kill(-current.child.pid, signal);
  else current.child.kill(signal);
}
for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal));

/**
 * npm runs a script through `sh -c`, and on `kill <npm pid>` passes SIGTERM or SIGINT to that
 * shell only. A shell waiting for a command does not pass signals on: on SIGTERM it dies and leaves
 * us running, holding the port, with no parent; on SIGINT it waits for us, and nothing stops. So
 * package.json starts us with `exec`, which makes npm our parent and its signals ours; and in case
 * we are still run through a shell (`node scripts/start.mjs` in a wrapper script), a parent that
 * goes away counts as a stop signal.
 */
function watchParent() {
  const parent = process.ppid;
  // Reparented (our parent pid changes) is the sure sign: a dead shell can linger as a zombie
  // where nothing reaps orphans (a container's PID 1), and still answers kill(pid, 0).
  const isGone = () => {
    if (process.ppid !== parent) return true;
    try {
      process.kill(parent, 0);
      return false;
    } catch (error) {
      return error.code !== 'EPERM';
    }
  };
  setInterval(() => {
    if (isGone()) stop('SIGTERM');
  }, PARENT_CHECK_MS).unref();
}
watchParent();

/** Runs a command to its end; resolves with its exit code, or 128 + N when a signal ended it. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const isGroup = process.platform !== 'win32';
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      detached: isGroup && options.group === true,
      ...options.spawn,
    });
    current = { child, isGroup: isGroup && options.group === true };
    child.on('error', (error) => {
      console.error(`start: could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? exitCodeOf(signal));
    });
  });
}

const built = await run(process.execPath, [join(root, 'scripts', 'build.mjs')], { group: true });
if (stoppedBy !== null) process.exit(exitCodeOf(stoppedBy));
if (built !== 0) process.exit(built);

const env = { ...process.env };
env.WEB_DIST ??= join(root, 'apps', 'web', 'dist');
// Without DATABASE_URL the server uses embedded PGlite, which starts empty; demo data makes it
// explorable. With a real database, seeding stays an explicit choice.
if (env.DATABASE_URL === undefined || env.DATABASE_URL === '') env.SEED_DEMO ??= 'true';
// One worker per core. The server's own default is one, so tests and tools that start main.js
// directly stay single-process; on the embedded database the server keeps one worker anyway.
env.WEB_CONCURRENCY ??= 'auto';

console.log('starting the server…');
const code = await run(process.execPath, [join(root, 'apps', 'server', 'dist', 'src', 'main.js')], {
  spawn: { env },
});
process.exit(code);
