// The steps of a lobby's life, run on the caller's transaction under the lobby's row lock: the ready
// check, pick-and-ban, handing the match to a runner, and ending it (cancelled or with a result).
// They never publish: each adds the events to announce to `work.events`, sent after commit.
import { randomInt } from 'node:crypto';
import type { Book } from '@clutch/contract/money';
import type { Tx } from '../../platform/db/database.js';
import type { JobScheduler } from '../../platform/jobs/job-runner.js';
import type { QuickMatchErrorCode } from '@clutch/contract/quickmatch-live';
import type { MatchSettings } from '../matches/match.js';
import type { MatchRunner, RunnerProblemCode } from '../matches/match-runner.js';
import type { Ledger, Touched } from '../wallet/ledger/ledger.service.js';
import type { QuickMatchEvent } from './quickmatch.events.js';
import { balanceSides } from './mixing.js';
import { DEFAULT_SKILL, ordinalOf } from './rating.js';
import {
  allowedHeroFor,
  applyMove,
  currentStep,
  outcomeOf,
  planHeroVeto,
  planMapVeto,
  randomMove,
  startVeto,
  type VetoRefusal,
  type VetoState,
} from './pick-ban.js';
import {
  quickMatchRepository as repo,
  type LobbyRow,
  type SeatView,
} from './quickmatch.repository.js';
import { ratingsRepository } from './ratings.repository.js';
import { positionsOf, sideOfPosition, slotsOf } from './lobby-view.js';

export const READY_CHECK_JOB = 'quickmatch-ready-check';
export const VETO_TURN_JOB = 'quickmatch-veto-turn';
export const TIMED_START_JOB = 'quickmatch-timed-start';
export const HOST_RETRY_JOB = 'quickmatch-host-retry';
export const jobKey = (id: number) => `quickmatch:${String(id)}`;

export interface FlowDeps {
  ledger: Ledger;
  jobs: JobScheduler;
  /** The runner for a lobby's book and game: the simulator plays demo lobbies only. */
  runnerFor(book: Book, game: number): MatchRunner;
  /** How far a timed lobby with no free host is moved. */
  postponeMs: number;
  readyCheckMs: number;
  vetoTurnMs: number;
}

/** One unit of work: the transaction, the balances it moved, what to announce once it commits. */
export interface Work {
  tx: Tx;
  touched: Touched;
  events: QuickMatchEvent[];
}

export const bookOf = (lobby: Pick<LobbyRow, 'isDemo'>): Book => (lobby.isDemo ? 'demo' : 'real');
export const escrowOf = (id: number) =>
  ({ kind: 'escrow', ownerKey: `quickmatch:${String(id)}` }) as const;

export function changed(
  work: Work,
  lobby: LobbyRow,
  userIds: number[] = [],
  vetoMoved = false,
): void {
  work.events.push({
    type: 'QuickMatchChanged',
    quickMatchId: lobby.id,
    version: lobby.version,
    userIds,
    vetoMoved,
  });
}

const userIdsOf = (seats: readonly SeatView[]) => seats.map((seat) => seat.userId);

/** Every seat is taken: the ready check runs until its deadline (a durable job). */
export async function startReadyCheck(
  deps: FlowDeps,
  work: Work,
  lobby: LobbyRow,
): Promise<LobbyRow> {
  const deadline = new Date(Date.now() + deps.readyCheckMs);
  await deps.jobs.schedule(work.tx, {
    kind: READY_CHECK_JOB,
    key: jobKey(lobby.id),
    runAt: deadline,
    payload: { id: lobby.id },
  });
  return repo.update(work.tx, lobby.id, { status: 'ready_check', readyDeadline: deadline });
}

