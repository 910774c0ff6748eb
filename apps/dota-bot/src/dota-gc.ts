// The Dota 2 Game Coordinator session over a logged-in Steam client: says hello until welcomed,
// sends the lobby commands, and turns the GC's SO cache traffic into lobby events.
import { EventEmitter } from 'node:events';
import {
  decodeCacheSubscribed,
  decodeCacheUnsubscribed,
  decodeClientWelcome,
  decodeConnectionStatus,
  decodeLobby,
  decodeMatchDetailsResponse,
  decodeMultipleObjects,
  decodePracticeLobbyResponse,
  decodeSingleObject,
  encodeClientHello,
  encodeEmpty,
  encodeInvite,
  encodeKick,
  encodeKickFromTeam,
  encodeLobbyCreate,
  encodeMatchDetailsRequest,
  type DotaLobby,
  type LobbyCreateDetails,
  type MatchDetails,
  type SharedObject,
} from './gc-messages.js';
import { DOTA_APP_ID, GC_HAVE_SESSION, GcMsg, SO_TYPE_LOBBY } from './gc-protos.js';
import { describeError, silentLogger, type Logger } from './logger.js';
import { accountIdOf } from './steam-id.js';

/** The part of steam-user (v5) the GC session needs; tests pass a fake. */
export interface SteamClientLike {
  readonly steamID: { getSteamID64(): string } | null;
  gamesPlayed(apps: number[]): void;
  sendToGC(
    appid: number,
    msgType: number,
    protoBufHeader: Record<string, unknown> | null,
    payload: Buffer,
  ): void;
  on(event: 'loggedOn', listener: () => void): unknown;
  on(
    event: 'receivedFromGC',
    listener: (appid: number, msgType: number, payload: Buffer) => void,
  ): unknown;
}

export interface DotaGcEvents {
  /** The GC welcomed us: lobby commands work from now on. */
  ready: [];
  /** The GC session was lost; hello is being said again. */
  unready: [];
  /** A lobby we are in was created or changed. */
  lobby: [lobby: DotaLobby];
  /** The lobby with this id is gone from our cache (destroyed, or we left it). */
  lobbyGone: [lobbyId: string];
  /** The GC's answer to a practice lobby request; 0 is success (DOTAJoinLobbyResult). */
  lobbyResponse: [result: number];
  matchDetails: [result: number, match: MatchDetails | null];
}

export interface DotaGcOptions {
  /** How often to repeat the hello until the GC welcomes us (the GC ignores early ones). */
  helloIntervalMs?: number;
  logger?: Logger;
}

type Handler = (payload: Buffer) => void;

export class DotaGc extends EventEmitter<DotaGcEvents> {
  readonly #steam: SteamClientLike;
  readonly #helloIntervalMs: number;
  readonly #logger: Logger;
  readonly #handlers: ReadonlyMap<number, Handler>;
  #isReady = false;
  #helloTimer: NodeJS.Timeout | null = null;
  #lobbyId: string | null = null;

  constructor(steam: SteamClientLike, options: DotaGcOptions = {}) {
    super();
    this.#steam = steam;
    this.#helloIntervalMs = options.helloIntervalMs ?? 5_000;
    this.#logger = options.logger ?? silentLogger;
    this.#handlers = this.#buildHandlers();
  }

