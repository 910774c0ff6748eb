// Tournament money, free of the database: what the prize pool holds and who gets what at the end.
// Amounts are integer minor units; every split is exact, so no crystal is lost or made.
//
// The rules (ARCHITECTURE.md repeats them). Every crystal that enters a tournament leaves it once:
// 1. In. Creating a tournament holds the creator's prize_pool; registering holds the entry fee
//    (players) or the watcher fee, all from the tournament's book (is_demo: the demo book). Jars
//    are real crystals only, so a demo tournament has none (books never meet). Donations reach a
//    tournament only through its prize jars: they stay in the jar until the settlement.
// 2. Refunds. Leaving or being removed before the start, a DELETE before the start, and a start
//    with fewer than two participants (cancelled) release those holds: nothing entered the
//    tournament yet, so the release is the whole refund, and prize jars are never touched.
// 3. Start. Building the bracket captures every hold into the escrow `tournament:<id>`.
// 4. Platform fee: floor(platformFeePercent of entry + watcher fees), escrow to revenue. Only fees
//    pay it; the creator's own prize pool and the jars are gifts to the players.
// 5. Shared pool = prize pool + fees after the platform fee + pool jars (type 5). It
//    is split between 1st, 2nd and 3rd in proportion to the announced prizes (all announced zero:
//    the winner takes it all). The announced prizes add up to at most the prize pool, so each place
//    gets at least its announced prize, and fees and gifts raise the prizes, as players expect.
// 6. Place jars (types 2, 3, 4) go whole to the winner of their place.
// 7. A place nobody takes (the third-place match had no players, or there was none): its share
//    of the pool goes to the organiser (the creator when it ends, after any transfer), who funded
//    the announced prizes and owes only the places played; its place jar is not collected and
//    stays its creator's to break.
// 8. A team's prize is split among its players by the percentages locked at registration, largest
//    remainder first, ties to the lower user id; a 1_1 prize goes whole to the player.
// 9. Paid once: the service settles in one ledger transaction keyed by the tournament (jar
//    amounts read from their locked accounts in it), and each payout is unique by (place, user).
// So: escrow in + collected jars = platform fee + payouts + organiser (`settlePrizes` checks it).

import {
  apportion,
  checkAmount,
  percentOf,
  splitTeamPrize,
  type Part,
  type Share,
} from '../../matches/prize-split.js';

export type Place = 'first' | 'second' | 'third';
export const PLACES: readonly Place[] = ['first', 'second', 'third'];

/** Jar types as in the contract: 2, 3, 4 for one place, 5 for the whole pool. */
const PLACE_OF_JAR_TYPE: ReadonlyMap<number, Place> = new Map([
  [2, 'first'],
  [3, 'second'],
  [4, 'third'],
]);
const POOL_JAR_TYPE = 5;

export interface PrizeJar {
  readonly id: number;
  readonly type: number;
  readonly amount: number;
}

export interface PoolInput {
  readonly creatorPrizePool: number;
  readonly entryFees: number;
  readonly watcherFees: number;
  readonly jars: readonly PrizeJar[];
  /** 0 to 100 with at most two decimals (2.5 is 250 basis points). */
  readonly platformFeePercent: number;
}

export interface Pool {
  /** The creator's prize pool, which the announced prizes may not exceed. */
  readonly creatorPrizePool: number;
  /** What the escrow holds: the prize pool and every fee. */
  readonly escrowIn: number;
  readonly platformFee: number;
  /** Split by the announced prizes: prize pool + fees after the platform fee + pool jars. */
  readonly shared: number;
  readonly poolJars: readonly PrizeJar[];
  readonly placeJars: Readonly<Record<Place, readonly PrizeJar[]>>;
}

export type Announced = Readonly<Record<Place, number>>;

/** Who takes a place: a player, or a team with its players' locked prize percentages. */
export type Payee =
  | { readonly kind: 'user'; readonly userId: number }
  | { readonly kind: 'team'; readonly shares: readonly Share[] };

export interface Standings {
  readonly first: Payee;
  readonly second: Payee | null;
  readonly third: Payee | null;
}

export interface Payout extends Part {
  readonly place: Place;
}

