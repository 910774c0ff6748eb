// What the auth module announces on the event bus.
import type { EventShapes } from '../../platform/realtime/event-shapes.js';
export type AuthEvent =
  | { type: 'SessionRevoked'; sessionId: number; userId: number; reason: string }
  | { type: 'UserSignedUp'; userId: number }
  /** Something on the account a profile shows changed: e-mail confirmed, Steam or Twitch linked. */
  | { type: 'AccountChanged'; userId: number };

/** Every AuthEvent type with its fields: the bus checks what Redis delivers against it. */
export const authEventShapes: EventShapes<AuthEvent> = {
  SessionRevoked: { sessionId: 'number', userId: 'number', reason: 'string' },
  UserSignedUp: { userId: 'number' },
  AccountChanged: { userId: 'number' },
};
