// The matches module: what every owner of matches (tournaments, quick matches) shares: the runners
// (manual lobbies, the demo simulator, CS2 servers with MatchZy, Dota 2 lobby bots), the routes and
// socket game servers and bots use, capacity, and a team's history across owners.
import { hostingEndpoints as api, MATCHZY_SECRET_HEADER } from '@clutch/contract/hosting';
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import { gameServerSecret, secretBox } from '../../platform/secret-box.js';
import type { MatchOwnerKind } from './match.js';
import {
  createMatchHistory,
  type MatchHistory,
  type MatchHistorySource,
} from './match-history.service.js';
import {
  manualRunner,
  type MatchRunner,
  type RunnerFailures,
  type RunnerFailuresByOwner,
  type RunnerResults,
  type RunnerResultsByOwner,
} from './match-runner.js';
import { createSimulatorRunner } from './simulator-runner.service.js';
import { registerBotSockets, type BotSockets } from './hosting/bots.socket.js';
import { createCs2Host } from './hosting/cs2-host.service.js';
import { createDotaHost } from './hosting/dota-host.service.js';
import { hostingKeys } from './hosting/hosting-keys.js';
import { cancelHosted } from './hosting/hosting-outcomes.tx.js';
import { hostedMatchesRepository } from './hosting/hosted-matches.repository.js';
import type { Tx } from '../../platform/db/database.js';
import { dropOnEvents } from '../../platform/http/page-cache.js';
import { createHostingCapacity, type HostingCapacity } from './hosting/hosting-capacity.service.js';

/**
 * What a match list (a team's matches, a user's history) shows changed: a quick match started,
 * scored or ended (every lobby write announces one of its events, and ratings move with
 * QuickMatchFinished; the events do not say which writes a list shows, so every one drops), a
 * tournament match made, started, scored, moved or settled, a tournament's type, status or
 * participants (a player's tournament matches are those of the roster locked when they entered,
 * not their team's roster today), or a team's name or picture, or a team deleted.
 */
export const MATCH_HISTORY_EVENTS: ReadonlySet<AppEvent['type']> = new Set<AppEvent['type']>([
  'QuickMatchChanged',
  'QuickMatchDeleted',
  'QuickMatchFinished',
  'QuickMatchFailed',
  'TournamentStarted',
  'MatchUpdated',
  'MatchStatusChanged',
  'MatchDisputed',
  'MatchStartFailed',
  'MatchWon',
  'MatchPostponed',
  'TournamentFinished',
  'TournamentChanged',
  'TournamentCancelled',
  'TournamentParticipationChanged',
  'TournamentParticipantsRemoved',
  'TeamChanged',
  'TeamDeleted',
]);

/** What an owner of matches hands in: where runners' results and failures go, its matches of a team. */
export interface MatchOwnerHooks {
  results: RunnerResults;
  /** A real host failed mid-match: the owner postpones or cancels by its rules. */
  failures?: RunnerFailures;
  history: MatchHistorySource;
}

export interface MatchesModule extends ModuleParts<AppEvent> {
  runners: {
    manual: MatchRunner;
    simulator: MatchRunner;
    /** The real host of a game: CS2 servers for 2, Dota 2 bots for 1. */
    real(game: number): MatchRunner;
  };
  hosting: {
    /**
     * A player asks the bot of their running Dota match to invite them again; false for a match no
     * bot hosts (CS2), not_found for one the caller does not play in.
     */
    resendInvites(userId: number, owner: MatchOwnerKind, matchId: number): Promise<boolean>;
    capacity: HostingCapacity;
    /**
     * The owner decided a match another way (reports, its creator): its host is freed inside the
     * owner's transaction and a Dota bot told to drop the lobby once it commits.
     */
    release(tx: Tx, owner: MatchOwnerKind, matchId: number): Promise<void>;
  };
  history: MatchHistory;
  /** Called once per kind of owner while the app is composed, before any match runs. */
  addOwner(kind: MatchOwnerKind, hooks: MatchOwnerHooks): void;
}

export function createMatchesModule(platform: Platform<AppEvent>): MatchesModule {
  const { config, db, jobs, bus, logger } = platform;
  const results: RunnerResultsByOwner = {};
  const failures: RunnerFailuresByOwner = {};
  const sources: MatchHistorySource[] = [];
  const simulator = createSimulatorRunner({
    jobs,
    results,
    delayMs: config.TOURNAMENT_SIMULATOR_DELAY,
  });
  const secret = gameServerSecret(config);
  const cs2 = createCs2Host({
    db,
    jobs,
    results,
    failures,
    secrets: secretBox(secret),
    keys: hostingKeys(secret),
    callbackUrl: config.GAME_SERVER_CALLBACK_URL,
    rcon: {
      connectTimeoutMs: config.RCON_CONNECT_TIMEOUT,
      commandTimeoutMs: config.RCON_COMMAND_TIMEOUT,
    },
    pollMs: config.CS2_POLL_INTERVAL,
    deadAfterMisses: config.CS2_DEAD_AFTER_MISSES,
    configTtlMs: config.CS2_CONFIG_URL_TTL,
  });
  const dota = createDotaHost({
    db,
    jobs,
    bus,
    results,
    failures,
    graceMs: config.BOT_RECONNECT_GRACE,
  });
  let botSockets: BotSockets | null = null;
  const history = createMatchHistory(sources);
  dropOnEvents(bus, MATCH_HISTORY_EVENTS, history.dropPages);
  return {
    runners: {
      manual: manualRunner,
      simulator,
      real: (game) => (game === 2 ? cs2.runner : dota.runner),
    },
    hosting: {
      resendInvites: (userId, owner, matchId) => dota.resendInvites(userId, owner, matchId),
      capacity: createHostingCapacity(db),
      async release(tx, owner, matchId) {
        const row = await hostedMatchesRepository.liveOf(tx, owner, matchId);
        if (!row) return;
        await cancelHosted(tx, row, 'The match was decided without its host.');
        if (row.hostKind === 'dota') await dota.release(tx, row);
      },
    },
    history,
    addOwner(kind, hooks) {
      if (results[kind]) throw new Error(`matches: the owner ${kind} is already added`);
      results[kind] = hooks.results;
      if (hooks.failures) failures[kind] = hooks.failures;
      sources.push(hooks.history);
    },
    routes({ mount }) {
      mount(api.matchzyConfig, ({ params, query }) =>
        cs2.config(params.id, query.expires, query.signature),
      );
      mount(api.matchzyEvents, ({ params, body, request }) => {
        const header = request.headers[MATCHZY_SECRET_HEADER];
        return cs2.receiveEvent(params.id, typeof header === 'string' ? header : undefined, body);
      });
      botSockets = registerBotSockets(mount.app, { host: dota, secret: config.BOT_SECRET, logger });
    },
    subscribers: [
      (event) => {
        if (
          event.type === 'BotLobbyAssigned' ||
          event.type === 'BotLobbyResend' ||
          event.type === 'BotLobbyCancelled'
        )
          botSockets?.onEvent(event);
      },
    ],
    jobs: { ...simulator.jobs, ...cs2.jobs, ...dota.jobs },
  };
}
