// HTTP adapter of the console's tournaments & lobbies and infrastructure sections: operator/...
// routes in, the caller and parsed input to operator-ops.service.ts (which checks roles), out.
import { operatorOpsEndpoints as api } from '@clutch/contract/operator-ops';
import type { Mount } from '../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import type { OperatorOpsService } from './operator-ops.service.js';

const PER_PAGE = 20;
const searchOf = (search: string | undefined) => (search === '' ? undefined : search);

export function registerOperatorOpsRoutes(mount: Mount, ops: OperatorOpsService): void {
  mount(api.tournaments, async ({ caller, query, request }) => {
    const page = pageRequest(query, PER_PAGE);
    const filter = {
      search: searchOf(query.search),
      status: query.status,
      game: query.game,
      disputed: query.disputed,
    };
    return pageAnswer(request, page, await ops.tournaments(caller.id, filter, page));
  });
  mount(api.tournament, ({ caller, params }) => ops.tournament(caller.id, params.id));
  mount(api.cancelTournament, ({ caller, params, body }) =>
    ops.cancelTournament(caller.id, params.id, body.reason),
  );
  mount(api.removeParticipant, ({ caller, params, body }) =>
    ops.removeParticipant(caller.id, params.id, params.participant, body.reason),
  );
  mount(api.settleMatch, ({ caller, params, body }) =>
    ops.settleMatch(caller.id, params.id, params.match, body),
  );

  mount(api.lobbies, async ({ caller, query, request }) => {
    const page = pageRequest(query, PER_PAGE);
    const filter = { search: searchOf(query.search), status: query.status, game: query.game };
    return pageAnswer(request, page, await ops.lobbies(caller.id, filter, page));
  });
  mount(api.lobby, ({ caller, params }) => ops.lobby(caller.id, params.id));
  mount(api.cancelLobby, ({ caller, params, body }) =>
    ops.cancelLobby(caller.id, params.id, body.reason),
  );
  mount(api.removeLobbyPlayer, ({ caller, params, body }) =>
    ops.removeLobbyPlayer(caller.id, params.id, params.user, body.reason),
  );

  mount(api.cs2Servers, ({ caller }) => ops.cs2Servers(caller.id));
  mount(api.dotaBots, ({ caller }) => ops.dotaBots(caller.id));
}
