// The money invariants a C test ends on: the operators' own checker (`npm run ledger:check`, the
// built one, on the child's database) plus what only the test can know, such as which keys it sent
// and what each was answered. Each invariant is printed as held or BROKEN, then "held: N of N".
import pg from 'pg';
import { figure } from './figures.js';
import type { StormReply } from './c-money.js';
import type { SuiteServer } from './suite-server.js';

export interface Invariant {
  name: string;
  held: boolean;
  /** What broke it (a few rows or keys), empty when it held. */
  detail?: string;
}

/** Runs the operators' ledger check on the child's database: one invariant per line it reports. */
export async function ledgerInvariants(server: SuiteServer): Promise<Invariant[]> {
  const { ok, output } = await server.ledgerCheck();
  const found = [...output.matchAll(/^ledger: (held|BROKEN): (.+)$/gm)].map((match) => ({
    name: `ledger:check ${match[2] ?? ''}`,
    held: match[1] === 'held',
  }));
  // A checker that exits non-zero without naming an invariant (it crashed) is a broken one too.
  if (found.length === 0 || (!ok && found.every((invariant) => invariant.held)))
    return [...found, { name: 'ledger:check ran', held: false, detail: output.slice(0, 2000) }];
  if (!ok) return found.map((i) => (i.held ? i : { ...i, detail: output.slice(0, 2000) }));
  return found;
}

/** Prints every invariant and the total; answers how many held. */
export function reportInvariants(testId: string, invariants: readonly Invariant[]): number {
  for (const invariant of invariants) {
    figure(testId, invariant.name, invariant.held ? 'held' : 'BROKEN');
    if (!invariant.held && invariant.detail) console.log(invariant.detail);
  }
  const held = invariants.filter((invariant) => invariant.held).length;
  figure(testId, 'invariants held', `${String(held)} of ${String(invariants.length)}`);
  return held;
}

/** Rows of one query on the child's database, straight (never through a fault proxy). */
export async function queryRows(
  server: SuiteServer,
  text: string,
  values: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: server.directDatabaseUrl });
  await client.connect();
  try {
    const result = await client.query<Record<string, unknown>>(text, values);
    return result.rows;
  } finally {
    await client.end();
  }
}

/** Whether a key took effect: one of its replies is a 2xx. */
export const applied = (storm: StormReply) => storm.replies.some((r) => r.status < 300);

/**
 * C1's own invariants over a storm's replies and the database: every key answered; all replies to
 * a key the same (a charge: the same status and bytes; a refusal: the same status and code, since a
 * refusal is not stored and its text names the shortfall of the moment); exactly one fee hold per
 * applied key and none for a refused one; each tournament's pool = its fee × its applied keys; and
 * the players' crystals (balance + held) = what they bought.
 */
export async function stormInvariants(
  server: SuiteServer,
  storm: readonly StormReply[],
  boughtMinor: number,
): Promise<Invariant[]> {
  const list = (keys: string[]) => (keys.length === 0 ? '' : keys.slice(0, 10).join('\n'));
  const unanswered = storm.filter((s) => s.replies.some((r) => r.status === 0 || r.status >= 500));
  const mismatched = storm.filter((s) => {
    const first = s.replies[0];
    if (!first) return true;
    return s.replies.some((r) =>
      first.status < 300
        ? r.status !== first.status || r.text !== first.text
        : r.status !== first.status || codeOf(r.body) !== codeOf(first.body),
    );
  });
  const holds = await queryRows(
    server,
    `select user_id, reference, count(*)::int as n, sum(amount)::bigint as amount,
       count(*) filter (where status = 'held')::int as held
     from wallet_holds where purpose = 'tournament_entry' group by user_id, reference`,
  );
  const holdsOf = new Map(
    holds.map((row) => [`${String(row['user_id'])}:${String(row['reference'])}`, row]),
  );
  const wrongHolds = storm.filter((s) => {
    const row = holdsOf.get(
      `${String(s.operation.player.id)}:tournament:${String(s.operation.tournament.id)}`,
    );
    const n = row ? Number(row['n']) : 0;
    return applied(s) ? n !== 1 || Number(row?.['held']) !== 1 : n !== 0;
  });
  const pools = new Map<number, { expected: number; actual: number }>();
  for (const s of storm) {
    const pool = pools.get(s.operation.tournament.id) ?? { expected: 0, actual: 0 };
    if (applied(s)) pool.expected += Math.round(s.operation.tournament.fee * 100);
    pools.set(s.operation.tournament.id, pool);
  }
  for (const row of holds) {
    const id = Number(String(row['reference']).replace('tournament:', ''));
    const pool = pools.get(id);
    if (pool) pool.actual += Number(row['held']) > 0 ? Number(row['amount']) : 0;
  }
  const badPools = [...pools].filter(([, p]) => p.expected !== p.actual);
  const ids = [...new Set(storm.map((s) => s.operation.player.id))];
  const [total] = await queryRows(
    server,
    `select coalesce(sum(balance), 0)::bigint as total from wallet_accounts
     where book = 'real' and kind in ('user', 'hold') and owner_id = any($1::int[])`,
    [ids],
  );
  const held = Number(total?.['total']);
  return [
    {
      name: 'every key answered without a 5xx',
      held: unanswered.length === 0,
      detail: list(unanswered.map((s) => s.operation.key)),
    },
    {
      name: 'all replies to a key identical',
      held: mismatched.length === 0,
      detail: list(
        mismatched.map(
          (s) =>
            `${s.operation.key} ${s.replies.map((r) => `${String(r.status)} ${r.text.slice(0, 120)}`).join(' | ')}`,
        ),
      ),
    },
    {
      name: 'exactly 1 fee hold per applied key, 0 per refused key',
      held: wrongHolds.length === 0,
      detail: list(wrongHolds.map((s) => s.operation.key)),
    },
    {
      name: 'each pool = Σ fees its applied keys charged',
      held: badPools.length === 0,
      detail: JSON.stringify(badPools.slice(0, 10)),
    },
    {
      name: 'players hold (balance + held fees) exactly what they bought',
      held: held === boughtMinor,
      detail: `${String(held)} ≠ ${String(boughtMinor)}`,
    },
  ];
}

/** The machine-readable `code` of an error body, if it has one. */
export function codeOf(body: unknown): string | undefined {
  return typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    typeof body.code === 'string'
    ? body.code
    : undefined;
}
