// C6's in-memory model of the money a run moves (minor units), and the prize split it expects at a
// tournament's end, written from the rules in ARCHITECTURE.md rather than from the server's code:
// the platform keeps floor(5 % of the entry fees), the rest plus the creator's pool is split by the
// announced prizes (largest remainder, ties to the earlier place), a place nobody took goes to the
// organiser.
import type { Player } from './api-client.js';

export interface ModelUser {
  player: Player;
  /** The balance the API shows. */
  balance: number;
  /** Held for tournaments (entry fees and prize pools), on the user's hold account. */
  held: number;
}

export type TournamentStatus = 'registration' | 'running' | 'finished' | 'cancelled';

export interface ModelTournament {
  id: number;
  /** Index of the creator in the run's users. */
  creator: number;
  fee: number;
  pool: number;
  /** Announced prizes of places 1 to 3. */
  prizes: readonly [number, number, number];
  grid: number;
  status: TournamentStatus;
  /** Indices of the registered players. */
  players: Set<number>;
  escrow: number;
}

export interface ModelJar {
  id: number;
  owner: number;
  amount: number;
  broken: boolean;
}

export interface ModelTransfer {
  id: number;
  from: number;
  to: number;
  amount: number;
  returned: boolean;
}

export interface Model {
  users: ModelUser[];
  tournaments: ModelTournament[];
  jars: ModelJar[];
  transfers: ModelTransfer[];
  /** Platform revenue earned in this run. */
  revenue: number;
  /** Left the platform through withdrawals in this run. */
  withdrawn: number;
  /** Came in through purchases in this run. */
  bought: number;
  /** Σ (balance + held) of the run's users when it began. */
  startTotal: number;
  /** Tournaments started in the run (each start waits out the freeze, so a run has few). */
  starts: number;
}

export const PLATFORM_FEE_BASIS_POINTS = 500;

/** `amount` split by `weights`: floors first, then one each by largest remainder, earlier first. */
export function splitByWeights(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight, index) => ({
    index,
    floor: Math.floor((amount * weight) / total),
    rest: (amount * weight) % total,
  }));
  const shares = exact.map((part) => part.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (const part of [...exact].sort((x, y) => y.rest - x.rest || x.index - y.index)) {
    if (left === 0) break;
    shares[part.index] = (shares[part.index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export interface ExpectedSettlement {
  platformFee: number;
  /** What each place is paid, by user index (a place nobody took is absent). */
  payouts: Map<number, number>;
  organiser: number;
  /** The pool's prize share: pool + fees − platform fee. */
  shared: number;
}

/** The payout of a finished tournament, from who took places 1 to 3 (user indices, or null). */
export function expectedSettlement(
  tournament: Pick<ModelTournament, 'fee' | 'pool' | 'prizes'>,
  entrants: number,
  podium: readonly [number | null, number | null, number | null],
): ExpectedSettlement {
  const fees = tournament.fee * entrants;
  const platformFee = Math.floor((fees * PLATFORM_FEE_BASIS_POINTS) / 10_000);
  const shared = tournament.pool + fees - platformFee;
  const weights = tournament.prizes.every((prize) => prize === 0) ? [1, 0, 0] : tournament.prizes;
  const shares = splitByWeights(shared, weights);
  const payouts = new Map<number, number>();
  let organiser = 0;
  podium.forEach((user, place) => {
    const share = shares[place] ?? 0;
    if (user === null) organiser += share;
    else if (share > 0) payouts.set(user, (payouts.get(user) ?? 0) + share);
  });
  return { platformFee, payouts, organiser, shared };
}

/** Σ of everything the run's money can be in: it only changes by purchases and withdrawals. */
export function modelTotal(model: Model): number {
  const users = model.users.reduce((sum, user) => sum + user.balance + user.held, 0);
  const jars = model.jars.reduce((sum, jar) => sum + jar.amount, 0);
  const escrows = model.tournaments.reduce((sum, t) => sum + t.escrow, 0);
  return users + jars + escrows + model.revenue + model.withdrawn;
}

/** The model's own bookkeeping: nothing made or lost, nothing negative. Answers what is wrong. */
export function modelProblems(model: Model): string[] {
  const problems: string[] = [];
  if (modelTotal(model) !== model.startTotal + model.bought)
    problems.push(
      `model total ${String(modelTotal(model))} ≠ start ${String(model.startTotal)} + bought ${String(model.bought)}`,
    );
  model.users.forEach((user, index) => {
    if (user.balance < 0 || user.held < 0) problems.push(`model user ${String(index)} negative`);
  });
  return problems;
}
