// C6's interleavings on one tournament, ordered by fast-check's scheduler: six requests are let go
// one by one in the order it picks, a few milliseconds apart (the gaps are generated too), so they
// overlap at the server in a different way each run. Two scenarios alternate:
//   registration: cancel, refund (the creator removes A), A leaves, B leaves, E registers, refund C;
//   final: the final's result twice with opposite winners (two payouts racing), the third-place
//   result, and a cancel, a refund and a leave that a running tournament must refuse.
// Whatever the order: each player refunded or paid exactly once, nothing else moves.
import { setTimeout as sleep } from 'node:timers/promises';
import type fc from 'fast-check';
import type { Player } from './api-client.js';
import { balanceMinor, type MoneyReply } from './c-money.js';
import { expectedSettlement } from './c6-model.js';
import type { Observer } from './c6-observe.js';
import {
  cancelTournament,
  createTournament,
  grid,
  isFinal,
  leave,
  playable,
  register,
  removePlayer,
  setResult,
  startSoon,
  tournamentStatus,
  waitStarted,
} from './c6-tournaments.js';

export const RACE_FEE = 1;
export const RACE_POOL = 6;
const RACE_PRIZES = [3, 2, 1] as const;

export interface RaceContext {
  origin: string;
  observer: Observer;
  creator: Player;
  /** Players to draw each scenario's four or five from. */
  players: readonly Player[];
}

export interface FinalTournament {
  id: number;
  players: Player[];
  final: number;
  thirdPlace: number;
}

interface Op {
  label: string;
  send: () => Promise<MoneyReply>;
}

/** Lets the ops go in the scheduler's order, `gaps` ms apart; answers replies in op order. */
async function race(s: fc.Scheduler, gaps: readonly number[], ops: readonly Op[]) {
  const fired = ops.map((op) => s.schedule(Promise.resolve(), op.label).then(() => op.send()));
  let step = 0;
  await s.waitIdle(async (release) => {
    await sleep(gaps[step % gaps.length] ?? 0);
    step += 1;
    await release();
  });
  const replies = await Promise.all(fired);
  const order = s
    .report()
    .filter((item) => item.status === 'resolved')
    .map((item) => item.label);
  return { replies, order };
}

const group = (ctx: RaceContext, first: number, size: number) =>
  Array.from({ length: size }, (_, i) => {
    const player = ctx.players[(first + i) % ctx.players.length];
    if (!player) throw new Error('no players');
    return player;
  });

const is2xx = (reply: MoneyReply | undefined) => reply !== undefined && reply.status < 300;
const isServerError = (reply: MoneyReply) => reply.status === 0 || reply.status >= 500;

async function balancesOf(origin: string, players: readonly Player[]) {
  return Promise.all(players.map((player) => balanceMinor(origin, player)));
}

/** The registration scenario on a new tournament: answers what broke (empty: all held). */
export async function raceRegistration(
  ctx: RaceContext,
  run: number,
  s: fc.Scheduler,
  gaps: readonly number[],
): Promise<{ problems: string[]; order: string[] }> {
  const [a, b, c, d, e] = group(ctx, run * 5, 5);
  if (!a || !b || !c || !d || !e) throw new Error('no players');
  const spec = { fee: RACE_FEE, pool: 2, prizes: [1, 1, 0] as const, grid: 3 };
  const { id } = await createTournament(ctx.origin, ctx.creator, spec);
  if (id === null) throw new Error('race tournament not created');
  for (const player of [a, b, c, d]) {
    const reply = await register(ctx.origin, player, id);
    if (reply.status !== 201) throw new Error(`register: ${String(reply.status)} ${reply.text}`);
  }
  const everyone = [a, b, c, d, e, ctx.creator];
  const before = await balancesOf(ctx.origin, everyone);
  const { replies, order } = await race(s, gaps, [
    { label: 'cancel', send: () => cancelTournament(ctx.origin, ctx.creator, id) },
    { label: 'refund A', send: () => removePlayer(ctx.origin, ctx.creator, id, a.id) },
    { label: 'A leaves', send: () => leave(ctx.origin, a, id) },
    { label: 'B leaves', send: () => leave(ctx.origin, b, id) },
    { label: 'E registers', send: () => register(ctx.origin, e, id) },
    { label: 'refund C', send: () => removePlayer(ctx.origin, ctx.creator, id, c.id) },
  ]);
  const after = await balancesOf(ctx.origin, everyone);
  const problems: string[] = [];
  if (replies.some(isServerError)) problems.push('a 5xx or dropped answer');
  if (!is2xx(replies[0])) problems.push(`cancel answered ${String(replies[0]?.status)}`);
  if (is2xx(replies[1]) && is2xx(replies[2])) problems.push('A refunded by both remove and leave');
  if ((await tournamentStatus(ctx.origin, ctx.creator, id)) !== 'cancelled')
    problems.push('not cancelled');
  // A to D get their fee back exactly once, E ends where it began (refused, or in and refunded),
  // the creator gets the pool back.
  const refunds = [RACE_FEE, RACE_FEE, RACE_FEE, RACE_FEE, 0, spec.pool].map((c) => c * 100);
  everyone.forEach((player, i) => {
    const moved = (after[i] ?? 0) - (before[i] ?? 0);
    if (moved !== refunds[i])
      problems.push(`${player.username}: moved ${String(moved)}, expected ${String(refunds[i])}`);
  });
  const stillHeld = await ctx.observer.heldFor(id);
  if (stillHeld > 0) problems.push(`${String(stillHeld)} holds of the tournament still held`);
  return { problems, order };
}

