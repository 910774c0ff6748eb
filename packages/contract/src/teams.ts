// Teams: the team itself, its roster (players and substitutes), invitations and join requests,
// prize percentages and the captain vote. Paths are spelled as the spec writes them.
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  QueryBooleanSchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { endpointGroup } from './endpoint.js';
import { MatchStatusSchema } from './matches.js';

export const TEAMS_PER_PAGE = 10;
export const TEAM_MATCHES_PER_PAGE = 10;
export const TEAM_INVITATIONS_PER_PAGE = 20;
/** Both games play 5 against 5; up to two more members sit on the bench. */
export const TEAM_PLAYERS = 5;
export const TEAM_SUBSTITUTES = 2;
export const TEAM_MAX_MEMBERS = TEAM_PLAYERS + TEAM_SUBSTITUTES;

export const TeamPlayerSchema = z.object({
  player_id: UserBriefSchema,
  /** Whole percent of the team's prizes; all players' shares sum to 100. */
  prize_percentage: z.number().int(),
  is_substitute: z.boolean(),
});
export type TeamPlayer = z.infer<typeof TeamPlayerSchema>;

/** One of the banners the leader shows on the team (only those with allow_show). */
export const TeamBannerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  link: z.string(),
});
export type TeamBanner = z.infer<typeof TeamBannerSchema>;

export const TeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string().nullable(),
  /** As stored; the web app shows "-" when it is empty. */
  description: z.string(),
  avatar_url: z.string().nullable(),
  leader_id: UserBriefSchema,
  players: z.array(TeamPlayerSchema),
  /** The attached banners that allow_show, in the order they were attached. */
  team_banners: z.array(TeamBannerSchema),
});
export type Team = z.infer<typeof TeamSchema>;

const TeamNameSchema = z
  .string()
  .trim()
  .min(2, { message: 'Use 2 to 32 characters.' })
  .max(32, { message: 'Use 2 to 32 characters.' })
  // Invisible characters (zero-width, bidi overrides, controls) would let a second team look exactly
  // like a taken name, which the case-insensitive unique index cannot see (reliability test F2).
  .regex(/^[^\p{Cc}\p{Cf}]*$/u, { message: 'Remove invisible characters.' });
const TeamCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'Choose a country from the list.' });
const DescriptionSchema = z.string().trim().max(500);
/** An image address we serve (from profile/upload-image/), or a file part in a multipart form. */
const AvatarUrlSchema = z.string().trim().max(2048);

const teamFields = {
  country: TeamCountrySchema.optional(),
  description: DescriptionSchema.optional(),
  avatar: AvatarUrlSchema.optional(),
};
export const TeamCreateSchema = z.object({ name: TeamNameSchema, ...teamFields }).strict();
export type TeamCreate = z.output<typeof TeamCreateSchema>;
/** The client sends only non-empty fields; an empty one is read as "not sent". */
export const TeamPatchSchema = z
  .preprocess(
    (value) =>
      typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== null))
        : value,
    z.object({ name: TeamNameSchema.optional(), ...teamFields }).strict(),
  )
  .nullish();
export type TeamPatch = NonNullable<z.output<typeof TeamPatchSchema>>;

export const TeamSearchQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(64).optional(),
});
export const ProfileTeamsQuerySchema = PageQuerySchema.extend({
  is_leader: QueryBooleanSchema.optional(),
});
export const UserIdQuerySchema = z.object({ user_id: IdSchema });
export const VoteForQuerySchema = z.object({ vote_for: IdSchema });
export const TeamPlayerParamsSchema = z.object({ id: IdSchema, userId: IdSchema });

export const PercentagesBodySchema = z
  .object({
    players: z
      .array(
        z.object({
          player_id: IdSchema,
          prize_percentage: z.number().int().min(0).max(100),
        }),
      )
      .min(1)
      .max(7),
  })
  .strict();
export type PercentagesBody = z.output<typeof PercentagesBodySchema>;

