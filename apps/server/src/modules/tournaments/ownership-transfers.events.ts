// What ownership transfers announce on the bus, after their transaction commits.
import type { EventShapes } from '../../platform/realtime/event-shapes.js';
export type OwnershipTransferEvent =
  /** An offer reached `toUserId`; the token travels only in their notification. */
  {
    type: 'TournamentTransferOffered';
    transferId: number;
    tournamentId: number;
    fromUserId: number;
    toUserId: number;
    token: string;
  };

/** Every OwnershipTransferEvent type with its fields: the bus checks what Redis delivers against it. */
export const ownershipTransferEventShapes: EventShapes<OwnershipTransferEvent> = {
  TournamentTransferOffered: {
    transferId: 'number',
    tournamentId: 'number',
    fromUserId: 'number',
    toUserId: 'number',
    token: 'string',
  },
};