/** When every seat is taken and ready, the lobby moves on by itself (snap_game, or a timed start). */
export async function advanceIfReady(
  deps: FlowDeps,
  work: Work,
  lobby: LobbyRow,
): Promise<LobbyRow> {
  if (lobby.status !== 'waiting' && lobby.status !== 'ready_check') return lobby;
  const seats = await repo.seats(work.tx, lobby.id);
  const full = seats.length === slotsOf(lobby);
  if (!full) return lobby;
  // A timed lobby waits for its hour (timedStart) or its creator (startGame), however ready.
  const early =
    lobby.gameTimeType === 'timed' &&
    lobby.status === 'waiting' &&
    (lobby.gameTime?.getTime() ?? 0) > Date.now();
  if (seats.every((seat) => seat.isReady) && !early) return beginMatch(deps, work, lobby, seats);
  // Past its hour a timed lobby refilled after a missed ready check checks again, as a snap one.
  if (lobby.status === 'waiting' && !early) {
    const checking = await startReadyCheck(deps, work, lobby);
    changed(work, checking, userIdsOf(seats));
    return checking;
  }
  return lobby;
}

/** A mixed lobby seats its players on two sides balanced by rating before the veto. */
async function mixSides(work: Work, lobby: LobbyRow, seats: SeatView[]): Promise<void> {
  const ratings = await ratingsRepository.skills(
    work.tx,
    userIdsOf(seats),
    lobby.game,
    bookOf(lobby),
  );
  const [a, b] = balanceSides(
    seats.map((seat) => ({
      userId: seat.userId,
      ordinal: ordinalOf(ratings.get(seat.userId) ?? DEFAULT_SKILL),
    })),
  );
  const positions = [...positionsOf(lobby, 'a'), ...positionsOf(lobby, 'b')];
  const order = [...a, ...b];
  const moves = order.flatMap((userId, index) => {
    const seat = seats.find((s) => s.userId === userId);
    const position = positions[index];
    return seat && position !== undefined ? [{ seatId: seat.id, position }] : [];
  });
  await repo.reseat(work.tx, moves);
}

function planOf(lobby: LobbyRow): VetoState {
  const plan =
    lobby.game === 1
      ? planHeroVeto({
          banType: lobby.banType,
          pool: lobby.pool,
          playersPerSide: lobby.type === '1_1' ? 1 : 5,
        })
      : planMapVeto({ banType: lobby.banType, pool: lobby.pool, bestOf: 1 });
  return startVeto(plan);
}

/** Everyone is in and ready: the ready check ends, sides are mixed if asked, the veto begins. */
export async function beginMatch(
  deps: FlowDeps,
  work: Work,
  lobby: LobbyRow,
  seats: SeatView[],
): Promise<LobbyRow> {
  await deps.jobs.cancel(work.tx, READY_CHECK_JOB, jobKey(lobby.id));
  if (lobby.mix) await mixSides(work, lobby, seats);
  const veto = planOf(lobby);
  const step = currentStep(veto);
  if (step === null) {
    const vetoed = await repo.update(work.tx, lobby.id, {
      veto,
      readyDeadline: null,
      vetoDeadline: null,
      status: 'veto',
    });
    return startMatch(deps, work, vetoed);
  }
  const deadline = new Date(Date.now() + deps.vetoTurnMs);
  await scheduleTurn(deps, work, lobby.id, deadline, 0);
  const vetoing = await repo.update(work.tx, lobby.id, {
    status: 'veto',
    veto,
    readyDeadline: null,
    vetoDeadline: deadline,
  });
  changed(work, vetoing, userIdsOf(seats), true);
  return vetoing;
}

const scheduleTurn = (deps: FlowDeps, work: Work, id: number, runAt: Date, step: number) =>
  deps.jobs.schedule(work.tx, {
    kind: VETO_TURN_JOB,
    key: jobKey(id),
    runAt,
    payload: { id, step },
  });

