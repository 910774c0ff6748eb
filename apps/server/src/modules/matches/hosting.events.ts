// What hosting announces on the bus: the instance that holds a Dota bot's socket tells the bot
// (an assignment, invitations again, a cancellation); any instance may have made the change.
import type { EventShapes } from '../../platform/realtime/event-shapes.js';

export type HostingEvent =
  /** `botId` is to host the hosted match `hostedId` (sent again when it reconnects). */
  | { type: 'BotLobbyAssigned'; botId: number; hostedId: number }
  /** The players of `hostedId` asked for their invitations again. */
  | { type: 'BotLobbyResend'; botId: number; hostedId: number }
  /** `hostedId` no longer needs its lobby. */
  | { type: 'BotLobbyCancelled'; botId: number; hostedId: number };

export const hostingEventShapes: EventShapes<HostingEvent> = {
  BotLobbyAssigned: { botId: 'number', hostedId: 'number' },
  BotLobbyResend: { botId: 'number', hostedId: 'number' },
  BotLobbyCancelled: { botId: 'number', hostedId: 'number' },
};
