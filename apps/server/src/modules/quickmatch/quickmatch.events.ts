// What quick matches announce on the bus, after their transaction commits. Every event names the
// users whose profile/me it changes (current_quick_match, ready_check), so no listener reads seats.
import type { QuickMatchErrorCode } from '@clutch/contract/quickmatch-live';
import type { EventShapes } from '../../platform/realtime/event-shapes.js';

export type QuickMatchEvent =
  /** A lobby changed (seats, ready flags, status, veto, result); `userIds` whose profile moved. */
  | {
      type: 'QuickMatchChanged';
      quickMatchId: number;
      version: number;
      userIds: number[];
      /** A pick-and-ban move was played: watchers get the veto too, the last move included. */
      vetoMoved: boolean;
    }
  /** The lobby died before a result: deleted, left by its creator, or could not start. */
  | { type: 'QuickMatchDeleted'; quickMatchId: number; userIds: number[]; reason: string }
  /** The match has a result: players go to its statistics. */
  | { type: 'QuickMatchFinished'; quickMatchId: number; userIds: number[] }
  /** Something went wrong that the players must be told about, by the spec's codes. */
  | { type: 'QuickMatchFailed'; quickMatchId: number; userIds: number[]; code: QuickMatchErrorCode }
  /** `userId` was invited by `invitedBy` to the lobby; `token` joins a closed one ('' if open). */
  | {
      type: 'QuickMatchInvited';
      quickMatchId: number;
      userId: number;
      invitedBy: number;
      token: string;
      /** When it was sent (ISO): each invitation is its own notice. */
      invitedAt: string;
    };

export const quickMatchEventShapes: EventShapes<QuickMatchEvent> = {
  QuickMatchChanged: {
    quickMatchId: 'number',
    version: 'number',
    userIds: 'array',
    vetoMoved: 'boolean',
  },
  QuickMatchDeleted: { quickMatchId: 'number', userIds: 'array', reason: 'string' },
  QuickMatchFinished: { quickMatchId: 'number', userIds: 'array' },
  QuickMatchFailed: { quickMatchId: 'number', userIds: 'array', code: 'string' },
  QuickMatchInvited: {
    quickMatchId: 'number',
    userId: 'number',
    invitedBy: 'number',
    token: 'string',
    invitedAt: 'string',
  },
};
