// What the banners module announces on the event bus: a banner teams show changed (edited, hidden,
// deleted) or a team started or stopped showing one. The team lists show banners, so their
// cached pages drop on it.
import type { EventShapes } from '../../platform/realtime/event-shapes.js';
export type BannersEvent = { type: 'BannersChanged'; bannerId: number };

/** Every BannersEvent type with its fields: the bus checks what Redis delivers against it. */
export const bannersEventShapes: EventShapes<BannersEvent> = {
  BannersChanged: { bannerId: 'number' },
};
