// The live side of quick matches. quick-match-updates: {action: subscribe_instance, pk} answers the
// lobby and joins its room; pushes carry the public lobby. user-updates adds invitations and errors.
import { z } from 'zod';
import { UserBriefSchema } from './common.js';
import {
  QuickMatchTypeSchema,
  type QuickMatchPublicSchema,
  type VetoViewSchema,
} from './quickmatch.js';

/** Actions the server pushes on quick-match-updates. */
export const QUICK_MATCH_UPDATE_ACTIONS = {
  /** data: the public lobby; also the answer to subscribe_instance and retrieve. */
  update: 'update',
  /** data: the veto after a move (a player's or a timed-out turn's). */
  veto: 'veto',
  /** data: {id}; the lobby is gone: "quick_match_has_been_deleted". */
  delete: 'delete',
  /**
   * data: {id, match_id}; the client goes to /statistics/{match_id}, which reads
   * `quickmatch/{match_id}/statistic/` (a quick match is its own match: match_id is the lobby's id).
   */
  matchEnd: 'match_end',
} as const;

export const QuickMatchDeletedSchema = z.object({ id: z.number().int(), reason: z.string() });
export const QuickMatchEndSchema = z.object({ id: z.number().int(), match_id: z.number().int() });

export type QuickMatchUpdatePush =
  | {
      action: typeof QUICK_MATCH_UPDATE_ACTIONS.update;
      data: z.infer<typeof QuickMatchPublicSchema>;
    }
  | {
      action: typeof QUICK_MATCH_UPDATE_ACTIONS.veto;
      data: z.infer<typeof VetoViewSchema> & { id: number };
    }
  | {
      action: typeof QUICK_MATCH_UPDATE_ACTIONS.delete;
      data: z.infer<typeof QuickMatchDeletedSchema>;
    }
  | {
      action: typeof QUICK_MATCH_UPDATE_ACTIONS.matchEnd;
      data: z.infer<typeof QuickMatchEndSchema>;
    };

/**
 * Error codes the user socket sends about the caller's quick match (spec 2 section 8); the client
 * shows each one's translated text: server_error_without_postpone reads qmerr_postpone, server_error
 * qmerr_server, update_error the generic one.
 */
export const QUICK_MATCH_ERROR_CODES = [
  'update_error',
  'no_online_bots',
  'no_free_servers',
  'match_postponed_no_free_servers',
  'server_error_without_postpone',
  'server_error',
] as const;
export const QuickMatchErrorCodeSchema = z.enum(QUICK_MATCH_ERROR_CODES);
export type QuickMatchErrorCode = z.infer<typeof QuickMatchErrorCodeSchema>;

export const QuickMatchErrorPushSchema = z.object({
  match_id: z.number().int(),
  code: QuickMatchErrorCodeSchema,
  /** English text for a client that does not know the code. */
  message: z.string(),
});
export type QuickMatchErrorPush = z.infer<typeof QuickMatchErrorPushSchema>;

/** The inviteQM toast: who invites, to which lobby, and the link that joins it. */
export const QuickMatchInvitePushSchema = z.object({
  match_id: z.number().int(),
  /** The lobby's name. */
  name: z.string(),
  from: UserBriefSchema,
  /** `/match/{id}` or `/match/{id}/{token}` for a closed lobby. */
  link: z.string(),
  token: z.string().nullable(),
  game: z.number().int(),
  type: QuickMatchTypeSchema,
});
export type QuickMatchInvitePush = z.infer<typeof QuickMatchInvitePushSchema>;

/** Quick-match actions on user-updates, beside the profile pushes (which carry ready_check). */
export const QUICK_MATCH_USER_ACTIONS = {
  error: 'quick_match_error',
  invite: 'quick_match_invite',
} as const;

export type QuickMatchUserPush =
  | { action: typeof QUICK_MATCH_USER_ACTIONS.error; data: QuickMatchErrorPush }
  | { action: typeof QUICK_MATCH_USER_ACTIONS.invite; data: QuickMatchInvitePush };
