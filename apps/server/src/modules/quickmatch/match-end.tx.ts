// A quick match's result, applied once under the lobby's row lock: the score, the pot paid out of
// the escrow (fees and the creator's prize, less the platform fee), ratings and statistics lines.
import { randomInt } from 'node:crypto';
import type { Score } from '../matches/match.js';
import { winnerOf } from '../matches/match.js';
import type { RunnerPlayerLine, RunnerSource } from '../matches/match-runner.js';
import { setUserLevels } from '../auth/user-levels.service.js';
import { bookOf, changed, escrowOf, type FlowDeps, type Work } from './lobby-flow.tx.js';
import { sideOfPosition } from './lobby-view.js';
import { allowedHeroFor, outcomeOf } from './pick-ban.js';
import { settleQuickMatch, type QmPayee } from './qm-prizes.js';
import {
  quickMatchRepository as repo,
  type LobbyRow,
  type SeatView,
} from './quickmatch.repository.js';
import { DEFAULT_SKILL, levelOf, ordinalOf, rateMatch } from './rating.js';
import { ratingsRepository } from './ratings.repository.js';
import { simulatedStats } from './simulated-stats.js';

export interface EndDeps extends FlowDeps {
  platformFeePercent: number;
}

async function winnersPayee(work: Work, lobby: LobbyRow, winners: SeatView[]): Promise<QmPayee> {
  const [only] = winners;
  if (winners.length === 1 && only) return { kind: 'user', userId: only.userId };
  const side = (await repo.sides(work.tx, lobby.id)).find(
    (s) => only && s.side === sideOfPosition(lobby, only.position),
  );
  if (side?.teamId != null) {
    const shares = await repo.teamShares(work.tx, side.teamId);
    const ids = new Set(winners.map((seat) => seat.userId));
    const playing = shares.filter((share) => ids.has(share.userId));
    const total = playing.reduce((sum, share) => sum + share.percentage, 0);
    // The team's split applies only when the five who played hold all of its percentages.
    if (playing.length === winners.length && total === 100)
      return { kind: 'team', shares: playing };
  }
  return { kind: 'even', userIds: winners.map((seat) => seat.userId) };
}

/** Every fee and the prize into the escrow, then the escrow out to revenue and the winners. */
async function payOut(
  deps: EndDeps,
  work: Work,
  lobby: LobbyRow,
  seats: SeatView[],
  winners: SeatView[],
) {
  const escrow = escrowOf(lobby.id);
  const fees: number[] = [];
  for (const seat of seats) {
    if (seat.holdId === null) continue;
    const hold = await deps.ledger.capture(work.tx, seat.holdId, escrow, work.touched);
    fees.push(hold.amount);
  }
  if (lobby.prizeHoldId !== null)
    await deps.ledger.capture(work.tx, lobby.prizeHoldId, escrow, work.touched);
  const prize = lobby.prizeHoldId === null ? 0 : lobby.prize;
  const held = prize + fees.reduce((a, b) => a + b, 0);
  if (held === 0) return;
  const plan = settleQuickMatch({
    prize,
    entryFees: fees,
    platformFeePercent: deps.platformFeePercent,
    winners: await winnersPayee(work, lobby, winners),
  });
  await deps.ledger.post(
    work.tx,
    {
      book: bookOf(lobby),
      kind: 'quickmatch_prize',
      reference: `quickmatch:${String(lobby.id)}:settlement`,
      legs: [
        { account: escrow, amount: -held },
        { account: { kind: 'revenue' }, amount: plan.platformFee },
        ...plan.payouts.map((payout) => ({
          account: { kind: 'user', userId: payout.userId } as const,
          amount: payout.amount,
        })),
      ],
    },
    work.touched,
  );
}

/** Moves every player's rating in the lobby's game and book, and writes each statistics line. */
async function rate(
  work: Work,
  lobby: LobbyRow,
  seats: SeatView[],
  winner: 'a' | 'b',
  simulated: boolean,
  reported: readonly RunnerPlayerLine[],
) {
  const book = bookOf(lobby);
  const skills = await ratingsRepository.skills(
    work.tx,
    seats.map((s) => s.userId),
    lobby.game,
    book,
  );
  const bySide = (side: 'a' | 'b') =>
    seats.filter((s) => sideOfPosition(lobby, s.position) === side);
  const sides = [bySide('a'), bySide('b')] as const;
  const before = sides.map((list) => list.map((seat) => skills.get(seat.userId) ?? DEFAULT_SKILL));
  const after = rateMatch([before[0] ?? [], before[1] ?? []], winner);
  const outcome = lobby.veto ? outcomeOf(lobby.veto) : null;
  const levels: { userId: number; level: number }[] = [];
  const lines = sides.flatMap((list, s) =>
    list.map((seat, index) => {
      const side: 'a' | 'b' = s === 0 ? 'a' : 'b';
      const was = before[s]?.[index];
      const now = after[s]?.[index];
      if (now && book === 'real') levels.push({ userId: seat.userId, level: levelOf(now) });
      const hero = outcome ? allowedHeroFor(outcome, index) : null;
      const line = reported.find((r) => r.userId === seat.userId);
      const played = line?.hero ?? (lobby.game === 1 && hero !== null ? Number(hero) : null);
      return {
        quickMatchId: lobby.id,
        userId: seat.userId,
        side,
        hero: played,
        stats: simulated
          ? simulatedStats(lobby.game, side === winner, (n) => randomInt(0, n))
          : (line?.stats ?? {}),
        ratingBefore: was ? ordinalOf(was) : null,
        ratingAfter: now ? ordinalOf(now) : null,
        levelAfter: now ? levelOf(now) : null,
        skill: now,
      };
    }),
  );
  for (const line of lines)
    if (line.skill)
      await ratingsRepository.record(work.tx, {
        userId: line.userId,
        game: lobby.game,
        book,
        skill: line.skill,
        won: line.side === winner,
      });
  await ratingsRepository.insertStats(
    work.tx,
    lines.map(({ skill: _skill, ...line }) => line),
  );
  // Levels follow real matches only: demo crystals are practice and never move a level.
  await setUserLevels(work.tx, levels);
}

/**
 * The runner's (or simulator's) result for a lobby in game: recorded once; anything else (a lobby
 * already finished or cancelled, a simulated result for real crystals) changes nothing.
 */
export async function finishMatch(
  deps: EndDeps,
  work: Work,
  lobbyId: number,
  score: Score,
  source: RunnerSource,
  lines: readonly RunnerPlayerLine[] = [],
): Promise<LobbyRow | null> {
  const lobby = await repo.lock(work.tx, lobbyId);
  if (!lobby || lobby.status !== 'in_game') return null;
  if (source === 'simulator' && !lobby.isDemo) return null;
  const winner = winnerOf(score);
  const seats = await repo.seats(work.tx, lobby.id);
  const winners = seats.filter((seat) => sideOfPosition(lobby, seat.position) === winner);
  await payOut(deps, work, lobby, seats, winners);
  await rate(work, lobby, seats, winner, source === 'simulator', lines);
  await repo.endSeats(work.tx, lobby.id);
  const finished = await repo.update(work.tx, lobby.id, {
    status: 'finished',
    scoreA: score.scoreA,
    scoreB: score.scoreB,
    winner,
    finishedAt: new Date(),
  });
  const userIds = seats.map((seat) => seat.userId);
  changed(work, finished, userIds);
  work.events.push({ type: 'QuickMatchFinished', quickMatchId: lobby.id, userIds });
  return finished;
}
