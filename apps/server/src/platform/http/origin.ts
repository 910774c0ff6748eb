// The origin a browser reached us at. Redirects that must land the browser where its tokens are
// stored (the Steam return, the checkout return) use it when PUBLIC_URL is unset: a newcomer who
// opened http://127.0.0.1:3000 must not come back to http://localhost:3000, another origin.
import type { FastifyRequest } from 'fastify';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port; nothing that adds a path. */
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** What of a request tells its origin: the scheme and the Host (or X-Forwarded-*). */
export type RequestOrigin = Pick<FastifyRequest, 'protocol' | 'host'>;

/**
 * `publicUrl` when it was configured; otherwise the request's scheme and Host (X-Forwarded-Proto
 * and -Host with TRUST_PROXY), falling back to `publicUrl` for a Host that is not a plain host.
 */
export function browserOrigin(
  request: RequestOrigin,
  settings: { publicUrl: string; hasPublicUrl: boolean },
): string {
  if (settings.hasPublicUrl || !HOST.test(request.host)) return settings.publicUrl;
  return `${request.protocol}://${request.host}`;
}
