// HTTP adapter of match casters and stream links.
import { tournamentMatchesEndpoints as api } from '@clutch/contract/tournament-matches';
import type { Mount } from '../../../platform/http/mount.js';
import type { CastersService } from './casters.service.js';

export function registerCastersRoutes(mount: Mount, casters: CastersService): void {
  mount(api.inviteCommentator, ({ caller, params, body }) =>
    casters.invite(caller.id, params.match, body.user),
  );
  mount(api.commentators, ({ params }) => casters.list(params.match));
  mount(api.casting, ({ caller, params }) => casters.casting(caller.id, params.id));
  mount(api.decideCommentator, ({ caller, params, body }) =>
    casters.decide(caller.id, params.match, params.instance, body.status),
  );
  mount(api.removeCommentator, async ({ caller, params }) => {
    await casters.remove(caller.id, params.match, params.instance);
    return null;
  });
  mount(api.setStreamLink, ({ caller, params, body }) =>
    casters.setStreamLink(caller.id, params.match, body.stream_link),
  );
  mount(api.removeStreamLink, async ({ caller, params }) => {
    await casters.removeStreamLink(caller.id, params.match);
    return null;
  });
}
