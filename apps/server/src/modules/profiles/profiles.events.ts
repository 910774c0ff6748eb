// What the profiles module announces on the event bus.
import type { EventShapes } from '../../platform/realtime/event-shapes.js';
export type ProfileEvent = { type: 'ProfileChanged'; userId: number; version: number };

/** Every ProfileEvent type with its fields: the bus checks what Redis delivers against it. */
export const profileEventShapes: EventShapes<ProfileEvent> = {
  ProfileChanged: { userId: 'number', version: 'number' },
};
