// HTTP adapter of running a tournament: the grid, starting matches, postponing, reports and the
// creator's results. The services decide who may do what.
import { tournamentMatchesEndpoints as api } from '@clutch/contract/tournament-matches';
import type { Mount } from '../../../platform/http/mount.js';
import type { MatchResults } from './match-results.service.js';
import type { MatchesService } from './matches.service.js';

export function registerMatchesRoutes(
  mount: Mount,
  services: { matches: MatchesService; results: MatchResults },
): void {
  const { matches, results } = services;
  mount(api.grid, ({ params }) => matches.grid(params.id));
  mount(api.startGame, ({ caller, params }) => matches.startGame(caller.id, params.id));
  mount(api.postpone, ({ caller, params, body }) =>
    matches.postpone(caller.id, params.match, body.new_start_time),
  );
  const score = (body: { score_a: number; score_b: number }) => ({
    scoreA: body.score_a,
    scoreB: body.score_b,
  });
  mount(api.report, ({ caller, params, body }) =>
    results.report(caller.id, params.match, score(body)),
  );
  mount(api.setResult, ({ caller, params, body }) =>
    results.setResult(caller.id, params.match, score(body)),
  );
}
