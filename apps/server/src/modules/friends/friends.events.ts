// What the friends module announces on the event bus; notifications turn these into notifications.
export type FriendsEvent =
  | { type: 'FriendRequestSent'; requestId: number; fromUserId: number; toUserId: number }
  /** fromUserId asked, toUserId accepted (explicitly, or by asking back). */
  | { type: 'FriendRequestAccepted'; requestId: number; fromUserId: number; toUserId: number }
  /** Anything between the two changed (request, acceptance, decline, withdrawal, unfriend, block). */
  | { type: 'FriendsChanged'; userIds: [number, number] };
