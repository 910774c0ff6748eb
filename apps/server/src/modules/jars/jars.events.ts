// What the jars module announces on the event bus: a jar was made, edited, deleted, donated to or
// broken. The jar lists are kept in memory, so their pages drop on it (a tournament's settlement
// empties its prize jars inside its own transaction: the lists drop on TournamentFinished too).
import type { EventShapes } from '../../platform/realtime/event-shapes.js';

export type JarsEvent = { type: 'JarsChanged'; jarId: number };

/** Every JarsEvent type with its fields: the bus checks what Redis delivers against it. */
export const jarsEventShapes: EventShapes<JarsEvent> = {
  JarsChanged: { jarId: 'number' },
};
