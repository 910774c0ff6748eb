// The routes game servers call (our additions; no person calls them): a CS2 server with MatchZy
// downloads its match configuration from a signed, expiring URL, and posts its events to the
// remote-log URL with the match's secret header. Neither takes a user's token.
import { z } from 'zod';
import { endpointGroup } from './endpoint.js';

const hostingEndpoint = endpointGroup({ tag: 'hosting', auth: 'none' });

/** The header MatchZy sends with every event (`matchzy_remote_log_header_key`). */
export const MATCHZY_SECRET_HEADER = 'x-clutch-match-secret';

const HostedParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const hostingEndpoints = {
  matchzyConfig: hostingEndpoint({
    method: 'GET',
    path: 'hosting/matchzy/:id/config/',
    summary: 'A hosted match’s MatchZy match configuration, for its server (signed, expiring URL)',
    params: HostedParamsSchema,
    query: z.object({
      expires: z.coerce.number().int().positive(),
      signature: z.string().regex(/^[\w-]{43}$/, { error: 'Not a signature.' }),
    }),
    response: z.record(z.string(), z.unknown()),
  }),
  matchzyEvents: hostingEndpoint({
    method: 'POST',
    path: 'hosting/matchzy/:id/events/',
    summary:
      'MatchZy’s events for a hosted match (header x-clutch-match-secret); each applied once',
    params: HostedParamsSchema,
    body: z.record(z.string(), z.unknown()),
    response: z.object({ received: z.boolean(), applied: z.boolean() }),
  }),
};
