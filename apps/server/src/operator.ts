// `npm run operator -- <command> …`: operator rights, account bans and the CS2 server pool, on
// the database the configuration names. With REDIS_URL it announces a profile change, so running
// servers drop their cached profile/me; the embedded database (PGlite) is one process's alone, so stop the
// server before running this against it.
import { parseAppEvent, type AppEvent } from './app-events.js';
import { OPERATOR_USAGE, OperatorError, runOperator } from './operator-commands.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';
import { createRedisBus } from './platform/realtime/bus.js';
import { gameServerSecret, secretBox } from './platform/secret-box.js';

const args = process.argv.slice(2);
if (args.length === 0 || args[0] === '--help') {
  process.stdout.write(`${OPERATOR_USAGE}\n`);
  process.exit(args.length === 0 ? 64 : 0);
}

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
    : { kind: 'pglite', dataDir: `${config.DATA_DIR}/pglite` },
);
try {
  await database.migrate();
  const secrets = args[0] === 'cs2-server' ? secretBox(gameServerSecret(config)) : undefined;
  const result = await database.db.transaction((tx) =>
    runOperator(tx, args, secrets ? { secrets } : {}),
  );
  if (config.REDIS_URL && result.profile) {
    const bus = await createRedisBus<AppEvent>(config.REDIS_URL, parseAppEvent, () => undefined);
    await bus.publish({ type: 'ProfileChanged', ...result.profile });
    await bus.close();
  }
  process.stdout.write(`${result.message}\n`);
} catch (error) {
  if (!(error instanceof OperatorError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 64;
} finally {
  await database.close();
}
