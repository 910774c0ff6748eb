// The demo simulator: a started match of a DEMO tournament is played to a random result after a
// configurable delay (a durable job). It refuses real-crystal tournaments, and its job checks again,
// so a simulated result can never decide real money.
import { randomInt } from 'node:crypto';
import type { Tx } from '../../platform/db/database.js';
import type { AfterCommit, JobHandlers, JobScheduler } from '../../platform/jobs/job-runner.js';
import type { Ledger, Touched } from '../wallet/ledger.service.js';
import { lockMatch, type MatchResults } from './match-results.service.js';
import { manualRunner, type MatchRunner } from './match-runner.js';

export const SIMULATE_JOB = 'tournament-match-simulate';

export interface SimulatorDeps {
  jobs: JobScheduler;
  ledger: Ledger;
  results: MatchResults;
  /** How long a simulated match lasts, in milliseconds. */
  delayMs: number;
}

function matchIdOf(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null || !('matchId' in payload)) return null;
  const id = payload.matchId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/** A best-of-three-like score: the winner 2, the loser 0 or 1. */
function randomScore() {
  const loser = randomInt(0, 2);
  return randomInt(0, 2) === 0 ? { scoreA: 2, scoreB: loser } : { scoreA: loser, scoreB: 2 };
}

export function createSimulatorRunner(deps: SimulatorDeps): MatchRunner & { jobs: JobHandlers } {
  const { jobs, ledger, results } = deps;

  async function play(tx: Tx, matchId: number, touched: Touched) {
    const { tournament, match } = await lockMatch(tx, matchId);
    // Only a demo tournament's match still in game: a result or an edit since then wins.
    if (!tournament.isDemo || tournament.status !== 'running' || match.status !== 'in_game')
      return [];
    const score = randomScore();
    return results.applyResult(tx, touched, { tournament, match, score, source: 'simulator' });
  }

  const handlers: JobHandlers = {
    [SIMULATE_JOB]: async (payload: unknown, tx: Tx): Promise<AfterCommit> => {
      const matchId = matchIdOf(payload);
      const touched: Touched = new Map();
      const events = matchId === null ? [] : await play(tx, matchId, touched);
      return async () => {
        ledger.announce(touched);
        await results.publish(events);
      };
    },
  };

  return {
    jobs: handlers,
    async start(match, tx) {
      if (!match.isDemo)
        return { ok: false, problem: 'The simulator plays demo tournaments only.' };
      const started = await manualRunner.start(match, tx);
      await jobs.schedule(tx, {
        kind: SIMULATE_JOB,
        key: `match:${String(match.id)}`,
        runAt: new Date(Date.now() + deps.delayMs),
        payload: { matchId: match.id },
      });
      return started;
    },
  };
}
