// What the messenger announces on the event bus, after its transaction commits. Each carries what
// the pushers need, so an instance fans a message out to its sockets without reading it back.
import type { ChatMessage } from '@clutch/contract/messenger';
import type {
  ChatChangedData,
  ChatMemberData,
  ChatReactionData,
} from '@clutch/contract/messenger-live';
import type { EventShapes } from '../../platform/realtime/event-shapes.js';

export type MessengerEvent =
  /** A message (or a system message) was posted; `message` is as its sender's chat names it. */
  | { type: 'ChatMessagePosted'; chatId: number; message: ChatMessage }
  /** userId read chatId up to messageId. */
  | { type: 'ChatRead'; chatId: number; userId: number; messageId: number }
  | { type: 'ChatReaction'; chatId: number; reaction: ChatReactionData }
  /**
   * Someone's membership changed. `joinedIds` now belong to the chat's room (their sockets join it);
   * `goneIds` no longer read it (left, removed, banned): their sockets leave the room and are told.
   */
  | {
      type: 'ChatMembersChanged';
      chatId: number;
      change: ChatMemberData;
      joinedIds: number[];
      goneIds: number[];
    }
  | { type: 'ChatChanged'; chatId: number; chat: ChatChangedData };

export const messengerEventShapes: EventShapes<MessengerEvent> = {
  ChatMessagePosted: { chatId: 'number', message: 'present' },
  ChatRead: { chatId: 'number', userId: 'number', messageId: 'number' },
  ChatReaction: { chatId: 'number', reaction: 'present' },
  ChatMembersChanged: { chatId: 'number', change: 'present', joinedIds: 'array', goneIds: 'array' },
  ChatChanged: { chatId: 'number', chat: 'present' },
};
