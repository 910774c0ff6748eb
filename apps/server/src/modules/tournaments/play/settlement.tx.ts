// Paying a finished tournament out of its escrow and its prize jars, once: the pool from what the
// start captured and what the jars hold now, the split by prizes.ts, and one balanced ledger posting
// (escrow and collected jars to winners, organiser, revenue). Called only inside the transaction
// that moves the tournament from running to finished, which holds the tournament's row lock.
import type { Tx } from '../../../platform/db/database.js';
import type { PrizeJarPayouts } from '../../jars/jars.service.js';
import type { Ledger, Touched } from '../../wallet/ledger/ledger.service.js';
import type { Placements } from './bracket.js';
import { matchesRepository as repo } from './matches.repository.js';
import { prizePool, settlePrizes, type Payee, type PrizeJar, type Settlement } from './prizes.js';
import { tournamentLinksRepository as links } from '../community/tournament-links.repository.js';
import { holdReference } from '../core/tournaments.service.js';

export interface SettledTournament {
  id: number;
  isDemo: boolean;
  createdBy: number;
  prizePool: number;
  firstPlacePrize: number;
  secondPlacePrize: number;
  thirdPlacePrize: number;
}

export interface SettlementDeps {
  ledger: Ledger;
  platformFeePercent: number;
  prizeJars: PrizeJarPayouts;
}

/** Only jars of types 2 to 5 are prizes; the jars module keeps a held jar's type fixed. */
const isPrize = (jar: PrizeJar) => jar.type >= 2 && jar.type <= 5;

export const escrowOf = (tournamentId: number) =>
  ({ kind: 'escrow', ownerKey: holdReference(tournamentId) }) as const;

async function payees(tx: Tx, ids: number[]): Promise<Map<number, Payee>> {
  // A transaction is one connection: its queries go one after another (pg deprecates overlap).
  const participants = await repo.participants(tx, ids);
  const rosters = await repo.rosters(tx, ids);
  const found = new Map<number, Payee>();
  for (const participant of participants) {
    if (participant.teamId === null && participant.userId !== null) {
      found.set(participant.id, { kind: 'user', userId: participant.userId });
      continue;
    }
    const shares = rosters
      .filter((row) => row.participantId === participant.id)
      .map((row) => ({ userId: row.userId, percentage: row.percentage }));
    found.set(participant.id, { kind: 'team', shares });
  }
  return found;
}

/** Who is paid what, from the captured money and the placements (no writes). */
export async function planSettlement(
  tx: Tx,
  tournament: SettledTournament,
  placements: Placements,
  money: { platformFeePercent: number; jars: readonly PrizeJar[] },
): Promise<Settlement> {
  const fees = await repo.capturedFees(tx, tournament.id);
  const sum = (kind: 'player' | 'watcher') =>
    fees.filter((fee) => fee.kind === kind).reduce((total, fee) => total + fee.amount, 0);
  const pool = prizePool({
    creatorPrizePool: tournament.prizePool,
    entryFees: sum('player'),
    watcherFees: sum('watcher'),
    jars: money.jars.filter(isPrize),
    platformFeePercent: money.platformFeePercent,
  });
  const ids = [placements.first, placements.second, placements.third].filter(
    (id): id is number => id !== null,
  );
  const byId = await payees(tx, ids);
  const payeeOf = (id: number | null) => (id === null ? null : (byId.get(id) ?? null));
  const first = payeeOf(placements.first);
  if (first === null) throw new Error('The winner has no registration.');
  const announced = {
    first: tournament.firstPlacePrize,
    second: tournament.secondPlacePrize,
    third: tournament.thirdPlacePrize,
  };
  const standings = { first, second: payeeOf(placements.second), third: payeeOf(placements.third) };
  return settlePrizes(pool, announced, standings);
}

type Posting = Parameters<Ledger['post']>[1];

/** One posting: the escrow and the collected jars out; revenue, the winners and the organiser in. */
function settlementPosting(
  tournament: SettledTournament,
  money: { held: number; collected: readonly PrizeJar[]; plan: Settlement },
): Posting {
  const { held, collected, plan } = money;
  return {
    book: tournament.isDemo ? 'demo' : 'real',
    kind: 'tournament_prizes',
    reference: `${holdReference(tournament.id)}:settlement`,
    legs: [
      { account: escrowOf(tournament.id), amount: -held },
      ...collected.map((jar) => ({
        account: { kind: 'jar', jarId: jar.id } as const,
        amount: -jar.amount,
      })),
      { account: { kind: 'revenue' }, amount: plan.platformFee },
      ...plan.payouts.map((payout) => ({
        account: { kind: 'user', userId: payout.userId } as const,
        amount: payout.amount,
      })),
      { account: { kind: 'user', userId: tournament.createdBy }, amount: plan.organiser },
    ],
  };
}

/**
 * Empties the escrow and the collected prize jars: platform fee to revenue, each payout to its
 * player, the rest to the organiser. The escrow must hold exactly what the plan counted, or nothing
 * moves. A place jar whose place nobody took stays as it is, its creator's to break.
 */
export async function settleTournament(
  deps: SettlementDeps,
  tx: Tx,
  touched: Touched,
  input: { tournament: SettledTournament; placements: Placements },
): Promise<Settlement> {
  const { tournament, placements } = input;
  const jars = await deps.prizeJars.lockPrizeJars(
    tx,
    await links.jarIds(tx, tournament.id, 'prize'),
  );
  const money = { platformFeePercent: deps.platformFeePercent, jars };
  const plan = await planSettlement(tx, tournament, placements, money);
  const book = tournament.isDemo ? 'demo' : 'real';
  const held = await repo.escrowBalance(tx, `${book}:escrow:${holdReference(tournament.id)}`);
  const collected = jars.filter((jar) => plan.jarsCollected.includes(jar.id));
  const fromJars = collected.reduce((total, jar) => total + jar.amount, 0);
  const paid = plan.payouts.reduce((total, payout) => total + payout.amount, 0);
  if (held + fromJars !== plan.platformFee + paid + plan.organiser)
    throw new Error(
      `Escrow of tournament ${String(tournament.id)} holds ${String(held)}, not the planned amount.`,
    );
  await deps.prizeJars.markPaidOut(
    tx,
    collected.map((jar) => jar.id),
  );
  if (held + fromJars > 0)
    await deps.ledger.post(tx, settlementPosting(tournament, { held, collected, plan }), touched);
  return plan;
}
