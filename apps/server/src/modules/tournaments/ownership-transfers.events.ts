// What ownership transfers announce on the bus, after their transaction commits.
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
