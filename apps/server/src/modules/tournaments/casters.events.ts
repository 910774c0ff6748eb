// What match casters announce on the bus, after their transaction commits.
import type { EventShapes } from '../../platform/realtime/event-shapes.js';
export type CastersEvent =
  /** `userId` was invited to cast one match; `commentatorId` is the invitation to answer. */
  {
    type: 'CommentatorInvited';
    commentatorId: number;
    matchId: number;
    tournamentId: number;
    userId: number;
    invitedBy: number;
    /** When it was asked (ISO): a declined invitation asked again is a new ask. */
    invitedAt: string;
  };

/** Every CastersEvent type with its fields: the bus checks what Redis delivers against it. */
export const castersEventShapes: EventShapes<CastersEvent> = {
  CommentatorInvited: {
    commentatorId: 'number',
    matchId: 'number',
    tournamentId: 'number',
    userId: 'number',
    invitedBy: 'number',
    invitedAt: 'string',
  },
};
