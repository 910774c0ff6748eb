// The server's settings that point sign-in through Steam and Twitch at the loopback stand-ins, for
// an in-process test app (oauth.routes.test.ts) and a server child (the reliability suite's F1).
import type { SteamOpenidProvider } from './steam-openid-provider.js';
import type { TwitchProvider } from './twitch-provider.js';

export function oauthStandInSettings(
  steam: Pick<SteamOpenidProvider, 'endpoint' | 'url' | 'apiKey'>,
  twitch: Pick<TwitchProvider, 'authUrl' | 'clientId' | 'clientSecret'>,
): Record<string, string> {
  return {
    STEAM_OPENID_URL: steam.endpoint,
    STEAM_API_URL: steam.url,
    STEAM_API_KEY: steam.apiKey,
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_CLIENT_ID: twitch.clientId,
    TWITCH_CLIENT_SECRET: twitch.clientSecret,
  };
}