export interface Settlement {
  readonly platformFee: number;
  /** Each place's whole prize (its share of the pool and its jars); 0 when nobody took it. */
  readonly prizes: Readonly<Record<Place, number>>;
  /** Positive amounts only, unique by (place, user). */
  readonly payouts: readonly Payout[];
  readonly organiser: number;
  /** Jars whose content goes to the winners; the others stay as they are. */
  readonly jarsCollected: readonly number[];
}

/** The pool at the end of a tournament (rules 3 to 6). */
export function prizePool(input: PoolInput): Pool {
  checkAmount('The prize pool', input.creatorPrizePool);
  checkAmount('Entry fees', input.entryFees);
  checkAmount('Watcher fees', input.watcherFees);
  const placeJars: Record<Place, PrizeJar[]> = { first: [], second: [], third: [] };
  const poolJars: PrizeJar[] = [];
  for (const jar of input.jars) {
    checkAmount('A jar', jar.amount);
    const place = PLACE_OF_JAR_TYPE.get(jar.type);
    if (place) placeJars[place].push(jar);
    else if (jar.type === POOL_JAR_TYPE) poolJars.push(jar);
    else throw new RangeError(`Jar ${String(jar.id)} is not a prize jar (types 2 to 5).`);
  }
  const fees = input.entryFees + input.watcherFees;
  const platformFee = percentOf(fees, input.platformFeePercent);
  const escrowIn = input.creatorPrizePool + fees;
  return {
    creatorPrizePool: input.creatorPrizePool,
    escrowIn,
    platformFee,
    shared: escrowIn - platformFee + sumJars(poolJars),
    poolJars,
    placeJars,
  };
}

const sumJars = (jars: readonly PrizeJar[]) => jars.reduce((sum, jar) => sum + jar.amount, 0);

function payoutsFor(place: Place, amount: number, payee: Payee): Payout[] {
  if (payee.kind === 'user') return [{ place, userId: payee.userId, amount }];
  return splitTeamPrize(amount, payee.shares).map((part) => ({ ...part, place }));
}

/**
 * Who is paid what once the placements are known (rules 4 to 9). Throws if the announced prizes
 * exceed the prize pool, which creation refuses.
 */
export function settlePrizes(pool: Pool, announced: Announced, standings: Standings): Settlement {
  PLACES.forEach((place) => checkAmount('An announced prize', announced[place]));
  if (PLACES.reduce((sum, place) => sum + announced[place], 0) > pool.creatorPrizePool)
    throw new RangeError('The announced prizes exceed the prize pool.');
  const weights = PLACES.map((place) => announced[place]);
  const [first = 0, second = 0, third = 0] = apportion(
    pool.shared,
    weights.every((weight) => weight === 0) ? [1, 0, 0] : weights,
  );
  const shareOf: Record<Place, number> = { first, second, third };
  const prizes: Record<Place, number> = { first: 0, second: 0, third: 0 };
  const payouts: Payout[] = [];
  const jarsCollected = pool.poolJars.map((jar) => jar.id);
  let organiser = 0;
  for (const place of PLACES) {
    const payee = standings[place];
    if (payee === null) {
      organiser += shareOf[place];
      continue;
    }
    prizes[place] = shareOf[place] + sumJars(pool.placeJars[place]);
    jarsCollected.push(...pool.placeJars[place].map((jar) => jar.id));
    payouts.push(...payoutsFor(place, prizes[place], payee));
  }
  const settlement = {
    platformFee: pool.platformFee,
    prizes,
    payouts: payouts.filter((payout) => payout.amount > 0),
    organiser,
    jarsCollected,
  };
  checkBalanced(pool, settlement);
  return settlement;
}

/** Escrow in + collected jars = platform fee + payouts + organiser, or nothing is paid. */
function checkBalanced(pool: Pool, settlement: Settlement) {
  const jars = [...pool.poolJars, ...PLACES.flatMap((place) => pool.placeJars[place])];
  const collected = new Set(settlement.jarsCollected);
  const inflow = pool.escrowIn + sumJars(jars.filter((jar) => collected.has(jar.id)));
  const paid = settlement.payouts.reduce((sum, payout) => sum + payout.amount, 0);
  if (inflow !== settlement.platformFee + paid + settlement.organiser)
    throw new Error('Prize settlement does not balance.');
}
