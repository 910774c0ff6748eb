// What the teams module announces after its transactions commit; notifications turn these into
// notifications, keyed by the id of what happened so each becomes one notification.
import type { EventShapes } from '../../platform/realtime/event-shapes.js';
export type TeamsEvent =
  | {
      type: 'TeamInviteSent';
      inviteId: number;
      teamId: number;
      teamName: string;
      fromUserId: number;
      toUserId: number;
    }
  | {
      type: 'TeamJoinRequested';
      requestId: number;
      teamId: number;
      teamName: string;
      userId: number;
      leaderId: number;
    }
  | {
      type: 'TeamMemberJoined';
      teamId: number;
      teamName: string;
      userId: number;
      leaderId: number;
      /** What was accepted, and its id: keys the notifications of this join. */
      via: 'invite' | 'join_request';
      sourceId: number;
    }
  | {
      type: 'TeamMemberLeft';
      teamId: number;
      teamName: string;
      userId: number;
      kicked: boolean;
      /** Distinguishes leaving twice (join, leave, join, leave). */
      at: string;
    }
  | {
      type: 'TeamLeaderChanged';
      teamId: number;
      teamName: string;
      fromUserId: number;
      toUserId: number;
      reason: 'transfer' | 'vote';
      at: string;
    }
  /** The team was made, or its name, country, description, picture or prize shares changed. */
  | { type: 'TeamChanged'; teamId: number }
  /** The leader deleted the team; `memberIds` were its players (its chat is archived). */
  | { type: 'TeamDeleted'; teamId: number; teamName: string; memberIds: number[] }
  | {
      type: 'TeamVoteClosed';
      voteId: number;
      teamId: number;
      teamName: string;
      memberIds: number[];
      winnerId: number | null;
      leaderId: number;
    };

/** Every TeamsEvent type with its fields: the bus checks what Redis delivers against it. */
export const teamsEventShapes: EventShapes<TeamsEvent> = {
  TeamInviteSent: {
    inviteId: 'number',
    teamId: 'number',
    teamName: 'string',
    fromUserId: 'number',
    toUserId: 'number',
  },
  TeamJoinRequested: {
    requestId: 'number',
    teamId: 'number',
    teamName: 'string',
    userId: 'number',
    leaderId: 'number',
  },
  TeamMemberJoined: {
    teamId: 'number',
    teamName: 'string',
    userId: 'number',
    leaderId: 'number',
    via: 'string',
    sourceId: 'number',
  },
  TeamMemberLeft: {
    teamId: 'number',
    teamName: 'string',
    userId: 'number',
    kicked: 'boolean',
    at: 'string',
  },
  TeamLeaderChanged: {
    teamId: 'number',
    teamName: 'string',
    fromUserId: 'number',
    toUserId: 'number',
    reason: 'string',
    at: 'string',
  },
  TeamChanged: { teamId: 'number' },
  TeamDeleted: { teamId: 'number', teamName: 'string', memberIds: 'array' },
  TeamVoteClosed: {
    voteId: 'number',
    teamId: 'number',
    teamName: 'string',
    memberIds: 'array',
    winnerId: 'present',
    leaderId: 'number',
  },
};
