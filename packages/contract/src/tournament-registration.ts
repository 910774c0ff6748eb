// Taking part in a tournament: registering as a player (1_1: oneself; 5_5: a team one leads, its
// roster and prize shares locked then) or a watcher, applications the creator confirms, leaving and
// removal, bans, and invitations by token.
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { ConfirmClashQuerySchema } from './calendar.js';
import { endpointGroup } from './endpoint.js';
import { TeamBriefSchema } from './teams.js';
import { PASSWORD_MAX } from './tournament-form.js';
import { ApplicationStatusSchema, TournamentBriefSchema, UserTypeSchema } from './tournaments.js';

export const PARTICIPANTS_PER_PAGE = 8;
export const APPLICATIONS_PER_PAGE = 8;
export const BANS_PER_PAGE = 8;
/** The spec reads all of a creator's bans at once (per_page=9999). */
export const CREATOR_BANS_MAX_PER_PAGE = 9999;

export const RosterMemberSchema = z.object({
  user: UserBriefSchema,
  /** The team's prize share locked at registration, whole percent. */
  prize_percentage: z.number().int(),
});

/** One registered player (1_1), team (5_5) or watcher. */
export const ParticipantSchema = z.object({
  id: z.number().int(),
  user_type: z.number().int(),
  /** The player or watcher; for a team, null. */
  user: UserBriefSchema.nullable(),
  team: TeamBriefSchema.nullable(),
  /** The team's five locked at registration; a 1_1 player alone with 100. */
  roster: z.array(RosterMemberSchema),
  /** Level used for seeding: the player's, or the roster's average. */
  level: z.number().int(),
  /** Set when the bracket is built. */
  seed: z.number().int().nullable(),
  /** 1, 2 or 3 once the tournament is decided. */
  place: z.number().int().nullable(),
  registered_at: TimestampSchema,
});
export type Participant = z.infer<typeof ParticipantSchema>;

/** A side of a bracket match. */
export const ParticipantBriefSchema = z.object({
  id: z.number().int(),
  user: UserBriefSchema.nullable(),
  team: TeamBriefSchema.nullable(),
  seed: z.number().int().nullable(),
});
export type ParticipantBrief = z.infer<typeof ParticipantBriefSchema>;

/** `players/`: each team (or 1_1 player) with the people who play for it. */
export const PlayersEntrySchema = z.object({
  id: z.number().int(),
  team: TeamBriefSchema.nullable(),
  players: z.array(RosterMemberSchema),
});

/**
 * Join data as the spec's client sends it: a watcher puts their own id in `watcher`; a 1_1 player in
 * `user`; a 5_5 leader names `team`. `password` where is_opened asks for one; `token` from an invite.
 */
export const JoinBodySchema = z
  .object({
    user: IdSchema.optional(),
    watcher: IdSchema.optional(),
    team: IdSchema.optional(),
    token: z.string().trim().min(1).max(128).optional(),
    password: z.string().max(PASSWORD_MAX).optional(),
  })
  .strict()
  .nullish();
export type JoinBody = z.output<typeof JoinBodySchema>;

export const JoinResultSchema = z.object({
  user_type: z.number().int(),
  /** registered, or applied: the creator confirms applications first. */
  status: z.enum(['registered', 'applied']),
  participant_id: z.number().int().nullable(),
  application_id: z.number().int().nullable(),
});
export type JoinResult = z.infer<typeof JoinResultSchema>;

/** A user or a team, exactly one. */
export const UserOrTeamSchema = z
  .object({ user: IdSchema.optional(), team: IdSchema.optional() })
  .strict()
  .refine((value) => (value.user === undefined) !== (value.team === undefined), {
    message: 'Name either a user or a team.',
  });

export const ParticipantsQuerySchema = PageQuerySchema.extend({
  user_type: UserTypeSchema.optional(),
  search: z.string().trim().max(64).optional(),
});

export const ApplicationSchema = z.object({
  id: z.number().int(),
  tournament_id: z.number().int(),
  user_type: z.number().int(),
  user: UserBriefSchema,
  team: TeamBriefSchema.nullable(),
  status: ApplicationStatusSchema,
  created_at: TimestampSchema,
});
export type Application = z.infer<typeof ApplicationSchema>;
export const ApplicationsQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(64).optional(),
  status: ApplicationStatusSchema.optional(),
});
export const ApplicationDecisionSchema = z
  .object({ action: z.enum(['confirm', 'decline'], { error: 'Choose confirm or decline.' }) })
  .strict();

export const TournamentBanSchema = z.object({
  id: z.number().int(),
  tournament: TournamentBriefSchema,
  user: UserBriefSchema.nullable(),
  team: TeamBriefSchema.nullable(),
  created_at: TimestampSchema,
});
export type TournamentBan = z.infer<typeof TournamentBanSchema>;
export const BanParamsSchema = z.object({ id: IdSchema, banId: IdSchema });
export const CreatorBansQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(CREATOR_BANS_MAX_PER_PAGE).optional(),
});

