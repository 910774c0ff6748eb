// `npm run ledger:check`: checks the ledger's invariants on the database the configuration names
// (DATABASE_URL, or the embedded one under DATA_DIR) and exits 1 listing any broken one.
import { checkLedger, LEDGER_INVARIANTS } from './modules/wallet/ledger/ledger-check.js';
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
  const broken = new Set(problems.map((problem) => problem.check));
  // One line per invariant, so an operator (and the reliability suite) sees what was checked.
  for (const { check, invariant } of LEDGER_INVARIANTS)
    process.stdout.write(`ledger: ${broken.has(check) ? 'BROKEN' : 'held'}: ${invariant}\n`);
  for (const problem of problems)
    process.stdout.write(`ledger: ${problem.check}\n${JSON.stringify(problem.rows, null, 2)}\n`);
  const held = LEDGER_INVARIANTS.length - broken.size;
  process.stdout.write(
    `ledger: invariants held: ${String(held)} of ${String(LEDGER_INVARIANTS.length)}\n`,
  );
  if (problems.length === 0) process.stdout.write('ledger: every invariant holds\n');
  else process.exitCode = 1;
} finally {
  await database.close();
}
