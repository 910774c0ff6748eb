// The bracket and its matches: the grid, starting and postponing, results (reported by both sides or
// set by the creator), casters invited per match and the match's stream link.
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  MessageSchema,
  TimestampSchema,
  UserBriefSchema,
} from './common.js';
import { endpoint, endpointGroup } from './endpoint.js';
import { MatchStatusSchema } from './matches.js';
import { StartTimeSchema } from './tournament-form.js';
import { ParticipantBriefSchema } from './tournament-registration.js';

/**
 * One bracket match. level 1 is the final (and the third-place match, flagged), 2 the semifinals, up
 * to grid for the first round; position counts from 1 within a level. The client labels a level
 * "1", "1/2", "1/4", ... 1/2^(level-1).
 */
export const GridMatchSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  position: z.number().int(),
  is_third_place: z.boolean(),
  side_a: ParticipantBriefSchema.nullable(),
  side_b: ParticipantBriefSchema.nullable(),
  score_a: z.number().int(),
  score_b: z.number().int(),
  /** The winning participant's id once finished. */
  winner: z.number().int().nullable(),
  status: MatchStatusSchema,
  start_time: TimestampSchema,
  stream_link: z.string().nullable(),
  /** Both sides reported different results: the creator decides. */
  is_disputed: z.boolean(),
});
export type GridMatch = z.infer<typeof GridMatchSchema>;

export const MatchParamsSchema = z.object({ match: IdSchema });
export const CommentatorParamsSchema = z.object({ match: IdSchema, instance: IdSchema });

/** Commentator invitation status: 1 pending, 2 accepted, 3 declined. */
export const COMMENTATOR_STATUSES = { pending: 1, accepted: 2, declined: 3 } as const;
export const CommentatorSchema = z.object({
  id: z.number().int(),
  match: GridMatchSchema,
  tournament_id: z.number().int(),
  user: UserBriefSchema,
  status: z.number().int(),
  created_at: TimestampSchema,
});
export type Commentator = z.infer<typeof CommentatorSchema>;
export const CommentatorInviteSchema = z.object({ user: IdSchema }).strict();
export const CommentatorDecisionSchema = z
  .object({
    status: z.coerce
      .number()
      .int()
      .pipe(
        z.union([z.literal(2), z.literal(3)], { error: 'Send status 2 (accept) or 3 (decline).' }),
      ),
  })
  .strict();

export const StreamLinkSchema = z
  .object({
    stream_link: z
      .string()
      .trim()
      .max(2048)
      .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^[A-Za-z0-9_]{2,25}$/.test(value), {
        message: 'Enter a channel name or a web address starting with http:// or https://.',
      }),
  })
  .strict();

export const PostponeSchema = z.object({ new_start_time: StartTimeSchema }).strict();

/** A side's report (players or captains) or the creator's decision: scores, the higher one wins. */
export const MatchResultSchema = z
  .object({
    score_a: z.coerce.number().int().min(0).max(1000),
    score_b: z.coerce.number().int().min(0).max(1000),
  })
  .strict()
  .refine((value) => value.score_a !== value.score_b, {
    message: 'A match has a winner: the scores may not be equal.',
  });

const matchEndpoint = endpointGroup({ auth: 'required', tag: 'tournaments' });

export const tournamentMatchesEndpoints = {
  grid: endpoint({
    method: 'GET',
    path: 'tournaments/:id/grid/',
    auth: 'optional',
    tag: 'tournaments',
    summary: 'Every bracket match with level, position, sides, score, status and start time',
    params: IdParamsSchema,
    response: z.array(GridMatchSchema),
  }),
  startGame: matchEndpoint({
    method: 'GET',
    path: 'tournaments/:id/startgame/',
    summary: 'Start the current ready match(es) through the match runner (creator only)',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
  postpone: matchEndpoint({
    method: 'POST',
    path: 'tournaments/postpone/:match/',
    summary: 'Move a match that has not started later (creator only); its players are notified',
    params: MatchParamsSchema,
    body: PostponeSchema,
    response: GridMatchSchema,
  }),
  /** Not in the spec's list: how the players of a side report a result. */
  report: matchEndpoint({
    method: 'POST',
    path: 'tournaments/match/:match/report/',
    summary: 'Report a started match’s result for one’s side; it stands when both sides agree',
    params: MatchParamsSchema,
    body: MatchResultSchema,
    response: GridMatchSchema,
  }),
  /** Not in the spec's list: the creator settles a dispute or sets any started match's result. */
  setResult: matchEndpoint({
    method: 'POST',
    path: 'tournaments/match/:match/result/',
    summary: 'Set a started match’s result (creator only); the winner advances at once',
    params: MatchParamsSchema,
    body: MatchResultSchema,
    response: GridMatchSchema,
  }),
  inviteCommentator: matchEndpoint({
    method: 'POST',
    path: 'tournaments/match/:match/commentator/',
    summary: 'Invite a user to cast one match (creator only); they are notified',
    params: MatchParamsSchema,
    body: CommentatorInviteSchema,
    response: CommentatorSchema,
    status: 201,
  }),
  commentators: matchEndpoint({
    method: 'GET',
    path: 'tournaments/match/:match/commentator/',
    summary: 'The match’s commentator invitations (with the match card)',
    params: MatchParamsSchema,
    response: z.array(CommentatorSchema),
  }),
  decideCommentator: matchEndpoint({
    method: 'PATCH',
    path: 'tournaments/match/:match/commentator/:instance/',
    summary: 'Accept (2) or decline (3) one’s commentator invitation',
    params: CommentatorParamsSchema,
    body: CommentatorDecisionSchema,
    response: CommentatorSchema,
  }),
  removeCommentator: matchEndpoint({
    method: 'DELETE',
    // `:instance` as in decideCommentator: the same invitation, so the document has one path.
    path: 'tournaments/match/:match/commentator/:instance/',
    summary: 'Remove a commentator (creator) or step down (the commentator)',
    params: CommentatorParamsSchema,
    response: z.null(),
    status: 204,
  }),
  /** Not in the spec's list: where the caller may manage streams as an accepted caster. */
  casting: matchEndpoint({
    method: 'GET',
    path: 'tournaments/:id/casting/',
    summary: 'Ids of the tournament’s matches the caller casts (accepted commentator invitations)',
    params: IdParamsSchema,
    response: z.array(z.number().int()),
  }),
  setStreamLink: matchEndpoint({
    method: 'PATCH',
    path: 'tournaments/match/:match/stream_link/',
    summary: 'Set the match’s stream (creator or an accepted commentator)',
    params: MatchParamsSchema,
    body: StreamLinkSchema,
    response: GridMatchSchema,
  }),
  removeStreamLink: matchEndpoint({
    method: 'DELETE',
    path: 'tournaments/match/:match/stream_link/',
    summary: 'Remove the match’s stream (creator or an accepted commentator)',
    params: MatchParamsSchema,
    response: z.null(),
    status: 204,
  }),
} as const;
