// TEMPORARY: replaced by the Steam/Twitch implementation.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { AuthEvent } from './auth.events.js';
import type { AuthService } from './auth.service.js';

export interface OauthSettings {
  publicUrl: string;
  steamOpenidUrl: string;
  steamApiKey: string | undefined;
  steamApiUrl: string;
  twitchClientId: string | undefined;
  twitchClientSecret: string | undefined;
  twitchAuthUrl: string;
}

export function createOauthService(deps: {
  db: Db;
  auth: AuthService;
  bus: EventPublisher<AuthEvent>;
  settings: OauthSettings;
  fetch: typeof fetch;
  logger: FastifyBaseLogger;
}) {
  return { deps };
}
export type OauthService = ReturnType<typeof createOauthService>;
