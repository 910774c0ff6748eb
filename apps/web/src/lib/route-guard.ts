// Where a navigation may not go (spec 1, sections 5 and 6): visitors without an access token are sent
// from any path naming profile, statistics or team to the home page, except Steam's return path; in
// locked mode, visitors without both tokens are sent to /locked. Pure, so every rule is unit-tested.
import { localizePath, splitLocalePath } from './locale';

export interface GuardState {
  hasAccess: boolean;
  hasBothTokens: boolean;
  isLocked: boolean;
}

const MEMBERS_ONLY = /profile|statistics|team/;
const STEAM_RETURN = 'steam-login';
/** The pages a visitor needs to get in at all: locked mode must leave them reachable. */
const SIGN_IN_PATHS = /^\/(locked|auth|login|steam-login|email\/confirm|forgot-password)(\/|$)/;

export function guardRedirect(pathname: string, state: GuardState): string | null {
  const { locale, path } = splitLocalePath(pathname);
  if (state.isLocked && !state.hasBothTokens && !SIGN_IN_PATHS.test(path)) {
    return localizePath('/locked', locale);
  }
  if (!state.hasAccess && isMembersOnly(path)) {
    return localizePath('/', locale);
  }
  return null;
}

/** Paths a visitor is sent away from; links to them ask a visitor to sign in instead. */
export function isMembersOnly(path: string): boolean {
  return MEMBERS_ONLY.test(path) && !path.includes(STEAM_RETURN);
}

/** The spec's `applyLocked` flag, fixed when the app is built. */
export const IS_LOCKED_MODE = import.meta.env.VITE_APPLY_LOCKED === 'true';
