// What the operator console announces on the event bus: a report decided (the reporter is told the
// outcome by a notification, never the sanction).
import type { EventShapes } from '../../platform/realtime/event-shapes.js';

export type OperatorEvent = {
  type: 'ReportDecided';
  reportId: number;
  reporterId: number;
  title: string;
  outcome: string;
};

/** Every OperatorEvent type with its fields: the bus checks what Redis delivers against it. */
export const operatorEventShapes: EventShapes<OperatorEvent> = {
  ReportDecided: { reportId: 'number', reporterId: 'number', title: 'string', outcome: 'string' },
};