/** One move of the veto, a player's or the server's on a timed-out turn; the last one starts it. */
export async function moveVeto(
  deps: FlowDeps,
  work: Work,
  lobby: LobbyRow,
  move: { side: 'a' | 'b'; item: string; random: boolean },
): Promise<{ ok: true; lobby: LobbyRow } | { ok: false; refusal: VetoRefusal }> {
  if (lobby.status !== 'veto' || !lobby.veto) return { ok: false, refusal: 'finished' };
  const applied = applyMove(lobby.veto, move.side, move.item, { random: move.random });
  if (!applied.ok) return applied;
  const veto = applied.state;
  const next = currentStep(veto);
  if (next === null) {
    const done = await repo.update(work.tx, lobby.id, { veto, vetoDeadline: null });
    changed(work, done, [], true);
    await deps.jobs.cancel(work.tx, VETO_TURN_JOB, jobKey(lobby.id));
    return { ok: true, lobby: await startMatch(deps, work, done) };
  }
  const deadline = new Date(Date.now() + deps.vetoTurnMs);
  await scheduleTurn(deps, work, lobby.id, deadline, veto.moves.length);
  const moved = await repo.update(work.tx, lobby.id, { veto, vetoDeadline: deadline });
  changed(work, moved, [], true);
  return { ok: true, lobby: moved };
}

/** The turn ran out: the server bans or picks at random for the side whose turn it was. */
export async function timeOutTurn(deps: FlowDeps, work: Work, lobby: LobbyRow, step: number) {
  if (lobby.status !== 'veto' || !lobby.veto || lobby.veto.moves.length !== step) return lobby;
  const move = randomMove(lobby.veto, (n) => randomInt(0, n));
  if (move === null) return lobby;
  const moved = await moveVeto(deps, work, lobby, { ...move, random: true });
  return moved.ok ? moved.lobby : lobby;
}

/** What the runner needs to set the game up: region, side names, maps and sides, heroes. */
async function settingsOf(
  work: Work,
  lobby: LobbyRow,
  seats: readonly SeatView[],
  sides: readonly { side: 'a' | 'b'; teamId: number | null }[],
): Promise<MatchSettings> {
  const teamIds = sides.flatMap((s) => (s.teamId === null ? [] : [s.teamId]));
  const teamNames = await repo.teamNames(work.tx, teamIds);
  const outcome = lobby.veto ? outcomeOf(lobby.veto) : null;
  const bySide = (side: 'a' | 'b') =>
    seats.filter((seat) => sideOfPosition(lobby, seat.position) === side);
  const nameOf = (side: 'a' | 'b') => {
    const teamId = sides.find((s) => s.side === side)?.teamId;
    const team = teamId == null ? undefined : teamNames.get(teamId);
    const [first, ...rest] = bySide(side);
    if (team) return team;
    if (first && rest.length === 0) return first.username;
    return `Team ${first?.username ?? side.toUpperCase()}`;
  };
  const heroes = new Map<number, number>();
  if (outcome && lobby.game === 1)
    for (const side of ['a', 'b'] as const)
      bySide(side).forEach((seat, index) => {
        const hero = allowedHeroFor(outcome, index);
        if (hero !== null) heroes.set(seat.userId, Number(hero));
      });
  const sideA = outcome?.startingSide?.a ?? null;
  return {
    region: lobby.server,
    names: [nameOf('a'), nameOf('b')],
    maps: (outcome?.maps ?? []).map((name) => ({ name, sideA })),
    roundsToWin: lobby.roundsToWin,
    overtimeRounds: lobby.overtimeRounds,
    friendlyFire: lobby.friendlyFire,
    heroes,
    gameMode: lobby.type === '1_1' ? 21 : 1,
  };
}

/** The code players are told when no host could take the match. */
function failureCode(lobby: LobbyRow, code: RunnerProblemCode | undefined): QuickMatchErrorCode {
  if (code === 'no_online_bots') return 'no_online_bots';
  if (code === 'no_free_servers' && lobby.gameTimeType === 'timed')
    return 'match_postponed_no_free_servers';
  return code === 'no_free_servers' ? 'no_free_servers' : 'update_error';
}

/**
 * Hands the match to the runner. A timed lobby whose host is not free is postponed by
 * MATCH_POSTPONE_DELAY (the veto stands, a durable job tries again); anything else that cannot be
 * hosted ends the lobby with the reason.
 */