export const TeamBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
});

/** An invitation (leader to user) or a join request (user to team): the same shape. */
export const TeamInvitationSchema = z.object({
  id: z.number().int(),
  team: TeamBriefSchema,
  user: UserBriefSchema,
  created: TimestampSchema,
});
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

export const VoteResultSchema = z.object({
  is_active: z.boolean(),
  /** Votes per candidate, most first; empty before the first vote of the team. */
  results: z.array(z.object({ candidate: UserBriefSchema, votes: z.number().int() })),
  end_at: TimestampSchema.nullable(),
});
export type VoteResult = z.infer<typeof VoteResultSchema>;

/**
 * One match the team plays or played, newest first: its tournament matches (quick matches will
 * join them). Both sides are teams; `winner` is the winning team's id once finished.
 */
export const TeamMatchSchema = z.object({
  id: z.number().int(),
  /** A tournament's bracket match, or a 5x5 quick match in which the team held a side. */
  kind: z.enum(['tournament', 'quickmatch']),
  tournament: z.object({ id: z.number().int() }).nullable(),
  quick_match: z.object({ id: z.number().int() }).nullable(),
  game: z.number().int(),
  /** 1 the final (and the third-place match, flagged), 2 the semifinals, and so on. */
  level: z.number().int(),
  is_third_place: z.boolean(),
  side_a: TeamBriefSchema.nullable(),
  side_b: TeamBriefSchema.nullable(),
  score_a: z.number().int(),
  score_b: z.number().int(),
  winner: z.number().int().nullable(),
  status: MatchStatusSchema,
  start_time: TimestampSchema,
});
export type TeamMatch = z.infer<typeof TeamMatchSchema>;

const teamEndpoint = endpointGroup({ auth: 'required', tag: 'teams' });

const invitationEndpoints = (key: 'invites' | 'join-requests', noun: string) => ({
  mine: teamEndpoint({
    method: 'GET',
    path: `team/${key}/`,
    summary: `The caller’s pending ${noun}s, newest first`,
    query: PageQuerySchema,
    response: pageOf(TeamInvitationSchema),
  }),
  ofTeam: teamEndpoint({
    method: 'GET',
    path: `team/:id/${key}/`,
    summary: `A team’s pending ${noun}s (leader only)`,
    params: IdParamsSchema,
    query: PageQuerySchema,
    response: pageOf(TeamInvitationSchema),
  }),
  one: teamEndpoint({
    method: 'GET',
    path: `team/${key}/:id/`,
    summary: `One ${noun}: for the user it concerns and the team’s leader`,
    params: IdParamsSchema,
    response: TeamInvitationSchema,
  }),
  remove: teamEndpoint({
    method: 'DELETE',
    path: `team/${key}/:id/`,
    summary: `Decline or withdraw a ${noun}`,
    params: IdParamsSchema,
    response: z.null(),
    status: 204,
  }),
  accept: teamEndpoint({
    method: 'POST',
    path: `team/${key}/:id/accept/`,
    summary: `Accept a ${noun}: the user joins the team`,
    params: IdParamsSchema,
    response: TeamSchema,
  }),
});

export const teamInvitationEndpoints = {
  invites: invitationEndpoints('invites', 'invitation'),
  joinRequests: invitationEndpoints('join-requests', 'join request'),
  invite: teamEndpoint({
    method: 'POST',
    path: 'team/:id/invite/',
    summary: 'Invite a user to the team (leader only)',
    params: IdParamsSchema,
    query: UserIdQuerySchema,
    response: TeamInvitationSchema,
    status: 201,
  }),
  requestToJoin: teamEndpoint({
    method: 'POST',
    path: 'team/:id/friend-request/',
    summary: 'Ask to join a team (anyone not in it)',
    params: IdParamsSchema,
    response: TeamInvitationSchema,
    status: 201,
  }),
} as const;

