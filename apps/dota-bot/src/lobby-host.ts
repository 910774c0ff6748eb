// One assignment at a time, from `assign` to `result` or `failed`: creates the practice lobby,
// invites and seats the players, launches when both sides are full, and reports the match.
import type { BotLobby, BotToPlatform, PlatformToBot } from '@clutch/contract/bot-protocol';
import type { DotaGc } from './dota-gc.js';
import type { DotaLobby, MatchDetails } from './gc-messages.js';
import { ERESULT_OK, JOIN_RESULT_SUCCESS, LobbyState } from './gc-protos.js';
import { describeError, silentLogger, type Logger } from './logger.js';
import { isUnscored, playerStatsOf, winnerOf } from './match-result.js';
import { planSeating, type Roster } from './seating.js';

type Phase =
  'waiting_for_gc' | 'creating' | 'seating' | 'launching' | 'playing' | 'fetching_result';

interface Assignment {
  id: number;
  lobby: BotLobby;
  roster: Roster;
  phase: Phase;
  lobbyId: string | null;
  matchId: string | null;
  /** The lobby's outcome, in case the match details lack one. */
  outcome: number;
  present: Set<string>;
  /** The team each member was in when we last moved or kicked them, so we act once per move. */
  actedOn: Map<string, string>;
  detailsAttempts: number;
  timer: NodeJS.Timeout | null;
}

export interface LobbyHostOptions {
  send: (frame: BotToPlatform) => void;
  logger?: Logger;
  /** How long the GC gets to create the lobby before the assignment fails. */
  createTimeoutMs?: number;
  /** Match details appear a little after the game ends, so they are asked for again. */
  detailsRetryMs?: number;
  detailsMaxAttempts?: number;
}

export class LobbyHost {
  readonly #gc: DotaGc;
  readonly #send: (frame: BotToPlatform) => void;
  readonly #logger: Logger;
  readonly #createTimeoutMs: number;
  readonly #detailsRetryMs: number;
  readonly #detailsMaxAttempts: number;
  #current: Assignment | null = null;
  /** Lobbies we left or destroyed: their last updates may still arrive and must not be adopted. */
  readonly #released = new Set<string>();

  constructor(gc: DotaGc, options: LobbyHostOptions) {
    this.#gc = gc;
    this.#send = options.send;
    this.#logger = options.logger ?? silentLogger;
    this.#createTimeoutMs = options.createTimeoutMs ?? 60_000;
    this.#detailsRetryMs = options.detailsRetryMs ?? 30_000;
    this.#detailsMaxAttempts = options.detailsMaxAttempts ?? 120;
    gc.on('ready', () => this.#onGcReady());
    gc.on('lobby', (lobby) => this.#guard(() => this.#onLobby(lobby)));
    gc.on('lobbyGone', (lobbyId) => this.#guard(() => this.#onLobbyGone(lobbyId)));
    gc.on('lobbyResponse', (result) => this.#onLobbyResponse(result));
    gc.on('matchDetails', (result, match) => this.#onMatchDetails(result, match));
  }

  /** The assignments this bot runs, for `hello` after a reconnect. */
  get holding(): number[] {
    return this.#current ? [this.#current.id] : [];
  }

  handle(frame: PlatformToBot): void {
    if (frame.type === 'assign') this.#assign(frame.assignment_id, frame.lobby);
    else if (frame.type === 'resend_invites') this.#resendInvites(frame.assignment_id);
    else if (frame.type === 'cancel') this.#cancel(frame.assignment_id);
  }

  #assign(id: number, lobby: BotLobby): void {
    if (this.#current?.id === id) return;
    if (this.#current) {
      this.#send({ type: 'failed', assignment_id: id, reason: 'This bot already hosts a lobby.' });
      return;
    }
    this.#current = {
      id,
      lobby,
      roster: {
        radiant: lobby.radiant.map((player) => player.steam_id),
        dire: lobby.dire.map((player) => player.steam_id),
      },
      phase: 'waiting_for_gc',
      lobbyId: null,
      matchId: null,
      outcome: 0,
      present: new Set(),
      actedOn: new Map(),
      detailsAttempts: 0,
      timer: null,
    };
    this.#logger.info('Assigned a lobby.', { assignment_id: id, name: lobby.name });
    if (this.#gc.isReady) this.#createLobby(this.#current);
  }

  #onGcReady(): void {
    if (this.#current?.phase === 'waiting_for_gc') this.#createLobby(this.#current);
  }

  #createLobby(current: Assignment): void {
    current.phase = 'creating';
    this.#gc.createLobby({
      name: current.lobby.name,
      password: current.lobby.password,
      gameMode: current.lobby.game_mode,
      serverRegion: current.lobby.server_region,
    });
    this.#setTimer(current, this.#createTimeoutMs, () =>
      this.#fail(current, 'The Dota 2 GC did not create the lobby in time.'),
    );
  }

  #onLobby(lobby: DotaLobby): void {
    if (this.#released.has(lobby.lobbyId)) return;
    const current = this.#current;
    if (!current || current.phase === 'waiting_for_gc') {
      // A lobby left over from before a restart: nobody wants it.
      this.#logger.warn('Leaving a lobby no assignment owns.', { lobby_id: lobby.lobbyId });
      this.#released.add(lobby.lobbyId);
      this.#gc.destroyLobby();
      return;
    }
    if (current.phase === 'creating') this.#adoptLobby(current, lobby);
    if (lobby.lobbyId !== current.lobbyId) return;
    current.present = new Set(lobby.members.map((member) => member.steamId));
    this.#reportMembers(current, lobby);
    this.#advance(current, lobby);
  }

  #adoptLobby(current: Assignment, lobby: DotaLobby): void {
    this.#clearTimer(current);
    current.phase = 'seating';
    current.lobbyId = lobby.lobbyId;
    this.#send({ type: 'lobby_created', assignment_id: current.id, lobby_id: lobby.lobbyId });
    for (const steamId of [...current.roster.radiant, ...current.roster.dire]) {
      this.#gc.invite(steamId);
    }
  }

