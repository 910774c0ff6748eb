// The 24 tests of the reliability plan (/work/shared/reliability-plan.md), by id and name. A test is
// written once tests/<id>-<name>.test.ts exists; the others are listed as NOT RUN, never as passed.
import { readdirSync } from 'node:fs';

export interface PlannedTest {
  id: string;
  name: string;
}

export const PLANNED_TESTS: readonly PlannedTest[] = [
  { id: 'A1', name: 'jwt-forgery-matrix' },
  { id: 'A2', name: 'refresh-rotation-reuse-and-revocation' },
  { id: 'A3', name: 'login-abuse-limits-and-enumeration' },
  { id: 'A4', name: 'steam-openid-forgery' },
  { id: 'B1', name: 'bola-matrix' },
  { id: 'B2', name: 'role-and-function-matrix' },
  { id: 'B3', name: 'mass-assignment-and-overexposure' },
  { id: 'C1', name: 'entry-fee-storm' },
  { id: 'C2', name: 'entry-fee-storm-with-db-crash' },
  { id: 'C3', name: 'double-spend-and-deadlock-races' },
  { id: 'C4', name: 'slot-overbooking-and-matchmaking' },
  { id: 'C5', name: 'idempotency-semantics' },
  { id: 'C6', name: 'ledger-model-and-payout-crash' },
  { id: 'D1', name: 'ws-instance-kill-and-ordering' },
  { id: 'D2', name: 'redis-restart-resync' },
  { id: 'D3', name: 'ws-auth-and-abuse' },
  { id: 'E1', name: 'upload-gauntlet' },
  { id: 'E2', name: 'ssrf-image-url' },
  { id: 'F1', name: 'schema-fuzz' },
  { id: 'F2', name: 'amounts-and-limits' },
  { id: 'G1', name: 'api-load-baseline' },
  { id: 'G2', name: 'ws-fanout-load' },
  { id: 'H1', name: 'pg-network-faults' },
  { id: 'H2', name: 'redis-outage-behaviour' },
];

/** The planned tests with no `tests/<id>-….test.ts` file yet (the id lower-cased, e.g. `a3-`). */
export function unwrittenTests(testsDir: string): PlannedTest[] {
  const files = readdirSync(testsDir);
  return PLANNED_TESTS.filter(
    (test) =>
      !files.some(
        (file) => file.startsWith(`${test.id.toLowerCase()}-`) && file.endsWith('.test.ts'),
      ),
  );
}
