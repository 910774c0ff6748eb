// The matches module: what every owner of matches (tournaments now, quick matches next) shares:
// the runners (manual lobbies, the demo simulator and its job) and a team's history across owners.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { MatchOwnerKind } from './match.js';
import {
  createMatchHistory,
  type MatchHistory,
  type MatchHistorySource,
} from './match-history.service.js';
import {
  manualRunner,
  type MatchRunner,
  type RunnerResults,
  type RunnerResultsByOwner,
} from './match-runner.js';
import { createSimulatorRunner } from './simulator-runner.service.js';

/** What an owner of matches hands in: where runners' results go, and its matches of a team. */
export interface MatchOwnerHooks {
  results: RunnerResults;
  history: MatchHistorySource;
}

export interface MatchesModule extends ModuleParts<AppEvent> {
  runners: { manual: MatchRunner; simulator: MatchRunner };
  history: MatchHistory;
  /** Called once per kind of owner while the app is composed, before any match runs. */
  addOwner(kind: MatchOwnerKind, hooks: MatchOwnerHooks): void;
}

export function createMatchesModule(platform: Platform<AppEvent>): MatchesModule {
  const results: RunnerResultsByOwner = {};
  const sources: MatchHistorySource[] = [];
  const simulator = createSimulatorRunner({
    jobs: platform.jobs,
    results,
    delayMs: platform.config.TOURNAMENT_SIMULATOR_DELAY,
  });
  return {
    runners: { manual: manualRunner, simulator },
    history: createMatchHistory(sources),
    addOwner(kind, hooks) {
      if (results[kind]) throw new Error(`matches: the owner ${kind} is already added`);
      results[kind] = hooks.results;
      sources.push(hooks.history);
    },
    jobs: simulator.jobs,
  };
}
