// What the friends module announces on the event bus; notifications turn these into notifications.
import type { EventShapes } from '../../platform/realtime/event-shapes.js';
export type FriendsEvent =
  | { type: 'FriendRequestSent'; requestId: number; fromUserId: number; toUserId: number }
  /** fromUserId asked, toUserId accepted (explicitly, or by asking back). */
  | { type: 'FriendRequestAccepted'; requestId: number; fromUserId: number; toUserId: number }
  /** Anything between the two changed (request, acceptance, decline, withdrawal, unfriend, block). */
  | { type: 'FriendsChanged'; userIds: [number, number] };

/** Every FriendsEvent type with its fields: the bus checks what Redis delivers against it. */
export const friendsEventShapes: EventShapes<FriendsEvent> = {
  FriendRequestSent: { requestId: 'number', fromUserId: 'number', toUserId: 'number' },
  FriendRequestAccepted: { requestId: 'number', fromUserId: 'number', toUserId: 'number' },
  FriendsChanged: { userIds: 'array' },
};