  /** Listens to the Steam client; the session starts at every Steam logon (relogons too). */
  start(): void {
    this.#steam.on('loggedOn', () => this.#playDota());
    this.#steam.on('receivedFromGC', (appid, msgType, payload) => {
      if (appid === DOTA_APP_ID) this.#receive(msgType, payload);
    });
  }

  stop(): void {
    this.#stopHello();
  }

  get isReady(): boolean {
    return this.#isReady;
  }

  /** Our own SteamID64, once Steam has logged us on. */
  get ownSteamId(): string | null {
    return this.#steam.steamID?.getSteamID64() ?? null;
  }

  createLobby(details: LobbyCreateDetails): void {
    this.#send(GcMsg.PracticeLobbyCreate, encodeLobbyCreate(details));
  }

  invite(steamId64: string): void {
    this.#send(GcMsg.InviteToLobby, encodeInvite(steamId64));
  }

  /** Moves a member out of a team slot into the unassigned pool. */
  kickFromTeam(steamId64: string): void {
    this.#send(GcMsg.PracticeLobbyKickFromTeam, encodeKickFromTeam(accountIdOf(steamId64)));
  }

  /** Removes a member from the lobby. */
  kick(steamId64: string): void {
    this.#send(GcMsg.PracticeLobbyKick, encodeKick(accountIdOf(steamId64)));
  }

  launch(): void {
    this.#send(GcMsg.PracticeLobbyLaunch, encodeEmpty());
  }

  /** Destroys the lobby we host, then leaves it in case the GC refused to destroy it. */
  destroyLobby(): void {
    this.#send(GcMsg.DestroyLobbyRequest, encodeEmpty());
    this.#send(GcMsg.PracticeLobbyLeave, encodeEmpty());
  }

  requestMatchDetails(matchId: string): void {
    this.#send(GcMsg.MatchDetailsRequest, encodeMatchDetailsRequest(matchId));
  }

  #send(msgType: number, payload: Buffer): void {
    // steam-user sets the protobuf flag and writes a job id into the header, so each send gets
    // a fresh object.
    this.#steam.sendToGC(DOTA_APP_ID, msgType, {}, payload);
  }

  #playDota(): void {
    // A new Steam session (a relogon after a disconnect) needs a new GC welcome.
    if (this.#isReady) {
      this.#isReady = false;
      this.emit('unready');
    }
    this.#steam.gamesPlayed([DOTA_APP_ID]);
    this.#startHello();
  }

  #startHello(): void {
    this.#stopHello();
    const sayHello = (): void => this.#send(GcMsg.ClientHello, encodeClientHello());
    sayHello();
    this.#helloTimer = setInterval(sayHello, this.#helloIntervalMs);
  }

  #stopHello(): void {
    if (this.#helloTimer) clearInterval(this.#helloTimer);
    this.#helloTimer = null;
  }

  #receive(msgType: number, payload: Buffer): void {
    const handler = this.#handlers.get(msgType);
    if (!handler) return;
    try {
      handler(payload);
    } catch (error) {
      this.#logger.warn('Dropped a GC message that did not decode.', {
        msgType,
        error: describeError(error),
      });
    }
  }

  #buildHandlers(): Map<number, Handler> {
    return new Map<number, Handler>([
      [GcMsg.ClientWelcome, (payload) => this.#onWelcome(payload)],
      [GcMsg.ClientConnectionStatus, (payload) => this.#onConnectionStatus(payload)],
      [GcMsg.PingRequest, () => this.#send(GcMsg.PingResponse, encodeEmpty())],
      [GcMsg.SoCreate, (payload) => this.#onObjects(singleObject(payload), [])],
      [GcMsg.SoUpdate, (payload) => this.#onObjects(singleObject(payload), [])],
      [GcMsg.SoDestroy, (payload) => this.#onObjects([], singleObject(payload))],
      [GcMsg.SoUpdateMultiple, (payload) => this.#onMultipleObjects(payload)],
      [GcMsg.SoCacheSubscribed, (payload) => this.#onObjects(decodeCacheSubscribed(payload), [])],
      [GcMsg.SoCacheUnsubscribed, (payload) => this.#onUnsubscribed(payload)],
      [
        GcMsg.PracticeLobbyResponse,
        (payload) => this.emit('lobbyResponse', decodePracticeLobbyResponse(payload)),
      ],
      [
        GcMsg.PracticeLobbyJoinResponse,
        (payload) => this.emit('lobbyResponse', decodePracticeLobbyResponse(payload)),
      ],
      [GcMsg.MatchDetailsResponse, (payload) => this.#onMatchDetails(payload)],
    ]);
  }

  #onWelcome(payload: Buffer): void {
    this.#stopHello();
    // The lobby we are still in (after a restart or a lost session) is announced before `ready`,
    // so a listener knows about it before it decides to create another.
    this.#onObjects(decodeClientWelcome(payload), []);
    if (this.#isReady) return;
    this.#isReady = true;
    this.#logger.info('The Dota 2 GC welcomed us.');
    this.emit('ready');
  }

  #onConnectionStatus(payload: Buffer): void {
    const status = decodeConnectionStatus(payload);
    if (status === GC_HAVE_SESSION) return;
    this.#logger.warn('The Dota 2 GC session was lost; saying hello again.', { status });
    this.#isReady = false;
    this.emit('unready');
    this.#startHello();
  }

  #onMultipleObjects(payload: Buffer): void {
    const { changed, removed } = decodeMultipleObjects(payload);
    this.#onObjects(changed, removed);
  }

  #onObjects(changed: SharedObject[], removed: SharedObject[]): void {
    for (const object of changed) {
      if (object.typeId !== SO_TYPE_LOBBY) continue;
      const lobby = decodeLobby(object.data);
      this.#lobbyId = lobby.lobbyId;
      this.emit('lobby', lobby);
    }
    for (const object of removed) {
      if (object.typeId !== SO_TYPE_LOBBY) continue;
      this.#forgetLobby(decodeLobby(object.data).lobbyId);
    }
  }

  #onUnsubscribed(payload: Buffer): void {
    const ownerId = decodeCacheUnsubscribed(payload);
    if (ownerId !== null && ownerId === this.#lobbyId) this.#forgetLobby(ownerId);
  }

  #forgetLobby(lobbyId: string): void {
    if (this.#lobbyId === lobbyId) this.#lobbyId = null;
    this.emit('lobbyGone', lobbyId);
  }

  #onMatchDetails(payload: Buffer): void {
    const { result, match } = decodeMatchDetailsResponse(payload);
    this.emit('matchDetails', result, match);
  }
}

function singleObject(payload: Buffer): SharedObject[] {
  const object = decodeSingleObject(payload);
  return object ? [object] : [];
}
