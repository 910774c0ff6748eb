// What the profiles module announces on the event bus.
export type ProfileEvent = { type: 'ProfileChanged'; userId: number; version: number };
