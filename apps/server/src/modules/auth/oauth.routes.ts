// HTTP adapter for Steam sign-in and Steam/Twitch linking: contract endpoint in, service call, answer
// out; the Twitch callback also answers browsers, which land on it straight from Twitch.
import { authEndpoints as api } from '@clutch/contract/auth';
import { AppError } from '@clutch/contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Mount } from '../../platform/http/mount.js';
import type { RequestOrigin } from '../../platform/http/origin.js';
import { clientMeta } from './auth.routes.js';
import type { OauthService } from './oauth.service.js';

/** The scheme and host the browser used, as plain data for the service. */
function originOf(request: FastifyRequest): RequestOrigin {
  return { protocol: request.protocol, host: request.host };
}

function prefersHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

export function registerOauthRoutes(mount: Mount, oauth: OauthService): void {
  const { limits } = mount;

  mount(api.steamLogin, ({ caller, request }) => oauth.startSteamLogin(caller, originOf(request)), {
    preHandler: [limits.perIp('steam-login')],
  });

  mount(
    api.steamCallback,
    ({ query, request }) => oauth.finishSteamLogin(query, clientMeta(request), originOf(request)),
    {
      preHandler: [limits.perIp('steam-callback')],
    },
  );

  mount(api.linkTwitch, ({ caller }) => oauth.startTwitchLink(caller), {
    preHandler: [limits.perIp('link-twitch')],
  });

  // A browser is sent back to its settings page rather than shown JSON. Replying from a preHandler
  // ends the request there (Fastify skips the handler), and returning the reply waits for the send.
  const redirectBrowsers = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!prefersHtml(request)) return;
    const query = api.twitchCallback.query.parse(request.query);
    const outcome = await oauth.finishTwitchLink(query).then(
      () => 'linked' as const,
      (error: unknown) => {
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'Twitch link failed');
        return 'error' as const;
      },
    );
    return reply.redirect(oauth.twitchSettingsUrl(outcome), 302);
  };
  mount(api.twitchCallback, ({ query }) => oauth.finishTwitchLink(query), {
    preHandler: [limits.perIp('link-twitch-callback'), redirectBrowsers],
  });
}