export async function startMatch(deps: FlowDeps, work: Work, lobby: LobbyRow): Promise<LobbyRow> {
  const seats = await repo.seats(work.tx, lobby.id);
  const sides = await repo.sides(work.tx, lobby.id);
  const sideUsers = (side: 'a' | 'b') =>
    seats.filter((seat) => sideOfPosition(lobby, seat.position) === side).map((s) => s.userId);
  const sideId = (side: 'a' | 'b') => sides.find((s) => s.side === side)?.id ?? null;
  const book = bookOf(lobby);
  const started = await deps.runnerFor(book, lobby.game).start(
    {
      id: lobby.id,
      owner: { kind: 'quickmatch', id: lobby.id },
      game: lobby.game,
      book,
      sides: [
        { id: sideId('a'), userIds: sideUsers('a') },
        { id: sideId('b'), userIds: sideUsers('b') },
      ],
      settings: await settingsOf(work, lobby, seats, sides),
    },
    work.tx,
  );
  if (!started.ok) {
    const code = failureCode(lobby, started.code);
    work.events.push({
      type: 'QuickMatchFailed',
      quickMatchId: lobby.id,
      userIds: userIdsOf(seats),
      code,
    });
    if (code === 'match_postponed_no_free_servers') {
      const retryAt = new Date(Date.now() + deps.postponeMs);
      await deps.jobs.schedule(work.tx, {
        kind: HOST_RETRY_JOB,
        key: jobKey(lobby.id),
        runAt: retryAt,
        payload: { id: lobby.id },
      });
      const postponed = await repo.update(work.tx, lobby.id, { gameTime: retryAt });
      changed(work, postponed, userIdsOf(seats));
      return postponed;
    }
    return cancelLobby(deps, work, lobby, started.problem);
  }
  const playing = await repo.update(work.tx, lobby.id, {
    status: 'in_game',
    startedAt: new Date(),
    lobbyName: started.lobby.lobbyName,
    lobbyPassword: started.lobby.lobbyPassword,
    connectString: started.lobby.connectString,
  });
  changed(work, playing, userIdsOf(seats));
  return playing;
}

/** A postponed timed lobby tries its host again (the veto is over, so only the start is left). */
export async function retryHost(deps: FlowDeps, work: Work, lobby: LobbyRow): Promise<LobbyRow> {
  if (lobby.status !== 'veto' || !lobby.veto || currentStep(lobby.veto) !== null) return lobby;
  return startMatch(deps, work, lobby);
}

/** The host failed mid-match: a quick match is never replayed later, so every fee goes back. */
export async function hostFailed(
  deps: FlowDeps,
  work: Work,
  lobby: LobbyRow,
  problem: string,
): Promise<void> {
  if (lobby.status !== 'in_game') return;
  const seats = await repo.seats(work.tx, lobby.id);
  work.events.push({
    type: 'QuickMatchFailed',
    quickMatchId: lobby.id,
    userIds: userIdsOf(seats),
    code: 'server_error_without_postpone',
  });
  await cancelLobby(deps, work, lobby, problem);
}

/** The lobby dies before a result: every fee and the creator's prize go back, seats are freed. */
export async function cancelLobby(
  deps: FlowDeps,
  work: Work,
  lobby: LobbyRow,
  reason: string,
): Promise<LobbyRow> {
  const seats = await repo.seats(work.tx, lobby.id);
  for (const seat of seats)
    if (seat.holdId !== null) await deps.ledger.release(work.tx, seat.holdId, work.touched);
  if (lobby.prizeHoldId !== null)
    await deps.ledger.release(work.tx, lobby.prizeHoldId, work.touched);
  await repo.endSeats(work.tx, lobby.id);
  for (const kind of [READY_CHECK_JOB, VETO_TURN_JOB, TIMED_START_JOB, HOST_RETRY_JOB])
    await deps.jobs.cancel(work.tx, kind, jobKey(lobby.id));
  const cancelled = await repo.update(work.tx, lobby.id, {
    status: 'cancelled',
    readyDeadline: null,
    vetoDeadline: null,
    finishedAt: new Date(),
  });
  changed(work, cancelled);
  work.events.push({
    type: 'QuickMatchDeleted',
    quickMatchId: lobby.id,
    userIds: userIdsOf(seats),
    reason,
  });
  return cancelled;
}
