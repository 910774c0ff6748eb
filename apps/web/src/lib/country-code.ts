// The signed-in user's country, kept so every API call can send it as Code-Country (the spec sends
// the header when a country code is stored). It belongs to the session and goes when the session does.
import { localStore } from './browser-storage';
import { subscribeTokenChanges } from './auth-tokens';

const KEY = 'code_country';

export function readCountryCode(): string | null {
  return localStore().getItem(KEY);
}

export function rememberCountryCode(code: string | null): void {
  if (code === null || code === '') localStore().removeItem(KEY);
  else localStore().setItem(KEY, code);
}

subscribeTokenChanges((change) => {
  if (change === 'session-ended') rememberCountryCode(null);
});
