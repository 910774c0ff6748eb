// TRACE (and its old alias TRACK) is served nowhere: on a path the API has, it answers 405 with the
// methods the path does have in `Allow` (RFC 9110 §15.5.6), as DRF does, instead of Fastify's 404
// (reliability test B2). An unknown path stays 404. Nothing is ever echoed back (no cross-site tracing).
import { AppError } from '@clutch/contract/errors';
import type { FastifyInstance } from 'fastify';

const REFUSED = new Set(['TRACE', 'TRACK']);
const CATCH_ALLS = new Set(['*', '/*']);

interface RoutePattern {
  methods: string[];
  pattern: RegExp;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function patternOf(url: string): RegExp {
  const source = withoutTrailingSlash(url)
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment === '*') return '.*';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

export function registerTraceRefusal(app: FastifyInstance): void {
  const routes: RoutePattern[] = [];
  app.addHook('onRoute', (route) => {
    // Catch-alls (CORS preflight, the web app's deep links) are no resource of their own.
    if (CATCH_ALLS.has(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({
      methods: methods.map((method) => method.toUpperCase()),
      pattern: patternOf(route.url),
    });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!REFUSED.has(request.method)) return;
    const path = withoutTrailingSlash(request.url.split('?')[0] ?? '');
    const allowed = new Set<string>();
    for (const route of routes)
      if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
    if (allowed.size === 0) return;
    void reply.header('allow', [...allowed].sort().join(', '));
    throw new AppError('method_not_allowed', `Method "${request.method}" not allowed.`);
  });
}
