// C6 (b): 64-player paid tournaments played to their finals, then every final's result sent at once
// and the app SIGKILLed a random few milliseconds later, while the results (each pays its prize
// table in the transaction that finishes the tournament) are in flight. A new instance on the same
// database takes over and the creator's client sends each final's result again, as a client that
// lost its answer does. Answers what the test prints and checks.
import type { Player } from './api-client.js';
import { inPool, prng } from './c-money.js';
import { expectedSettlement } from './c6-model.js';
import type { Observer } from './c6-observe.js';
import {
  createTournament,
  playToTheFinal,
  register,
  setResult,
  startSoon,
  tournamentStatus,
  waitStarted,
  type GridRow,
} from './c6-tournaments.js';
import type { SuiteInstance, SuiteServer } from './suite-server.js';
import { healthy, until } from './waiting.js';

export const CRASH_FEE = 1;
export const CRASH_POOL = 30;
const CRASH_PRIZES = [15, 10, 5] as const;

export interface CrashTournament {
  id: number;
  final: GridRow;
}

export interface CrashOutcome {
  killAfterMs: number;
  medianResultMs: number;
  /** Settled by the killed instance (committed at or around the kill), by tournament. */
  committedBeforeKill: number[];
  firstReplies: number[];
  resentReplies: number[];
  recoveryMs: number;
  restarted: SuiteInstance;
}

export interface PaidCheck {
  tournament: number;
  status: string;
  settlements: number;
  /** Podium players credited exactly once, with exactly their prize. */
  podiumPaidOnce: number;
  podium: number;
  /** Other players the settlement credited (must be 0). */
  othersPaid: number;
  paid: number;
  shared: number;
  /** What each player (by id) is due from this tournament. */
  due: Map<number, number>;
}

/** K tournaments of 64 with every match but the final decided; answers them and result latencies. */
export async function prepareCrashTournaments(
  origin: string,
  creator: Player,
  players: readonly Player[],
  count: number,
) {
  const spec = { fee: CRASH_FEE, pool: CRASH_POOL, prizes: CRASH_PRIZES, grid: 6 };
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { id, reply } = await createTournament(origin, creator, spec);
    if (id === null) throw new Error(`crash tournament: ${String(reply.status)} ${reply.text}`);
    ids.push(id);
  }
  const pairs = ids.flatMap((id) => players.map((player) => ({ id, player })));
  const registered = await inPool(pairs, 16, ({ id, player }) => register(origin, player, id));
  const refused = registered.filter((reply) => reply.status !== 201);
  if (refused.length > 0) throw new Error(`registration refused: ${refused[0]?.text ?? ''}`);
  await startSoon(origin, creator, ids);
  await waitStarted(origin, creator, ids);
  const made: CrashTournament[] = [];
  const took: number[] = [];
  for (const id of ids) {
    const played = await playToTheFinal(origin, creator, id);
    made.push({ id, final: played.final });
    took.push(...played.took);
  }
  return { tournaments: made, took };
}

/** Sends every final's result, SIGKILLs the app, restarts, sends them again. */
export async function crashDuringPayouts(
  server: SuiteServer,
  observer: Observer,
  creator: Player,
  input: { tournaments: readonly CrashTournament[]; took: readonly number[]; seed: number },
): Promise<CrashOutcome> {
  const sorted = [...input.took].sort((x, y) => x - y);
  const medianResultMs = sorted[Math.floor(sorted.length / 2)] ?? 20;
  // Somewhere from "before any reached the database" to "some committed": the finals run at once.
  const killAfterMs = Math.round(prng(input.seed).next() * 3 * medianResultMs);
  const sent = input.tournaments.map((t) => setResult(server.origin, creator, t.final.id));
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  const killedAt = Date.now();
  await server.kill();
  const firstReplies = (await Promise.all(sent)).map((reply) => reply.status);
  // On a loaded machine a start can outlast the child helper's 30 s: try once more.
  const restarted = await server.startInstance().catch(() => server.startInstance());
  await until(() => healthy(restarted.origin), 30_000);
  const recoveryMs = Date.now() - killedAt;
  // Counted once the new instance is up: a COMMIT the dead app had sent still completes after it.
  const committedBeforeKill: number[] = [];
  for (const t of input.tournaments) committedBeforeKill.push(await observer.settlements(t.id));
  const resent = await Promise.all(
    input.tournaments.map((t) => setResult(restarted.origin, creator, t.final.id)),
  );
  return {
    killAfterMs,
    medianResultMs,
    committedBeforeKill,
    firstReplies,
    resentReplies: resent.map((reply) => reply.status),
    recoveryMs,
    restarted,
  };
}

/** Each tournament after the crash: paid once, to the right players, the whole prize share. */
export async function checkPaid(
  origin: string,
  observer: Observer,
  creator: Player,
  players: readonly Player[],
  tournament: number,
): Promise<PaidCheck> {
  const podium = await observer.podium(tournament);
  const indexOf = (id: number | null) =>
    id === null ? null : players.findIndex((p) => p.id === id);
  const plan = expectedSettlement(
    {
      fee: CRASH_FEE * 100,
      pool: CRASH_POOL * 100,
      prizes: [CRASH_PRIZES[0] * 100, CRASH_PRIZES[1] * 100, CRASH_PRIZES[2] * 100],
    },
    players.length,
    [indexOf(podium[0]), indexOf(podium[1]), indexOf(podium[2])],
  );
  const entries = await observer.prizeEntries(tournament);
  let podiumPaidOnce = 0;
  let othersPaid = 0;
  const dueById = new Map<number, number>();
  players.forEach((player, i) => {
    const due = plan.payouts.get(i) ?? 0;
    dueById.set(player.id, due);
    const paid = entries.find((entry) => entry.userId === player.id);
    if (due > 0 && paid?.entries === 1 && paid.amount === due) podiumPaidOnce += 1;
    if (due === 0 && paid) othersPaid += 1;
  });
  return {
    tournament,
    status: await tournamentStatus(origin, creator, tournament),
    settlements: await observer.settlements(tournament),
    podiumPaidOnce,
    podium: plan.payouts.size,
    othersPaid,
    paid: entries
      .filter((entry) => players.some((p) => p.id === entry.userId))
      .reduce((sum, entry) => sum + entry.amount, 0),
    shared: plan.shared,
    due: dueById,
  };
}
