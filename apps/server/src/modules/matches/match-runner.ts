// How a started match is played: the manual runner hands out a lobby and the players report the
// result; the simulator (demo matches only) decides it after a delay; the real hosts (hosting/: CS2
// servers with MatchZy, Dota 2 bots) report the result and statistics from the game.
import type { Tx } from '../../platform/db/database.js';
import type { AfterCommit } from '../../platform/jobs/job-runner.js';
import { manualLobby, type Lobby } from './lobby.js';
import type { MatchOwnerKind, RunnerMatch, Score } from './match.js';

/** Why a runner could not host a match, by the spec's user-socket codes where one fits. */
export type RunnerProblemCode = 'no_free_servers' | 'no_online_bots' | 'steam_not_linked';

export type RunnerStart =
  { ok: true; lobby: Lobby } | { ok: false; problem: string; code?: RunnerProblemCode };

export interface MatchRunner {
  /** Called inside the transaction `tx` that marks the match in_game. */
  start(match: RunnerMatch, tx: Tx): Promise<RunnerStart>;
}

/** Who decided a result a runner reports: a game server, or the demo simulator. */
export type RunnerSource = 'runner' | 'simulator';

/** One player's statistics from the game (our STAT_COLUMNS) and, in Dota 2, their hero. */
export interface RunnerPlayerLine {
  userId: number;
  hero: number | null;
  stats: Record<string, number>;
}

/**
 * The owner's side of a runner: records the result the runner decided for one of its matches,
 * inside the runner's transaction, if the match still waits for one (a result or an edit since the
 * start wins); answers what to do once that transaction commits.
 */
export type RunnerResults = (
  tx: Tx,
  matchId: number,
  score: Score,
  source: RunnerSource,
  lines?: readonly RunnerPlayerLine[],
) => Promise<AfterCommit>;

/**
 * The owner's side when the host of a started match fails (a CS2 server stops answering, a Dota
 * bot is gone for good): the owner postpones or cancels the match by its own rules, inside the
 * runner's transaction, if the match still waits for a result.
 */
export type RunnerFailures = (tx: Tx, matchId: number, problem: string) => Promise<AfterCommit>;

/** Each owner's results, by the kind of owner; an owner without one cannot use a deciding runner. */
export type RunnerResultsByOwner = Partial<Record<MatchOwnerKind, RunnerResults>>;
export type RunnerFailuresByOwner = Partial<Record<MatchOwnerKind, RunnerFailures>>;

/** A lobby the players make themselves in the game client; results come from their reports. */
export const manualRunner: MatchRunner = {
  start(match) {
    return Promise.resolve({ ok: true, lobby: manualLobby(match.owner, match.id) });
  },
};