  #reportMembers(current: Assignment, lobby: DotaLobby): void {
    const members = lobby.members
      .filter((member) => member.steamId !== this.#gc.ownSteamId)
      .map((member) => ({ steam_id: member.steamId, team: member.team }));
    this.#send({ type: 'lobby_members', assignment_id: current.id, members });
  }

  #advance(current: Assignment, lobby: DotaLobby): void {
    if (lobby.matchOutcome !== 0) current.outcome = lobby.matchOutcome;
    if (lobby.matchId && !current.matchId) this.#markLaunched(current, lobby.matchId);
    if (current.phase === 'seating' || current.phase === 'launching') this.#seat(current, lobby);
    const isOver = lobby.state === LobbyState.POSTGAME || lobby.matchOutcome !== 0;
    if (current.phase === 'playing' && isOver) this.#finish(current);
  }

  #markLaunched(current: Assignment, matchId: string): void {
    current.matchId = matchId;
    current.phase = 'playing';
    this.#send({ type: 'launched', assignment_id: current.id, match_id: matchId });
  }

  #seat(current: Assignment, lobby: DotaLobby): void {
    const plan = planSeating(current.roster, lobby.members, this.#gc.ownSteamId);
    const teamOf = new Map(lobby.members.map((member) => [member.steamId, member.team]));
    // Whoever left is forgotten, so a kicked stranger who comes back is kicked again.
    for (const steamId of current.actedOn.keys()) {
      if (!teamOf.has(steamId)) current.actedOn.delete(steamId);
    }
    const actOnce = (steamId: string, act: (id: string) => void): void => {
      const team = teamOf.get(steamId) ?? '';
      if (current.actedOn.get(steamId) === team) return;
      current.actedOn.set(steamId, team);
      act(steamId);
    };
    plan.kickFromLobby.forEach((steamId) => actOnce(steamId, (id) => this.#gc.kick(id)));
    plan.kickFromTeam.forEach((steamId) => actOnce(steamId, (id) => this.#gc.kickFromTeam(id)));
    if (current.phase === 'seating' && plan.isFull) {
      current.phase = 'launching';
      this.#gc.launch();
    } else if (current.phase === 'launching' && !plan.isFull && lobby.state === LobbyState.UI) {
      // Someone left before the server took the game: wait for the sides to fill again.
      current.phase = 'seating';
    }
  }

  #finish(current: Assignment): void {
    if (isUnscored(current.outcome)) {
      this.#fail(current, `The match was not scored (outcome ${current.outcome}).`);
      return;
    }
    current.phase = 'fetching_result';
    this.#requestDetails(current);
  }

  #requestDetails(current: Assignment): void {
    if (!current.matchId) return;
    current.detailsAttempts += 1;
    this.#gc.requestMatchDetails(current.matchId);
  }

  #onMatchDetails(result: number, match: MatchDetails | null): void {
    const current = this.#current;
    if (current?.phase !== 'fetching_result') return;
    if (match && match.matchId !== current.matchId) return;
    const outcome = match && match.outcome !== 0 ? match.outcome : current.outcome;
    const winner = winnerOf(outcome);
    if (result === ERESULT_OK && match && winner) {
      this.#reportResult(current, match, winner);
    } else if (result === ERESULT_OK && match && isUnscored(outcome)) {
      this.#fail(current, `The match was not scored (outcome ${outcome}).`);
    } else if (current.detailsAttempts >= this.#detailsMaxAttempts) {
      this.#fail(current, 'The Dota 2 GC gave no details of the finished match.');
    } else {
      this.#setTimer(current, this.#detailsRetryMs, () => this.#requestDetails(current));
    }
  }

  #reportResult(current: Assignment, match: MatchDetails, winner: 'radiant' | 'dire'): void {
    this.#send({
      type: 'result',
      assignment_id: current.id,
      match_id: match.matchId,
      winner,
      duration_s: match.durationS,
      players: playerStatsOf(match.players),
    });
    this.#logger.info('Reported the match result.', { assignment_id: current.id, winner });
    this.#release(current);
  }

  #onLobbyGone(lobbyId: string): void {
    const current = this.#current;
    if (!current || current.lobbyId !== lobbyId) return;
    current.lobbyId = null;
    if (current.phase === 'playing') this.#finish(current);
    else if (current.phase === 'seating' || current.phase === 'launching') {
      this.#fail(current, 'The lobby was closed before the game started.');
    }
  }

  #onLobbyResponse(result: number): void {
    const current = this.#current;
    if (!current || result === JOIN_RESULT_SUCCESS) return;
    if (current.phase === 'creating') {
      this.#fail(current, `The Dota 2 GC refused to create the lobby (result ${result}).`);
    } else if (current.phase === 'launching') {
      this.#fail(current, `The Dota 2 GC refused to launch the game (result ${result}).`);
    } else {
      this.#logger.warn('The Dota 2 GC refused a lobby request.', { result, phase: current.phase });
    }
  }

  #resendInvites(id: number): void {
    const current = this.#current;
    if (current?.id !== id || !current.lobbyId) return;
    for (const steamId of [...current.roster.radiant, ...current.roster.dire]) {
      if (!current.present.has(steamId)) this.#gc.invite(steamId);
    }
  }

  #cancel(id: number): void {
    const current = this.#current;
    if (current?.id !== id) return;
    this.#logger.info('The platform cancelled the assignment.', { assignment_id: id });
    this.#release(current);
  }

  #fail(current: Assignment, reason: string): void {
    this.#logger.warn('The assignment failed.', { assignment_id: current.id, reason });
    this.#send({ type: 'failed', assignment_id: current.id, reason });
    this.#release(current);
  }

  /** Ends the assignment; a lobby that may exist (or is being created) is destroyed. */
  #release(current: Assignment): void {
    this.#clearTimer(current);
    if (current.lobbyId) this.#released.add(current.lobbyId);
    if (current.lobbyId || current.phase === 'creating') this.#gc.destroyLobby();
    if (this.#current === current) this.#current = null;
  }

  #setTimer(current: Assignment, delayMs: number, run: () => void): void {
    this.#clearTimer(current);
    current.timer = setTimeout(() => this.#guard(run), delayMs);
  }

  #clearTimer(current: Assignment): void {
    if (current.timer) clearTimeout(current.timer);
    current.timer = null;
  }

  #guard(run: () => void): void {
    try {
      run();
    } catch (error) {
      this.#logger.error('Lobby hosting hit an error.', { error: describeError(error) });
    }
  }
}