export const teamsEndpoints = {
  list: teamEndpoint({
    method: 'GET',
    path: 'team/',
    summary: 'Teams, searched by part of the name (per_page 10 unless given)',
    query: TeamSearchQuerySchema,
    response: pageOf(TeamSchema),
  }),
  create: teamEndpoint({
    method: 'POST',
    path: 'team/',
    summary: 'Create a team; the caller becomes its leader and first player. JSON or multipart.',
    body: TeamCreateSchema.nullish(),
    multipart: { fields: TeamCreateSchema, files: ['avatar'] },
    response: TeamSchema,
    status: 201,
  }),
  get: teamEndpoint({
    method: 'GET',
    path: 'team/:id/',
    summary: 'A team with its leader and players',
    params: IdParamsSchema,
    response: TeamSchema,
  }),
  patch: teamEndpoint({
    method: 'PATCH',
    path: 'team/:id/',
    summary: 'Edit name, country, description, avatar (leader only). JSON or multipart.',
    params: IdParamsSchema,
    body: TeamPatchSchema,
    multipart: { fields: TeamPatchSchema, files: ['avatar'] },
    response: TeamSchema,
  }),
  remove: teamEndpoint({
    method: 'DELETE',
    path: 'team/:id/',
    summary: 'Delete the team (leader only; not while a tournament locks it)',
    params: IdParamsSchema,
    response: z.null(),
    status: 204,
  }),
  changePercentage: teamEndpoint({
    method: 'PATCH',
    path: 'team/:id/change-percentage/',
    summary: 'Set every player’s prize share: whole percents summing to 100 (leader only)',
    params: IdParamsSchema,
    body: PercentagesBodySchema,
    response: TeamSchema,
  }),
  leave: teamEndpoint({
    method: 'PATCH',
    path: 'team/:id/leave/',
    summary: 'Leave the team (not the leader); the share returns to the leader',
    params: IdParamsSchema,
    response: TeamSchema,
  }),
  kick: teamEndpoint({
    method: 'DELETE',
    path: 'team/:id/players/:userId/',
    summary: 'Remove a player (leader only, not themself); the share returns to the leader',
    params: TeamPlayerParamsSchema,
    response: z.null(),
    status: 204,
  }),
  transferAuthority: teamEndpoint({
    method: 'PATCH',
    path: 'team/:id/transfer-authority/',
    summary: 'Make another player of the team its leader (leader only)',
    params: IdParamsSchema,
    query: UserIdQuerySchema,
    response: TeamSchema,
  }),
  voteResult: teamEndpoint({
    method: 'GET',
    path: 'team/:id/get-vote-result/',
    summary: 'The team’s latest captain vote: is_active, votes per candidate, end_at',
    params: IdParamsSchema,
    response: VoteResultSchema,
  }),
  createVote: teamEndpoint({
    method: 'POST',
    path: 'team/:id/create-vote/',
    summary: 'Start a captain vote (any member, when none is active)',
    params: IdParamsSchema,
    response: VoteResultSchema,
    status: 201,
  }),
  sendVote: teamEndpoint({
    method: 'POST',
    path: 'team/:id/send-vote/',
    summary: 'Vote for a member as captain; voting again changes the vote',
    params: IdParamsSchema,
    query: VoteForQuerySchema,
    response: VoteResultSchema,
  }),
  matches: teamEndpoint({
    method: 'GET',
    path: 'team/:id/matches/',
    summary: 'The team’s matches, newest first (per_page 10): its tournament matches for now',
    params: IdParamsSchema,
    query: PageQuerySchema,
    response: pageOf(TeamMatchSchema),
  }),
  ofProfile: teamEndpoint({
    method: 'GET',
    path: 'profile/:id/teams/',
    summary: 'Teams a user plays in; with is_leader=true only those they lead',
    params: IdParamsSchema,
    query: ProfileTeamsQuerySchema,
    response: pageOf(TeamSchema),
  }),
} as const;
