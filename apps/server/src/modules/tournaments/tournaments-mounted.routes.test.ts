// Every endpoint of the tournaments contract files is mounted: calling its path with its method
// never reaches Fastify's not-found handler.
import type { Endpoint } from '@clutch/contract/endpoint';
import { tournamentMatchesEndpoints } from '@clutch/contract/tournament-matches';
import { tournamentRegistrationEndpoints } from '@clutch/contract/tournament-registration';
import { tournamentReviewsEndpoints } from '@clutch/contract/tournament-reviews';
import { tournamentTransfersEndpoints } from '@clutch/contract/tournament-transfers';
import { tournamentsEndpoints } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp();

const groups: Record<string, Endpoint>[] = [
  tournamentsEndpoints,
  tournamentRegistrationEndpoints,
  tournamentMatchesEndpoints,
  tournamentTransfersEndpoints,
  tournamentReviewsEndpoints,
];
const contract = groups.flatMap((endpoints) => Object.values(endpoints));

describe('the tournaments contract', () => {
  it.each(contract.map((endpoint) => [endpoint.method, endpoint.path, endpoint] as const))(
    '%s %s is mounted',
    async (_method, _path, endpoint) => {
      const url = endpoint.path.replace(/:token/g, 'some-token').replace(/:[a-zA-Z]+/g, '1');
      const res = await t.app.inject({ method: endpoint.method, url: `/api/${url}` });
      // Fastify's not-found handler answers exactly this; a mounted route never does.
      const notFound =
        res.statusCode === 404 && res.body === JSON.stringify({ detail: 'Not found.' });
      expect(notFound, `${endpoint.method} ${url}: ${res.body}`).toBe(false);
    },
  );

  it('leaves nothing out: an unknown path answers the not-found handler', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tournaments/1/nothing-here/' });
    expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Not found.' }]);
  });
});
