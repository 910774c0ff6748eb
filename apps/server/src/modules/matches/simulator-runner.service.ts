// The demo simulator: a started DEMO match is played to a random result after a configurable delay
// (a durable job), which it reports to the match's owner. It refuses real-crystal matches, and the
// owner checks again when the result arrives, so a simulated result can never decide real money.
import { randomInt } from 'node:crypto';
import type { Tx } from '../../platform/db/database.js';
import type { AfterCommit, JobHandlers, JobScheduler } from '../../platform/jobs/job-runner.js';
import type { MatchOwnerKind, Score } from './match.js';
import { manualRunner, type MatchRunner, type RunnerResultsByOwner } from './match-runner.js';

export const SIMULATE_JOB = 'tournament-match-simulate';

export interface SimulatorDeps {
  jobs: JobScheduler;
  /** Where each owner takes the results the simulator decides. */
  results: RunnerResultsByOwner;
  /** How long a simulated match lasts, in milliseconds. */
  delayMs: number;
}

interface SimulatedMatch {
  matchId: number;
  owner: MatchOwnerKind;
  /** 2 (CS2) plays one map to 13 rounds; anything else a best of three. */
  game: number;
}

const OWNER_KINDS: readonly MatchOwnerKind[] = ['tournament', 'quickmatch'];

function simulatedOf(payload: unknown): SimulatedMatch | null {
  if (typeof payload !== 'object' || payload === null || !('matchId' in payload)) return null;
  const id = payload.matchId;
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  // Jobs scheduled before owners existed carry no owner: they were all tournaments' matches.
  const owner = 'owner' in payload ? payload.owner : 'tournament';
  const kind = OWNER_KINDS.find((known) => known === owner);
  // Jobs scheduled before the game was recorded get the best-of-three score they always had.
  const game = 'game' in payload && typeof payload.game === 'number' ? payload.game : 1;
  return kind === undefined ? null : { matchId: id, owner: kind, game };
}

/** Tournament matches keep the job key they always had; other owners' match ids are their own. */
const jobKey = (owner: MatchOwnerKind, matchId: number) =>
  owner === 'tournament' ? `match:${String(matchId)}` : `${owner}-match:${String(matchId)}`;

/**
 * A score the game could have ended with: CS2 one map to 13 rounds (the loser 0 to 11), otherwise
 * a best of three (the winner 2, the loser 0 or 1).
 */
function randomScore(game: number): Score {
  const [won, lost] = game === 2 ? [13, randomInt(0, 12)] : [2, randomInt(0, 2)];
  return randomInt(0, 2) === 0 ? { scoreA: won, scoreB: lost } : { scoreA: lost, scoreB: won };
}

export function createSimulatorRunner(deps: SimulatorDeps): MatchRunner & { jobs: JobHandlers } {
  const { jobs } = deps;

  const handlers: JobHandlers = {
    [SIMULATE_JOB]: async (payload: unknown, tx: Tx): Promise<AfterCommit | void> => {
      const simulated = simulatedOf(payload);
      const record = simulated === null ? undefined : deps.results[simulated.owner];
      if (simulated === null || record === undefined) return;
      return record(tx, simulated.matchId, randomScore(simulated.game), 'simulator');
    },
  };

  return {
    jobs: handlers,
    async start(match, tx) {
      if (match.book !== 'demo')
        return { ok: false, problem: 'The simulator plays demo tournaments only.' };
      if (deps.results[match.owner.kind] === undefined)
        return { ok: false, problem: 'The simulator cannot report this match’s result.' };
      const started = await manualRunner.start(match, tx);
      await jobs.schedule(tx, {
        kind: SIMULATE_JOB,
        key: jobKey(match.owner.kind, match.id),
        runAt: new Date(Date.now() + deps.delayMs),
        payload: { matchId: match.id, owner: match.owner.kind, game: match.game },
      });
      return started;
    },
  };
}
