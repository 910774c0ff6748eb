// HTTP adapter of quick matches: every `quick-match` row of the spec, plus the veto move and the
// ratings (our additions). The services decide who may do what.
import {
  LOOKING_FOR_GAME_PER_PAGE,
  MATCH_HISTORY_PER_PAGE,
  QUICK_MATCHES_PER_PAGE,
  quickMatchEndpoints as api,
} from '@clutch/contract/quickmatch';
import type { Mount } from '../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import { textIn } from '../../platform/http/request-language.js';
import type { LobbiesService } from './lobbies.service.js';
import type { QuickMatchQueries } from './quickmatch-queries.service.js';

export function registerQuickMatchRoutes(
  mount: Mount,
  services: { lobbies: LobbiesService; queries: QuickMatchQueries },
): void {
  const { lobbies, queries } = services;
  mount(api.options, ({ query }) => queries.options(query.game ?? 1));
  mount(
    api.list,
    async ({ query, request }) => {
      const page = pageRequest(query, QUICK_MATCHES_PER_PAGE);
      const filter = {
        game: query.game,
        type: query.type,
        isOpened: query.is_opened,
        gameTimeType: query.game_time_type,
        isDemo: query.is_demo,
      };
      return pageAnswer(request, page, await queries.list(filter, page));
    },
    { compiledResponse: true },
  );
  mount(api.create, ({ caller, query, body }) => lobbies.create(caller.id, query.game, body));
  mount(api.lookingForGame, async ({ query, request }) => {
    const page = pageRequest(query, LOOKING_FOR_GAME_PER_PAGE);
    const filter = { username: query.username, game: query.game };
    return pageAnswer(request, page, await queries.lookingForGame(filter, page));
  });
  mount(api.periods, ({ caller, body }) => queries.periods(caller.id, body));
  mount(api.one, ({ caller, params }) => lobbies.view(params.id, caller.id));
  mount(api.players, ({ params }) => lobbies.players(params.id));
  mount(api.join, ({ caller, params, query }) => lobbies.join(caller.id, params.id, query));
  mount(api.changePosition, ({ caller, params, query }) =>
    lobbies.changePosition(caller.id, params.id, query.team_id),
  );
  mount(api.removePlayer, ({ caller, params }) =>
    lobbies.removePlayer(caller.id, params.id, params.position),
  );
  mount(api.leave, async ({ caller, params, request }) => {
    const answer = await lobbies.leave(caller.id, params.id);
    return { message: textIn(request, answer.message) };
  });
  mount(api.startGame, ({ caller, params }) => lobbies.startGame(caller.id, params.id));
  mount(api.ready, ({ caller, params }) => lobbies.readyState(caller.id, params.id));
  mount(api.toggleReady, ({ caller, params }) => lobbies.toggleReady(caller.id, params.id));
  mount(api.toggleReadyPatch, ({ caller, params }) => lobbies.toggleReady(caller.id, params.id));
  mount(api.veto, ({ caller, params, body }) =>
    lobbies.veto(caller.id, params.id, String(body.item)),
  );
  mount(api.statistic, ({ params }) => queries.statistic(params.id));
  mount(api.userAction, ({ caller, params, query }) =>
    lobbies.react(caller.id, params.id, query.action),
  );
  // Invitations reach other people: a flood of them is throttled per account.
  mount(
    api.invite,
    async ({ caller, params, request }) => {
      const answer = await queries.invite(caller.id, params.id);
      return { ...answer, message: textIn(request, answer.message) };
    },
    { preHandler: [mount.limits.perAccount('quickmatch-invite', undefined, 'allow')] },
  );
  mount(api.resendInvites, async ({ caller, params, query, request }) => {
    const answer = await queries.resendInvites(caller.id, params.id, query.match);
    return { message: textIn(request, answer.message) };
  });
  mount(
    api.matchHistory,
    async ({ params, query, request }) => {
      const page = pageRequest(query, MATCH_HISTORY_PER_PAGE);
      const filter = { game: query.game, kind: query.kind };
      return pageAnswer(request, page, await queries.history(params.id, filter, page));
    },
    { compiledResponse: true },
  );
  mount(api.ratings, ({ params }) => queries.ratings(params.id));
}
