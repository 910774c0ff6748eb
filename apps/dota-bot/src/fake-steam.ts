// A stand-in for steam-user in tests: records what the bot sends to the GC and plays the GC's part
// by injecting messages encoded with the same wire definitions. No Steam, no network.
import { EventEmitter } from 'node:events';
import { DOTA_APP_ID, GcMsg, SO_TYPE_LOBBY, encodeGcMessage } from './gc-protos.js';

export const BOT_STEAM_ID = '76561198000000001';

export interface SentGcMessage {
  appid: number;
  msgType: number;
  payload: Buffer;
}

export interface FakeLobbyMember {
  id: string;
  team: number;
  hero_id?: number;
}

export interface FakeLobby {
  lobby_id: string;
  state?: number;
  match_id?: string;
  match_outcome?: number;
  members: FakeLobbyMember[];
}

export class FakeSteam extends EventEmitter {
  steamID = { getSteamID64: (): string => BOT_STEAM_ID };
  readonly played: number[][] = [];
  readonly sent: SentGcMessage[] = [];

  gamesPlayed(apps: number[]): void {
    this.played.push(apps);
  }

  sendToGC(
    appid: number,
    msgType: number,
    _protoBufHeader: Record<string, unknown> | null,
    payload: Buffer,
  ): void {
    this.sent.push({ appid, msgType, payload });
  }

  logOn(): void {
    this.emit('loggedOn', {}, {});
  }

  /** What the bot sent with this message id, in order. */
  sentOf(msgType: number): Buffer[] {
    return this.sent.filter((message) => message.msgType === msgType).map((m) => m.payload);
  }

  clearSent(): void {
    this.sent.length = 0;
  }

  fromGc(msgType: number, payload: Buffer): void {
    this.emit('receivedFromGC', DOTA_APP_ID, msgType, payload);
  }

  welcome(): void {
    this.fromGc(GcMsg.ClientWelcome, encodeGcMessage('CMsgClientWelcome', {}));
  }

  /** An SO cache update of the lobby, as the GC sends on every change. */
  updateLobby(lobby: FakeLobby): void {
    this.fromGc(
      GcMsg.SoUpdate,
      encodeGcMessage('CMsgSOSingleObject', {
        type_id: SO_TYPE_LOBBY,
        object_data: lobbyBytes(lobby),
      }),
    );
  }

  destroyLobby(lobby: FakeLobby): void {
    this.fromGc(
      GcMsg.SoDestroy,
      encodeGcMessage('CMsgSOSingleObject', {
        type_id: SO_TYPE_LOBBY,
        object_data: lobbyBytes(lobby),
      }),
    );
  }

  lobbyResponse(result: number): void {
    this.fromGc(
      GcMsg.PracticeLobbyResponse,
      encodeGcMessage('CMsgPracticeLobbyJoinResponse', { result }),
    );
  }
}

export function lobbyBytes(lobby: FakeLobby): Buffer {
  return encodeGcMessage('CSODOTALobby', {
    lobby_id: lobby.lobby_id,
    state: lobby.state ?? 0,
    match_id: lobby.match_id ?? '0',
    match_outcome: lobby.match_outcome ?? 0,
    all_members: lobby.members,
    member_indices: lobby.members.map((_, index) => index),
  });
}
