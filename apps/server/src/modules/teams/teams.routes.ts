// HTTP adapter of the teams module. Invitations live at team/invites/… and join requests at
// team/join-requests/…; those static segments win over team/:id/ in the router.
import { MAX_IMAGE_BYTES } from '@clutch/contract/media';
import {
  TEAM_INVITATIONS_PER_PAGE,
  TEAM_MATCHES_PER_PAGE,
  TEAMS_PER_PAGE,
  teamInvitationEndpoints,
  teamsEndpoints as api,
} from '@clutch/contract/teams';
import type { Mount } from '../../platform/http/mount.js';
import { commonMessage, localizedFields } from '../../platform/http/localized-errors.js';
import { readMultipart } from '../../platform/http/multipart.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import type { TeamInvitationsService } from './team-invitations.service.js';
import type { TeamVotesService } from './team-votes.service.js';
import type { TeamsService } from './teams.service.js';

export interface TeamServices {
  teams: TeamsService;
  invitations: TeamInvitationsService;
  votes: TeamVotesService;
}

export function registerTeamsRoutes(mount: Mount, services: TeamServices): void {
  registerTeamRoutes(mount, services.teams);
  registerInvitationRoutes(mount, services.invitations);
  const { votes } = services;
  mount(api.voteResult, ({ params }) => votes.result(params.id));
  mount(api.createVote, ({ caller, params }) => votes.start(caller.id, params.id));
  mount(api.sendVote, ({ caller, params, query }) =>
    votes.cast(caller.id, params.id, query.vote_for),
  );
}

function registerTeamRoutes(mount: Mount, teams: TeamsService): void {
  // The team lists are the hot pages: their answers skip zod re-validation (see RouteOptions).
  const hot = { compiledResponse: true };
  mount(
    api.list,
    async ({ query, request }) => {
      const page = pageRequest(query, TEAMS_PER_PAGE);
      return pageAnswer(request, page, await teams.list({ search: query.search }, page));
    },
    hot,
  );
  mount(api.create, async ({ caller, body, request }) => {
    if (!request.isMultipart()) {
      if (!body) throw localizedFields({ name: [commonMessage('required')] });
      return teams.create(caller.id, body);
    }
    const form = await readMultipart(request, api.create.multipart, MAX_IMAGE_BYTES);
    return teams.create(caller.id, form.fields, form.files['avatar']?.data);
  });
  mount(api.get, ({ params }) => teams.get(params.id));
  mount(api.patch, async ({ caller, params, body, request }) => {
    if (!request.isMultipart()) return teams.update(caller.id, params.id, body ?? {});
    const form = await readMultipart(request, api.patch.multipart, MAX_IMAGE_BYTES);
    return teams.update(caller.id, params.id, form.fields ?? {}, form.files['avatar']?.data);
  });
  mount(api.remove, async ({ caller, params }) => {
    await teams.remove(caller.id, params.id);
    return null;
  });
  mount(api.changePercentage, ({ caller, params, body }) =>
    teams.changePercentages(caller.id, params.id, body),
  );
  mount(api.leave, ({ caller, params }) => teams.leave(caller.id, params.id));
  mount(api.kick, async ({ caller, params }) => {
    await teams.kick(caller.id, params.id, params.userId);
    return null;
  });
  mount(api.transferAuthority, ({ caller, params, query }) =>
    teams.transferAuthority(caller.id, params.id, query.user_id),
  );
  mount(
    api.matches,
    async ({ params, query, request }) => {
      const page = pageRequest(query, TEAM_MATCHES_PER_PAGE);
      return pageAnswer(request, page, await teams.matches(params.id, page));
    },
    hot,
  );
  mount(
    api.ofProfile,
    async ({ params, query, request }) => {
      const page = pageRequest(query, TEAMS_PER_PAGE);
      const found = await teams.ofProfile(params.id, query.is_leader === true, page);
      return pageAnswer(request, page, found);
    },
    hot,
  );
}

function registerInvitationRoutes(mount: Mount, invitations: TeamInvitationsService): void {
  const kinds = [
    ['invite', teamInvitationEndpoints.invites],
    ['join_request', teamInvitationEndpoints.joinRequests],
  ] as const;
  for (const [kind, endpoints] of kinds) {
    mount(endpoints.mine, async ({ caller, query, request }) => {
      const page = pageRequest(query, TEAM_INVITATIONS_PER_PAGE);
      return pageAnswer(request, page, await invitations.listMine(kind, caller.id, page));
    });
    mount(endpoints.ofTeam, async ({ caller, params, query, request }) => {
      const page = pageRequest(query, TEAM_INVITATIONS_PER_PAGE);
      const found = await invitations.listOfTeam(kind, caller.id, params.id, page);
      return pageAnswer(request, page, found);
    });
    mount(endpoints.one, ({ caller, params }) => invitations.getOne(kind, caller.id, params.id));
    mount(endpoints.remove, async ({ caller, params }) => {
      await invitations.remove(kind, caller.id, params.id);
      return null;
    });
    mount(endpoints.accept, ({ caller, params }) => invitations.accept(kind, caller.id, params.id));
  }
  mount(teamInvitationEndpoints.invite, ({ caller, params, query }) =>
    invitations.invite(caller.id, params.id, query.user_id),
  );
  mount(teamInvitationEndpoints.requestToJoin, ({ caller, params }) =>
    invitations.requestToJoin(caller.id, params.id),
  );
}
