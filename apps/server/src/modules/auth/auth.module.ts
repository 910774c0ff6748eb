// The auth module: accounts, sessions and tokens, e-mail flows, Steam and Twitch; it also keeps
// each instance's revoked-session set, fed by SessionRevoked.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import { registerAuthRealtime } from './auth.realtime.js';
import { registerAuthRoutes } from './auth.routes.js';
import { createAuthService, type AuthService } from './auth.service.js';
import { registerOauthRoutes } from './oauth.routes.js';
import { createOauthService } from './oauth.service.js';
import { RevokedSessions } from './revocations.js';
import { grantListedAdmins } from './staff-roles.service.js';
import { createTokenSigner } from './tokens.js';

export interface AuthModule extends ModuleParts<AppEvent> {
  auth: AuthService;
}

export async function createAuthModule(platform: Platform<AppEvent>): Promise<AuthModule> {
  const { config, db, bus, logger } = platform;
  const revoked = new RevokedSessions(config.ACCESS_TOKEN_TTL);
  const signer = createTokenSigner(platform.jwtSecret, {
    access: config.ACCESS_TOKEN_TTL,
    refresh: config.REFRESH_TOKEN_TTL,
  });
  const auth = createAuthService({
    db,
    signer,
    mailer: platform.mailer,
    bus,
    eventsHealthy: () => bus.isHealthy(),
    revoked,
    logger,
    settings: {
      publicUrl: config.PUBLIC_URL,
      refreshTtlMs: config.REFRESH_TOKEN_TTL,
      refreshGraceMs: config.REFRESH_REUSE_GRACE,
      emailTokenTtlMs: config.EMAIL_TOKEN_TTL,
      resetTokenTtlMs: config.RESET_TOKEN_TTL,
      adminEmails: config.OPERATOR_ADMIN_EMAILS,
    },
  });
  await auth.loadRevocations(config.ACCESS_TOKEN_TTL);
  // Revocations other instances announced while the bus was away are read again from the database.
  bus.onResync(() => {
    auth.loadRevocations(config.ACCESS_TOKEN_TTL).catch((error: unknown) => {
      logger.error({ err: error }, 'reloading revoked sessions after a bus resync failed');
    });
  });
  const madeAdmins = await db.transaction((tx) =>
    grantListedAdmins(tx, config.OPERATOR_ADMIN_EMAILS),
  );
  if (madeAdmins.length > 0)
    logger.warn({ users: madeAdmins }, 'OPERATOR_ADMIN_EMAILS: made admins at start');
  const oauth = createOauthService({
    db,
    auth,
    bus,
    settings: {
      publicUrl: config.PUBLIC_URL,
      hasPublicUrl: config.HAS_PUBLIC_URL,
      steamOpenidUrl: config.STEAM_OPENID_URL,
      steamApiKey: config.STEAM_API_KEY,
      steamApiUrl: config.STEAM_API_URL,
      twitchClientId: config.TWITCH_CLIENT_ID,
      twitchClientSecret: config.TWITCH_CLIENT_SECRET,
      twitchAuthUrl: config.TWITCH_AUTH_URL,
    },
    fetch: platform.fetch,
    logger,
  });
  return {
    auth,
    routes({ mount }) {
      registerAuthRoutes(mount, auth);
      registerOauthRoutes(mount, oauth);
    },
    realtime: (gateway) => registerAuthRealtime(gateway, bus, revoked),
  };
}