export const SendInviteSchema = z.object({ user: IdSchema, user_type: UserTypeSchema }).strict();
export const InviteSchema = z.object({
  id: z.number().int(),
  user: UserBriefSchema,
  user_type: z.number().int(),
  created_at: TimestampSchema,
});
export const InviteTokenQuerySchema = z.object({
  invite_token: z.string().trim().min(1).max(128),
});
/** What the invite modal shows (the spec spells invation_type so: 1 player, 2 watcher). */
export const InviteInfoSchema = z.object({
  id: z.number().int(),
  tournament: TournamentBriefSchema,
  invation_type: z.number().int(),
  invited_by: UserBriefSchema,
  /** For a 5_5 player invite: the teams the caller leads that could register. */
  teams: z.array(TeamBriefSchema),
  invited_team: TeamBriefSchema.nullable(),
  start_time: TimestampSchema,
  status: z.enum(['pending', 'accepted', 'declined']),
});
export type InviteInfo = z.infer<typeof InviteInfoSchema>;

const registrationEndpoint = endpointGroup({ auth: 'required', tag: 'tournaments' });

export const tournamentRegistrationEndpoints = {
  register: registrationEndpoint({
    method: 'POST',
    path: 'tournaments/register/:id/',
    summary:
      'Join as a player, team or watcher before the freeze; the fee is held (honours Idempotency-Key). A player whose matches would overlap matches they already play gets a 409 with calendar_clashes unless confirm_clash=true',
    params: IdParamsSchema,
    query: ConfirmClashQuerySchema,
    body: JoinBodySchema,
    response: JoinResultSchema,
    status: 201,
  }),
  leave: registrationEndpoint({
    method: 'POST',
    path: 'tournaments/:id/leave/',
    summary: 'Leave before the start (a 5_5 leader takes the team out); the fee is released',
    params: IdParamsSchema,
    response: z.null(),
    status: 204,
  }),
  removeParticipant: registrationEndpoint({
    method: 'POST',
    path: 'tournaments/:id/delete-user/',
    summary:
      'Remove a player, team or watcher before the start (creator only); the fee is released',
    params: IdParamsSchema,
    body: UserOrTeamSchema,
    response: z.null(),
    status: 204,
  }),
  participants: registrationEndpoint({
    method: 'GET',
    path: 'tournaments/:id/users/',
    summary: 'Participants by user_type (1 players, 2 watchers), searched by name (per_page 8)',
    params: IdParamsSchema,
    query: ParticipantsQuerySchema,
    response: pageOf(ParticipantSchema),
  }),
  players: registrationEndpoint({
    method: 'GET',
    path: 'tournaments/:id/players/',
    summary: 'Teams (or 1_1 players) with the people who play for them',
    params: IdParamsSchema,
    response: z.array(PlayersEntrySchema),
  }),
  applications: registrationEndpoint({
    method: 'GET',
    path: 'tournaments/:id/applications/',
    summary: 'Applications to the tournament by status and name (creator only, per_page 8)',
    params: IdParamsSchema,
    query: ApplicationsQuerySchema,
    response: pageOf(ApplicationSchema),
  }),
  decideApplication: registrationEndpoint({
    method: 'POST',
    path: 'tournaments/applications/:id/',
    summary: 'Confirm (registers) or decline (releases the fee) an application (creator only)',
    params: IdParamsSchema,
    body: ApplicationDecisionSchema,
    response: ApplicationSchema,
  }),
  cancelApplication: registrationEndpoint({
    method: 'DELETE',
    path: 'tournaments/:id/cansel-application/',
    summary: 'Withdraw one’s pending application; the fee is released (spelling as in the spec)',
    params: IdParamsSchema,
    response: z.null(),
    status: 204,
  }),
  bans: registrationEndpoint({
    method: 'GET',
    path: 'tournaments/:id/bans/',
    summary: 'Users and teams banned from the tournament (creator only)',
    params: IdParamsSchema,
    query: PageQuerySchema,
    response: pageOf(TournamentBanSchema),
  }),
  ban: registrationEndpoint({
    method: 'POST',
    path: 'tournaments/:id/bans/',
    summary: 'Ban a user or a team (creator only); a registered one is removed and refunded',
    params: IdParamsSchema,
    body: UserOrTeamSchema,
    response: TournamentBanSchema,
    status: 201,
  }),
  unban: registrationEndpoint({
    method: 'DELETE',
    path: 'tournaments/:id/bans/:banId/',
    summary: 'Lift a ban (creator only)',
    params: BanParamsSchema,
    response: z.null(),
    status: 204,
  }),
  creatorBans: registrationEndpoint({
    method: 'GET',
    path: 'tournaments/creator/bans/',
    summary: 'Every ban in the caller’s tournaments (per_page up to 9999)',
    query: CreatorBansQuerySchema,
    response: pageOf(TournamentBanSchema),
  }),
  sendInvite: registrationEndpoint({
    method: 'POST',
    path: 'tournaments/:id/send-invite/',
    summary:
      'Invite a user as player (1) or watcher (2) (creator only); they get a token by notice',
    params: IdParamsSchema,
    body: SendInviteSchema,
    response: InviteSchema,
    status: 201,
  }),
  inviteInfo: registrationEndpoint({
    method: 'GET',
    path: 'tournaments/invite_link/',
    summary: 'What an invite token offers (only to the invited user)',
    query: InviteTokenQuerySchema,
    response: InviteInfoSchema,
  }),
  /** Not in the spec's list: the invited user turns the invite down, and its token stops working. */
  declineInvite: registrationEndpoint({
    method: 'DELETE',
    path: 'tournaments/invite_link/',
    summary: 'Decline an invite (only the invited user, while it is pending); the token is spent',
    query: InviteTokenQuerySchema,
    response: z.null(),
    status: 204,
  }),
} as const;