/** Running tournaments of four with both semifinals played: the final and third place wait. */
export async function prepareFinals(
  ctx: RaceContext,
  first: number,
  count: number,
): Promise<FinalTournament[]> {
  const spec = { fee: RACE_FEE, pool: RACE_POOL, prizes: RACE_PRIZES, grid: 2 };
  const made: FinalTournament[] = [];
  for (let i = 0; i < count; i += 1) {
    const { id } = await createTournament(ctx.origin, ctx.creator, spec);
    if (id === null) throw new Error('final tournament not created');
    const players = group(ctx, (first + i) * 4, 4);
    for (const player of players) {
      const reply = await register(ctx.origin, player, id);
      if (reply.status !== 201) throw new Error(`register: ${String(reply.status)} ${reply.text}`);
    }
    made.push({ id, players, final: 0, thirdPlace: 0 });
  }
  await startSoon(
    ctx.origin,
    ctx.creator,
    made.map((t) => t.id),
  );
  await waitStarted(
    ctx.origin,
    ctx.creator,
    made.map((t) => t.id),
  );
  for (const t of made) {
    for (const semi of playable(await grid(ctx.origin, ctx.creator, t.id)))
      await setResult(ctx.origin, ctx.creator, semi.id);
    const open = playable(await grid(ctx.origin, ctx.creator, t.id));
    t.final = open.find(isFinal)?.id ?? 0;
    t.thirdPlace = open.find((row) => row.is_third_place)?.id ?? 0;
    if (!t.final || !t.thirdPlace) throw new Error(`tournament ${String(t.id)}: no final`);
  }
  return made;
}

/** The final scenario on a prepared tournament: answers what broke (empty: all held). */
export async function raceFinal(
  ctx: RaceContext,
  t: FinalTournament,
  s: fc.Scheduler,
  gaps: readonly number[],
): Promise<{ problems: string[]; order: string[] }> {
  const [a] = t.players;
  if (!a) throw new Error('no players');
  const before = await balancesOf(ctx.origin, t.players);
  const { replies, order } = await race(s, gaps, [
    { label: 'final 2:1 (payout)', send: () => setResult(ctx.origin, ctx.creator, t.final, 2, 1) },
    { label: 'final 1:2 (payout)', send: () => setResult(ctx.origin, ctx.creator, t.final, 1, 2) },
    { label: 'third place', send: () => setResult(ctx.origin, ctx.creator, t.thirdPlace) },
    { label: 'cancel', send: () => cancelTournament(ctx.origin, ctx.creator, t.id) },
    { label: 'refund A', send: () => removePlayer(ctx.origin, ctx.creator, t.id, a.id) },
    { label: 'A leaves', send: () => leave(ctx.origin, a, t.id) },
  ]);
  const after = await balancesOf(ctx.origin, t.players);
  const problems: string[] = [];
  if (replies.some(isServerError)) problems.push('a 5xx or dropped answer');
  const finals = replies.slice(0, 2).filter(is2xx).length;
  if (finals !== 1) problems.push(`${String(finals)} of the 2 final results accepted`);
  if (!is2xx(replies[2])) problems.push(`third place answered ${String(replies[2]?.status)}`);
  if (replies.slice(3).some(is2xx)) problems.push('a running tournament took a cancel or refund');
  if ((await tournamentStatus(ctx.origin, ctx.creator, t.id)) !== 'finished')
    problems.push('not finished');
  const settlements = await ctx.observer.settlements(t.id);
  if (settlements !== 1) problems.push(`${String(settlements)} settlements`);
  const podium = await ctx.observer.podium(t.id);
  const indexOf = (id: number | null) =>
    id === null ? null : t.players.findIndex((p) => p.id === id);
  const plan = expectedSettlement(
    { fee: RACE_FEE * 100, pool: RACE_POOL * 100, prizes: [300, 200, 100] },
    4,
    [indexOf(podium[0]), indexOf(podium[1]), indexOf(podium[2])],
  );
  const entries = await ctx.observer.prizeEntries(t.id);
  t.players.forEach((player, i) => {
    const paid = entries.find((entry) => entry.userId === player.id);
    const due = plan.payouts.get(i) ?? 0;
    if ((paid?.entries ?? 0) !== (due > 0 ? 1 : 0) || (paid?.amount ?? 0) !== due)
      problems.push(`${player.username}: paid ${JSON.stringify(paid)}, due ${String(due)}`);
    if ((after[i] ?? 0) - (before[i] ?? 0) !== due)
      problems.push(
        `${player.username}: balance moved ${String((after[i] ?? 0) - (before[i] ?? 0))}`,
      );
  });
  return { problems, order };
}
