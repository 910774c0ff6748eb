// What the auth module announces on the event bus.
export type AuthEvent =
  | { type: 'SessionRevoked'; sessionId: number; userId: number; reason: string }
  | { type: 'UserSignedUp'; userId: number }
  /** Something on the account a profile shows changed: e-mail confirmed, Steam or Twitch linked. */
  | { type: 'AccountChanged'; userId: number };
