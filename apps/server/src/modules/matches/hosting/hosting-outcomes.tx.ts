// How a hosted match ends, whichever host played it: with a result (handed to the owner with the
// players' statistics, the host released) or with a failure (the owner postpones or cancels by its
// rules, a CS2 server is marked unhealthy). Run on the caller's transaction with the row locked.
import type { Tx } from '../../../platform/db/database.js';
import type { AfterCommit } from '../../../platform/jobs/job-runner.js';
import type { Score } from '../match.js';
import type {
  RunnerFailuresByOwner,
  RunnerPlayerLine,
  RunnerResultsByOwner,
} from '../match-runner.js';
import { cs2ServersRepository as servers } from './cs2-servers.repository.js';
import { hostedMatchesRepository as repo, type HostedRow } from './hosted-matches.repository.js';

export interface OutcomeDeps {
  results: RunnerResultsByOwner;
  failures: RunnerFailuresByOwner;
}

export const ownerKeyOf = (row: Pick<HostedRow, 'ownerKind' | 'matchId'>) =>
  `${row.ownerKind === 'tournament' ? 'tournament-match' : row.ownerKind}:${String(row.matchId)}`;

const noop: AfterCommit = () => Promise.resolve();

async function releaseHost(tx: Tx, row: HostedRow): Promise<void> {
  if (row.cs2ServerId !== null) await servers.release(tx, row.cs2ServerId, ownerKeyOf(row));
}

/** The host reported the end: the owner records the score and lines once; the host is freed. */
export async function finishHosted(
  deps: OutcomeDeps,
  tx: Tx,
  row: HostedRow,
  score: Score,
  lines: readonly RunnerPlayerLine[],
): Promise<AfterCommit> {
  if (row.status !== 'loading' && row.status !== 'live') return noop;
  await repo.update(tx, row.id, {
    status: 'finished',
    scoreA: score.scoreA,
    scoreB: score.scoreB,
    finishedAt: new Date(),
  });
  await releaseHost(tx, row);
  const record = deps.results[row.ownerKind];
  return record ? record(tx, row.matchId, score, 'runner', lines) : noop;
}

/**
 * The host failed (a server stopped answering, a bot is gone for good): the match is handed back to
 * its owner, which postpones or cancels it; a failed CS2 server takes no new match until checked.
 */
export async function failHosted(
  deps: OutcomeDeps,
  tx: Tx,
  row: HostedRow,
  problem: string,
  options: { serverUnhealthy: boolean },
): Promise<AfterCommit> {
  if (row.status !== 'loading' && row.status !== 'live') return noop;
  await repo.update(tx, row.id, { status: 'failed', problem, finishedAt: new Date() });
  await releaseHost(tx, row);
  if (options.serverUnhealthy && row.cs2ServerId !== null)
    await repo.markServer(tx, row.cs2ServerId, { status: 'unhealthy', lastError: problem });
  const fail = deps.failures[row.ownerKind];
  return fail ? fail(tx, row.matchId, problem) : noop;
}

/** The owner gave up on the match (cancelled, result set by hand): the host is freed, no result. */
export async function cancelHosted(tx: Tx, row: HostedRow, problem: string): Promise<void> {
  if (row.status !== 'loading' && row.status !== 'live') return;
  await repo.update(tx, row.id, { status: 'cancelled', problem, finishedAt: new Date() });
  await releaseHost(tx, row);
}
