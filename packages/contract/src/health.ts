// Readiness of the server and the parts it needs.
import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']) }),
  bus: z.object({ ok: z.boolean(), kind: z.enum(['memory', 'cluster', 'redis']) }),
  version: z.string(),
});

export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: 'health/',
    auth: 'none',
    tag: 'platform',
    summary: 'Readiness: database and event bus status',
    response: HealthSchema,
    errors: ['unavailable'],
  }),
} as const;
