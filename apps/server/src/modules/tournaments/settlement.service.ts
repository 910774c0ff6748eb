// Paying a finished tournament out of its escrow, once: the pool from what the start captured,
// the split by prizes.ts, and one balanced ledger posting (escrow to winners, organiser, revenue).
// Called only inside the transaction that moves the tournament from running to finished.
import type { Tx } from '../../platform/db/database.js';
import type { Ledger, Touched } from '../wallet/ledger.service.js';
import type { Placements } from './bracket.js';
import { matchesRepository as repo } from './matches.repository.js';
import { prizePool, settlePrizes, type Payee, type Settlement } from './prizes.js';
import { holdReference } from './tournaments.service.js';

export interface SettledTournament {
  id: number;
  isDemo: boolean;
  createdBy: number;
  prizePool: number;
  firstPlacePrize: number;
  secondPlacePrize: number;
  thirdPlacePrize: number;
}

export const escrowOf = (tournamentId: number) =>
  ({ kind: 'escrow', ownerKey: holdReference(tournamentId) }) as const;

async function payees(tx: Tx, ids: number[]): Promise<Map<number, Payee>> {
  const [participants, rosters] = await Promise.all([
    repo.participants(tx, ids),
    repo.rosters(tx, ids),
  ]);
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
  platformFeePercent: number,
): Promise<Settlement> {
  const fees = await repo.capturedFees(tx, tournament.id);
  const sum = (kind: 'player' | 'watcher') =>
    fees.filter((fee) => fee.kind === kind).reduce((total, fee) => total + fee.amount, 0);
  const pool = prizePool({
    creatorPrizePool: tournament.prizePool,
    entryFees: sum('player'),
    watcherFees: sum('watcher'),
    jars: [],
    donations: 0,
    platformFeePercent,
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

/**
 * Empties the escrow: platform fee to revenue, each payout to its player, the rest to the
 * organiser. The escrow must hold exactly what the plan counted, or nothing moves.
 */
export async function settleTournament(
  deps: { ledger: Ledger; platformFeePercent: number },
  tx: Tx,
  touched: Touched,
  input: { tournament: SettledTournament; placements: Placements },
): Promise<Settlement> {
  const { tournament, placements } = input;
  const plan = await planSettlement(tx, tournament, placements, deps.platformFeePercent);
  const book = tournament.isDemo ? 'demo' : 'real';
  const held = await repo.escrowBalance(tx, `${book}:escrow:${holdReference(tournament.id)}`);
  const paid = plan.payouts.reduce((total, payout) => total + payout.amount, 0);
  if (held !== plan.platformFee + paid + plan.organiser)
    throw new Error(
      `Escrow of tournament ${String(tournament.id)} holds ${String(held)}, not the planned amount.`,
    );
  if (held === 0) return plan;
  await deps.ledger.post(
    tx,
    {
      book,
      kind: 'tournament_prizes',
      reference: `${holdReference(tournament.id)}:settlement`,
      legs: [
        { account: escrowOf(tournament.id), amount: -held },
        { account: { kind: 'revenue' }, amount: plan.platformFee },
        ...plan.payouts.map((payout) => ({
          account: { kind: 'user', userId: payout.userId } as const,
          amount: payout.amount,
        })),
        { account: { kind: 'user', userId: tournament.createdBy }, amount: plan.organiser },
      ],
    },
    touched,
  );
  return plan;
}
