// The durable timers of a lobby (restart-safe, each run once across instances): the ready check's
// deadline, a pick-and-ban turn running out, a timed lobby's start; and the runners' results.
import type { Tx } from '../../platform/db/database.js';
import type { AfterCommit, JobHandlers } from '../../platform/jobs/job-runner.js';
import type { RunnerFailures, RunnerResults } from '../matches/match-runner.js';
import {
  advanceIfReady,
  beginMatch,
  cancelLobby,
  changed,
  HOST_RETRY_JOB,
  hostFailed,
  retryHost,
  READY_CHECK_JOB,
  startReadyCheck,
  timeOutTurn,
  TIMED_START_JOB,
  VETO_TURN_JOB,
  type Work,
} from './lobby-flow.tx.js';
import { slotsOf } from './lobby-view.js';
import { finishMatch, type EndDeps } from './match-end.tx.js';
import { nextCooldown } from './cooldown.js';
import { quickMatchRepository as repo, type LobbyRow } from './quickmatch.repository.js';
import type { AppEvent } from '../../app-events.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';

export interface LobbyJobsDeps extends EndDeps {
  bus: EventPublisher<AppEvent>;
}

function payloadOf(payload: unknown): { id: number; step: number | null } | null {
  if (typeof payload !== 'object' || payload === null || !('id' in payload)) return null;
  const id = payload.id;
  const step = 'step' in payload ? payload.step : null;
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  return { id, step: typeof step === 'number' ? step : null };
}

export function createLobbyJobs(deps: LobbyJobsDeps) {
  const { bus, ledger } = deps;

  /** Runs a job's step on its transaction with the lobby locked; publishes after the commit. */
  function lobbyJob(
    step: (work: Work, lobby: LobbyRow, payloadStep: number | null) => Promise<unknown>,
  ) {
    return async (payload: unknown, tx: Tx): Promise<AfterCommit | void> => {
      const parsed = payloadOf(payload);
      if (!parsed) return;
      const lobby = await repo.lock(tx, parsed.id);
      if (!lobby) return;
      const work: Work = { tx, touched: new Map(), events: [] };
      await step(work, lobby, parsed.step);
      return async () => {
        ledger.announce(work.touched);
        for (const event of work.events) await bus.publish(event);
      };
    };
  }

  /**
   * The deadline passed: whoever did not confirm loses the seat (fee released) and gets a cooldown
   * that grows with each miss in a day; the lobby waits for new players. A creator who missed it
   * closes the lobby.
   */
  async function readyCheckEnded(work: Work, lobby: LobbyRow): Promise<void> {
    if (lobby.status !== 'ready_check') return;
    const seats = await repo.seats(work.tx, lobby.id);
    const missed = seats.filter((seat) => !seat.isReady);
    if (missed.length === 0) {
      await advanceIfReady(deps, work, lobby);
      return;
    }
    const now = new Date();
    for (const seat of missed) {
      const was = await repo.cooldown(work.tx, seat.userId);
      await repo.upsertCooldown(work.tx, {
        userId: seat.userId,
        ...nextCooldown(was ?? null, now),
      });
    }
    if (missed.some((seat) => seat.userId === lobby.createdBy)) {
      await cancelLobby(deps, work, lobby, 'The creator missed the ready check.');
      return;
    }
    for (const seat of missed) {
      if (seat.holdId !== null) await ledger.release(work.tx, seat.holdId, work.touched);
      await repo.removeSeat(work.tx, seat.id);
    }
    const waiting = await repo.update(work.tx, lobby.id, {
      status: 'waiting',
      readyDeadline: null,
    });
    changed(
      work,
      waiting,
      seats.map((seat) => seat.userId),
    );
  }

  /** A timed lobby's hour came: a full lobby checks readiness now, one with empty seats dies. */
  async function timedStart(work: Work, lobby: LobbyRow): Promise<void> {
    if (lobby.status !== 'waiting') return;
    const seats = await repo.seats(work.tx, lobby.id);
    if (seats.length < slotsOf(lobby)) {
      await cancelLobby(deps, work, lobby, 'Not every seat was taken at the start time.');
      return;
    }
    if (seats.every((seat) => seat.isReady)) {
      await beginMatch(deps, work, lobby, seats);
      return;
    }
    const checking = await startReadyCheck(deps, work, lobby);
    changed(
      work,
      checking,
      seats.map((seat) => seat.userId),
    );
  }

  const jobs: JobHandlers = {
    [READY_CHECK_JOB]: lobbyJob((work, lobby) => readyCheckEnded(work, lobby)),
    [VETO_TURN_JOB]: lobbyJob((work, lobby, step) => timeOutTurn(deps, work, lobby, step ?? -1)),
    [TIMED_START_JOB]: lobbyJob((work, lobby) => timedStart(work, lobby)),
    [HOST_RETRY_JOB]: lobbyJob((work, lobby) => retryHost(deps, work, lobby)),
  };

  /** What the runners (the simulator now, game servers next) report for a lobby in game. */
  const runnerResult: RunnerResults = async (tx, matchId, score, source, lines = []) => {
    const work: Work = { tx, touched: new Map(), events: [] };
    await finishMatch(deps, work, matchId, score, source, lines);
    return async () => {
      ledger.announce(work.touched);
      for (const event of work.events) await bus.publish(event);
    };
  };

  /** A real host failed mid-match: the lobby is cancelled and refunded, players told why. */
  const runnerFailure: RunnerFailures = async (tx, matchId, problem) => {
    const lobby = await repo.lock(tx, matchId);
    const work: Work = { tx, touched: new Map(), events: [] };
    if (lobby) await hostFailed(deps, work, lobby, problem);
    return async () => {
      ledger.announce(work.touched);
      for (const event of work.events) await bus.publish(event);
    };
  };

  return { jobs, runnerResult, runnerFailure };
}
