// C6's comparison of the model with the real system after every command: the balances the API
// answers for the users the command touched, and, from the database, every user's balance and
// tournament holds, every jar, every escrow, the revenue earned and no negative account. A
// difference throws, which fast-check records as a counterexample.
import { balanceMinor } from './c-money.js';
import { modelProblems, type Model } from './c6-model.js';
import { escrowKey, jarKey, userKey, type Observer } from './c6-observe.js';

/** The run's invariants, M1 to M8, as the test prints them. */
export const MONEY_INVARIANTS = [
  'M1 every balance the API answers = the model (users a command touched)',
  'M2 every user account = the model (all users of the run)',
  'M3 every user’s held entry fees and prize pools = the model',
  'M4 every jar account = the model (never below 0, never more out than in)',
  'M5 every tournament escrow = the model (pool + fees while running, 0 once paid)',
  'M6 platform fees the run’s payouts took = the model (floor of 5 % of the entry fees)',
  'M7 no user, hold, jar or escrow account below 0; the model made or lost nothing',
  'M8 ledger:check holds after the run (books sum to 0, balanced transactions, cached = Σ entries, holds and jars match)',
] as const;

export interface Real {
  origin: string;
  observer: Observer;
  stats: RunStats;
}

export interface RunStats {
  commands: Map<string, number>;
  comparisons: number;
  /** 5xx or dropped answers (each also fails the command). */
  fivexx: number;
}

export function count(stats: RunStats, name: string) {
  stats.commands.set(name, (stats.commands.get(name) ?? 0) + 1);
}

function differ(what: string, actual: number, expected: number): string[] {
  return actual === expected ? [] : [`${what}: real ${String(actual)} ≠ model ${String(expected)}`];
}

/** Throws with every difference between the model and the system. */
export async function compare(model: Model, real: Real, touched: readonly number[]): Promise<void> {
  const problems: string[] = [...modelProblems(model)];
  for (const index of new Set(touched)) {
    const user = model.users[index];
    if (!user) continue;
    const shown = await balanceMinor(real.origin, user.player);
    problems.push(...differ(`M1 API balance of user ${String(index)}`, shown, user.balance));
  }
  const keys = [
    ...model.users.map((u) => userKey(u.player.id)),
    ...model.jars.map((j) => jarKey(j.id)),
    ...model.tournaments.map((t) => escrowKey(t.id)),
  ];
  const balances = await real.observer.balances(keys);
  const holds = await real.observer.tournamentHolds(model.users.map((u) => u.player.id));
  model.users.forEach((user, index) => {
    const id = user.player.id;
    problems.push(
      ...differ(`M2 user ${String(index)}`, balances.get(userKey(id)) ?? 0, user.balance),
    );
    problems.push(...differ(`M3 held by user ${String(index)}`, holds.get(id) ?? 0, user.held));
  });
  for (const jar of model.jars)
    problems.push(
      ...differ(`M4 jar ${String(jar.id)}`, balances.get(jarKey(jar.id)) ?? 0, jar.amount),
    );
  for (const t of model.tournaments)
    problems.push(
      ...differ(
        `M5 escrow of tournament ${String(t.id)}`,
        balances.get(escrowKey(t.id)) ?? 0,
        t.escrow,
      ),
    );
  const revenue = await real.observer.prizeRevenue(model.tournaments.map((t) => t.id));
  problems.push(...differ('M6 platform fees taken at payouts', revenue, model.revenue));
  const negative = await real.observer.negativeAccounts();
  if (negative > 0) problems.push(`M7 ${String(negative)} accounts below 0`);
  real.stats.comparisons += 1;
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
