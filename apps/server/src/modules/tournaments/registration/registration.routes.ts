// HTTP adapter of taking part in tournaments: register (honours Idempotency-Key: it holds a fee),
// leave, removals, participants and players, applications, bans and invites. Every route needs a
// signed-in caller; the services decide who may do what.
import {
  BANS_PER_PAGE,
  APPLICATIONS_PER_PAGE,
  PARTICIPANTS_PER_PAGE,
  tournamentRegistrationEndpoints as api,
} from '@clutch/contract/tournament-registration';
import type { Mount } from '../../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../../platform/http/pagination.js';
import { idempotencyKeyOf } from '../../../platform/idempotency/idempotency.js';
import type { ApplicationsService } from './applications.service.js';
import type { RegistrationService } from './registration.service.js';
import type { TournamentBansService } from './tournament-bans.service.js';
import type { TournamentInvitesService } from './tournament-invites.service.js';

export interface RegistrationServices {
  registration: RegistrationService;
  applications: ApplicationsService;
  bans: TournamentBansService;
  invites: TournamentInvitesService;
}

export function registerRegistrationRoutes(mount: Mount, services: RegistrationServices): void {
  const { registration, applications, bans, invites } = services;
  mount(api.register, ({ caller, params, query, body, request }) =>
    registration.register(caller.id, params.id, body, idempotencyKeyOf(request, caller.id), {
      confirmClash: query.confirm_clash,
    }),
  );
  mount(api.leave, async ({ caller, params }) => {
    await registration.leave(caller.id, params.id);
    return null;
  });
  mount(api.removeParticipant, async ({ caller, params, body }) => {
    await registration.remove(caller.id, params.id, body);
    return null;
  });
  mount(api.participants, async ({ params, query, request }) => {
    const page = pageRequest(query, PARTICIPANTS_PER_PAGE);
    const filter = { userType: query.user_type, search: query.search };
    return pageAnswer(request, page, await registration.participants(params.id, filter, page));
  });
  mount(api.players, ({ params }) => registration.players(params.id));

  mount(api.applications, async ({ caller, params, query, request }) => {
    const page = pageRequest(query, APPLICATIONS_PER_PAGE);
    const filter = { search: query.search, status: query.status };
    return pageAnswer(request, page, await applications.list(caller.id, params.id, filter, page));
  });
  mount(api.decideApplication, ({ caller, params, body }) =>
    applications.decide(caller.id, params.id, body.action),
  );
  mount(api.cancelApplication, async ({ caller, params }) => {
    await applications.cancel(caller.id, params.id);
    return null;
  });

  mount(api.bans, async ({ caller, params, query, request }) => {
    const page = pageRequest(query, BANS_PER_PAGE);
    return pageAnswer(request, page, await bans.list(caller.id, params.id, page));
  });
  mount(api.ban, ({ caller, params, body }) => bans.ban(caller.id, params.id, body));
  mount(api.unban, async ({ caller, params }) => {
    await bans.unban(caller.id, params.id, params.banId);
    return null;
  });
  mount(api.creatorBans, async ({ caller, query, request }) => {
    const page = pageRequest({ page: query.page, per_page: query.per_page }, BANS_PER_PAGE);
    return pageAnswer(request, page, await bans.ofCreator(caller.id, page));
  });

  mount(api.sendInvite, ({ caller, params, body }) => invites.send(caller.id, params.id, body));
  mount(api.inviteInfo, ({ caller, query }) => invites.info(caller.id, query.invite_token));
  mount(api.declineInvite, async ({ caller, query }) => {
    await invites.decline(caller.id, query.invite_token);
    return null;
  });
}
