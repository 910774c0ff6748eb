// TEMPORARY: replaced by the Steam/Twitch implementation.
import type { Mount } from '../../platform/http/mount.js';
import type { OauthService } from './oauth.service.js';

export function registerOauthRoutes(_mount: Mount, _oauth: OauthService): void {}
