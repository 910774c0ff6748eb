// `npm run ledger:check`: checks the ledger's invariants on the database the configuration names
// (DATABASE_URL, or the embedded one under DATA_DIR) and exits 1 listing any broken one.
import { checkLedger } from './modules/wallet/ledger/ledger-check.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
    : { kind: 'pglite', dataDir: `${config.DATA_DIR}/pglite` },
);
try {
  await database.migrate();
  const problems = await checkLedger(database.db);
  if (problems.length === 0) {
    process.stdout.write('ledger: every invariant holds\n');
  } else {
    for (const problem of problems)
      process.stdout.write(`ledger: ${problem.check}\n${JSON.stringify(problem.rows, null, 2)}\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
