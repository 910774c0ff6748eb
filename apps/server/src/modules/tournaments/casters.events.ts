// What match casters announce on the bus, after their transaction commits.
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
